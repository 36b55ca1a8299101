@testable import CDGenCore
import Testing

/// Names that must resolve, and an inheritance graph without cycles.
@Suite struct ReferenceChecksTests {
    static let cases: [LintCase] = [
        LintCase(
            check: .danglingDestination,
            entities: """
                <entity name="A" representedClassName="A">
                    <relationship name="r" maxCount="1" deletionRule="Nullify" destinationEntity="Gone"/>
                </entity>
                """, line: 4, message: "relationship 'A.r' points to 'Gone', which is not in the model"),
        LintCase(
            check: .danglingParent,
            entities: """
                <entity name="A" representedClassName="A" parentEntity="Gone"/>
                """, line: 3, message: "entity 'A' has parent 'Gone', which is not in the model"),
        LintCase(
            check: .parentCycle,
            entities: """
                <entity name="A" representedClassName="A" parentEntity="A"/>
                """, line: 3, message: "entity 'A' is its own ancestor through parentEntity ('A' → 'A')"),
        LintCase(
            check: .unknownEntity,
            entities: """
                <entity name="A" representedClassName="A"/>
                """, line: 2, message: "no entity named 'B' in the model; check the --entity option",
            options: {
                var o = GeneratorOptions(); o.entityFilter = ["B"]; return o
            }()),
        LintCase(
            check: .inheritanceTooDeep,
            entities: (0...ModelIndex.maxInheritanceDepth + 1).map { i in
                i == 0
                    ? "<entity name=\"E0\" representedClassName=\"E0\"/>" : "<entity name=\"E\(i)\" representedClassName=\"E\(i)\" parentEntity=\"E\(i - 1)\"/>"
            }.joined(separator: "\n"), line: 3 + ModelIndex.maxInheritanceDepth + 1, message: "more than 100 levels below its root entity"),
    ]

    @Test(arguments: cases) func finds(_ lint: LintCase) throws { try lint.verify() }

    @Test func everyEntityOnACycleIsReportedAndNoOtherOne() throws {
        let model = try Snippet.parse(
            """
            <entity name="A" representedClassName="A" parentEntity="B"/>
            <entity name="B" representedClassName="B" parentEntity="C"/>
            <entity name="C" representedClassName="C" parentEntity="B"/>
            """)
        let found = ModelValidator.validate(alone: model, options: GeneratorOptions())
        #expect(found.map(\.location?.line) == [4, 5])
        #expect(found.allSatisfy { $0.id == "parent-cycle" && $0.message.contains("'B' → 'C' → 'B'") || $0.message.contains("'C' → 'B' → 'C'") })
    }

    @Test func aHostileChainIsCheckedInLinearTime() throws {
        // 20 000 entities in one chain: each depth is computed once (a quadratic walk would take minutes).
        let chain = (0..<20_000).map { "<entity name=\"E\($0)\" representedClassName=\"E\($0)\"\($0 > 0 ? " parentEntity=\"E\($0 - 1)\"" : "")/>" }
        let found = ModelValidator.validate(alone: try Snippet.parse(chain.joined(separator: "\n")), options: GeneratorOptions())
        #expect(found.filter { $0.id == "inheritance-too-deep" }.count == 1)
    }
}
