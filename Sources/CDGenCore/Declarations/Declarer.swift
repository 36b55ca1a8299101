/// The declarations of a run's planned files, as each file's kind declares them, and each entity's class.
struct Declarer {
    let model: DataModel
    let options: GeneratorOptions
    let names: ModelTypeNames
    /// What the kinds declare from.
    let run: PlanningRun
    /// Each entity name's Core Data class (the first entity of a name wins, as everywhere);
    /// empty for SwiftData.
    let classNames: [String: String]

    init(model: DataModel, options: GeneratorOptions, history: SchemaHistory?, names: ModelTypeNames) {
        self.model = model
        self.options = options
        self.names = names
        run = PlanningRun(model: model, options: options, history: history)
        var classNames: [String: String] = [:]
        if options.framework == .coreData {
            for entity in model.entities where classNames[entity.name] == nil { classNames[entity.name] = Naming.className(of: entity) }
        }
        self.classNames = classNames
    }

    /// Appends the top-level declarations of `planned` to `types`, as its kind declares them: each
    /// from `source`, or from the entity or composite it names (the current version's typealiases).
    func appendTypes(of planned: PlannedOutput, source: DeclarationSource, to types: inout [TypeDeclaration]) {
        let file = KindFile(name: planned.name, subject: planned.subject)
        for type in planned.kind.definition.declarations(of: file, in: run) {
            var declaration = TypeDeclaration(
                name: type.name, kind: type.kind, file: planned.name, source: type.subject.map { self.source(of: $0, kind: planned.kind) } ?? source)
            declaration.isReserved = type.isReserved
            types.append(declaration)
        }
    }

    /// What a file of `kind` with `subject` comes from: its entity or composite, else the model's
    /// own output of that kind.
    func source(of subject: PlannedSubject, kind: OutputKind) -> DeclarationSource {
        switch subject {
        case .entity(let entity): .entity(entity)
        case .composite(let name): .composite(name)
        case .version, .model: .model(kind)
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
