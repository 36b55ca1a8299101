import CDGenTestSupport
import Testing

@testable import CDGenCore

/// The documents (`--documentation`, `cdgen doc`) of models in memory: the Mermaid diagram's
/// cardinalities, inheritance and abstract entities, the entity sections, the history, the
/// overview of large models, and model text that tries to break Markdown, Mermaid or DOT.
@Suite struct DocumentationEmitterTests {
    static let chat = """
        <entity name="Usuario" representedClassName="Usuario" syncable="YES" codeGenerationType="class">
            <attribute name="nombre" attributeType="String" defaultValueString="anónimo"/>
            <attribute name="edad" optional="YES" attributeType="Integer 16" minValueString="0" maxValueString="150" usesScalarValueType="YES"/>
            <relationship name="mensajes" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Mensaje" inverseName="autor" inverseEntity="Mensaje"/>
            <relationship name="conversaciones" toMany="YES" minCount="1" deletionRule="Nullify" destinationEntity="Conversacion" inverseName="participantes" inverseEntity="Conversacion"/>
            <uniquenessConstraints><uniquenessConstraint><constraint value="nombre"/></uniquenessConstraint></uniquenessConstraints>
        </entity>
        <entity name="Mensaje" representedClassName="Mensaje" syncable="YES" codeGenerationType="class">
            <attribute name="texto" optional="YES" attributeType="String"/>
            <relationship name="autor" maxCount="1" deletionRule="Nullify" destinationEntity="Usuario" inverseName="mensajes" inverseEntity="Usuario"/>
            <relationship name="conversacion" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Conversacion" inverseName="mensajes" inverseEntity="Conversacion"/>
        </entity>
        <entity name="Conversacion" representedClassName="Conversacion" syncable="YES" codeGenerationType="category">
            <relationship name="mensajes" optional="YES" toMany="YES" ordered="YES" deletionRule="Cascade" destinationEntity="Mensaje" inverseName="conversacion" inverseEntity="Mensaje"/>
            <relationship name="participantes" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Usuario" inverseName="conversaciones" inverseEntity="Usuario"/>
        </entity>
        <fetchRequest name="porNombre" entity="Usuario" predicateString="nombre == &quot;x&quot;"/>
        """

    static func context(_ entities: String, versions: [SchemaHistory.Version] = []) throws -> DocumentationContext {
        DocumentationContext(model: try Snippet.parse(entities), options: GeneratorOptions(), versions: versions)
    }

    static func page(_ entities: String) throws -> String {
        DocumentationEmitter.markdown(fileName: "Snippet+Documentation.md", context: try context(entities))
    }

    @Test func eachRelationshipAndItsInverseIsOneLineWithBothCardinalities() throws {
        let diagram = try #require(MermaidERGrammar.blocks(in: try Self.page(Self.chat)).first)
        let grammar = try MermaidERGrammar(diagram)
        #expect(
            grammar.relationships.map { "\($0.from) \($0.left)\($0.line)\($0.right) \($0.to) : \($0.label)" } == [
                // Each Usuario has zero or more Mensajes; each Mensaje exactly one autor.
                #"Usuario ||--o{ Mensaje : "mensajes / autor""#,
                // Required to-many (one or more) against an optional to-many (zero or more).
                #"Usuario }o--|{ Conversacion : "conversaciones / participantes""#,
                #"Mensaje }o--o| Conversacion : "conversacion / mensajes (ordered)""#,
            ])
        #expect(Set(grammar.entities.keys) == ["Usuario", "Mensaje", "Conversacion"])
        #expect(grammar.attributes["Usuario"]?.map { "\($0.type) \($0.name) \($0.comment ?? "")" } == ["String nombre ", "Integer16 edad optional"])
        #expect(diagram.contains("String nombre UK"), "a uniqueness constraint's attribute is UK")
    }

    @Test func theEntitySectionsSayWhatTheModelSays() throws {
        let page = try Self.page(Self.chat)
        #expect(
            page.contains(
                "| Entity | Class | Codegen | Parent | Abstract |\n| --- | --- | --- | --- | --- |\n| Usuario | Usuario | Class Definition |   |   |\n"))
        #expect(page.contains("| nombre | String | no | anónimo |   |\n"))
        #expect(page.contains("| edad | Integer 16 | yes |   | minimum 0; maximum 150 |\n"))
        #expect(
            page.contains("| conversaciones | Conversacion | to-many, one or more | participantes | Nullify |   | min 1 |\n"),
            "destination, cardinality, inverse, delete rule, ordered, counts")
        #expect(page.contains("| mensajes | Mensaje | to-many, zero or more | conversacion | Cascade | yes |   |\n"))
        #expect(page.contains("- Unique together: nombre\n"))
        #expect(page.contains("| porNombre | nombre \\=\\= \\\"x\\\" |\n"), "the fetch request under its entity, its predicate escaped")
        #expect(page.contains("- Class: Conversacion (codegen: Category/Extension)\n"))
    }

    @Test func inheritanceIsADashedLineAndAbstractEntitiesAreMarked() throws {
        let model = """
            <entity name="Persona" representedClassName="Persona" isAbstract="YES" syncable="YES"/>
            <entity name="Empleado" representedClassName="Empleado" parentEntity="Persona" syncable="YES"/>
            """
        let page = try Self.page(model)
        let grammar = try MermaidERGrammar(try #require(MermaidERGrammar.blocks(in: page).first))
        #expect(grammar.entities["Persona"] == .some("Persona (abstract)"))
        #expect(grammar.relationships.map { "\($0.from) \($0.left)\($0.line)\($0.right) \($0.to) : \($0.label)" } == [#"Empleado |o..|| Persona : "is a""#])
        #expect(page.contains("- Sub-entities: Empleado\n") && page.contains("- Parent: Persona\n"))
        let dot = DiagramEmitter.dot(fileName: "Snippet+Diagram.dot", context: try Self.context(model))
        #expect(dot.contains(#"e1 -> e0 [style=dashed, arrowhead=empty, label="is a"];"#))
        #expect(dot.contains("<B>Persona <I>(abstract)</I></B>"))
    }

    /// Names and strings made to end a Markdown cell, a Mermaid string, a DOT string or an HTML
    /// label, or to start a new line.
    static let hostile = """
        <entity name="Raro&quot;|[x]&#10;}" representedClassName="Raro" syncable="YES">
            <attribute name="a|b&quot;c" optional="YES" attributeType="String" defaultValueString="&lt;/TD&gt;&quot;\\ ]] --&gt; ```"/>
            <relationship name="o&quot;tro" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Otro"/>
        </entity>
        <entity name="Otro" representedClassName="Otro" syncable="YES"/>
        """

    @Test func hostileTextStaysTextInEveryLanguage() throws {
        let page = try Self.page(Self.hostile)
        let blocks = MermaidERGrammar.blocks(in: page)
        let grammar = try MermaidERGrammar(try #require(blocks.first))
        #expect(grammar.entities.values.contains(.some(#"Raro#quot;|[x]\u{a}}"#)), "\(grammar.entities)")
        #expect(grammar.relationships.map(\.label) == [#""o#quot;tro (no inverse)""#])
        #expect(page.contains(#"### Raro\"\|\[x\]\\u\{a\}\}"#), "the heading escapes every character Markdown reads")
        #expect(page.contains(#"| a\|b\"c | String | yes | \<\/TD\>\"\\ \]\] \-\-\> \`\`\` |"#))
        #expect(!page.contains("\n}"), "no model text starts a line")
        let dot = DiagramEmitter.dot(fileName: "Snippet+Diagram.dot", context: try Self.context(Self.hostile))
        #expect(dot.contains(#"<B>Raro&quot;|[x]\u{a}}</B>"#))
        #expect(dot.contains(#"label="o\"tro (no inverse)""#))
        #expect(dot.split(separator: "\n").count == dot.split(separator: "\n").filter { !$0.isEmpty }.count)
    }

    /// The grammar check fails on what it must refuse: a deliberate fault per rule.
    @Test func theGrammarCheckRefusesBrokenDiagrams() {
        for broken in [
            "erDiagram\n    A[\"x\"y\"]", "erDiagram\n    A ||--o{ B : \"x\"", "erDiagram\n    A {\n        String\n    }",
            "erDiagram\n    A\n    B\n    A |{--o{ B : x", "erDiagram\n    A {", "graph\n    A",
        ] {
            #expect(throws: MermaidERGrammar.Failure.self, "\(broken)") { try MermaidERGrammar(broken) }
        }
    }

    @Test func aLargeModelHasAnOverviewAndANeighbourhoodPerEntity() throws {
        let count = DocumentationContext.overviewThreshold + 1
        let entities = (0..<count).map { i in
            """
            <entity name="E\(i)" representedClassName="E\(i)" syncable="YES">
                <attribute name="v" optional="YES" attributeType="String"/>
                <relationship name="next" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="E\((i + 1) % count)"/>
            </entity>
            """
        }.joined(separator: "\n")
        let blocks = MermaidERGrammar.blocks(in: try Self.page(entities))
        #expect(blocks.count == count + 1)
        let overview = try MermaidERGrammar(blocks[0])
        #expect(overview.entities.count == count && overview.attributes.isEmpty && overview.relationships.count == count)
        let third = try MermaidERGrammar(blocks[3])
        #expect(Set(third.entities.keys) == ["E1", "E2", "E3"] && Array(third.attributes.keys) == ["E2"])
    }

    @Test func theHistoryShowsEachStepWithItsVerdict() throws {
        let old = try Snippet.parse(#"<entity name="A" representedClassName="A" syncable="YES"/>"#)
        let new = try Snippet.parse(#"<entity name="A" representedClassName="A" syncable="YES"><attribute name="x" attributeType="String"/></entity>"#)
        let context = DocumentationContext(
            model: new, options: GeneratorOptions(), versions: [.init(label: "M.xcdatamodel", model: old), .init(label: "M 2.xcdatamodel", model: new)])
        let page = DocumentationEmitter.markdown(fileName: "M+Documentation.md", context: context)
        #expect(page.contains("### 1. M\\.xcdatamodel\n\nThe first version: 1 entity.\n"))
        #expect(page.contains("### 2. M 2\\.xcdatamodel (current)\n\nFrom M\\.xcdatamodel: lightweight migration fails"))
        #expect(page.contains("```diff\n--- M.xcdatamodel\n+++ M 2.xcdatamodel\n~ entity A\n    + attribute x (String)\n```\n"))
        #expect(page.contains("- error `"), "the migration check's finding")
    }

    @Test func theHeaderIsAHiddenCommentWithTheMarker() throws {
        let page = try Self.page(Self.chat)
        #expect(page.hasPrefix("# Snippet\n\n<!--\n\n  Snippet+Documentation.md\n  Snippet\n\n  Generated by cdgen from the Snippet model.\n"))
        #expect(GeneratedFileMarker.modelName(in: page[...]) == "Snippet")
        let dot = DiagramEmitter.dot(fileName: "Snippet+Diagram.dot", context: try Self.context(Self.chat))
        #expect(GeneratedFileMarker.modelName(in: dot[...]) == "Snippet")
        // A model name cannot end the comment early, and a block without the marker is no cdgen file.
        let sly = OutputFormat.markdown.comment.header(fileName: "x.md", modelName: "M --> # Title")
        #expect(sly.split(separator: "\n").filter { $0.contains("-->") } == ["-->"])
        #expect(GeneratedFileMarker.modelName(in: sly[...]) == "M - -> # Title")
        #expect(GeneratedFileMarker.modelName(in: "<!--\n  hello\n-->\n  Generated by cdgen from the M model.\n") == nil)
        let late = "# A\n\nText.\n<!--\n  Generated by cdgen from the M model.\n-->\n"
        #expect(GeneratedFileMarker.modelName(in: late[...]) == nil, "the block must come first or after a title")
    }

    /// `<Model>+Diagram.mmd`: the page's diagram of a small model, whole, after a header that
    /// Mermaid reads as comments (it drops every `%%` line before it detects the diagram's type;
    /// `%%{` would start a directive), with the marker `check` and `--prune` look for.
    @Test func theMermaidFileIsThePagesDiagramAfterCommentLines() throws {
        for entities in [Self.chat, Self.hostile] {
            let context = try Self.context(entities)
            let file = DiagramEmitter.mermaid(fileName: "Snippet+Diagram.mmd", context: context)
            let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
            let start = try #require(lines.firstIndex(of: "erDiagram"))
            let header = lines[..<start].filter { !$0.isEmpty }
            #expect(header.count == 7 && header.allSatisfy { $0.hasPrefix("%%") && !$0.hasPrefix("%%{") }, "\(header)")
            #expect(GeneratedFileMarker.modelName(in: file[...]) == "Snippet")
            let diagram = lines[start...].joined(separator: "\n")
            _ = try MermaidERGrammar(diagram)
            #expect(
                MermaidERGrammar.blocks(in: DocumentationEmitter.markdown(fileName: "Snippet+Documentation.md", context: context)).first
                    == String(diagram.dropLast()))
        }
        let sly = OutputFormat.mermaid.comment.header(fileName: "x.mmd", modelName: "M\n%%{init: {}}%%\nerDiagram")
        #expect(sly.split(separator: "\n").allSatisfy { $0.hasPrefix("%%") && !$0.hasPrefix("%%{") }, "\(sly)")
    }

    @Test func thePlanNamesTheDocumentsAndTheBuildNeverDeclaresThem() throws {
        let model = try Snippet.parse(Self.chat)
        var options = GeneratorOptions()
        options.documentation = true
        let names = OutputPlan(model: model, options: options).files.map(\.name)
        #expect(names.suffix(3) == ["Snippet+CoreDataModel.swift", "Snippet+Documentation.md", "Snippet+Diagram.dot"])
        options.unplannedFile = true
        #expect(OutputPlan(model: model, options: options).files.allSatisfy { $0.kind.format == .swift }, "the build plugin's plan: Swift only")
        options.unplannedFile = false
        options.documentsOnly = true
        #expect(OutputPlan(model: model, options: options).files.map(\.name) == ["Snippet+Documentation.md", "Snippet+Diagram.dot"])
        #expect(OutputKind.documentation.fileSuffix == "+Documentation.md" && OutputKind.classFile.fileSuffix == "+CoreDataClass.swift")
        #expect(OutputKind.swiftDataModel.fileName(for: "Usuario") == "Usuario.swift")
    }

    @Test func theDiffCommentCountsTheChangesAndDrawsThemMarked() throws {
        let old = try Snippet.parse(
            """
            <entity name="A" representedClassName="A" syncable="YES">
                <relationship name="cs" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="C" inverseName="a" inverseEntity="C"/>
            </entity>
            <entity name="C" representedClassName="C" syncable="YES">
                <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="cs" inverseEntity="A"/>
            </entity>
            """)
        let new = try Snippet.parse(
            """
            <entity name="A" representedClassName="A" syncable="YES">
                <attribute name="x" optional="YES" attributeType="String"/>
                <relationship name="bs" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
            </entity>
            <entity name="B" representedClassName="B" syncable="YES">
                <relationship name="a" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="bs" inverseEntity="A"/>
            </entity>
            """)
        let diff = ModelDiff(old: old, new: new, oldLabel: "M.xcdatamodel", newLabel: "M 2.xcdatamodel")
        let text = DiffMarkdown.text(diff, old: old, new: new)
        #expect(text.hasPrefix("### Core Data model: M\\.xcdatamodel → M 2\\.xcdatamodel\n\n**Migration:** lightweight migration"))
        #expect(text.contains("| Added | 1 | 3 |\n| Removed | 1 | 2 |\n| Changed or renamed | 1 | 0 |\n"), "\(text)")
        let grammar = try MermaidERGrammar(try #require(MermaidERGrammar.blocks(in: text).first))
        #expect(grammar.entities["A"] == .some("A (changed)") && grammar.entities["B"] == .some("B (added)"))
        #expect(grammar.entities["C_removed"] == .some("C (removed)"))
        #expect(grammar.relationships.map(\.label) == [#""added: bs / a""#, #""removed: cs / a""#])
        #expect(text.contains("<details><summary>Every change</summary>"))
    }
}
