import CDGenCore

/// `lint --sources --framework swiftdata`: the app's hand-written `@Model` classes against what
/// cdgen writes for each entity (`RunDeclarations.properties(of:)`, the shapes the SwiftData
/// emitter prints), with the ids of the Core Data check where the meaning is the same. A class is
/// found by its Swift name (the entity's name, as SwiftData names the entity after the class);
/// its stored properties (not `@Transient`, not computed, not `static`) are compared by name,
/// type and optionality: what SwiftData makes the schema's column from, so what must match the
/// model's store (a literal initial value gives the type Swift infers: `var title = ""` is a
/// `String`). Macro arguments (`.unique`, a delete rule, an inverse) are not compared.
///
/// ```swift
/// @Model final class Mensaje {
///     var texto: Int32          // source-type-mismatch: attribute 'texto' is String
///     var leido: Bool           // source-unknown-property: the entity has no 'leido'
/// }
/// ```
package enum SwiftDataSourceCheck {
    /// The findings of `index` against `model`, whose SwiftData run declares `declarations`.
    package static func check(_ index: SourceIndex, model: DataModel, declarations: RunDeclarations) -> [SourceFinding] {
        var classes: [String: [(file: SourceFile, type: SourceType)]] = [:]
        var aliases: [String: String] = [:]
        for file in index.files {
            aliases.merge(file.typeAliases) { first, _ in first }
            for type in file.types where !type.isExtension && type.attributes.contains(where: { SourceIndex.lastComponent($0) == "Model" }) {
                classes[SourceIndex.lastComponent(type.name), default: []].append((file, type))
            }
        }
        let lineage = EntityLineage(model)
        var findings: [SourceFinding] = []
        for declaration in declarations.entities {
            let entity = model.entities[declaration.entity.position]
            guard let found = classes[declaration.className], !found.isEmpty else {
                findings.append(
                    SourceFinding(
                        LintCheck.sourceClassMissing(
                            "entity '\(entity.name)' needs the @Model class '\(declaration.className)', which no source declares; SwiftData's schema then lacks the entity and its store's data",
                            at: entity.location)))
                continue
            }
            let inherited = Set(lineage.lineage(of: entity).dropLast().flatMap(\.properties).map(\.name))
            let context = ClassContext(entity: entity, described: declarations.properties(of: declaration), inherited: inherited, aliases: aliases)
            for candidate in found { findings += context.check(candidate) }
        }
        return findings
    }
}

/// One entity's described properties, against each of its classes in the sources.
private struct ClassContext {
    let entity: Entity
    let described: [PropertyDeclaration]
    /// The names of the properties its ancestors declare (their classes hold them).
    let inherited: Set<String>
    let aliases: [String: String]

    func check(_ candidate: (file: SourceFile, type: SourceType)) -> [SourceFinding] {
        let stored = candidate.type.members.filter {
            $0.kind == .property && !$0.isStatic && !$0.isComputed && !$0.attributes.contains { SourceIndex.lastComponent($0) == "Transient" }
        }
        let className = SourceIndex.lastComponent(candidate.type.name)
        var findings: [SourceFinding] = []
        for member in stored {
            if let property = described.first(where: { $0.name == member.name }) {
                findings += compare(member, with: property, file: candidate.file)
            } else if !inherited.contains(member.name) {
                findings.append(
                    SourceFinding(
                        LintCheck.sourceUnknownProperty(
                            "'\(member.name)' is stored in @Model class '\(className)', but entity '\(entity.name)' (\(modelLine(entity.location))) has no property '\(member.name)'; SwiftData adds it to a schema the model's store does not have (mark it @Transient if it is not stored)",
                            at: member.location)))
            }
        }
        let names = Set(stored.map(\.name))
        for property in described where !names.contains(property.name) && property.swiftData?.macro != .transient {
            findings.append(undeclared(property, className: className, candidate: candidate))
        }
        return findings
    }

    /// The member's type and optionality against the property's.
    private func compare(_ member: SourceMember, with property: PropertyDeclaration, file: SourceFile) -> [SourceFinding] {
        guard let text = member.typeText ?? Self.literalType(member.initializerText), property.swiftData?.macro != .transient else { return [] }
        let declared = DeclaredType(text) { file.typeAliases[$0] ?? aliases[$0] }
        let expected = DeclaredType(property.swiftType)
        let (subject, location) = self.subject(of: property.name)
        // SwiftData stores `Int` as a 64-bit integer, the column of Integer 64.
        guard declared.base == expected.base || (declared.base == "Int" && expected.base == "Int64") else {
            let diagnostic = LintCheck.sourceTypeMismatch(
                "'\(member.name)' is declared \(Self.written(declared)), but \(subject) (\(modelLine(location))) is \(Self.written(expected)) in cdgen's @Model class: SwiftData stores another type than the model's store holds; declare \(property.swiftType)",
                at: member.location)
            return [SourceFinding(diagnostic, fix: member.typeRange.map { .replaceType(file: file.path, range: $0, text: property.swiftType) })]
        }
        switch (declared.isOptional, expected.isOptional) {
        case (false, true) where property.swiftData?.initialValue == nil:
            // Without a default: as the Core Data check, a value the model lets be nil.
            return [
                SourceFinding(
                    LintCheck.sourceNonOptional(
                        "'\(member.name)' is declared \(Self.written(declared)), but \(subject) is optional without a default (\(modelLine(location))): SwiftData makes it required, and a stored nil cannot load; declare \(declared.base)?",
                        at: member.location))
            ]
        case (true, false):
            var diagnostic = LintCheck.sourceTypeMismatch(
                "'\(member.name)' is declared \(Self.written(declared)), but \(subject) is required (\(modelLine(location))): SwiftData makes it optional, a schema the model's store does not have; declare \(declared.base)",
                at: member.location)
            diagnostic.severity = .warning
            return [SourceFinding(diagnostic)]
        default:
            return []
        }
    }

    /// A note for a stored property of the model no class member declares, with the declaration
    /// cdgen writes added before the class's closing brace.
    private func undeclared(_ property: PropertyDeclaration, className: String, candidate: (file: SourceFile, type: SourceType)) -> SourceFinding {
        let (subject, location) = self.subject(of: property.name)
        let diagnostic = LintCheck.sourceUndeclaredProperty(
            "entity '\(entity.name)' has the \(subject.split(separator: " ")[0]) '\(property.name)' (\(modelLine(location))), which no source declares on @Model class '\(className)'",
            at: candidate.type.location)
        // No fix a class could not compile with: a required property without a default must be
        // set by the class's `init` (which a fix cannot write), and a text literal as the initial
        // value of another type (a default the model gives as text) does not type-check.
        guard let shape = property.swiftData, !shape.isInitParameter,
            Self.literalType(shape.initialValue) != "String" || DeclaredType(shape.swiftType).base == "String"
        else { return SourceFinding(diagnostic) }
        return SourceFinding(
            diagnostic,
            fix: .addMembers(
                className: className, entity: entity.name, lines: [shape.declaration()], file: candidate.file.path, offset: candidate.type.closingBraceOffset,
                besideFile: candidate.file.path))
    }

    /// `type` as a message writes it: the normalised base, and `?` when optional.
    private static func written(_ type: DeclaredType) -> String {
        type.base + (type.isOptional ? "?" : "")
    }

    /// The type Swift infers for a literal initial value (`var title = ""`), or `nil`.
    static func literalType(_ text: String?) -> String? {
        guard let text, let first = text.first else { return nil }
        if first == "\"" { return "String" }
        if text == "true" || text == "false" { return "Bool" }
        guard text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" }), text.contains(where: \.isNumber) else { return nil }
        return text.contains(".") ? "Double" : "Int"
    }

    /// `attribute 'x' of entity 'A'` and the property's model location.
    private func subject(of name: String) -> (String, SourceLocation?) {
        switch entity.properties.first(where: { $0.name == name }) {
        case .attribute(let a)?: ("attribute '\(name)' of entity '\(entity.name)'", a.location)
        case .relationship(let r)?: ("relationship '\(name)' of entity '\(entity.name)'", r.location)
        default: ("property '\(name)' of entity '\(entity.name)'", entity.location)
        }
    }

    /// `model line 12` for a model location.
    private func modelLine(_ location: SourceLocation?) -> String {
        location.map { $0.line > 0 ? "model line \($0.line)" : $0.file } ?? "the model"
    }
}
