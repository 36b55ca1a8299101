import CDGenTestSupport
import Foundation
import Testing

/// The README's "Use it in a package" examples are the manifests the end-to-end test builds: the
/// source form's target, platforms and dependency lines are those of `Samples/Package.swift`, and the
/// binary form, shown first, is the same target with the plugin taken from CDGenPlugins (the edit
/// `Scripts/plugin-e2e.sh` makes to build the Samples with the plugin-only package); the
/// documentation list links every page of the DocC catalog.
@Suite struct ReadmeTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The ```swift blocks of the section that starts with `heading`, up to the next `## ` heading.
    static func swiftBlocks(after heading: String, in text: String) -> [String] {
        guard let section = text.range(of: heading) else { return [] }
        let sectionEnd = text.range(of: "\n## ", range: section.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
        var blocks: [String] = [], rest = section.upperBound..<sectionEnd
        while let start = text.range(of: "```swift\n", range: rest),
            let end = text.range(of: "```\n", range: start.upperBound..<sectionEnd)
        {
            blocks.append(String(text[start.upperBound..<end.lowerBound]))
            rest = end.upperBound..<sectionEnd
        }
        return blocks
    }

    @Test func packageExampleIsTheSamplesManifest() throws {
        let readme = try Self.read("README.md"), manifest = try Self.read("Samples/Package.swift")
        let blocks = Self.swiftBlocks(after: "## Use it in a package\n", in: readme)
        try #require(blocks.count == 2, "expected the binary form, then the source form")
        let (binary, example) = (blocks[0], blocks[1])
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
        let binaryTarget = target.replacingOccurrences(of: "package: \"cdgen\")", with: "package: \"CDGenPlugins\")")
        #expect(binaryTarget != target)
        #expect(binary.contains(binaryTarget), "the README's binary form is not the Samples target with CDGenPlugins's plugin:\n\(binaryTarget)")
        #expect(binary.contains(".package(url: \"<CDGenPlugins repository URL>\", from: \"0.1.0\"),"))
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
