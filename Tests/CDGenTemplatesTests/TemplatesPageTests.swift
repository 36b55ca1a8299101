import CDGenTemplates
import CDGenTestSupport
import Foundation
import Testing

/// The example of the Templates page renders, over the Chat sample, the output the page shows.
@Suite struct TemplatesPageTests {
    @Test func thePagesExampleGivesTheOutputItShows() throws {
        let page = try String(
            contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Sources/cdgen/Documentation.docc/Templates.md"), encoding: .utf8)
        let example = try #require(page.components(separatedBy: "A repository type per entity:\n\n```\n").last)
        let template = try #require(example.components(separatedBy: "```\n").first)
        let shown = try #require(example.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```\n").first)
        let chat = TestPaths.repositoryRoot.appendingPathComponent("Samples/Chat/Chat.xcdatamodeld").path
        let rendered = try TemplateFixtures.render(template, models: [TemplateFixtures.model(chat)])
        #expect(rendered.hasSuffix(shown), "the page shows:\n\(shown)\nthe template renders:\n\(rendered)")
    }
}
