// The kinds of Core Data's files: Xcode's class and properties files and model file, and what
// cdgen writes beyond Xcode (the model builder, snapshots, the staged migration).

/// The entity files Core Data's codegen writes for an entity, by its mode and the run's selection.
enum CoreDataEntityFiles {
    /// What an entity gets: its class's name (`nil` for an entity without a class of its own,
    /// which is a plain `NSManagedObject`, or one the run does not select), and whether its class
    /// file and its properties file are written.
    struct Writes {
        var className: String?
        var classFile = false
        var propertiesFile = false
    }

    /// What the entity at `position` gets in `run`, as the plan worked it out.
    static func writes(at position: Int, in run: PlanningRun) -> Writes {
        position < run.entityFiles.count ? run.entityFiles[position] : writes(run.model.entities[position], in: run)
    }

    /// What `entity` gets in `run`.
    static func writes(_ entity: Entity, in run: PlanningRun) -> Writes {
        guard run.options.framework == .coreData, !run.options.documentsOnly, run.isSelected(entity), Naming.hasCustomClass(entity) else {
            return Writes()
        }
        let (classFile, propertiesFile) = modes(for: entity.codeGenerationType, selection: run.options.codegen(forEntity: entity.name))
        // The command plugin's complement: the files the build does not write.
        let complement = run.options.complement
        return Writes(className: Naming.className(of: entity), classFile: classFile != complement, propertiesFile: propertiesFile != complement)
    }

    /// The files of one entity's mode under a selection: the class file, the properties file.
    static func modes(for mode: CodeGenerationType, selection: CodegenSelection) -> (classFile: Bool, propertiesFile: Bool) {
        switch (selection, mode) {
        case (.class, _), (.auto, .class): (true, true)
        case (.category, _), (.auto, .category): (false, true)
        case (.manual, _), (.auto, .manual): (false, false)
        }
    }

    /// The class an entity's files declare or extend.
    static func className(_ file: KindFile, in run: PlanningRun) -> String {
        file.subject.entity.map { Naming.className(of: run.model.entities[$0.position]) } ?? ""
    }

    /// Whether Xcode 26 and later start the file with the typealias of its set of declarations.
    static func writesSetTypealias(_ run: PlanningRun) -> Bool { run.options.era >= .xcode26 }

    /// The file of `kind` named after the entity's class, when `gets` says the entity gets one.
    static func file(
        _ kind: (some OutputKindDefinition).Type, of entity: Entity, at position: Int, in run: PlanningRun, gets: (Writes) -> Bool
    ) -> KindFile? {
        let writes = writes(at: position, in: run)
        guard gets(writes), let className = writes.className else { return nil }
        return kind.file(named: className, from: .entity(PlannedEntity(name: entity.name, position: position)))
    }

    /// A class or properties file's declarations: from Xcode 26 on, the typealias of its set
    /// (`<Class><set>`), then the class (`kind`) or its extension.
    static func declarations(of file: KindFile, in run: PlanningRun, set: String, kind: DeclarationKind) -> [KindDeclaration] {
        let name = className(file, in: run)
        return (writesSetTypealias(run) ? [KindDeclaration(name + set, .typealias)] : []) + [KindDeclaration(name, kind)]
    }
}

/// `<Class>+CoreDataClass.swift`: the entity's `NSManagedObject` subclass (Class Definition).
package enum ClassFileKind: OutputKindDefinition {
    package static let plansPerEntity = true
    package static let suffix: String? = "CoreDataClass"

    package static func file(of entity: Entity, at position: Int, in run: PlanningRun) -> KindFile? {
        CoreDataEntityFiles.file(self, of: entity, at: position, in: run) { $0.classFile }
    }

    package static func declarations(of file: KindFile, in run: PlanningRun) -> [KindDeclaration] {
        CoreDataEntityFiles.declarations(of: file, in: run, set: "CoreDataClassSet", kind: .class)
    }
}

/// `<Class>+CoreDataProperties.swift`: the extension with the entity's `@NSManaged` properties
/// and accessors (Class Definition and Category/Extension).
package enum PropertiesFileKind: OutputKindDefinition {
    package static let plansPerEntity = true
    package static let suffix: String? = "CoreDataProperties"

    package static func file(of entity: Entity, at position: Int, in run: PlanningRun) -> KindFile? {
        CoreDataEntityFiles.file(self, of: entity, at: position, in: run) { $0.propertiesFile }
    }

    package static func declarations(of file: KindFile, in run: PlanningRun) -> [KindDeclaration] {
        CoreDataEntityFiles.declarations(of: file, in: run, set: "CoreDataPropertiesSet", kind: .extension)
    }
}

/// `<Class>+Snapshot.swift` (`--snapshots`): the class's typed ID, its entity's snapshot and their
/// conversions, whatever the entity's mode (it needs only the class). Not with `complement`: the
/// build writes it.
package enum SnapshotKind: OutputKindDefinition {
    package static let plansPerEntity = true
    package static let suffix: String? = "Snapshot"

    package static func file(of entity: Entity, at position: Int, in run: PlanningRun) -> KindFile? {
        guard run.options.snapshots, !run.options.complement, let className = CoreDataEntityFiles.writes(at: position, in: run).className else { return nil }
        return file(named: className, from: .entity(PlannedEntity(name: entity.name, position: position)))
    }

    /// Whether the value types declare `Swift.Hashable` in extensions of their own
    /// (`HashableConformance`, which says why): unless `--nonisolated` makes the types `nonisolated`.
    package static func declaresHashableInExtensions(_ options: GeneratorOptions) -> Bool {
        !options.isNonisolated
    }

    /// `SnapshotEmitter`: the ID, then (concrete entities) the snapshot and the class's `apply(_:)`;
    /// each value type with its `Swift.Hashable` extension where it has one.
    package static func declarations(of file: KindFile, in run: PlanningRun) -> [KindDeclaration] {
        guard let planned = file.subject.entity else { return [] }
        let entity = run.model.entities[planned.position]
        let name = Naming.className(of: entity)
        let id = Naming.typedIDName(className: name), snapshot = Naming.snapshotName(className: name)
        let extended = declaresHashableInExtensions(run.options)
        let ids = [KindDeclaration(id, .struct)] + (extended ? [KindDeclaration(id, .extension), KindDeclaration("\(id).Failure", .extension)] : [])
        guard !entity.isAbstract else { return ids }
        return ids + [KindDeclaration(snapshot, .struct)] + (extended ? [KindDeclaration(snapshot, .extension)] : []) + [KindDeclaration(name, .extension)]
    }
}

/// `<Model>+CoreDataModel.swift`: Xcode's model file, when some entity gets a file (or
/// `--model-file-when-empty`). Not with `complement`: the build writes it.
package enum ModelFileKind: OutputKindDefinition {
    package static let suffix: String? = "CoreDataModel"
    package static let role = "the model file"

    package static func files(in run: PlanningRun) -> [KindFile] {
        let options = run.options
        guard options.modelFile, options.framework == .coreData, !options.documentsOnly, !options.complement else { return [] }
        let hasEntityFiles = run.model.entities.indices.contains {
            let writes = CoreDataEntityFiles.writes(at: $0, in: run)
            return writes.classFile || writes.propertiesFile
        }
        return hasEntityFiles || options.modelFileWhenEmpty ? [file(named: run.model.name)] : []
    }

    package static func declarations(of file: KindFile, in run: PlanningRun) -> [KindDeclaration] {
        guard CoreDataEntityFiles.writesSetTypealias(run) else { return [] }
        let stem = run.names.modelFileStem
        return [KindDeclaration(stem + "FoundationFrameworkSet", .typealias), KindDeclaration(stem + "CoreDataFrameworkManagedObject", .typealias)]
    }
}

/// `<Model>+ManagedObjectModel.swift` (`--model-builder`): the model built in code.
package enum ModelBuilderKind: OutputKindDefinition {
    package static let suffix: String? = "ManagedObjectModel"
    package static let role = "the model builder (--model-builder)"

    package static func files(in run: PlanningRun) -> [KindFile] {
        let options = run.options
        return options.modelBuilder && options.framework == .coreData && !options.documentsOnly ? [file(named: run.model.name)] : []
    }

    package static func declarations(of file: KindFile, in run: PlanningRun) -> [KindDeclaration] {
        [KindDeclaration(run.names.modelBuilder, .enum)]
    }
}

/// `<Model>StagedMigration.swift` (`--staged-migration`): Core Data's staged migration of a bundle
/// of two or more versions (one version has nothing to migrate). Not with `complement`: the build
/// writes it.
package enum StagedMigrationKind: OutputKindDefinition {
    package static let role = "the staged migration (--staged-migration)"

    package static func files(in run: PlanningRun) -> [KindFile] {
        let options = run.options
        guard options.writesStagedMigration, !options.documentsOnly, !options.complement, (run.history?.versions.count ?? 1) > 1 else { return [] }
        return [file(named: run.names.stagedMigration)]
    }

    /// The protocol is written only when a step needs code; its name is claimed either way, so
    /// that a model edit that adds such a step cannot make a clash appear.
    package static func declarations(of file: KindFile, in run: PlanningRun) -> [KindDeclaration] {
        [KindDeclaration(run.names.migrationSteps, .protocol, isReserved: true), KindDeclaration(run.names.stagedMigration, .enum)]
    }
}
