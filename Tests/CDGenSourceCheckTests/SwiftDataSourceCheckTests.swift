import CDGenCore
import CDGenSourceCheck
import Testing

/// `lint --sources --framework swiftdata`: hand-written `@Model` classes against the model, by
/// name, type and optionality, as cdgen writes each entity's class.
@Suite struct SwiftDataSourceCheckTests {
    static let model = [
        #"<entity name="Mensaje" representedClassName="Mensaje">"#,
        #"    <attribute name="texto" optional="YES" attributeType="String"/>"#,
        #"    <attribute name="enviado" attributeType="Date"/>"#,
        #"    <attribute name="leidas" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>"#,
        #"    <relationship name="conversacion" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Conversacion" inverseName="mensajes" inverseEntity="Conversacion"/>"#,
        #"</entity>"#,
        #"<entity name="Conversacion" representedClassName="Conversacion">"#,
        #"    <relationship name="mensajes" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Mensaje" inverseName="conversacion" inverseEntity="Mensaje"/>"#,
        #"</entity>"#,
    ]

    /// The printed findings of `swift` as `A.swift` against `model` (SwiftData).
    static func printed(_ swift: String, model lines: [String] = model) throws -> [String] {
        try findings(swift, model: lines).map(\.diagnostic.description)
    }

    static func findings(_ swift: String, model lines: [String] = model) throws -> [SourceFinding] {
        let model = try SourceCheckSnippet.model(lines)
        var options = GeneratorOptions()
        options.framework = .swiftData
        let (file, problems) = SourceReader.read(text: swift, path: "A.swift")
        #expect(problems.isEmpty)
        let declarations = RunDeclarations(plan: OutputPlan(model: model, options: options), model: model, options: options)
        return SwiftDataSourceCheck.check(SourceIndex(files: [file], problems: []), model: model, declarations: declarations)
    }

    /// Classes as cdgen writes them, and what apps write on purpose beside them (`Int` for an
    /// Integer 64, module-qualified types, `Optional<…>`, computed and `@Transient` properties,
    /// methods, extensions, macros written differently), give nothing.
    @Test func classesThatMatchTheModelGiveNoFinding() throws {
        let swift = """
            import SwiftData

            @Model final class Mensaje {
                var texto: String?
                var enviado: Foundation.Date
                var leidas: Int = 0
                @Relationship var conversacion: Optional<Conversacion>
                @Transient var borrador = ""
                var resumen: String { texto ?? "" }
                static let limite = 10
                init(enviado: Date) { self.enviado = enviado }
            }

            @Model
            final class Conversacion {
                @Relationship(deleteRule: .cascade, inverse: \\Mensaje.conversacion) var mensajes: [Mensaje]? = []
                init() {}
            }

            extension Conversacion {
                var cuenta: Int { mensajes?.count ?? 0 }
            }
            """
        #expect(try Self.printed(swift) == [])
    }

    @Test func aMissingModelClassIsAnErrorAtTheEntity() throws {
        let swift = """
            @Model final class Mensaje {
                var texto: String?
                var enviado: Date
                var leidas: Int64 = 0
                var conversacion: Conversacion?
            }
            """
        #expect(
            try Self.printed(swift) == [
                "M.xml:9:1: error: entity 'Conversacion' needs the @Model class 'Conversacion', which no source declares; SwiftData's schema then lacks the entity and its store's data [source-class-missing]"
            ])
    }

    /// A stored property the entity lacks, a type SwiftData stores differently, optionality either
    /// way, and a property of the model no member declares (a note, with the declaration cdgen writes).
    @Test func driftIsFoundAtTheSwiftLine() throws {
        let swift = """
            @Model final class Mensaje {
                var texto: String
                var enviado: Date?
                var leidas: Int32 = 0
                var leido: Bool = false
            }

            @Model final class Conversacion {
                var mensajes: [Conversacion] = []
            }
            """
        #expect(
            try Self.printed(swift) == [
                "A.swift:2:5: warning: 'texto' is declared String, but attribute 'texto' of entity 'Mensaje' is optional without a default (model line 4): SwiftData makes it required, and a stored nil cannot load; declare String? [source-non-optional]",
                "A.swift:3:5: warning: 'enviado' is declared Date?, but attribute 'enviado' of entity 'Mensaje' is required (model line 5): SwiftData makes it optional, a schema the model's store does not have; declare Date [source-type-mismatch]",
                "A.swift:4:5: error: 'leidas' is declared Int32, but attribute 'leidas' of entity 'Mensaje' (model line 6) is Int64 in cdgen's @Model class: SwiftData stores another type than the model's store holds; declare Int64 [source-type-mismatch]",
                "A.swift:5:5: error: 'leido' is stored in @Model class 'Mensaje', but entity 'Mensaje' (model line 3) has no property 'leido'; SwiftData adds it to a schema the model's store does not have (mark it @Transient if it is not stored) [source-unknown-property]",
                "A.swift:1:1: note: entity 'Mensaje' has the relationship 'conversacion' (model line 7), which no source declares on @Model class 'Mensaje' [source-undeclared-property]",
                "A.swift:9:5: error: 'mensajes' is declared [Conversacion], but relationship 'mensajes' of entity 'Conversacion' (model line 10) is [Mensaje]? in cdgen's @Model class: SwiftData stores another type than the model's store holds; declare [Mensaje]? [source-type-mismatch]",
            ])
        let fixes = try Self.findings(swift).compactMap(\.fix)
        #expect(fixes.count == 3)
        guard case .addMembers(_, _, let lines, let file, _, _)? = fixes.first(where: { if case .addMembers = $0 { true } else { false } }) else {
            Issue.record("no fix adds the undeclared property")
            return
        }
        #expect(lines == [#"var conversacion: Conversacion?"#] && file == "A.swift")
    }

    /// A literal initial value gives the type Swift infers (`var title = ""` is a `String`); a
    /// non-optional type for an optional attribute with a default is what apps write on purpose.
    @Test func literalsGiveTheirInferredTypeAndADefaultAllowsANonOptional() throws {
        let model = [
            #"<entity name="A" representedClassName="A">"#,
            #"    <attribute name="title" optional="YES" attributeType="String"/>"#,
            #"    <attribute name="count" optional="YES" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>"#,
            #"    <attribute name="flag" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>"#,
            #"</entity>"#,
        ]
        let swift = "@Model final class A {\n    var title = \"\"\n    var count: Int = 1\n    var flag = true\n}"
        #expect(
            try Self.printed(swift, model: model) == [
                "A.swift:2:5: warning: 'title' is declared String, but attribute 'title' of entity 'A' is optional without a default (model line 4): SwiftData makes it required, and a stored nil cannot load; declare String? [source-non-optional]",
                "A.swift:4:5: error: 'flag' is declared Bool, but attribute 'flag' of entity 'A' (model line 6) is Int16 in cdgen's @Model class: SwiftData stores another type than the model's store holds; declare Int16 [source-type-mismatch]",
            ])
    }

    /// No fix a class could not compile with: a required property without a default (the class's
    /// `init` must set it, which a fix cannot write) gets the note without a fix; every other
    /// undeclared property gets the line cdgen's own `@Model` class declares it with (which the
    /// type-check harness compiles), at the app class's access level, its default included: never
    /// a text literal for another type (`var added: Date? = ""`).
    @Test func undeclaredPropertiesGetTheGeneratedLineOrNoFix() throws {
        let model = [
            #"<entity name="A" representedClassName="A">"#,
            #"    <attribute name="due" attributeType="Date"/>"#,
            #"    <attribute name="added" optional="YES" attributeType="Date" defaultDateTimeInterval="0"/>"#,
            #"    <attribute name="link" optional="YES" attributeType="URI" defaultValueString="https://example.com"/>"#,
            #"    <attribute name="kind" optional="YES" attributeType="String" defaultValueString="draft"/>"#,
            #"    <attribute name="note" optional="YES" attributeType="String"/>"#,
            #"</entity>"#,
        ]
        let findings = try Self.findings("@Model final class A {\n    init() {}\n}", model: model)
        let undeclared = findings.filter { $0.diagnostic.id == "source-undeclared-property" }
        #expect(undeclared.count == 5, "\(findings.map(\.diagnostic.description))")
        func fix(_ name: String) -> SourceFix?? { undeclared.first { $0.diagnostic.message.contains("'\(name)'") }.map(\.fix) }
        #expect(fix("due") == .some(nil), "a required Date without a default: the init must set it")
        var options = GeneratorOptions()
        options.framework = .swiftData
        let generated = try Pipeline.generate(try SourceCheckSnippet.model(model), options: options).files.first { $0.name == "A.swift" }?.contents ?? ""
        let lines = Set(generated.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        for name in ["added", "link", "kind", "note"] {
            guard case .addMembers(_, _, let added, _, _, _)?? = fix(name) else {
                Issue.record("no fix adds '\(name)'")
                continue
            }
            // The app's class is internal: the line without cdgen's `public`.
            #expect(added.count == 1 && lines.contains("public " + added[0]), "'\(name)': \(added) is not a line of cdgen's class:\n\(generated)")
        }
    }
}
