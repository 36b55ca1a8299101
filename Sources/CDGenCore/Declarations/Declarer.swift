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

    /// What the `position`th declaration of a file with `content` comes from, when not the file's
    /// source: the entity or composite each typealias of `<Model>Typealiases.swift` names.
    func source(ofDeclaration position: Int, in content: PlannedOutput.Content) -> DeclarationSource? {
        guard case .currentTypealiases = content else { return nil }
        return position < model.entities.count
            ? .entity(PlannedEntity(name: model.entities[position].name, position: position))
            : .composite(model.composites[position - model.entities.count].name)
    }

    func source(of content: PlannedOutput.Content) -> DeclarationSource {
        switch content {
        case .classFile(let entity), .propertiesFile(let entity), .swiftDataModel(let entity): .entity(entity)
        case .swiftDataComposite(let name): .composite(name)
        default: .model(content.kind)
        }
    }

    /// The top-level declarations of a file with `content`, in the order its emitter prints them.
    func types(of content: PlannedOutput.Content) -> [(name: String, kind: TypeDeclaration.Kind)] {
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
        case .unplanned: return []
        case .swiftDataModel(let planned): return [(Naming.swiftDataClassName(of: model.entities[planned.position]), .class)]
        case .swiftDataComposite(let name): return [(name, .struct)]
        case .versionedSchema(let index): return [(names.versionedSchema(number: history?.number(at: index) ?? index + 1), .enum)]
        case .migrationPlan:
            // A protocol when a stage needs the app's code (`MigrationPlanEmitter`).
            return [(names.migrationPlan, history?.stages.contains { !$0.isLightweight } == true ? .protocol : .enum)]
        case .currentTypealiases:
            // `typealias Mensaje = ChatSchemaV2.Mensaje`: a name of the entity's (and the model is the current version).
            return model.entities.map { (Naming.swiftDataClassName(of: $0), .typealias) } + model.composites.map { ($0.name, .typealias) }
        case .stagedMigration:
            // The protocol is written only when a step needs code; its name is claimed either way,
            // so that a model edit that adds such a step cannot make a clash appear.
            return [(names.migrationSteps, .protocol), (names.stagedMigration, .enum)]
        case .modelList: return [(names.store, .enum)]
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
        guard Naming.hasCustomClass(entity) else { return nil }
        let className = Naming.className(of: entity)
        let qualified = entity.representedClassName.map(Naming.isModuleQualified) ?? false
        let superclass = entity.parentEntity.map { classNames[$0] ?? Naming.plainManagedObject } ?? Naming.plainManagedObject
        return EntityDeclaration(entity: planned, className: className, objcName: qualified ? nil : className, superclass: superclass, classFile: classFile)
    }
}
