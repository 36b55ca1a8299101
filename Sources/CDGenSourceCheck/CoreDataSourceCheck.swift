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
    /// `declarations`; `access` is what the properties file writes before `var` (`public `), and
    /// `nonisolated` whether its `@NSManaged` members are (a fix adds the line the file would hold).
    package static func check(
        _ index: SourceIndex, model: DataModel, declarations: RunDeclarations, access: String, nonisolated: Bool = false
    ) -> [SourceFinding] {
        Checker(index: index, model: model, declarations: declarations, access: access, nonisolated: nonisolated).findings()
    }
}

/// One comparison: the sources' classes indexed once, then each entity's class checked.
private struct Checker {
    /// A class or extension with its file.
    typealias Declared = (file: SourceFile, type: SourceType)

    let model: DataModel
    let declarations: RunDeclarations
    let access: String
    let nonisolated: Bool
    let lineage: EntityLineage
    /// Every class declaration (not extension), by its Swift name's last component.
    let classes: [String: [Declared]]
    /// Every extension, by the extended name's last component.
    let extensions: [String: [Declared]]
    /// The top-level type aliases of every file.
    let aliases: [String: String]
    /// The `@objc enum`s of every file, with their raw types.
    let objcEnums: [String: String]
    /// The entity classes of the model, each with the Swift names of its classes in the sources.
    let entityClasses: [(declaration: EntityDeclaration, found: [Declared])]
    /// The Swift names of the sources' classes of the model's entities.
    let entityClassNames: Set<String>
    /// Each entity name's sources' classes (`entityClasses`, by name).
    let foundByEntity: [String: [Declared]]
    /// The class names the model gives its entities.
    let modelClassNames: Set<String>
    /// Each Swift class name of the sources' entity classes, with the positions of its entities.
    let entitiesByClassName: [String: [Int]]
    /// Each entity name's descendants (sub-entities at any depth).
    let descendants: [String: [Entity]]
    /// The positions of the entities whose properties file the run writes.
    let writtenProperties: Set<Int>

    init(index: SourceIndex, model: DataModel, declarations: RunDeclarations, access: String, nonisolated: Bool) {
        self.model = model
        self.declarations = declarations
        self.access = access
        self.nonisolated = nonisolated
        lineage = EntityLineage(model)
        // Labelled as the properties are: a dictionary of unlabelled tuples passed for one is copied whole.
        var classes: [String: [Declared]] = [:], byObjC: [String: [Declared]] = [:]
        var extensions: [String: [Declared]] = [:], aliases: [String: String] = [:], enums: [String: String] = [:]
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
        self.extensions = extensions
        self.aliases = aliases
        objcEnums = enums
        let entityClasses = declarations.entities.map { declaration in
            (declaration: declaration, found: Self.candidates(for: declaration, classes: classes, byObjC: byObjC, extensions: extensions))
        }
        self.entityClasses = entityClasses
        entityClassNames = Set(entityClasses.flatMap { $0.found.map { SourceIndex.lastComponent($0.type.name) } })
        modelClassNames = Set(declarations.classNames.values)
        foundByEntity = Dictionary(entityClasses.map { ($0.declaration.entity.name, $0.found) }) { first, _ in first }
        var byClassName: [String: [Int]] = [:]
        for (declaration, found) in entityClasses {
            for name in Set(found.map { SourceIndex.lastComponent($0.type.name) }) { byClassName[name, default: []].append(declaration.entity.position) }
        }
        entitiesByClassName = byClassName
        var descendants: [String: [Entity]] = [:]
        for entity in model.entities {
            for ancestor in lineage.lineage(of: entity).dropLast() { descendants[ancestor.name, default: []].append(entity) }
        }
        self.descendants = descendants
        writtenProperties = Set(
            declarations.files.compactMap { file in
                if file.kind == .propertiesFile, case .entity(let planned) = file.source { planned.position } else { nil }
            })
    }

    /// The sources' classes of `declaration`: those `@objc` named as the model names the class,
    /// else those of its Swift name that may be managed objects (`managedness`).
    private static func candidates(
        for declaration: EntityDeclaration, classes: [String: [Declared]],
        byObjC: [String: [Declared]], extensions: [String: [Declared]]
    ) -> [Declared] {
        if let objc = declaration.objcName, let named = byObjC[objc], !named.isEmpty { return named }
        return (classes[declaration.className] ?? []).filter { managedness(of: $0.type, classes: classes, extensions: extensions) != false }
    }

    /// Types a class may inherit from or conform to that are no managed object's.
    private static let unmanagedRoots: Set<String> = [
        "NSObject", "ObservableObject", "Codable", "Decodable", "Encodable", "Identifiable", "Hashable", "Equatable", "Sendable",
        "CustomStringConvertible", "Error",
    ]

    /// Whether `type` is a managed object's class: `true` where its superclasses in the sources
    /// reach `NSManagedObject` or declare `@NSManaged` members, `false` where they end at a class
    /// of the sources without a superclass or at a type no managed object has, `nil` where they
    /// leave the sources (a base class of another module).
    static func managedness(
        of type: SourceType, classes: [String: [Declared]], extensions: [String: [Declared]]
    ) -> Bool? {
        var current = type
        var seen: Set<String> = []
        while seen.insert(SourceIndex.lastComponent(current.name)).inserted {
            let name = SourceIndex.lastComponent(current.name)
            let declarations = [current] + (extensions[name] ?? []).map(\.type)
            if declarations.contains(where: { $0.members.contains(where: \.isManaged) }) { return true }
            guard let parent = current.inherited.first.map(SourceIndex.lastComponent) else { return false }
            if parent == Naming.plainManagedObject { return true }
            if unmanagedRoots.contains(parent) { return false }
            guard let next = classes[parent]?.first?.type else { return nil }
            current = next
        }
        return nil
    }

    func findings() -> [SourceFinding] {
        var found: [SourceFinding] = []
        // Once per place and id: a base class's member is checked against every entity below it.
        var seen: Set<String> = []
        for (declaration, candidates) in entityClasses {
            let entity = model.entities[declaration.entity.position]
            if candidates.isEmpty {
                if declaration.classFile == nil { found.append(SourceFinding(missingClass(entity, declaration))) }
                continue
            }
            for candidate in candidates {
                // Each undeclared property's note is at its class's line: its message tells them apart.
                for finding in check(candidate, of: entity, declaration: declaration)
                where seen.insert(
                    "\(finding.diagnostic.location?.description ?? "") \(finding.diagnostic.id ?? "")"
                        + (finding.diagnostic.id == LintCheck.sourceUndeclaredProperty.id ? finding.diagnostic.message : "")
                ).inserted {
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

    private func check(_ candidate: Declared, of entity: Entity, declaration: EntityDeclaration) -> [SourceFinding] {
        // An Objective-C class is its entity's, and its properties are not read.
        if candidate.type.isObjectiveC { return [] }
        var findings: [SourceFinding] = []
        if let diagnostic = objcName(candidate.type, entity: entity, declaration: declaration) { findings.append(SourceFinding(diagnostic)) }
        let swiftName = SourceIndex.lastComponent(candidate.type.name)
        let own = [candidate] + (extensions[swiftName] ?? [])
        // Every inherited member, a superclass of another entity's too: what the class's own
        // entity must have (a sibling entity's class as the superclass gives members it lacks).
        let bases = baseClasses(of: candidate.type, throughEntityClasses: true)
        // Entities that share the class (the model may give several one class) share its members.
        let owners = entitiesByClassName[swiftName].map { $0.map { model.entities[$0] } } ?? [entity]
        let properties = owners.flatMap { lineage.lineage(of: $0).flatMap(\.properties) }
        for (file, type) in own + bases {
            for member in type.members where member.isManaged && !member.isStatic {
                // `var a, b: String?` share one type: retyping it would retype both.
                let sharesType = type.members.contains { $0.name != member.name && $0.typeRange != nil && $0.typeRange == member.typeRange }
                findings += check(
                    member, in: file, className: SourceIndex.lastComponent(type.name), entity: entity, properties: properties, sharesType: sharesType)
            }
        }
        findings += undeclared(entity, declaration: declaration, declared: own + bases, className: candidate.type.name)
        return findings
    }

    /// A class's `@objc` name against the one the model gives (only a class name without a
    /// module needs one: Core Data looks a module-qualified name up as Swift names it).
    private func objcName(_ type: SourceType, entity: Entity, declaration: EntityDeclaration) -> Diagnostic? {
        guard let expected = declaration.objcName, type.objcName != expected,
            Self.managedness(of: type, classes: classes, extensions: extensions) == true
        else { return nil }
        let written = type.objcName.map { "is @objc(\($0))" } ?? "has no @objc(\(expected))"
        return LintCheck.sourceObjCName(
            "class '\(SourceIndex.lastComponent(type.name))' \(written), but entity '\(entity.name)' (\(modelLine(entity.location))) names the class '\(expected)'; Core Data cannot find it and makes plain NSManagedObject objects",
            at: type.location)
    }

    /// The app's classes between `type` and `NSManagedObject`, with every extension of theirs:
    /// those that are no entity's class of the model, or (`throughEntityClasses`) all of them.
    private func baseClasses(of type: SourceType, throughEntityClasses: Bool = false) -> [Declared] {
        var result: [Declared] = []
        var seen: Set<String> = [SourceIndex.lastComponent(type.name)]
        var next = type.inherited.first.map(SourceIndex.lastComponent)
        while let name = next, name != Naming.plainManagedObject, seen.insert(name).inserted, let base = classes[name]?.first {
            if !throughEntityClasses, entityClassNames.contains(name) { break }
            result += [base] + (extensions[name] ?? [])
            next = base.type.inherited.first.map(SourceIndex.lastComponent)
        }
        return result
    }

    // MARK: One member

    private func check(
        _ member: SourceMember, in file: SourceFile, className: String, entity: Entity, properties: [Property], sharesType: Bool
    ) -> [SourceFinding] {
        switch member.kind {
        case .property:
            let key = member.objcKey
            guard let property = properties.first(where: { $0.name == key }) else {
                if properties.contains(where: { AccessorNames.selectors(of: $0).dropFirst(2).first == key }) { return [] }   // primitiveX
                return [
                    SourceFinding(
                        LintCheck.sourceUnknownProperty(
                            "'\(key)' is @NSManaged in class '\(className)', but entity '\(entity.name)' (\(modelLine(entity.location))) has no property '\(key)'; touching it crashes with an unrecognized selector",
                            at: member.location))
                ]
            }
            return checkType(of: member, in: file, property: property, entity: entity, sharesType: sharesType)
        case .method:
            let selector = member.objcName ?? Self.selector(of: member)
            if let property = properties.first(where: { AccessorNames.selectors(of: $0).contains(selector) }) {
                return setParameter(of: member, in: file, selector: selector, property: property, entity: entity).map { [SourceFinding($0)] } ?? []
            }
            return [SourceFinding(unknownAccessor(selector, member: member, entity: entity, properties: properties))]
        }
    }

    /// The set an `add<Key>:` or `remove<Key>:` accessor takes, against the relationship's kind:
    /// Core Data's take an `NSOrderedSet` for an ordered relationship and an `NSSet` otherwise.
    private func setParameter(of member: SourceMember, in file: SourceFile, selector: String, property: Property, entity: Entity) -> Diagnostic? {
        guard case .relationship(let relationship) = property, relationship.isToMany, let parameter = member.parameters.first?.type else { return nil }
        let stem = Naming.accessorStem(relationship.name)
        guard selector == "add\(stem):" || selector == "remove\(stem):" else { return nil }
        let type = DeclaredType(parameter) { file.typeAliases[$0] ?? aliases[$0] }
        let isSet = ["NSSet", "NSMutableSet"].contains(type.base) || type.setElement != nil
        let isOrderedSet = ["NSOrderedSet", "NSMutableOrderedSet"].contains(type.base)
        guard relationship.isOrdered ? isSet : isOrderedSet else { return nil }
        let expected = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
        return LintCheck.sourceTypeMismatch(
            "@objc(\(selector)) takes \(parameter.filter { !$0.isWhitespace }), but relationship '\(relationship.name)' of entity '\(owner(of: property, in: entity))' is \(relationship.isOrdered ? "an ordered" : "a") to-many to \(relationship.destinationEntity) (\(modelLine(relationship.location))): Core Data's accessor takes an \(expected); Xcode declares \(expected)",
            at: member.location)
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
        guard let stem = AccessorNames.toManyStem(ofSelector: selector) else {
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

    private func checkType(of member: SourceMember, in file: SourceFile, property: Property, entity: Entity, sharesType: Bool) -> [SourceFinding] {
        guard let text = member.typeText else { return [] }
        let type = DeclaredType(text) { file.typeAliases[$0] ?? aliases[$0] }
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
        var findings: [SourceFinding] = []
        if case .mismatch(let reason, let expected, let severity) = verdict {
            var diagnostic = LintCheck.sourceTypeMismatch(
                "'\(member.name)' is declared \(declared), but \(subject) is \(kind) (\(modelLine(location))): \(reason); Xcode declares \(expected)",
                at: member.location)
            diagnostic.severity = severity
            let fix =
                severity == .error && !sharesType
                ? member.typeRange.map { SourceFix.replaceType(file: file.path, range: $0, text: fixText(expected, type)) } : nil
            findings.append(SourceFinding(diagnostic, fix: fix))
            if severity == .error { return findings }
        }
        if mayBeNil, !type.isOptional {
            findings.append(
                SourceFinding(
                    LintCheck.sourceNonOptional(
                        "'\(member.name)' is declared \(declared), but \(subject) is \(optional) (\(modelLine(location))): reading it while nil crashes; declare \(declared)?",
                        at: member.location)))
        }
        return findings
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
        // The Swift name of the sources' class where there is one (`@objc(B) class BObject`): what a fix writes.
        let destinationClass =
            foundByEntity[name]?.first.map { SourceIndex.lastComponent($0.type.name) } ?? declarations.classNames[name] ?? Naming.plainManagedObject
        guard let destination = lineage.entity(named: name) else {
            return RelationshipObjects(destinationClass: destinationClass, names: [], narrower: [], isKnown: { _ in false })
        }
        let narrower = descendants[name] ?? []
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
    /// run does not write the entity's properties file (it is the app's to write). Its fix adds
    /// the declaration to the class's own extension holding `@NSManaged` members (never a base
    /// class's, shared by other entities), else to its extension in `<Class>+CoreDataProperties.swift`,
    /// else to a new such file; none where that extension (or, for a new file, the class) is
    /// inside `#if` (filling one branch would hide the property's absence from the others). `className` is the class's
    /// name as declared (`Storage.Item` for a nested one), which a new file extends.
    private func undeclared(
        _ entity: Entity, declaration: EntityDeclaration, declared: [Declared], className: String
    ) -> [SourceFinding] {
        guard !writtenProperties.contains(declaration.entity.position) else { return [] }
        var keys: Set<String> = []
        for (_, type) in declared {
            for member in type.members { keys.insert(member.kind == .property ? member.objcKey : member.objcName ?? member.name) }
        }
        let shapes = Dictionary(declarations.properties(of: declaration).map { ($0.name, $0) }) { first, _ in first }
        let swiftName = SourceIndex.lastComponent(className)
        let ownExtensions = declared.filter { $0.type.isExtension && SourceIndex.lastComponent($0.type.name) == swiftName }
        let propertiesFile = OutputKind.propertiesFile.fileName(for: swiftName)
        let target =
            ownExtensions.first { $0.type.members.contains(where: \.isManaged) }
            ?? ownExtensions.first { $0.file.path == propertiesFile || $0.file.path.hasSuffix("/" + propertiesFile) }
        let isConditional = target?.type.isConditional ?? declared[0].type.isConditional
        return entity.properties.compactMap { property -> SourceFinding? in
            let kind: String, location: SourceLocation?
            switch property {
            case .attribute(let a): (kind, location) = ("attribute", a.location)
            case .relationship(let r): (kind, location) = ("relationship", r.location)
            case .fetchedProperty: return nil   // Xcode declares none
            }
            guard !keys.contains(property.name) else { return nil }
            let diagnostic = LintCheck.sourceUndeclaredProperty(
                "entity '\(entity.name)' has the \(kind) '\(property.name)' (\(modelLine(location))), which no source declares on class '\(swiftName)'",
                at: declared[0].type.location)
            guard let shape = shapes[property.name], shape.isManaged, !isConditional else { return SourceFinding(diagnostic) }
            let line = PropertyShape.managedDeclaration(name: property.name, swiftType: shape.swiftType, access: access, nonisolated: nonisolated)
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
