import CDGenTestSupport
import Foundation
import Testing

/// The README's "Use it in a package" example is the manifest the end-to-end test builds: its
/// target, platforms and dependency lines are those of `Samples/Package.swift`; its documentation
/// list links every page of the DocC catalog.
@Suite struct ReadmeTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The first ```swift block after `heading`.
    static func firstSwiftBlock(after heading: String, in text: String) -> String? {
        guard let section = text.range(of: heading),
            let start = text.range(of: "```swift\n", range: section.upperBound..<text.endIndex),
            let end = text.range(of: "```\n", range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }

    @Test func packageExampleIsTheSamplesManifest() throws {
        let readme = try Self.read("README.md"), manifest = try Self.read("Samples/Package.swift")
        let example = try #require(Self.firstSwiftBlock(after: "## Use it in a package\n", in: readme))
        let begin = try #require(manifest.range(of: "        // README: Use it in a package (begin)\n"))
        let end = try #require(manifest.range(of: "        // README: Use it in a package (end)\n"))
        let target = String(manifest[begin.upperBound..<end.lowerBound])
        #expect(target.contains(".plugin(name: \"CDGenPlugin\", package: \"cdgen\")"))
        #expect(example.contains(target), "the README's target differs from Samples/Package.swift's:\n\(target)")
        for line in manifest.split(separator: "\n") where line.contains("platforms:") || line.contains("// swift-tools-version") {
            #expect(example.contains(line + "\n"), "missing from the README: \(line)")
        }
        #expect(manifest.contains("        .package(name: \"cdgen\", path: \"..\"),\n"))
        #expect(example.contains("        .package(name: \"cdgen\", path: \"..\"),"))
    }

    @Test func documentationListNamesEveryPage() throws {
        let readme = try Self.read("README.md")
        let catalog = "Sources/cdgen/Documentation.docc"
        let pages = try FileManager.default.contentsOfDirectory(
            atPath: TestPaths.repositoryRoot.appendingPathComponent(catalog).path
        ).filter { $0.hasSuffix(".md") && $0 != "Documentation.md" }
        #expect(pages.count >= 10, "the catalog's pages were not found")
        for page in pages.sorted() {
            #expect(readme.contains("](\(catalog)/\(page))"), "the README's documentation list does not link \(page)")
        }
    }
}
