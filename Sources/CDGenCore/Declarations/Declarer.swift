/// The declarations of each kind of planned file: the names each emitter prints, derived here once.
struct Declarer {
    let model: DataModel
    let options: GeneratorOptions
    let history: SchemaHistory?
    let names: ModelTypeNames
    /// Each entity name's Core Data class (the first entity of a name wins, as everywhere);
    /// empty for SwiftData.
    let classNames: [String: String]

    init(model: DataModel, options: GeneratorOptions, history: SchemaHistory?, names: ModelTypeNames) {
        self.model = model
        self.options = options
        self.history = history
        self.names = names
        var classNames: [String: String] = [:]
        if options.framework == .coreData {
            for entity in model.entities where classNames[entity.name] == nil { classNames[entity.name] = Naming.className(of: entity) }
        }
        self.classNames = classNames
    }

    /// Appends the top-level declarations of `planned` to `types`, each from `source` but the
    /// typealiases of `<Model>Typealiases.swift`, each from the entity or composite it names.
    func appendTypes(of planned: PlannedOutput, source: DeclarationSource, to types: inout [TypeDeclaration]) {
        if case .currentTypealiases = planned.content {
            for (position, entity) in model.entities.enumerated() {
                let own = DeclarationSource.entity(PlannedEntity(name: entity.name, position: position))
                types.append(TypeDeclaration(name: Naming.swiftDataClassName(of: entity), kind: .typealias, file: planned.name, source: own))
            }
            for composite in model.composites {
                types.append(TypeDeclaration(name: composite.name, kind: .typealias, file: planned.name, source: .composite(composite.name)))
            }
            return
        }
        let reserved: Set<String> = if case .stagedMigration = planned.content { [names.migrationSteps] } else { [] }
        for type in self.types(of: planned.content) {
            var declaration = TypeDeclaration(name: type.name, kind: type.kind, file: planned.name, source: source)
            declaration.isReserved = reserved.contains(type.name)
            types.append(declaration)
        }
    }

    /// Whether a snapshot file's value types declare `Swift.Hashable` in extensions of their own
    /// (`HashableConformance`, which says why): unless `--nonisolated` makes the types `nonisolated`.
    static func declaresHashableInExtensions(_ options: GeneratorOptions) -> Bool {
        !options.isNonisolated
    }

    func source(of content: PlannedOutput.Content) -> DeclarationSource {
        switch content {
        case .classFile(let entity), .propertiesFile(let entity), .swiftDataModel(let entity), .snapshotFile(let entity): .entity(entity)
        case .swiftDataComposite(let name): .composite(name)
        default: .model(content.kind)
        }
    }

    /// The top-level declarations of a file with `content`, in the order its emitter prints them
    /// (but the typealiases of `<Model>Typealiases.swift`: `appendTypes`).
    private func types(of content: PlannedOutput.Content) -> [(name: String, kind: TypeDeclaration.Kind)] {
        let xcode26 = options.era >= .xcode26
        switch content {
        case .classFile(let planned):
            let name = Naming.className(of: model.entities[planned.position])
            return (xcode26 ? [(name + "CoreDataClassSet", .typealias)] : []) + [(name, .class)]
        case .propertiesFile(let planned):
            let name = Naming.className(of: model.entities[planned.position])
            return (xcode26 ? [(name + "CoreDataPropertiesSet", .typealias)] : []) + [(name, .extension)]
        case .modelFile:
            return xcode26
                ? [(names.modelFileStem + "FoundationFrameworkSet", .typealias), (names.modelFileStem + "CoreDataFrameworkManagedObject", .typealias)] : []
        case .modelBuilder: return [(names.modelBuilder, .enum)]
        case .unplanned, .documentation, .diagram, .cloudKitSchema: return []
        case .swiftDataModel(let planned): return [(Naming.swiftDataClassName(of: model.entities[planned.position]), .class)]
        case .swiftDataComposite(let name): return [(name, .struct)]
        case .versionedSchema(let index): return [(names.versionedSchema(number: history?.number(at: index) ?? index + 1), .enum)]
        case .migrationPlan:
            // A protocol and its extension when a stage needs the app's code (`MigrationPlanEmitter`).
            return history?.stages.contains { !$0.isLightweight } == true
                ? [(names.migrationPlan, .protocol), (names.migrationPlan, .extension)] : [(names.migrationPlan, .enum)]
        case .currentTypealiases:
            // `typealias Mensaje = ChatSchemaV2.Mensaje`, one per entity and composite of the current version (`appendTypes`).
            return []
        case .stagedMigration:
            // The protocol is written only when a step needs code; its name is claimed either way,
            // so that a model edit that adds such a step cannot make a clash appear.
            return [(names.migrationSteps, .protocol), (names.stagedMigration, .enum)]
        case .modelList: return [(names.store, .enum)]
        case .snapshotFile(let planned):
            // `SnapshotEmitter`: the ID, then (concrete entities) the snapshot and the class's
            // `apply(_:)`; each value type with its `Swift.Hashable` extension where it has one.
            let entity = model.entities[planned.position]
            let name = Naming.className(of: entity)
            let id = Naming.typedIDName(className: name), snapshot = Naming.snapshotName(className: name)
            let extended = Self.declaresHashableInExtensions(options)
            let ids: [(name: String, kind: TypeDeclaration.Kind)] = [(id, .struct)] + (extended ? [(id, .extension), ("\(id).Failure", .extension)] : [])
            return entity.isAbstract ? ids : ids + [(snapshot, .struct)] + (extended ? [(snapshot, .extension)] : []) + [(name, .extension)]
        }
    }

    /// The class of the entity at `position`, declared in `classFile` when this run writes it;
    /// `nil` for a Core Data entity without a class of its own (plain `NSManagedObject`).
    func entity(at position: Int, classFile: String?) -> EntityDeclaration? {
        let entity = model.entities[position]
        let planned = PlannedEntity(name: entity.name, position: position)
        guard options.framework == .coreData else {
            return EntityDeclaration(
                entity: planned, className: Naming.swiftDataClassName(of: entity), objcName: nil, superclass: entity.parentEntity, classFile: classFile)
        }
        let className = Naming.className(of: entity)
        guard className != Naming.plainManagedObject else { return nil }   // Naming.hasCustomClass
        let qualified = entity.representedClassName.map(Naming.isModuleQualified) ?? false
        let superclass = entity.parentEntity.map { classNames[$0] ?? Naming.plainManagedObject } ?? Naming.plainManagedObject
        return EntityDeclaration(entity: planned, className: className, objcName: qualified ? nil : className, superclass: superclass, classFile: classFile)
    }
}
