@testable import CDGenCore
import Testing

/// Output files must be distinct on case-insensitive file systems and be plain file names.
@Suite struct Test_OutputNameChecks {
    static let cases: [LintCase] = [
        LintCase(check: .outputCollision, entities: """
            <entity name="User" representedClassName="User" codeGenerationType="class"/>
            <entity name="LowerUser" representedClassName="user" codeGenerationType="class"/>
            """, line: 4, message: "output file 'user+CoreDataClass.swift' of entity 'LowerUser' and 'User+CoreDataClass.swift' of entity 'User' are the same file on case-insensitive file systems"),
        LintCase(check: .invalidOutputName, entities: """
            <entity name="A" representedClassName="\(String(repeating: "A", count: 240))" codeGenerationType="class"/>
            """, line: 3, message: "is longer than 255 bytes"),
    ]

    @Test(arguments: cases) func finds(_ lint: LintCase) throws { try lint.verify() }

    @Test func aModelNameThatIsNotAFileNameIsAnError() throws {
        var model = try Snippet.parse(#"<entity name="A" representedClassName="A" codeGenerationType="class"/>"#)
        model.name = "a/b"
        let found = ModelValidator.validate(model, options: GeneratorOptions())
        #expect(found.map(\.id) == ["invalid-output-name"])
        #expect(found.first?.message == "output file 'a/b+CoreDataModel.swift' is not a plain file name; use a class or model name without path separators")
    }

    @Test func collisionsAreJudgedOnlyAmongFilesThatAreWritten() throws {
        let entities = """
            <entity name="User" representedClassName="User" codeGenerationType="class"/>
            <entity name="LowerUser" representedClassName="user"/>
            """
        #expect(ModelValidator.validate(try Snippet.parse(entities), options: GeneratorOptions()).isEmpty)
        var all = GeneratorOptions()
        all.codegen = .class
        #expect(ModelValidator.validate(try Snippet.parse(entities), options: all).map(\.id) == ["output-collision", "output-collision"])
    }
}
