/// Writes the statements that build one property of the model builder: an
/// `NSAttributeDescription`, `NSRelationshipDescription` or `NSFetchedPropertyDescription`, with
/// every setting the model file gives it; and the requests of templates and fetched properties.
///
/// ```swift
/// let userAge = NSAttributeDescription()
/// userAge.name = "age"
/// userAge.attributeType = .integer16AttributeType
/// userAge.isOptional = false
/// userAge.defaultValue = Foundation.NSNumber(value: 18 as Swift.Int16)
/// userAge.setValidationPredicates([
///     NSPredicate(format: "SELF >= 18"),
///     NSPredicate(format: "SELF <= 100"),
/// ], withValidationWarnings: [
///     "User.age must be at least 18",
///     "User.age must be at most 100",
/// ])
/// ```
enum ModelBuilderPropertyEmitter {
    /// Prints the statements of `property` of `entity` into variable `v`; a composite attribute's
    /// elements (from the model's `<composite>`s) get variables from `names`.
    /// The SDK APIs written go into `usage` (`SDKAvailability`).
    static func emit(
        _ property: Property, variable v: String, entity: Entity, entityVars: [String: String], composites: [Composite],
        names: inout LocalNames, usage: inout SDKUsage, into p: inout CodePrinter
    ) {
        switch property {
        case .attribute(let a) where a.type == .composite:
            emitComposite(a, v, owner: entity.name, composites: composites, seen: [], names: &names, usage: &usage, into: &p)
        case .attribute(let a): emitAttribute(a, v, entity: entity, usage: &usage, into: &p)
        case .relationship(let r): emitRelationship(r, v, entityVars: entityVars, usage: &usage, into: &p)
        case .fetchedProperty(let f): emitFetchedProperty(f, v, entityVars: entityVars, into: &p)
        }
    }

    private static func literal(_ text: String) -> String { SwiftLiteral.string(text) }

    /// `NSCompositeAttributeDescription` (macOS 14, iOS 17): its elements first, each built like an
    /// attribute (nested composites too), then the composite with its `elements`.
    private static func emitComposite(
        _ a: Attribute, _ v: String, owner: String, composites: [Composite], seen: Set<String>,
        names: inout LocalNames, usage: inout SDKUsage, into p: inout CodePrinter
    ) {
        var elements: [String] = []
        let composite = composites.first { $0.name == a.compositeName }
        if let composite, !seen.contains(composite.name) {
            for element in composite.attributes {
                let e = names.claim([v, element.name])
                if element.type == .composite {
                    let nested = seen.union([composite.name])
                    emitComposite(element, e, owner: "\(owner).\(a.name)", composites: composites, seen: nested, names: &names, usage: &usage, into: &p)
                } else {
                    emitAttribute(element, e, entity: Entity(name: "\(owner).\(a.name)"), usage: &usage, into: &p)
                }
                p.blank()
                elements.append(e)
            }
        }
        p.print("let \(v) = \(usage.use(.compositeAttributeDescription))()", "\(v).name = \(literal(a.name))")
        p.print("\(v).isOptional = \(a.isOptional)")
        if a.isTransient { p.print("\(v).isTransient = true") }
        emitCommon(v, spotlight: a.spotlightIndexingEnabled, elementID: a.elementID, hashModifier: a.versionHashModifier, userInfo: a.userInfo, into: &p)
        p.print("\(v).\(usage.use(.compositeElements)) = [\(elements.joined(separator: ", "))]")
    }

    private static func emitAttribute(_ a: Attribute, _ v: String, entity: Entity, usage: inout SDKUsage, into p: inout CodePrinter) {
        p.print("let \(v) = \(usage.use(a.isDerived ? .derivedAttributeDescription : .attributeDescription))()", "\(v).name = \(literal(a.name))")
        if let api = ModelBuilderValues.attributeTypeAPI(a.type) { usage.record(api) }
        p.print("\(v).attributeType = \(ModelBuilderValues.attributeTypeCase(a.type))")
        p.print("\(v).isOptional = \(a.isOptional)")
        if a.isTransient { p.print("\(v).isTransient = true") }
        if a.isDerived, let expression = a.derivationExpression, !expression.isEmpty {
            let format = literal(expression.replacingOccurrences(of: "%", with: "%%"))
            p.print("\(v).\(usage.use(.derivationExpression)) = NSExpression(format: \(format))")
        }
        if let value = ModelBuilderValues.defaultValue(of: a) { p.print("\(v).defaultValue = \(value)") }
        if let className = valueClassName(a) { p.print("\(v).attributeValueClassName = \(literal(className))") }
        if let transformer = a.valueTransformerName, !transformer.isEmpty { p.print("\(v).valueTransformerName = \(literal(transformer))") }
        if a.allowsExternalBinaryDataStorage { p.print("\(v).\(usage.use(.allowsExternalBinaryDataStorage)) = true") }
        if a.allowsCloudEncryption { p.print("\(v).\(usage.use(.allowsCloudEncryption)) = true") }
        if a.preserveAfterDeletion { p.print("\(v).\(usage.use(.preservesValueInHistoryOnDeletion)) = true") }
        emitCommon(v, spotlight: a.spotlightIndexingEnabled, elementID: a.elementID, hashModifier: a.versionHashModifier, userInfo: a.userInfo, into: &p)
        let rules = ModelBuilderValues.rules(of: a, entityName: entity.name)
        guard !rules.isEmpty else { return }
        p.print("\(v).setValidationPredicates([")
        p.indented { p in for rule in rules { p.print("\(rule.predicate),") } }
        p.print("], withValidationWarnings: [")
        p.indented { p in for rule in rules { p.print("\(literal(rule.warning)),") } }
        p.print("])")
    }

    /// The Objective-C class name of a Transformable's custom class when it names a class
    /// (`UIColor`, `UIKit.UIColor` → `UIColor`); `nil` for Swift type syntax such as `[String]`.
    private static func valueClassName(_ a: Attribute) -> String? {
        guard let custom = TransformableClass.name(of: a), Naming.isTypeName(custom) else { return nil }
        let parts = custom.split(separator: ".")
        return parts.count == 2 && FrameworkImports.isKnownFramework(String(parts[0])) ? String(parts[1]) : custom
    }

    private static func emitRelationship(_ r: Relationship, _ v: String, entityVars: [String: String], usage: inout SDKUsage, into p: inout CodePrinter) {
        p.print("let \(v) = NSRelationshipDescription()", "\(v).name = \(literal(r.name))")
        if let destination = entityVars[r.destinationEntity] { p.print("\(v).destinationEntity = \(destination)") }
        p.print("\(v).deleteRule = \(deleteRule(r.deletionRule))")
        p.print("\(v).isOptional = \(r.isOptional)")
        let maxCount = r.isToMany ? (r.maxCount.flatMap(Int.init) ?? 0) : 1
        p.print("\(v).minCount = \(r.minCount.flatMap(Int.init) ?? 0)", "\(v).maxCount = \(maxCount)")
        if r.isToMany, r.isOrdered { p.print("\(v).\(usage.use(.isOrdered)) = true") }
        if r.isTransient { p.print("\(v).isTransient = true") }
        emitCommon(v, spotlight: r.spotlightIndexingEnabled, elementID: r.elementID, hashModifier: r.versionHashModifier, userInfo: r.userInfo, into: &p)
    }

    private static func deleteRule(_ rule: DeletionRule) -> String {
        switch rule {
        case .nullify: ".nullifyDeleteRule"
        case .cascade: ".cascadeDeleteRule"
        case .deny: ".denyDeleteRule"
        case .noAction: ".noActionDeleteRule"
        }
    }

    private static func emitFetchedProperty(_ f: FetchedProperty, _ v: String, entityVars: [String: String], into p: inout CodePrinter) {
        p.print("let \(v) = NSFetchedPropertyDescription()", "\(v).name = \(literal(f.name))")
        p.print("\(v).isOptional = \(f.isOptional)")
        if let request = f.fetchRequest, let entityVar = entityVars[request.entity] {
            emitRequest(request, variable: "\(v)Request", entityVar: entityVar, into: &p)
            p.print("\(v).fetchRequest = \(v)Request")
        }
        if let info = f.userInfo, !info.isEmpty { p.print("\(v).userInfo = \(ModelBuilderValues.dictionary(info))") }
    }

    /// Spotlight, renaming identifier, version hash modifier and userInfo, where set.
    private static func emitCommon(_ v: String, spotlight: Bool, elementID: String?, hashModifier: String?, userInfo: UserInfo?, into p: inout CodePrinter) {
        if spotlight { p.print("\(v).isIndexedBySpotlight = true") }
        if let elementID { p.print("\(v).renamingIdentifier = \(literal(elementID))") }
        if let hashModifier { p.print("\(v).versionHashModifier = \(literal(hashModifier))") }
        if let userInfo, !userInfo.isEmpty { p.print("\(v).userInfo = \(ModelBuilderValues.dictionary(userInfo))") }
    }

    /// `let v = NSFetchRequest<NSFetchRequestResult>()` with the request's entity, predicate and settings.
    static func emitRequest(_ request: FetchRequest, variable v: String, entityVar: String, into p: inout CodePrinter) {
        p.print("let \(v) = NSFetchRequest<NSFetchRequestResult>()", "\(v).entity = \(entityVar)")
        if let predicate = request.predicateString, !predicate.isEmpty {
            // `%` starts a format specifier: the model's text is taken literally.
            p.print("\(v).predicate = NSPredicate(format: \(literal(predicate.replacingOccurrences(of: "%", with: "%%"))))")
        }
        for extra in request.extraAttributes {
            if let line = requestSetting(extra, v) { p.print(line) }
        }
    }

    /// One template key as a statement (`fetchLimit="10"` → `v.fetchLimit = 10`), or `nil` for keys without one.
    private static func requestSetting(_ extra: ExtraAttribute, _ v: String) -> String? {
        let flags = [
            "includeSubentities": "includesSubentities", "includePropertyValues": "includesPropertyValues",
            "includesPendingChanges": "includesPendingChanges", "returnObjectsAsFaults": "returnsObjectsAsFaults",
            "returnDistinctResults": "returnsDistinctResults",
        ]
        if let property = flags[extra.name], let value = CDGenUserInfo.bool(extra.value) { return "\(v).\(property) = \(value)" }
        if ["fetchLimit", "fetchBatchSize", "fetchOffset"].contains(extra.name), let number = Int(extra.value) { return "\(v).\(extra.name) = \(number)" }
        if extra.name == "resultType" {
            let types = ["0": ".managedObjectResultType", "1": ".managedObjectIDResultType", "2": ".dictionaryResultType", "4": ".countResultType"]
            return types[extra.value].map { "\(v).resultType = \($0)" }
        }
        return nil
    }
}
