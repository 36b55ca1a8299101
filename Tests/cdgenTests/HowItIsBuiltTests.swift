import CDGenTestSupport
import Foundation
import Testing

/// The source layout of the "How it is built" page is the tree: every folder of the core is on it,
/// one line each, indented under its parent, and every folder it names exists.
@Suite struct HowItIsBuiltTests {
    /// The folders of the page's layout block, as paths (`Sources/CDGenCore/Emitting/Shared`):
    /// a line `  <indent>Name/  text` is a folder inside the nearest line above it with less indent.
    static func layoutFolders(_ page: String) throws -> [String] {
        let section = try #require(page.range(of: "## Source layout"))
        let start = try #require(page.range(of: "```\n", range: section.upperBound..<page.endIndex))
        let end = try #require(page.range(of: "```\n", range: start.upperBound..<page.endIndex))
        var parents: [(indent: Int, path: String)] = []
        var folders: [String] = []
        for line in page[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            let name = line.dropFirst(indent).prefix { $0 != " " }
            guard name.hasSuffix("/"), name.count > 1 else { continue }
            while let last = parents.last, last.indent >= indent { parents.removeLast() }
            let path = (parents.last.map { $0.path + "/" } ?? "") + name.dropLast()
            parents.append((indent, path))
            folders.append(path)
        }
        return folders
    }

    /// Every folder below `Sources/<module>`, as repository-relative paths.
    static func folders(under module: String) -> [String] {
        let root = TestPaths.repositoryRoot.appendingPathComponent("Sources/\(module)")
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var found: [String] = []
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            found.append("Sources/\(module)/" + url.path.dropFirst(root.path.count + 1))
        }
        return found
    }

    @Test func layoutNamesEveryCoreFolderAndNoOther() throws {
        let page = try String(
            contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Sources/cdgen/Documentation.docc/HowItIsBuilt.md"), encoding: .utf8)
        let listed = try Self.layoutFolders(page)
        let core = Self.folders(under: "CDGenCore")
        #expect(core.count >= 10, "the core's folders were not found")
        let listedCore = Set(listed.filter { $0.hasPrefix("Sources/CDGenCore/") })
        #expect(listedCore.subtracting(core).sorted() == [], "named on the page but not in the tree")
        #expect(Set(core).subtracting(listedCore).sorted() == [], "in the tree but not on the page")
        for path in listed {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: TestPaths.repositoryRoot.appendingPathComponent(path).path, isDirectory: &isFolder)
            #expect(exists && isFolder.boolValue, "the page names \(path)/, which is no folder")
        }
    }

    @Test func layoutNamesEveryScript() throws {
        let page = try String(
            contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Sources/cdgen/Documentation.docc/HowItIsBuilt.md"), encoding: .utf8)
        let section = try #require(page.range(of: "## Source layout"))
        let layout = String(page[section.upperBound...]).components(separatedBy: "\n## ")[0]
        let scripts = try FileManager.default.contentsOfDirectory(atPath: TestPaths.repositoryRoot.appendingPathComponent("Scripts").path)
        #expect(scripts.count >= 5, "the scripts were not found")
        let unnamed = scripts.filter { !layout.contains($0) }.sorted()
        #expect(unnamed == [], "scripts the layout does not name")
    }

    @Test func layoutParserReadsNesting() throws {
        let page = "## Source layout\n\n```\nSources/\n  A/   text/with slash\n    B/  x\n      C/\n    D/\n  E/\nTests/\n```\n"
        #expect(try Self.layoutFolders(page) == ["Sources", "Sources/A", "Sources/A/B", "Sources/A/B/C", "Sources/A/D", "Sources/E", "Tests"])
    }
}
