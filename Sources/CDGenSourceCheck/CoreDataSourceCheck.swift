import CDGenCore

/// `lint --sources` for Core Data: the app's `NSManagedObject` subclasses (`SourceIndex`) against
/// the model and what a run declares for each entity's class (`RunDeclarations`). Each finding
/// is located at the Swift line (the entity's line for a class no source declares) and names
/// the model's line.
///
/// An entity's class is found by its `@objc` name or its Swift name (the last component:
/// `Storage.Item` is `Item`), with every extension of that name anywhere in the sources, and
/// the app's own classes between it and `NSManagedObject` (where properties may live). Beside
/// the managed members, anything goes: computed properties, methods, `static` members.
package enum CoreDataSourceCheck {
    /// The findings of `index` against `model`, whose run under the same options declares
    /// `declarations`; `access` is what the properties file writes before `var` (`public `).
    package static func check(_ index: SourceIndex, model: DataModel, declarations: RunDeclarations, access: String) -> [SourceFinding] {
        Checker(index: index, model: model, declarations: declarations, access: access).findings()
    }
}

/// One comparison: the sources' classes indexed once, then each entity's class checked.
private struct Checker {
    let index: SourceIndex
    let model: DataModel
    let declarations: RunDeclarations
    let access: String
    let lineage: EntityLineage
    /// Every class declaration (not extension), by its Swift name's last component.
    let classes: [String: [(file: SourceFile, type: SourceType)]]
    /// Every class declaration, by its `@objc` name.
    let classesByObjCName: [String: [(file: SourceFile, type: SourceType)]]
    /// Every extension, by the extended name's last component.
    let extensions: [String: [(file: SourceFile, type: SourceType)]]
    /// The top-level type aliases of every file.
    let aliases: [String: String]
    /// The `@objc enum`s of every file, with their raw types.
    let objcEnums: [String: String]
    /// The entity classes of the model, each with the Swift names of its classes in the sources.
    let entityClasses: [(declaration: EntityDeclaration, found: [(file: SourceFile, type: SourceType)])]
    /// The Swift names of the sources' classes of the model's entities.
    let entityClassNames: Set<String>
    /// Each entity name's sources' classes (`entityClasses`, by name).
    let foundByEntity: [String: [(file: SourceFile, type: SourceType)]]
    /// The class names the model gives its entities.
    let modelClassNames: Set<String>

    init(index: SourceIndex, model: DataModel, declarations: RunDeclarations, access: String) {
        self.index = index
        self.model = model
        self.declarations = declarations
        self.access = access
        lineage = EntityLineage(model)
        var classes: [String: [(SourceFile, SourceType)]] = [:], byObjC: [String: [(SourceFile, SourceType)]] = [:]
        var extensions: [String: [(SourceFile, SourceType)]] = [:], aliases: [String: String] = [:], enums: [String: String] = [:]
        for file in index.files {
            aliases.merge(file.typeAliases) { first, _ in first }
            enums.merge(file.objcEnums) { first, _ in first }
            for type in file.types {
                let name = SourceIndex.lastComponent(type.name)
                if type.isExtension {
                    extensions[name, default: []].append((file, type))
                } else {
                    classes[name, default: []].append((file, type))
                    if let objc = type.objcName { byObjC[objc, default: []].append((file, type)) }
                }
            }
        }
        self.classes = classes
        classesByObjCName = byObjC
        self.extensions = extensions
        self.aliases = aliases
        objcEnums = enums
        let entityClasses = declarations.entities.map { declaration in
            (declaration: declaration, found: Self.candidates(for: declaration, classes: classes, byObjC: byObjC))
        }
        self.entityClasses = entityClasses
        entityClassNames = Set(entityClasses.flatMap { $0.found.map { SourceIndex.lastComponent($0.type.name) } })
        modelClassNames = Set(declarations.classNames.values)
        foundByEntity = Dictionary(entityClasses.map { ($0.declaration.entity.name, $0.found) }) { first, _ in first }
    }

    /// The sources' classes of `declaration`: those `@objc` named as the model names the class,
    /// else those of its Swift name; a class with no superclass cannot be a managed object's.
    private static func candidates(
        for declaration: EntityDeclaration, classes: [String: [(file: SourceFile, type: SourceType)]],
        byObjC: [String: [(file: SourceFile, type: SourceType)]]
    ) -> [(file: SourceFile, type: SourceType)] {
        if let objc = declaration.objcName, let named = byObjC[objc], !named.isEmpty { return named }
        return (classes[declaration.className] ?? []).filter { !$0.type.inherited.isEmpty && $0.type.inherited[0] != "NSObject" }
    }

    func findings() -> [SourceFinding] {
        var found: [SourceFinding] = []
        var seen: Set<Diagnostic> = []
        for (declaration, candidates) in entityClasses {
            let entity = model.entities[declaration.entity.position]
            if candidates.isEmpty {
                if declaration.classFile == nil { found.append(SourceFinding(missingClass(entity, declaration))) }
                continue
            }
            for candidate in candidates {
                for finding in check(candidate, of: entity, declaration: declaration) where seen.insert(finding.diagnostic).inserted {
                    found.append(finding)
                }
            }
        }
        return found
    }

    private func missingClass(_ entity: Entity, _ declaration: EntityDeclaration) -> Diagnostic {
        LintCheck.sourceClassMissing(
            "entity '\(entity.name)' has the class '\(declaration.className)', which no source declares; Core Data makes its objects plain NSManagedObject and every cast to \(declaration.className) fails",
            at: entity.location)
    }

    // MARK: One class

    private func check(_ candidate: (file: SourceFile, type: SourceType), of entity: Entity, declaration: EntityDeclaration) -> [SourceFinding] {
        var findings: [SourceFinding] = []
        if let diagnostic = objcName(candidate.type, entity: entity, declaration: declaration) { findings.append(SourceFinding(diagnostic)) }
        let swiftName = SourceIndex.lastComponent(candidate.type.name)
        let own = [candidate] + (extensions[swiftName] ?? [])
        let bases = baseClasses(of: candidate.type)
        let properties = lineage.lineage(of: entity).flatMap(\.properties)
        for (file, type) in own + bases {
            for member in type.members where member.isManaged && !member.isStatic {
                findings += check(member, in: file, className: SourceIndex.lastComponent(type.name), entity: entity, properties: properties)
            }
        }
        findings += undeclared(entity, declaration: declaration, declared: own + bases, className: swiftName)
        return findings
    }

    /// A class's `@objc` name against the one the model gives (only a class name without a
    /// module needs one: Core Data looks a module-qualified name up as Swift names it).
    private func objcName(_ type: SourceType, entity: Entity, declaration: EntityDeclaration) -> Diagnostic? {
        guard let expected = declaration.objcName, type.objcName != expected else { return nil }
        let written = type.objcName.map { "is @objc(\($0))" } ?? "has no @objc(\(expected))"
        return LintCheck.sourceObjCName(
            "class '\(SourceIndex.lastComponent(type.name))' \(written), but entity '\(entity.name)' (\(modelLine(entity.location))) names the class '\(expected)'; Core Data cannot find it and makes plain NSManagedObject objects",
            at: type.location)
    }

    /// The app's classes between `type` and `NSManagedObject` that are no entity's class of the
    /// model (those are checked as their entity's), with every extension of theirs.
    private func baseClasses(of type: SourceType) -> [(file: SourceFile, type: SourceType)] {
        var result: [(file: SourceFile, type: SourceType)] = []
        var seen: Set<String> = [SourceIndex.lastComponent(type.name)]
        var next = type.inherited.first.map(SourceIndex.lastComponent)
        while let name = next, name != Naming.plainManagedObject, seen.insert(name).inserted, let base = classes[name]?.first {
            if entityClassNames.contains(name) { break }
            result += [base] + (extensions[name] ?? [])
            next = base.type.inherited.first.map(SourceIndex.lastComponent)
        }
        return result
    }

    // MARK: One member

    private func check(_ member: SourceMember, in file: SourceFile, className: String, entity: Entity, properties: [Property]) -> [SourceFinding] {
        switch member.kind {
        case .property:
            let key = member.objcName ?? member.name
            guard let property = properties.first(where: { $0.name == key }) else {
                if properties.contains(where: { AccessorNames.selectors(of: $0).dropFirst(2).first == key }) { return [] }   // primitiveX
                return [
                    SourceFinding(
                        LintCheck.sourceUnknownProperty(
                            "'\(key)' is @NSManaged in class '\(className)', but entity '\(entity.name)' (\(modelLine(entity.location))) has no property '\(key)'; touching it crashes with an unrecognized selector",
                            at: member.location))
                ]
            }
            return checkType(of: member, in: file, property: property, entity: entity)
        case .method:
            let selector = member.objcName ?? Self.selector(of: member)
            if properties.contains(where: { AccessorNames.selectors(of: $0).contains(selector) }) { return [] }
            return [SourceFinding(unknownAccessor(selector, member: member, entity: entity, properties: properties))]
        }
    }

    /// The Objective-C selector Swift gives a method without `@objc(…)`: `addToItems(_:)` is
    /// `addToItems:`, `insert(_:at:)` `insert:at:`, `add(value:)` `addWithValue:`.
    static func selector(of method: SourceMember) -> String {
        guard let first = method.parameters.first else { return method.name }
        let head = first.label == "_" ? method.name : method.name + "With" + first.label.prefix(1).uppercased() + first.label.dropFirst()
        return head + ":" + method.parameters.dropFirst().map { ($0.label == "_" ? "" : $0.label) + ":" }.joined()
    }

    private func unknownAccessor(_ selector: String, member: SourceMember, entity: Entity, properties: [Property]) -> Diagnostic {
        let place = "entity '\(entity.name)' (\(modelLine(entity.location)))"
        let crash = "calling it crashes with an unrecognized selector"
        if member.objcName == nil {
            return LintCheck.sourceUnknownAccessor(
                "'\(member.name)' is @NSManaged without @objc(…), so its selector is \(selector), which no property of \(place) has; \(crash)",
                at: member.location)
        }
        guard let (stem, _) = AccessorNames.toManyStem(ofSelector: selector) else {
            return LintCheck.sourceUnknownAccessor(
                "@objc(\(selector)) is @NSManaged, but no property of \(place) has that accessor; \(crash)", at: member.location)
        }
        let named = properties.first { Naming.accessorStem($0.name) == stem }
        let text: String
        switch named {
        case .relationship(let r)? where r.isToMany:
            // An ordered accessor on an unordered relationship (the rest are the relationship's own).
            text = "names '\(r.name)' as an ordered relationship, but it is unordered in \(place)"
        case let property?:
            text = "names '\(property.name)' as a to-many relationship, but it is \(describe(property)) of \(place)"
        case nil:
            let name = stem.prefix(1).lowercased() + stem.dropFirst()
            text = "names the to-many relationship '\(name)', which \(place) does not have"
        }
        return LintCheck.sourceUnknownAccessor("@objc(\(selector)) \(text); \(crash)", at: member.location)
    }

    private func describe(_ property: Property) -> String {
        switch property {
        case .attribute: "an attribute"
        case .relationship: "a to-one relationship"
        case .fetchedProperty: "a fetched property"
        }
    }

    // MARK: Types

    private func checkType(of member: SourceMember, in file: SourceFile, property: Property, entity: Entity) -> [SourceFinding] {
        guard let text = member.typeText else { return [] }
        let type = DeclaredType(text, aliases: file.typeAliases.merging(aliases) { own, _ in own })
        let verdict: TypeVerdict, subject: String, kind: String, location: SourceLocation?, mayBeNil: Bool, optional: String
        switch property {
        case .attribute(let attribute):
            verdict = CoreDataTypeRules.verdict(type, for: attribute, enumRaw: objcEnums[type.base], isKnown: isKnown)
            subject = "attribute '\(attribute.name)' of entity '\(owner(of: property, in: entity))'"
            kind = attribute.type.rawValue
            location = attribute.location
            let hasDefault = attribute.defaultValueString != nil || attribute.defaultDateTimeInterval != nil
            // A scalar reads a nil value as zero: only an object type crashes.
            mayBeNil = attribute.isOptional && !hasDefault && Scalar(type.base) == nil && objcEnums[type.base] == nil
            optional = "optional without a default"
        case .relationship(let relationship):
            verdict = CoreDataTypeRules.verdict(type, for: relationship, objects: objects(of: relationship.destinationEntity))
            subject = "relationship '\(relationship.name)' of entity '\(owner(of: property, in: entity))'"
            let shape = relationship.isToMany ? (relationship.isOrdered ? "an ordered to-many" : "a to-many") : "a to-one"
            kind = "\(shape) to \(relationship.destinationEntity)"
            location = relationship.location
            mayBeNil = !relationship.isToMany && relationship.isOptional
            optional = "an optional to-one"
        case .fetchedProperty:
            return []   // an array of whatever its request fetches
        }
        let declared = text.filter { !$0.isWhitespace }
        switch verdict {
        case .fits:
            guard mayBeNil, !type.isOptional else { return [] }
            return [
                SourceFinding(
                    LintCheck.sourceNonOptional(
                        "'\(member.name)' is declared \(declared), but \(subject) is \(optional) (\(modelLine(location))): reading it while nil crashes; declare \(declared)?",
                        at: member.location))
            ]
        case .mismatch(let reason, let expected, let severity):
            var diagnostic = LintCheck.sourceTypeMismatch(
                "'\(member.name)' is declared \(declared), but \(subject) is \(kind) (\(modelLine(location))): \(reason); Xcode declares \(expected)",
                at: member.location)
            diagnostic.severity = severity
            let fix = severity == .error ? member.typeRange.map { SourceFix.replaceType(file: file.path, range: $0, text: fixText(expected, type)) } : nil
            return [SourceFinding(diagnostic, fix: fix)]
        }
    }

    /// The type a fix writes: `expected`, optional as the declaration was where it can be.
    private func fixText(_ expected: String, _ declared: DeclaredType) -> String {
        let base = expected.hasSuffix("?") ? String(expected.dropLast()) : expected
        if Scalar(base) != nil { return base }
        return base + (declared.isOptional || expected.hasSuffix("?") ? "?" : "")
    }

    /// The name of the entity of `entity`'s lineage that declares `property`.
    private func owner(of property: Property, in entity: Entity) -> String {
        lineage.lineage(of: entity).last { $0.properties.contains(property) }?.name ?? entity.name
    }

    /// Whether `name` means a type the check knows without the sources' other modules.
    private func isKnown(_ name: String) -> Bool {
        name.hasPrefix("[") || name.hasPrefix("Set<") || CoreDataTypeRules.foundationTypes.contains(name) || classes[name] != nil
            || modelClassNames.contains(name) || objcEnums[name] != nil
    }

    /// What the objects of entity `name` are, for a relationship to it.
    private func objects(of name: String) -> RelationshipObjects {
        let destinationClass = declarations.classNames[name] ?? Naming.plainManagedObject
        guard let destination = lineage.entity(named: name) else {
            return RelationshipObjects(destinationClass: destinationClass, names: [], narrower: [], isKnown: { _ in false })
        }
        let narrower = model.entities.filter { $0.name != name && lineage.lineage(of: $0).contains { $0.name == name } }
        return RelationshipObjects(
            destinationClass: destinationClass, names: classNames(of: lineage.lineage(of: destination), withBases: true),
            narrower: classNames(of: narrower, withBases: false), isKnown: isKnown)
    }

    /// The Swift names of `entities`' classes in the model and in the sources, with the app's
    /// classes between those and `NSManagedObject` when `withBases`.
    private func classNames(of entities: [Entity], withBases: Bool) -> Set<String> {
        var names: Set<String> = []
        for entity in entities {
            names.insert(Naming.className(of: entity))
            for candidate in foundByEntity[entity.name] ?? [] {
                names.insert(SourceIndex.lastComponent(candidate.type.name))
                if withBases { names.formUnion(baseClasses(of: candidate.type).map { SourceIndex.lastComponent($0.type.name) }) }
            }
        }
        return names
    }

    // MARK: Coverage

    /// A note for each own property of `entity` that no member of `declared` declares, where the
    /// run does not write the entity's properties file (it is the app's to write).
    private func undeclared(
        _ entity: Entity, declaration: EntityDeclaration, declared: [(file: SourceFile, type: SourceType)], className: String
    ) -> [SourceFinding] {
        let source = DeclarationSource.entity(declaration.entity)
        guard !declarations.files.contains(where: { $0.source == source && $0.kind == .propertiesFile }) else { return [] }
        var keys: Set<String> = []
        for (_, type) in declared {
            for member in type.members { keys.insert(member.objcName ?? member.name) }
        }
        let shapes = Dictionary(declarations.properties(of: declaration).map { ($0.name, $0) }) { first, _ in first }
        let target = declared.first { $0.type.isExtension && $0.type.members.contains(where: \.isManaged) }
        return entity.properties.compactMap { property -> SourceFinding? in
            let kind: String, location: SourceLocation?
            switch property {
            case .attribute(let a): (kind, location) = ("attribute", a.location)
            case .relationship(let r): (kind, location) = ("relationship", r.location)
            case .fetchedProperty: return nil   // Xcode declares none
            }
            guard !keys.contains(property.name) else { return nil }
            let diagnostic = LintCheck.sourceUndeclaredProperty(
                "entity '\(entity.name)' has the \(kind) '\(property.name)' (\(modelLine(location))), which no source declares on class '\(className)'",
                at: declared[0].type.location)
            guard let shape = shapes[property.name], shape.isManaged else { return SourceFinding(diagnostic) }
            let line = "@NSManaged \(access)var \(Naming.escaped(property.name)): \(shape.swiftType)"
            return SourceFinding(
                diagnostic,
                fix: .addMembers(
                    className: className, entity: entity.name, lines: [line], file: target?.file.path, offset: target?.type.closingBraceOffset,
                    besideFile: declared[0].file.path))
        }
    }

    /// `model line 12` for a model location.
    private func modelLine(_ location: SourceLocation?) -> String {
        location.map { $0.line > 0 ? "model line \($0.line)" : $0.file } ?? "the model"
    }
}
