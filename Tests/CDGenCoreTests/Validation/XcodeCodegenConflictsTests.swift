@testable import CDGenCore
import Testing

/// In an Xcode project, an entity that Xcode generates (Codegen not Manual/None) must not be in
/// cdgen's plan as well.
@Suite struct XcodeCodegenConflictsTests {
    private func conflicts(_ configure: (inout GeneratorOptions) -> Void) throws -> [String] {
        var options = GeneratorOptions()
        configure(&options)
        let model = try Snippet.parse(OutputPlanTests.modes)
        return XcodeCodegenConflicts.diagnostics(model: model, plan: OutputPlan(model: model, options: options), modelPath: "m").map(\.description)
    }

    @Test func autoConflictsForEveryEntityXcodeGenerates() throws {
        #expect(
            try conflicts { _ in } == [
                "Snippet.xml:3:1: error: Xcode generates entity 'Auto' itself (its Codegen is Class Definition), and cdgen would too; set its Codegen to Manual/None in the model editor so that cdgen alone writes it [xcode-codegen-conflict]",
                "Snippet.xml:4:1: error: Xcode generates entity 'Ext' itself (its Codegen is Category/Extension), and cdgen would too; set its Codegen to Manual/None in the model editor so that cdgen alone writes it [xcode-codegen-conflict]",
            ])
    }

    @Test func manualEntitiesOwnedByCdgenAreFine() throws {
        #expect(
            try conflicts {
                $0.codegen = .class; $0.codegenOverrides = ["Auto": .manual, "Ext": .manual]
            }.isEmpty)
    }
}
