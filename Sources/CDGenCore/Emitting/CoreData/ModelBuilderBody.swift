/// The body of the model builder's `make()`: the statements, in order, with one local variable per
/// entity, property, index element and template (names from `LocalNames`).
struct ModelBuilderBody {
    private let model: DataModel
    private let context: CoreDataEmitContext
    private var names = LocalNames(reserved: ["model"])
    private var entityVars: [String: String] = [:]
    private var propertyVars: [String: [String: String]] = [:]
    /// The SDK APIs the statements use, for `make()`'s `@available`.
    private(set) var usage = SDKUsage()

    /// Prepares the variable names of `model`.
    init(model: DataModel, context: CoreDataEmitContext) {
        self.model = model
        self.context = context
        for entity in model.entities where entityVars[entity.name] == nil {
            entityVars[entity.name] = names.claim([entity.name, "Entity"])
        }
        for entity in model.entities where propertyVars[entity.name] == nil {
            var vars: [String: String] = [:]
            for property in entity.properties where vars[property.name] == nil {
                vars[property.name] = names.claim([entity.name, property.name])
            }
            propertyVars[entity.name] = vars
        }
    }

    /// Prints every statement, ending with `return model`.
    mutating func emit(into p: inout CodePrinter) {
        p.print("let model = NSManagedObjectModel()")
        for entity in model.entities { emitEntity(entity, into: &p) }
        for entity in model.entities { emitProperties(entity, into: &p) }
        emitInverses(into: &p)
        emitHierarchy(into: &p)
        for entity in model.entities { emitConstraintsAndIndexes(entity, into: &p) }
        p.blank()
        p.print("model.entities = [\(model.entities.compactMap { entityVars[$0.name] }.joined(separator: ", "))]")
        for configuration in model.configurations {
            let members = configuration.memberEntities.compactMap { entityVars[$0] }.joined(separator: ", ")
            p.print("model.setEntities([\(members)], forConfigurationName: \(literal(configuration.name)))")
        }
        for template in model.fetchRequests { emitTemplate(template, into: &p) }
        p.print("return model")
    }

    private func literal(_ text: String) -> String { SwiftLiteral.string(text) }

    /// `let xEntity = NSEntityDescription()` and the entity's own settings.
    private func emitEntity(_ entity: Entity, into p: inout CodePrinter) {
        guard let v = entityVars[entity.name] else { return }
        p.blank()
        p.print("let \(v) = NSEntityDescription()", "\(v).name = \(literal(entity.name))")
        p.print("\(v).managedObjectClassName = \(className(entity))")
        if entity.isAbstract { p.print("\(v).isAbstract = true") }
        if let id = entity.elementID { p.print("\(v).renamingIdentifier = \(literal(id))") }
        if let modifier = entity.versionHashModifier { p.print("\(v).versionHashModifier = \(literal(modifier))") }
        if let info = entity.userInfo, !info.isEmpty { p.print("\(v).userInfo = \(ModelBuilderValues.dictionary(info))") }
    }

    /// The runtime class name: verbatim, `NSStringFromClass` for current-module names (`.Foo`),
    /// `NSManagedObject` when the model names none.
    private func className(_ entity: Entity) -> String {
        guard let represented = entity.representedClassName, !represented.isEmpty else { return literal("NSManagedObject") }
        if represented.hasPrefix(".") { return "NSStringFromClass(\(Naming.escaped(Naming.className(of: entity))).self)" }
        return literal(represented)
    }

    /// The entity's attributes, relationships and fetched properties, then its `properties`.
    private mutating func emitProperties(_ entity: Entity, into p: inout CodePrinter) {
        guard let vars = propertyVars[entity.name], let entityVar = entityVars[entity.name] else { return }
        p.blank()
        p.print("// MARK: \(SwiftComment.text(entity.name))")
        var listed: [String] = []
        for property in entity.properties {
            guard let v = vars[property.name], !listed.contains(v) else { continue }
            p.blank()
            ModelBuilderPropertyEmitter.emit(
                property, variable: v, entity: entity, entityVars: entityVars, composites: model.composites,
                names: &names, usage: &usage, into: &p)
            listed.append(v)
        }
        p.blank()
        p.print("\(entityVar).properties = [\(listed.joined(separator: ", "))]")
    }

    /// `a.inverseRelationship = b` for every relationship with an inverse.
    private func emitInverses(into p: inout CodePrinter) {
        var lines: [String] = []
        for entity in model.entities {
            for relationship in entity.relationships {
                guard let inverse = relationship.inverseName, let v = propertyVars[entity.name]?[relationship.name],
                    let inverseVar = inverseVariable(inverse, of: relationship.destinationEntity)
                else { continue }
                lines.append("\(v).inverseRelationship = \(inverseVar)")
            }
        }
        guard !lines.isEmpty else { return }
        p.blank()
        p.print("// MARK: Inverse relationships", "")
        for line in lines { p.print(line) }
    }

    /// The variable of relationship `name` of `entityName` or of one of its ancestors.
    private func inverseVariable(_ name: String, of entityName: String) -> String? {
        guard let entity = context.entity(named: entityName) else { return nil }
        for owner in context.entities.lineage(of: entity).reversed() {
            if let v = propertyVars[owner.name]?[name] { return v }
        }
        return nil
    }

    /// `parent.subentities = [children]` in document order.
    private func emitHierarchy(into p: inout CodePrinter) {
        var lines: [String] = []
        for parent in model.entities {
            let children = model.entities.filter { $0.parentEntity == parent.name }.compactMap { entityVars[$0.name] }
            if !children.isEmpty, let v = entityVars[parent.name] {
                lines.append("\(v).subentities = [\(children.joined(separator: ", "))]")
            }
        }
        guard !lines.isEmpty else { return }
        p.blank()
        p.print("// MARK: Subentities", "")
        for line in lines { p.print(line) }
    }

    /// Uniqueness constraints and fetch indexes of `entity`.
    private mutating func emitConstraintsAndIndexes(_ entity: Entity, into p: inout CodePrinter) {
        guard let v = entityVars[entity.name] else { return }
        let constraints = entity.uniquenessConstraints ?? []
        guard !constraints.isEmpty || !entity.fetchIndexes.isEmpty else { return }
        p.blank()
        p.print("// MARK: \(SwiftComment.text(entity.name)) constraints and indexes", "")
        if !constraints.isEmpty {
            let lists = constraints.map { "[" + $0.map(literal).joined(separator: ", ") + "]" }
            p.print("\(v).\(usage.use(.uniquenessConstraints)) = [\(lists.joined(separator: ", "))]")
        }
        var indexes: [String] = []
        for index in entity.fetchIndexes {
            // An index with an element that is no property (an expression) is left out whole, with
            // a warning (`ModelBuilderValidator`): part of it would be another index.
            let properties = index.elements.map { inverseVariable($0.property, of: entity.name) }
            guard !properties.contains(nil) else { continue }
            var elements: [String] = []
            for (element, propertyVar) in zip(index.elements, properties.compactMap { $0 }) {
                let e = names.claim([entity.name, index.name, "Element"])
                let collation = element.type == "R-Tree" ? ".rTree" : ".binary"
                p.print("let \(e) = \(usage.use(.fetchIndexElementDescription))(property: \(propertyVar), collationType: \(collation))")
                if element.order == "descending" { p.print("\(e).\(usage.use(.fetchIndexElementIsAscending)) = false") }
                elements.append(e)
            }
            indexes.append("\(usage.use(.fetchIndexDescription))(name: \(literal(index.name)), elements: [\(elements.joined(separator: ", "))])")
        }
        if !indexes.isEmpty { p.print("\(v).\(usage.use(.entityIndexes)) = [\(indexes.joined(separator: ", "))]") }
    }

    /// A fetch request template: its request, then `setFetchRequestTemplate`.
    private mutating func emitTemplate(_ template: FetchRequest, into p: inout CodePrinter) {
        guard let entityVar = entityVars[template.entity] else { return }
        let v = names.claim([template.name, "Request"])
        p.blank()
        ModelBuilderPropertyEmitter.emitRequest(template, variable: v, entityVar: entityVar, into: &p)
        p.print("model.setFetchRequestTemplate(\(v), forName: \(literal(template.name)))")
    }
}
