/// One file the generator will write, known before any text is produced. The build plugin
/// declares these as its outputs, so this is the single source of truth for output names.
package struct PlannedOutput: Sendable, Hashable {
    /// The file name.
    package var name: String
    /// What the file holds: which emitter writes it, and from what.
    package var content: Content

    /// What a planned file holds. Each case carries what its emitter needs, nothing more.
    package enum Content: Sendable, Hashable {
        /// `<Class>+CoreDataClass.swift` of an entity.
        case classFile(PlannedEntity)
        /// `<Class>+CoreDataProperties.swift` of an entity.
        case propertiesFile(PlannedEntity)
        /// `<Model>+CoreDataModel.swift`.
        case modelFile
        /// `<Model>+ManagedObjectModel.swift`.
        case modelBuilder
        /// `<Model>+CoreDataUnplanned.swift`, header-only.
        case unplanned
        /// `<Entity>.swift`, an entity's `@Model` class.
        case swiftDataModel(PlannedEntity)
        /// `<Composite>.swift`, the value type of the composite named so.
        case swiftDataComposite(name: String)
        /// `<Model>SchemaV<N>.swift`: the version at this index of `SchemaHistory.versions`.
        case versionedSchema(index: Int)
        /// `<Model>MigrationPlan.swift`.
        case migrationPlan
        /// `<Model>StagedMigration.swift`: the stages between the versions of `SchemaHistory`.
        case stagedMigration
        /// `<Model>Typealiases.swift`.
        case currentTypealiases
        /// `<Model>Store.swift`: the `@Model` classes of the entities planned before it.
        case modelList
        /// `<Class>+Snapshot.swift` of an entity (`--snapshots`).
        case snapshotFile(PlannedEntity)
        /// `<Model>+Documentation.md`.
        case documentation
        /// `<Model>+Diagram.dot`.
        case diagram
        /// `<Model>+CloudKitSchema.ckdb`.
        case cloudKitSchema
    }

    /// The kind of file.
    package var kind: OutputKind { content.kind }

    /// The entity the file comes from, if it comes from one.
    package var entity: PlannedEntity? { content.entity }

    /// The name of the entity the file comes from; `nil` for the model's own files.
    package var entityName: String? { content.entity?.name }
}

extension PlannedOutput.Content {
    /// The kind of file.
    package var kind: OutputKind {
        switch self {
        case .classFile: .classFile
        case .propertiesFile: .propertiesFile
        case .modelFile: .modelFile
        case .modelBuilder: .modelBuilder
        case .unplanned: .unplanned
        case .swiftDataModel: .swiftDataModel
        case .swiftDataComposite: .swiftDataComposite
        case .versionedSchema: .versionedSchema
        case .migrationPlan: .migrationPlan
        case .stagedMigration: .stagedMigration
        case .currentTypealiases: .currentTypealiases
        case .modelList: .modelList
        case .snapshotFile: .snapshot
        case .documentation: .documentation
        case .diagram: .diagram
        case .cloudKitSchema: .cloudKitSchema
        }
    }

    /// The entity the file comes from, if it comes from one.
    package var entity: PlannedEntity? {
        switch self {
        case .classFile(let entity), .propertiesFile(let entity), .swiftDataModel(let entity), .snapshotFile(let entity): entity
        case .modelFile, .modelBuilder, .unplanned, .swiftDataComposite, .versionedSchema, .migrationPlan, .stagedMigration, .currentTypealiases,
            .modelList, .documentation, .diagram, .cloudKitSchema:
            nil
        }
    }
}

/// The entity a planned file comes from: its name, and where it is in the model the plan was
/// made from, so that the emitter finds it without a search.
package struct PlannedEntity: Sendable, Hashable {
    package var name: String
    /// Its index in `DataModel.entities`.
    package var position: Int
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
        if options.documentsOnly {
            // `cdgen doc`: the documents below alone.
        } else if options.framework == .swiftData {
            planSwiftData(model, options: options, schemaNumbers: history.map { h in h.versions.indices.map(h.number(at:)) } ?? [1])
        } else {
            planCoreData(model, options: options)
            planStagedMigration(model, options: options, versionCount: history?.versions.count ?? 1)
        }
        // Not with `complement`: the files kept in the sources are Swift.
        if options.documentation || options.documentsOnly, !options.complement {
            files.append(PlannedOutput(name: OutputKind.documentation.fileName(for: model.name), content: .documentation))
            files.append(PlannedOutput(name: OutputKind.diagram.fileName(for: model.name), content: .diagram))
        }
        // Core Data's mirroring (NSPersistentCloudKitContainer): SwiftData's store has no such file.
        if options.cloudKitSchema, options.framework == .coreData, !options.documentsOnly, !options.complement {
            files.append(PlannedOutput(name: OutputKind.cloudKitSchema.fileName(for: model.name), content: .cloudKitSchema))
        }
        if options.unplannedFile {
            // The build plugin's run: SwiftPM compiles every declared `.swift` output and copies any
            // other as a resource, so a build writes only what it compiles.
            files.removeAll { !$0.kind.format.isCompiled }
            files.append(PlannedOutput(name: OutputKind.unplanned.fileName(for: model.name), content: .unplanned))
        }
    }

    /// The formats of the files in an output folder that this plan answers for: those `check`
    /// compares and `--prune` may remove. A documents-only run (`cdgen doc`) leaves the Swift
    /// files beside its documents alone.
    package func formats(options: GeneratorOptions) -> [OutputFormat] {
        options.documentsOnly ? [OutputKind.documentation.format, OutputKind.diagram.format] : OutputFormat.all
    }

    /// Core Data: each entity's files by its codegen mode and the selection (with `--snapshots`, then
    /// its snapshot file, whatever the mode: it needs only the class), the model file and the model builder.
    private mutating func planCoreData(_ model: DataModel, options: GeneratorOptions) {
        var hasEntityFiles = false
        for (position, entity) in model.entities.enumerated() where options.entityFilter.isEmpty || options.entityFilter.contains(entity.name) {
            guard Naming.hasCustomClass(entity) else {
                classlessEntities.append(entity.name)
                continue
            }
            var kinds = Self.kinds(for: entity.codeGenerationType, selection: options.codegen(forEntity: entity.name))
            if options.complement { kinds = [.classFile, .propertiesFile].filter { !kinds.contains($0) } }
            if kinds.isEmpty { manualEntities.append(entity.name) }
            let className = Naming.className(of: entity)
            let planned = PlannedEntity(name: entity.name, position: position)
            for kind in kinds {
                let content: PlannedOutput.Content = kind == .classFile ? .classFile(planned) : .propertiesFile(planned)
                files.append(PlannedOutput(name: kind.fileName(for: className), content: content))
                hasEntityFiles = true
            }
            // Not with `complement`: the build writes it.
            if options.snapshots, !options.complement {
                files.append(PlannedOutput(name: OutputKind.snapshot.fileName(for: className), content: .snapshotFile(planned)))
            }
        }
        if options.modelFile, !options.complement, hasEntityFiles || options.modelFileWhenEmpty {
            files.append(PlannedOutput(name: OutputKind.modelFile.fileName(for: model.name), content: .modelFile))
        }
        if options.modelBuilder {
            files.append(PlannedOutput(name: OutputKind.modelBuilder.fileName(for: model.name), content: .modelBuilder))
        }
    }

    /// `<Model>StagedMigration.swift` after the model's files, with `stagedMigration` for a bundle of
    /// two or more versions (one version has nothing to migrate). Not with `complement`: the build writes it.
    private mutating func planStagedMigration(_ model: DataModel, options: GeneratorOptions, versionCount: Int) {
        guard options.writesStagedMigration, versionCount > 1, !options.complement else { return }
        let name = OutputKind.stagedMigration.fileName(for: Naming.stagedMigrationName(modelName: model.name))
        files.append(PlannedOutput(name: name, content: .stagedMigration))
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
    /// schema (numbered `schemaNumbers`), `<Model>MigrationPlan.swift` and `<Model>Typealiases.swift`
    /// instead. Then `<Model>Store.swift`, unless the run is limited to some entities (its list
    /// would not be the model's). Nothing with `complement`.
    private mutating func planSwiftData(_ model: DataModel, options: GeneratorOptions, schemaNumbers: [Int]) {
        // The command plugin's complement: the build writes every SwiftData file, none is left to the sources.
        guard !options.complement else { return }
        guard !options.versionedSchema else {
            files = schemaNumbers.enumerated().map { index, number in
                let name = Naming.versionedSchemaName(modelName: model.name, index: number)
                return PlannedOutput(name: OutputKind.versionedSchema.fileName(for: name), content: .versionedSchema(index: index))
            }
            let plan = Naming.migrationPlanName(modelName: model.name)
            files.append(PlannedOutput(name: OutputKind.migrationPlan.fileName(for: plan), content: .migrationPlan))
            let typealiases = Naming.typealiasesFileName(modelName: model.name)
            files.append(PlannedOutput(name: OutputKind.currentTypealiases.fileName(for: typealiases), content: .currentTypealiases))
            files.append(PlannedOutput(name: OutputKind.modelList.fileName(for: Naming.modelListName(modelName: model.name)), content: .modelList))
            return
        }
        for (position, entity) in model.entities.enumerated() where options.entityFilter.isEmpty || options.entityFilter.contains(entity.name) {
            let name = OutputKind.swiftDataModel.fileName(for: Naming.swiftDataClassName(of: entity))
            files.append(PlannedOutput(name: name, content: .swiftDataModel(PlannedEntity(name: entity.name, position: position))))
        }
        for composite in model.composites {
            let name = OutputKind.swiftDataComposite.fileName(for: composite.name)
            files.append(PlannedOutput(name: name, content: .swiftDataComposite(name: composite.name)))
        }
        if options.entityFilter.isEmpty {
            files.append(PlannedOutput(name: OutputKind.modelList.fileName(for: Naming.modelListName(modelName: model.name)), content: .modelList))
        }
    }
}
