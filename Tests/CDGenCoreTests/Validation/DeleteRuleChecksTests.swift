@testable import CDGenCore
import Testing

/// Delete rules that lose data or block deletion are warnings.
@Suite struct DeleteRuleChecksTests {
    /// A to-many `A.bs` with `ruleA` and its to-one inverse `B.a` with `ruleB`.
    static func pair(_ ruleA: String, _ ruleB: String) -> String {
        """
        <entity name="A" representedClassName="A">
            <relationship name="bs" toMany="YES" deletionRule="\(ruleA)" destinationEntity="B" inverseName="a" inverseEntity="B"/>
        </entity>
        <entity name="B" representedClassName="B">
            <relationship name="a" maxCount="1" deletionRule="\(ruleB)" destinationEntity="A" inverseName="bs" inverseEntity="A"/>
        </entity>
        """
    }

    static let cases: [LintCase] = [
        LintCase(
            check: .noActionDeleteRule, entities: pair("Nullify", "No Action"), line: 7,
            message: "relationship 'B.a' uses the No Action delete rule"),
        LintCase(
            check: .denyDeleteRule, entities: pair("Cascade", "Deny"), line: 7,
            message: "relationship 'B.a' uses Deny and its inverse 'A.bs' uses Cascade"),
        LintCase(
            check: .cascadeBothSides, entities: pair("Cascade", "Cascade"), line: 4,
            message: "relationship 'A.bs' and its inverse 'B.a' both use Cascade on a to-many pair"),
    ]

    @Test(arguments: cases) func finds(_ lint: LintCase) throws { try lint.verify() }

    @Test(arguments: [("Nullify", "Nullify"), ("Cascade", "Nullify"), ("Deny", "Nullify"), ("Nullify", "Deny")])
    func ordinaryRulesAreFine(_ rules: (String, String)) throws {
        #expect(ModelValidator.validate(alone: try Snippet.parse(Self.pair(rules.0, rules.1)), options: GeneratorOptions()).isEmpty)
    }

    @Test func cascadeOnBothSidesOfAOneToOneIsFine() throws {
        let model = try Snippet.parse(Self.pair("Cascade", "Cascade").replacingOccurrences(of: "toMany=\"YES\"", with: "maxCount=\"1\""))
        #expect(ModelValidator.validate(alone: model, options: GeneratorOptions()).isEmpty)
    }
}
