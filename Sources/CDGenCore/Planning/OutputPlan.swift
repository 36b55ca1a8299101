/// One file the generator will write, known before any text is produced. The build plugin
/// declares these as its outputs, so this is the single source of truth for output names.
package struct PlannedOutput: Sendable, Hashable {
    /// The file name.
    package var name: String
    /// The kind of file.
    package var kind: OutputKind
    /// The entity it comes from; `nil` for the model file.
    package var entityName: String?
    /// The composite a `.swiftDataComposite` file holds.
    package var compositeName: String? = nil
    /// The version (index in `SchemaHistory.versions`) a `.versionedSchema` file holds.
    package var versionIndex: Int? = nil
}

/// Which files a model produces under some options, and which entities produce none.
package struct OutputPlan: Sendable, Hashable {
    /// The files, in entity document order (class file before properties file), then the model
    /// file, the model builder and the build plugin's unplanned file.
    package var files: [PlannedOutput] = []
    /// Entities that get no file (their codegen mode or selection is Manual/None; with
    /// `complement`, those whose files the build writes).
    package var manualEntities: [String] = []
    /// Entities that get no file in any selection because the model names no class for them
    /// (`Naming.hasCustomClass`): Core Data creates plain `NSManagedObject`s for them.
    package var classlessEntities: [String] = []

    /// Plans the outputs of `model` under `options` (`history`: the versions `--versioned-schema`
    /// writes; the model alone when `nil`).
    package init(model: DataModel, options: GeneratorOptions, history: SchemaHistory? = nil) {
        if options.framework == .swiftData {
            planSwiftData(model, options: options, versionCount: history?.versions.count ?? 1)
        } else {
            planCoreData(model, options: options)
        }
        if options.unplannedFile {
            files.append(PlannedOutput(name: OutputKind.unplanned.fileName(for: model.name), kind: .unplanned, entityName: nil))
        }
    }

    /// Core Data: each entity's files by its codegen mode and the selection, the model file and
    /// the model builder.
    private mutating func planCoreData(_ model: DataModel, options: GeneratorOptions) {
        for entity in model.entities where options.entityFilter.isEmpty || options.entityFilter.contains(entity.name) {
            guard Naming.hasCustomClass(entity) else {
                classlessEntities.append(entity.name)
                continue
            }
            var kinds = Self.kinds(for: entity.codeGenerationType, selection: options.codegen(forEntity: entity.name))
            if options.complement { kinds = [.classFile, .propertiesFile].filter { !kinds.contains($0) } }
            if kinds.isEmpty { manualEntities.append(entity.name) }
            let className = Naming.className(of: entity)
            files += kinds.map { PlannedOutput(name: $0.fileName(for: className), kind: $0, entityName: entity.name) }
        }
        if options.modelFile, !options.complement, !files.isEmpty || options.modelFileWhenEmpty {
            files.append(PlannedOutput(name: OutputKind.modelFile.fileName(for: model.name), kind: .modelFile, entityName: nil))
        }
        if options.modelBuilder {
            files.append(PlannedOutput(name: OutputKind.modelBuilder.fileName(for: model.name), kind: .modelBuilder, entityName: nil))
        }
    }

    /// The entity files for one entity's mode under a selection.
    static func kinds(for mode: CodeGenerationType, selection: CodegenSelection) -> [OutputKind] {
        switch (selection, mode) {
        case (.class, _), (.auto, .class): [.classFile, .propertiesFile]
        case (.category, _), (.auto, .category): [.propertiesFile]
        case (.manual, _), (.auto, .manual): []
        }
    }

    /// SwiftData: `<Entity>.swift` per entity (every entity: SwiftData has no codegen modes) and
    /// `<Composite>.swift` per composite; with `versionedSchema`, `<Model>SchemaV<N>.swift` per
    /// version and `<Model>MigrationPlan.swift` instead. Nothing with `complement`.
    private mutating func planSwiftData(_ model: DataModel, options: GeneratorOptions, versionCount: Int) {
        // The command plugin's complement: the build writes every SwiftData file, none is left to the sources.
        guard !options.complement else { return }
        guard !options.versionedSchema else {
            files = (1...versionCount).map { index in
                let name = Naming.versionedSchemaName(modelName: model.name, index: index)
                return PlannedOutput(name: OutputKind.versionedSchema.fileName(for: name), kind: .versionedSchema, entityName: nil, versionIndex: index - 1)
            }
            let plan = Naming.migrationPlanName(modelName: model.name)
            files.append(PlannedOutput(name: OutputKind.migrationPlan.fileName(for: plan), kind: .migrationPlan, entityName: nil))
            return
        }
        for entity in model.entities where options.entityFilter.isEmpty || options.entityFilter.contains(entity.name) {
            let name = OutputKind.swiftDataModel.fileName(for: Naming.swiftDataClassName(of: entity))
            files.append(PlannedOutput(name: name, kind: .swiftDataModel, entityName: entity.name))
        }
        for composite in model.composites {
            let name = OutputKind.swiftDataComposite.fileName(for: composite.name)
            files.append(PlannedOutput(name: name, kind: .swiftDataComposite, entityName: nil, compositeName: composite.name))
        }
    }
}
