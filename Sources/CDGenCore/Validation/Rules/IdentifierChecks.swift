/// Names that become Swift and Objective-C names: the class names the generated files write must
/// be Swift identifiers (they are also file names, so never paths), not keywords and not a type
/// the generated code uses (`ShadowedTypeNames`); property names must be identifiers and not a
/// no-parameter method of `NSObject` or `NSManagedObject` (`ReservedNames`), and a warning names
/// the platforms where one is an `NSObject` member there only (`PlatformReservedNames`). An entity without a
/// class of its own gets a note saying why it has no files.
enum IdentifierChecks {
    /// The findings of this family.
    static func run(_ index: ModelIndex) -> [Diagnostic] {
        index.model.entities.flatMap(findings(in:))
    }

    /// The property findings for one entity: they need nothing but the entity (`EntityFindings`).
    static func findings(in entity: Entity) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for property in entity.properties {
            if let finding = propertyName(property, of: entity) { found.append(finding) }
        }
        return found
    }

    /// The class-name findings of the entities whose class the generated files name
    /// (`ModelIndex.positionsNamedInOutput`), and a note for each entity without a class.
    /// `early` holds `classFinding` of every entity by position, gathered while reading.
    static func classNames(_ index: ModelIndex, early: [(position: Int, finding: Diagnostic)]? = nil) -> [Diagnostic] {
        let candidates = early ?? index.model.entities.enumerated().compactMap { position, entity in classFinding(entity).map { (position, $0) } }
        // Findings are rare: which classes the output names is worked out only when there is one.
        let named = candidates.isEmpty ? [] : index.positionsNamedInOutput()
        var found: [Diagnostic] = []
        var next = candidates[...]
        for (position, entity) in index.model.entities.enumerated() {
            if !Naming.hasCustomClass(entity) {
                found.append(
                    LintCheck.noCustomClass(
                        "entity \(Quoted.name(entity.name)) has no class of its own, so Core Data creates plain NSManagedObject instances for it and cdgen writes no files for it; to get a class, set its Class in the model editor",
                        at: entity.location))
            }
            while let candidate = next.first, candidate.position == position {
                if named.contains(position) { found.append(candidate.finding) }
                next = next.dropFirst()
            }
        }
        return found
    }

    /// What is wrong with the class name of `entity` (one with a class of its own), wherever
    /// the output names it: it needs nothing but the entity (`EntityFindings`).
    static func classFinding(_ entity: Entity) -> Diagnostic? {
        let name = Naming.className(of: entity)
        guard name != Naming.plainManagedObject else { return nil }
        if !Naming.isIdentifier(name) {
            return LintCheck.invalidClassName(
                "entity \(Quoted.name(entity.name)) has class name \(Quoted.name(name)), which is not a Swift identifier; use letters, digits and _ only",
                at: entity.location)
        }
        if SwiftKeywords.reserved.contains(name) {
            return LintCheck.invalidClassName(
                "entity \(Quoted.name(entity.name)) has class name \(Quoted.name(name)), which is a Swift keyword; choose another class name",
                at: entity.location)
        }
        if let module = ShadowedTypeNames.owner(of: name) {
            return LintCheck.invalidClassName(
                "entity \(Quoted.name(entity.name)) has class name \(Quoted.name(name)), which would hide \(module).\(name) from the generated code; choose another class name",
                at: entity.location)
        }
        return nil
    }

    /// The names that are not Swift identifiers among those of entities, fetched properties,
    /// fetch request templates and configurations: Xcode's model editor refuses them, and the
    /// generated code names them (the model builder's variables, fetch helpers, configuration
    /// lists), so a name must never carry a quote, a line break or a path into the output.
    static func modelNames(_ index: ModelIndex) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func check(_ kind: String, _ name: String, _ shown: @autoclosure () -> String, at location: SourceLocation?) {
            guard !Naming.isIdentifier(name) else { return }
            found.append(
                LintCheck.invalidName("\(kind) \(shown()) is not a Swift identifier; use letters, digits and _, starting with a letter", at: location))
        }
        for entity in index.model.entities {
            check("entity", entity.name, Quoted.name(entity.name), at: entity.location)
            for case .fetchedProperty(let fetched) in entity.properties {
                check("fetched property", fetched.name, ModelIndex.qualified(entity, fetched.name), at: fetched.location)
            }
            for attribute in entity.attributes {
                if attribute.type == .transformable, let type = attribute.customClassName, !isTypeText(type) {
                    found.append(
                        LintCheck.invalidName(
                            "attribute \(ModelIndex.qualified(entity, attribute.name)) has custom class \(Quoted.name(type)), which is not a Swift type; the generated code writes it as the attribute's type",
                            at: attribute.location))
                }
            }
        }
        for request in index.model.fetchRequests {
            check("fetch request", request.name, Quoted.name(request.name), at: request.location)
        }
        for configuration in index.model.configurations {
            check("configuration", configuration.name, Quoted.name(configuration.name), at: configuration.location)
        }
        return found
    }

    /// Whether a Transformable's custom class can only be a type as written: names, `.`, and the
    /// punctuation of collection, generic and optional types (`[String: Any]`, `Set<UUID>?`).
    /// Anything else (a line break, `;`, `=`, braces, quotes) would write code of its own.
    static func isTypeText(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "_.[]:<>,?! &\t".unicodeScalars.contains(scalar)
        }
    }

    private static func propertyName(_ property: Property, of entity: Entity) -> Diagnostic? {
        if case .fetchedProperty = property { return nil }
        // The quoted names are built only for a finding: almost every name passes.
        let kind = DuplicateNameChecks.kind(property), name = property.name
        if !Naming.isIdentifier(name) {
            return LintCheck.invalidPropertyName(
                "\(kind) \(ModelIndex.qualified(entity, name)) is not a valid Swift identifier; use letters, digits and _, starting with a letter",
                at: property.location)
        }
        if let owner = ReservedNames.owner(of: name) {
            return LintCheck.reservedPropertyName(
                "\(kind) \(ModelIndex.qualified(entity, name)) has the name of a method of \(owner), which Core Data does not allow for properties; rename it",
                at: property.location)
        }
        if let platforms = PlatformReservedNames.platforms(of: name) {
            return LintCheck.platformReservedPropertyName(
                "\(kind) \(ModelIndex.qualified(entity, name)) has the name of a member of NSObject on \(platforms.joined(separator: " and ")), "
                    + "where the generated class does not compile and Core Data does not allow the name (Xcode writes the same code); "
                    + "rename it (with the old name as its renaming ID) if the model is used there",
                at: property.location)
        }
        return nil
    }
}

// The records of the ids raised here (one per id, listed by LintCatalogue).
extension LintCheck {
    package static let reservedPropertyName = LintCheck(
        id: "reserved-property-name", severity: .error, family: .lint,
        summary: "a property named like a no-parameter method of NSObject or NSManagedObject (description, entity, objectID, isDeleted, …)",
        situation: "<attribute name=\"description\" attributeType=\"String\"/> in entity A",
        message: "attribute 'A.description' has the name of a method of NSObject, which Core Data does not allow for properties; rename it")

    package static let invalidPropertyName = LintCheck(
        id: "invalid-property-name", severity: .error, family: .lint,
        summary: "a property name that is not a Swift identifier",
        situation: "<attribute name=\"first name\" attributeType=\"String\"/> in entity A",
        message: "attribute 'A.first name' is not a valid Swift identifier; use letters, digits and _, starting with a letter")

    package static let invalidClassName = LintCheck(
        id: "invalid-class-name", severity: .error, family: .lint,
        summary:
            "a class name the run's files name that is not a Swift identifier, is a keyword, or would hide a type the generated code writes unqualified (String, Date, NSSet, …)",
        situation: "<entity name=\"A\" representedClassName=\"My Class\" codeGenerationType=\"class\"/>",
        message: "entity 'A' has class name 'My Class', which is not a Swift identifier; use letters, digits and _ only")

    package static let invalidName = LintCheck(
        id: "invalid-name", severity: .error, family: .lint,
        summary:
            "an entity, fetched property, fetch request or configuration name that is not a Swift identifier (Xcode refuses it; the generated code names it), or a Transformable's custom class that is not a type",
        situation: "<entity name=\"Order&#10;Line\" representedClassName=\"OrderLine\"/>",
        message: "entity 'Order\\u{a}Line' is not a Swift identifier; use letters, digits and _, starting with a letter")

    package static let noCustomClass = LintCheck(
        id: "no-custom-class", severity: .note, family: .lint,
        summary: "the entity has no class of its own and gets no files",
        situation: "<entity name=\"A\"/>",
        message:
            "entity 'A' has no class of its own, so Core Data creates plain NSManagedObject instances for it and cdgen writes no files for it; to get a class, set its Class in the model editor"
    )

    package static let platformReservedPropertyName = LintCheck(
        id: "platform-reserved-property-name", severity: .warning, family: .lint,
        summary:
            "a property named after a no-parameter member NSObject has on macOS and Mac Catalyst only: the class does not compile there (Xcode writes the same code)",
        situation: "<attribute name=\"className\" optional=\"YES\" attributeType=\"String\"/> in entity A",
        message:
            "attribute 'A.className' has the name of a member of NSObject on macOS and Mac Catalyst, where the generated class does not compile and Core Data does not allow the name (Xcode writes the same code); rename it (with the old name as its renaming ID) if the model is used there"
    )
}
