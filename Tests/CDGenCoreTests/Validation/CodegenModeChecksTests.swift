@testable import CDGenCore
import Testing

/// Unknown codegen modes are reported instead of silently generating nothing.
@Suite struct CodegenModeChecksTests {
    static let cases: [LintCase] = [
        LintCase(
            check: .unknownCodegenMode,
            entities: """
                <entity name="A" representedClassName="A" codeGenerationType="Class"/>
                """, line: 3, message: "entity 'A' has the unknown codegen mode 'Class'; use \"class\", \"category\"")
    ]

    @Test(arguments: cases) func finds(_ lint: LintCase) throws { try lint.verify() }

    @Test func theModeIsKeptAsWrittenAndTheEntityGetsNoFiles() throws {
        let model = try Snippet.parse(#"<entity name="A" representedClassName="A" codeGenerationType="magic"/>"#)
        #expect(model.entities[0].unknownCodeGenerationType == "magic" && model.entities[0].codeGenerationType == .manual)
        #expect(throws: DiagnosticError.self) { try Pipeline.generate(model, options: GeneratorOptions()) }
    }
}
