/// Turns the `<model>` element of a `contents` file into a `DataModel`, keeping every element and
/// key in document order with its location. Unknown elements are reported as warnings; the
/// layout-only `<elements>` block is skipped.
struct XMLModelDecoder {
    /// Problems found so far.
    private(set) var diagnostics: [Diagnostic] = []

    /// Whether the root element seen by `begin` is a `<model>`; children of any other are ignored.
    private var rootIsModel = false

    /// Decodes `root`, which must be a `<model>` element, into a model named `name`.
    mutating func decode(_ root: XMLNode, name: String) -> DataModel {
        var model = begin(root, name: name)
        for child in root.children { add(child, to: &model) }
        return model
    }

    /// Starts the model named `name` from its root element alone (location, attributes); the
    /// children come one by one through `add`, so that a streaming reader can drop each one.
    mutating func begin(_ root: XMLNode, name: String) -> DataModel {
        var model = DataModel(name: name)
        model.location = root.location
        rootIsModel = root.name == "model"
        guard rootIsModel else {
            diagnostics.append(
                .error(
                    "expected a <model> root element, found \(Quoted.name("<" + root.name + ">")): this is not a Core Data model", at: root.location,
                    id: "not-a-model"))
            return model
        }
        model.modelAttributes = root.attributes
        return model
    }

    /// Decodes one child element of `<model>` into `model`, in document order.
    mutating func add(_ child: XMLNode, to model: inout DataModel) {
        guard rootIsModel else { return }
        switch child.name {
        case "entity": model.entities.append(entity(child))
        case "composite": model.composites.append(composite(child))
        case "fetchRequest": model.fetchRequests.append(fetchRequest(child))
        case "configuration": model.configurations.append(configuration(child))
        case "userInfo": model.userInfo = userInfo(child)
        case "elements": return
        default: unknown(child, in: "model")
        }
    }

    private mutating func entity(_ node: XMLNode) -> Entity {
        var f = XMLFields(node)
        var e = Entity(name: f.required("name", of: "entity"), representedClassName: f.string("representedClassName"))
        e.parentEntity = f.string("parentEntity")
        e.isAbstract = f.bool("isAbstract")
        if let mode = f.string("codeGenerationType") {
            e.codeGenerationType = CodeGenerationType(rawValue: mode) ?? .manual
            if CodeGenerationType(rawValue: mode) == nil { e.unknownCodeGenerationType = mode }
        }
        e.elementID = f.string("elementID")
        e.versionHashModifier = f.string("versionHashModifier")
        e.extraAttributes = f.extras
        e.location = node.location
        e.properties.reserveCapacity(node.children.count)   // no growth slack kept with the model
        for child in node.children {
            switch child.name {
            case "attribute": e.properties.append(.attribute(attribute(child)))
            case "relationship": e.properties.append(.relationship(relationship(child)))
            case "fetchedProperty": e.properties.append(.fetchedProperty(fetchedProperty(child)))
            case "fetchIndex": e.fetchIndexes.append(fetchIndex(child))
            case "uniquenessConstraints": e.uniquenessConstraints = valueLists(child, list: "uniquenessConstraint", item: "constraint")
            case "compoundIndexes": e.compoundIndexes = valueLists(child, list: "compoundIndex", item: "index")
            case "userInfo": e.userInfo = userInfo(child)
            default: unknown(child, in: "entity")
            }
        }
        diagnostics += f.diagnostics
        return e
    }

    /// Reads an `<attribute>` of an entity or a composite.
    mutating func attribute(_ node: XMLNode) -> Attribute {
        var f = XMLFields(node)
        let name = f.required("name", of: "attribute")
        var a = Attribute(name: name, type: f.value("attributeType", as: AttributeType.self) ?? .undefined)
        a.isOptional = f.bool("optional")
        a.isTransient = f.bool("transient")
        a.isDerived = f.bool("derived")
        a.derivationExpression = f.string("derivationExpression")
        a.usesScalarValueType = f.optionalBool("usesScalarValueType")
        a.defaultValueString = f.string("defaultValueString")
        a.defaultDateTimeInterval = f.string("defaultDateTimeInterval")
        a.minValueString = f.string("minValueString")
        a.maxValueString = f.string("maxValueString")
        a.minDateTimeInterval = f.string("minDateTimeInterval")
        a.maxDateTimeInterval = f.string("maxDateTimeInterval")
        a.regularExpressionString = f.string("regularExpressionString")
        a.customClassName = f.string("customClassName")
        a.valueTransformerName = f.string("valueTransformerName")
        a.compositeName = f.string("composite")
        a.allowsExternalBinaryDataStorage = f.bool("allowsExternalBinaryDataStorage")
        a.allowsCloudEncryption = f.bool("allowsCloudEncryption")
        a.spotlightIndexingEnabled = f.bool("spotlightIndexingEnabled")
        a.preserveAfterDeletion = f.bool("preserveAfterDeletion")
        a.isIndexed = f.bool("indexed")
        a.storedInTruthFile = f.bool("storedInTruthFile")
        a.elementID = f.string("elementID")
        a.versionHashModifier = f.string("versionHashModifier")
        a.extraAttributes = f.extras
        a.location = node.location
        a.userInfo = childUserInfo(node, in: "attribute")
        diagnostics += f.diagnostics
        return a
    }

    private mutating func relationship(_ node: XMLNode) -> Relationship {
        var f = XMLFields(node)
        let name = f.required("name", of: "relationship")
        var r = Relationship(name: name, destinationEntity: f.required("destinationEntity", of: "relationship"))
        r.isOptional = f.bool("optional")
        r.isTransient = f.bool("transient")
        r.isToMany = f.bool("toMany")
        r.minCount = f.string("minCount")
        r.maxCount = f.string("maxCount")
        r.deletionRule = f.value("deletionRule", as: DeletionRule.self) ?? .nullify
        r.isOrdered = f.bool("ordered")
        r.inverseName = f.string("inverseName")
        r.inverseEntity = f.string("inverseEntity")
        r.spotlightIndexingEnabled = f.bool("spotlightIndexingEnabled")
        r.elementID = f.string("elementID")
        r.versionHashModifier = f.string("versionHashModifier")
        r.extraAttributes = f.extras
        r.location = node.location
        r.userInfo = childUserInfo(node, in: "relationship")
        diagnostics += f.diagnostics
        return r
    }

    private mutating func fetchedProperty(_ node: XMLNode) -> FetchedProperty {
        var f = XMLFields(node)
        var p = FetchedProperty(name: f.required("name", of: "fetchedProperty"))
        p.isOptional = f.bool("optional")
        p.extraAttributes = f.extras
        p.location = node.location
        for child in node.children {
            switch child.name {
            case "fetchRequest": p.fetchRequest = fetchRequest(child)
            case "userInfo": p.userInfo = userInfo(child)
            default: unknown(child, in: "fetchedProperty")
            }
        }
        diagnostics += f.diagnostics
        return p
    }

    private mutating func fetchRequest(_ node: XMLNode) -> FetchRequest {
        var f = XMLFields(node)
        var r = FetchRequest(name: f.required("name", of: "fetchRequest"), entity: f.required("entity", of: "fetchRequest"))
        r.predicateString = f.string("predicateString")
        r.extraAttributes = f.extras
        r.location = node.location
        diagnostics += f.diagnostics
        return r
    }

    private mutating func fetchIndex(_ node: XMLNode) -> FetchIndex {
        var f = XMLFields(node)
        var index = FetchIndex(name: f.required("name", of: "fetchIndex"))
        index.location = node.location
        for child in node.children {
            guard child.name == "fetchIndexElement" else { unknown(child, in: "fetchIndex"); continue }
            var g = XMLFields(child)
            var element = FetchIndexElement(property: g.string("property") ?? g.required("expression", of: "fetchIndexElement"))
            element.type = g.string("type")
            element.order = g.string("order")
            element.extraAttributes = g.extras
            index.elements.append(element)
            diagnostics += g.diagnostics
        }
        diagnostics += f.diagnostics
        return index
    }

    private mutating func configuration(_ node: XMLNode) -> Configuration {
        var f = XMLFields(node)
        var c = Configuration(name: f.required("name", of: "configuration"))
        c.extraAttributes = f.extras
        c.location = node.location
        for child in node.children {
            guard child.name == "memberEntity" else { unknown(child, in: "configuration"); continue }
            var g = XMLFields(child)
            c.memberEntities.append(g.required("name", of: "memberEntity"))
            diagnostics += g.diagnostics
        }
        diagnostics += f.diagnostics
        return c
    }

    private mutating func composite(_ node: XMLNode) -> Composite {
        var f = XMLFields(node)
        var c = Composite(name: f.required("name", of: "composite"))
        c.location = node.location
        for child in node.children {
            guard child.name == "attribute" else { unknown(child, in: "composite"); continue }
            c.attributes.append(attribute(child))
        }
        diagnostics += f.diagnostics
        return c
    }

    /// `<list><item value="…"/>…</list>` groups, as used by uniqueness constraints and compound indexes.
    private mutating func valueLists(_ node: XMLNode, list: String, item: String) -> [[String]] {
        node.children.compactMap { group in
            guard group.name == list else { unknown(group, in: node.name); return nil }
            return group.children.compactMap { child in
                guard child.name == item else { unknown(child, in: list); return nil }
                var f = XMLFields(child)
                defer { diagnostics += f.diagnostics }
                return f.required("value", of: item)
            }
        }
    }

    private mutating func childUserInfo(_ node: XMLNode, in element: String) -> UserInfo? {
        var info: UserInfo?
        for child in node.children {
            if child.name == "userInfo" { info = userInfo(child) } else { unknown(child, in: element) }
        }
        return info
    }

    private mutating func userInfo(_ node: XMLNode) -> UserInfo {
        node.children.compactMap { child in
            guard child.name == "entry" else { unknown(child, in: "userInfo"); return nil }
            var f = XMLFields(child)
            defer { diagnostics += f.diagnostics }
            return UserInfoEntry(key: f.required("key", of: "entry"), value: f.string("value") ?? "")
        }
    }

    private mutating func unknown(_ node: XMLNode, in parent: String) {
        diagnostics.append(
            .warning("unknown element \(Quoted.name("<" + node.name + ">")) in <\(parent)> is ignored", at: node.location, id: "unknown-element"))
    }
}
