@testable import CDGenCore
import Testing

/// One lint fixture: entities in, the one finding expected out (its check, line and words).
struct LintCase: CustomTestStringConvertible, Sendable {
    /// The check the fixture must trigger.
    var check: LintCheck
    /// `<entity>` elements, starting on line 3 of the model file.
    var entities: String
    /// The line of the finding.
    var line: Int
    /// Words the message must contain.
    var message: String
    /// Options other than the defaults.
    var options = GeneratorOptions()

    var testDescription: String { "\(check.id) @\(line)" }

    /// Validates the fixture and checks that it finds exactly `check`, at `line`, with `message`.
    func verify() throws {
        let model = try Snippet.parse(entities)
        let found = ModelValidator.validate(alone: model, options: options)
        #expect(Set(found.compactMap(\.id)) == [check.id], "\(found)")
        let finding = try #require(found.first { $0.id == check.id })
        #expect(finding.severity == check.severity)
        #expect(finding.location?.line == line, "\(finding)")
        #expect(finding.message.contains(message), "\(finding.message)")
        #expect(finding.description.hasSuffix("[\(check.id)]"))
    }
}
