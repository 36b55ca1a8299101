@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// The catalogue: every check has a fixture, ids are stable kebab-case, real models pass.
@Suite struct LintCheckTests {
    static let allCases =
        ReferenceChecksTests.cases + InverseChecksTests.cases + DeleteRuleChecksTests.cases
        + DuplicateNameChecksTests.cases + IdentifierChecksTests.cases + OutputNameChecksTests.cases
        + AccessorChecksTests.cases + AttributeValueChecksTests.cases + CodegenModeChecksTests.cases
        + CloudKitAndMomcChecksTests.cases

    @Test func everyCheckHasAFixture() {
        let tested = Set(Self.allCases.map(\.check)).union(MigrationCheckTests.checks).union(VersionLockTests.checks)
            .union(CloudKitAndMomcChecksTests.shownWithOthers)
        let checks = Set(LintCatalogue.checks.filter { $0.family == .lint || $0.family == .migration })
        #expect(tested == checks, "untested: \(checks.subtracting(tested).map(\.id))")
    }

    @Test func idsAreKebabCaseAndUnique() {
        let ids = LintCatalogue.checks.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression) != nil })
    }

    @Test func strictMakesWarningsErrors() throws {
        let lint = InverseChecksTests.cases[0]
        let found = ModelValidator.validate(alone: try Snippet.parse(lint.entities), options: GeneratorOptions())
        #expect(found.map(\.severity) == [.warning])
        let strict = DiagnosticCollector(strict: true)
        strict.add(found)
        #expect(strict.diagnostics.map(\.severity) == [.error])
        #expect(throws: DiagnosticError.self) { try Pipeline.generate(try Snippet.parse(lint.entities), options: GeneratorOptions(), strict: true) }
    }

    @Test func theSamplesHaveNoFindings() throws {
        for sample in TestPaths.samples {
            let loaded = try ModelParser.load(sample.appendingPathComponent("\(sample.lastPathComponent).xcdatamodeld").path)
            #expect(ModelValidator.validate(alone: loaded.parsed.model, options: GeneratorOptions()).isEmpty, "\(sample.lastPathComponent)")
        }
    }

    @Test func findingsAreSortedByPlace() throws {
        let model = try Snippet.parse(
            """
            <entity name="B" representedClassName="B" parentEntity="Gone">
                <attribute name="hash" optional="YES" attributeType="String"/>
            </entity>
            <entity name="A" representedClassName="A" codeGenerationType="nope"/>
            """)
        #expect(ModelValidator.validate(alone: model, options: GeneratorOptions()).map(\.location?.line) == [3, 4, 6])
    }
}
