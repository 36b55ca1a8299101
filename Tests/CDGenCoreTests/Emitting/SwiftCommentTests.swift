import Testing

@testable import CDGenCore

/// The two printers of model text: a comment nothing can end, a string literal nothing can leave.
@Suite struct SwiftCommentTests {
    @Test func plainTextIsUnchanged() {
        for text in ["Usuario", "title == $TITLE AND age >= 18", "Ñandú → “quoted” … \\d+", "tab\there", "a*b/c", "/* nested"] {
            #expect(SwiftComment.text(text) == text)
        }
    }

    @Test func nothingCanEndTheComment() {
        #expect(SwiftComment.text("a\nlet x = 1") == "a\\u{a}let x = 1")
        #expect(SwiftComment.text("a\r\nb") == "a\\u{d}\\u{a}b")
        #expect(SwiftComment.text("end */ here */") == "end *\\/ here *\\/")
        #expect(SwiftComment.text("\u{85}\u{2028}\u{2029}\u{0}\u{1B}\u{7F}") == "\\u{85}\\u{2028}\\u{2029}\\u{0}\\u{1b}\\u{7f}")
        #expect(SwiftComment.text("a\u{202E}b\u{2066}c") == "a\\u{202e}b\\u{2066}c")
        for text in ["x\ny", "x\ry", "x*/y", "x\u{2028}y", "x\u{85}y", "x\u{0}y"] {
            let escaped = SwiftComment.text(text)
            #expect(!escaped.unicodeScalars.contains { SourceScalars.isUnsafe($0) } && !escaped.contains("*/"), "\(escaped)")
        }
    }

    @Test func stringLiteralsEscapeEveryControlCharacter() {
        #expect(SwiftLiteral.string("a\u{0}b\u{1B}c\u{2028}d\u{202E}") == #""a\u{0}b\u{1b}c\u{2028}d\u{202e}""#)
        #expect(SwiftLiteral.string("q\"\\\n\r\t") == #""q\"\\\n\r\t""#)
        #expect(SwiftLiteral.string("Ñandú → ok") == #""Ñandú → ok""#)
    }

    /// The issue's first case: an entity name with a quote and a newline in the model builder's
    /// `// MARK:` (lint refuses the name now, but the emitter never writes it raw either).
    @Test func anEntityNameStaysInItsMark() throws {
        var options = GeneratorOptions()
        options.codegen = .class
        options.modelBuilder = true
        var model = try Snippet.parse(#"<entity name="Order" representedClassName="Order"><attribute name="a" attributeType="String"/></entity>"#)
        model.entities[0].name = "Order\"\nfatalError(\"injected\")\n//"
        let files = EmissionLanes.emit(
            model, plan: OutputPlan(model: model, options: options), options: options, declarations: RunDeclarations(alone: model, options: options))
        let builder = try #require(files.first { $0.name == "Snippet+ManagedObjectModel.swift" })
        #expect(builder.contents.contains("// MARK: Order\"\\u{a}fatalError(\"injected\")\\u{a}//\n"), "\(builder.contents)")
        #expect(!builder.contents.contains("\nfatalError"))
    }

    /// The issue's second case: a predicate with a newline in a fetch helper's `///` comment.
    @Test func aPredicateStaysInItsDocComment() throws {
        let files = try Snippet.files(
            #"<entity name="Person" representedClassName="Person"><attribute name="name" attributeType="String"/></entity><fetchRequest name="named" entity="Person" predicateString="name == 'a'&#10;}&#10;let injected = 1&#10;extension Person {"/>"#
        ) { $0.fetchHelpers = true }
        let text = try #require(files["Person+CoreDataProperties.swift"])
        #expect(text.contains("(`name == 'a'\\u{a}}\\u{a}let injected = 1\\u{a}extension Person {`)"), "\(text)")
        #expect(!text.contains("\nlet injected"))
    }
}
