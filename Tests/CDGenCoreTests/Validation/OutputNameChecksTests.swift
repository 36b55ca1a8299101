@testable import CDGenCore
import Foundation
import Testing

/// Output files must be distinct on case-insensitive file systems and be plain file names.
@Suite struct OutputNameChecksTests {
    static let cases: [LintCase] = [
        LintCase(
            check: .outputCollision,
            entities: """
                <entity name="User" representedClassName="User" codeGenerationType="class"/>
                <entity name="LowerUser" representedClassName="user" codeGenerationType="class"/>
                """, line: 4,
            message:
                "output file 'user+CoreDataClass.swift' of entity 'LowerUser' and 'User+CoreDataClass.swift' of entity 'User' are the same file on case-insensitive file systems"
        ),
        LintCase(
            check: .declarationClash,
            entities: """
                <entity name="A" representedClassName="SnippetCoreDataFrameworkManagedObject" codeGenerationType="class"/>
                """, line: 3,
            message:
                "class 'SnippetCoreDataFrameworkManagedObject' of entity 'A' in SnippetCoreDataFrameworkManagedObject+CoreDataClass.swift and typealias 'SnippetCoreDataFrameworkManagedObject' of the model file"
        ),
        LintCase(
            check: .invalidOutputName,
            entities: """
                <entity name="A" representedClassName="\(String(repeating: "A", count: 240))" codeGenerationType="class"/>
                """, line: 3, message: "is longer than 255 bytes"),
    ]

    @Test(arguments: cases) func finds(_ lint: LintCase) throws { try lint.verify() }

    @Test func aModelNameThatIsNotAFileNameIsAnError() throws {
        var model = try Snippet.parse(#"<entity name="A" representedClassName="A" codeGenerationType="class"/>"#)
        model.name = "a/b"
        let found = ModelValidator.validate(alone: model, options: GeneratorOptions())
        #expect(found.map(\.id) == ["invalid-output-name"])
        #expect(found.first?.message == "output file 'a/b+CoreDataModel.swift' is not a plain file name; use a class or model name without path separators")
    }

    @Test func collisionsAreJudgedOnlyAmongFilesThatAreWritten() throws {
        let entities = """
            <entity name="User" representedClassName="User" codeGenerationType="class"/>
            <entity name="LowerUser" representedClassName="user"/>
            """
        #expect(ModelValidator.validate(alone: try Snippet.parse(entities), options: GeneratorOptions()).isEmpty)
        var all = GeneratorOptions()
        all.codegen = .class
        #expect(ModelValidator.validate(alone: try Snippet.parse(entities), options: all).map(\.id) == ["output-collision", "output-collision"])
    }

    /// File names for the case-folding fast path: every ASCII character, and names whose folding
    /// only Foundation knows (ß → ss, the Kelvin sign → k, İ → i̇, full-width letters).
    static let foldedNames: [String] =
        (0..<128).map { "Ab" + String(UnicodeScalar(UInt8($0))) + "Z" }
        + ["User+CoreDataClass.swift", "user", "", "Straße", "STRASSE", "\u{212A}elvin", "İstanbul", "ǅ", "ＡＢＣ", "Σς", "cafe\u{301}"]

    /// The ASCII fast path folds exactly as Foundation does, and names only ASCII can share a key.
    @Test(arguments: foldedNames) func asciiCaseFoldingAgreesWithFoundation(_ name: String) {
        #expect(OutputNameChecks.caseFolded(name) == name.folding(options: [.caseInsensitive], locale: nil))
    }

    /// Control characters and separators are found in ASCII names and in others alike.
    @Test(
        arguments: [
            ("a\u{7F}b", "control"), ("a\tb", "control"), ("a\u{85}b", "control"), ("é\u{1}", "control"),
            ("a/b", "plain"), ("é\\b", "plain"), ("ab", nil), ("é\u{A0}", nil),
        ] as [(String, String?)])
    func fileNameProblemsAreFoundInEveryName(_ name: String, _ word: String?) {
        let problem = OutputNameChecks.fileNameProblem(name)
        #expect((problem == nil) == (word == nil))
        #expect(word.map { problem?.contains($0) == true } ?? true, "\(String(describing: problem))")
    }
}
