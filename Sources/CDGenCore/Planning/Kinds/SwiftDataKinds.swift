// The kinds of SwiftData's files (`--framework swiftdata`): the `@Model` classes and composites,
// or with `--versioned-schema` one schema per version, the migration plan and the current
// typealiases; then the store helper. None with `complement`: the build writes every SwiftData file.

extension PlanningRun {
    /// Whether the run writes SwiftData's files.
    var writesSwiftData: Bool {
        options.framework == .swiftData && !options.documentsOnly && !options.complement
    }
}

/// `<Entity>.swift`: an entity's `@Model` class (every entity: SwiftData has no codegen modes).
package enum SwiftDataModelKind: OutputKindDefinition {
    package static let plansPerEntity = true
    package static func file(of entity: Entity, at position: Int, in run: PlanningRun) -> KindFile? {
        guard run.writesSwiftData, !run.options.versionedSchema, run.isSelected(entity) else { return nil }
        return file(named: Naming.swiftDataClassName(of: entity), from: .entity(PlannedEntity(name: entity.name, position: position)))
    }

    package static func declarations(of file: KindFile, in run: PlanningRun) -> [KindDeclaration] {
        file.subject.entity.map { [KindDeclaration(Naming.swiftDataClassName(of: run.model.entities[$0.position]), .class)] } ?? []
    }
}

/// `<Composite>.swift`: the Codable value type of a composite attribute.
package enum SwiftDataCompositeKind: OutputKindDefinition {
    package static func files(in run: PlanningRun) -> [KindFile] {
        guard run.writesSwiftData, !run.options.versionedSchema else { return [] }
        return run.model.composites.map { file(named: $0.name, from: .composite($0.name)) }
    }

    package static func declarations(of file: KindFile, in run: PlanningRun) -> [KindDeclaration] {
        guard case .composite(let name) = file.subject else { return [] }
        return [KindDeclaration(name, .struct)]
    }
}

/// `<Model>SchemaV<N>.swift` (`--versioned-schema`): one version of the history as a `VersionedSchema`.
package enum VersionedSchemaKind: OutputKindDefinition {
    package static let role = "a versioned schema (--versioned-schema)"

    package static func files(in run: PlanningRun) -> [KindFile] {
        guard run.writesSwiftData, run.options.versionedSchema else { return [] }
        let count = run.history?.versions.count ?? 1
        return (0..<count).map { index in
            file(named: Naming.versionedSchemaName(modelName: run.model.name, index: number(at: index, in: run)), from: .version(index))
        }
    }

    package static func declarations(of file: KindFile, in run: PlanningRun) -> [KindDeclaration] {
        guard case .version(let index) = file.subject else { return [] }
        return [KindDeclaration(run.names.versionedSchema(number: number(at: index, in: run)), .enum)]
    }

    /// The schema number of the version at `index` (1 for a model alone).
    private static func number(at index: Int, in run: PlanningRun) -> Int {
        run.history?.number(at: index) ?? index + 1
    }
}

/// `<Model>MigrationPlan.swift` (`--versioned-schema`): the `SchemaMigrationPlan`, and the
/// protocol of its custom stages' code when a stage needs the app's code.
package enum MigrationPlanKind: OutputKindDefinition {
    package static let role = "the migration plan (--versioned-schema)"

    package static func files(in run: PlanningRun) -> [KindFile] {
        run.writesSwiftData && run.options.versionedSchema ? [file(named: run.names.migrationPlan)] : []
    }

    package static func declarations(of file: KindFile, in run: PlanningRun) -> [KindDeclaration] {
        let name = run.names.migrationPlan
        return run.history?.stages.contains { !$0.isLightweight } == true
            ? [KindDeclaration(name, .protocol), KindDeclaration(name, .extension)] : [KindDeclaration(name, .enum)]
    }
}

/// `<Model>Typealiases.swift` (`--versioned-schema`): the current version's types by their plain
/// names (`typealias Mensaje = ChatSchemaV2.Mensaje`), one per entity and composite.
package enum CurrentTypealiasesKind: OutputKindDefinition {
    package static let role = "the current version's typealiases (--versioned-schema)"

    package static func files(in run: PlanningRun) -> [KindFile] {
        run.writesSwiftData && run.options.versionedSchema ? [file(named: run.names.typealiasesFile)] : []
    }

    /// Each typealias comes from the entity or composite it names.
    package static func declarations(of file: KindFile, in run: PlanningRun) -> [KindDeclaration] {
        let model = run.model
        return model.entities.enumerated().map { position, entity in
            KindDeclaration(Naming.swiftDataClassName(of: entity), .typealias, subject: .entity(PlannedEntity(name: entity.name, position: position)))
        } + model.composites.map { KindDeclaration($0.name, .typealias, subject: .composite($0.name)) }
    }
}

/// `<Model>Store.swift`: every `@Model` class, and a container on Core Data's store file; not when
/// the run is limited to some entities (its list would not be the model's), but with the versioned
/// schemas, which are the model's whole.
package enum ModelListKind: OutputKindDefinition {
    package static let role = "the store helper (--framework swiftdata)"

    package static func files(in run: PlanningRun) -> [KindFile] {
        run.writesSwiftData && (run.options.versionedSchema || run.options.entityFilter.isEmpty) ? [file(named: run.names.store)] : []
    }

    package static func declarations(of file: KindFile, in run: PlanningRun) -> [KindDeclaration] {
        [KindDeclaration(run.names.store, .enum)]
    }
}
