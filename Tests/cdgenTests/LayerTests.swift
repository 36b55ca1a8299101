import CDGenTestSupport
import Foundation
import Testing

/// The layer rule: no two folders of the core (`Sources/CDGenCore/<Folder>`), and no two files of
/// the CLI, of the driver it shares with the plugin tool, or of that tool, use each other's types. Imports inside one module say nothing, so this reads the
/// sources: the top-level types each file declares (private ones left out), and the capitalised
/// names each file uses outside comments and string literals.
@Suite struct LayerTests {
    /// One Swift file: the group it belongs to and its text.
    struct Source {
        var group: String
        var text: String
    }

    /// The Swift files under `Sources/<module>`, grouped by `group`.
    static func sources(_ module: String, group: (_ relativePath: String) -> String) throws -> [Source] {
        let root = TestPaths.repositoryRoot.appendingPathComponent("Sources/\(module)")
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var found: [Source] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            let url = root.appendingPathComponent(path)
            found.append(Source(group: group(path), text: try String(contentsOf: url, encoding: .utf8)))
        }
        return found
    }

    /// The pairs of groups that use each other's types, each as "a <-> b (name, name)".
    static func mutualPairs(_ sources: [Source]) throws -> [String] {
        let declaration = try Regex(#"(?m)^(?:(?:public|package|internal|final|indirect) )*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z]\w*)"#)
        var owner: [String: String] = [:]
        for source in sources {
            for match in source.text.matches(of: declaration) {
                if let name = match.output[1].substring.map(String.init), owner[name] == nil { owner[name] = source.group }
            }
        }
        let comment = try Regex(#"//.*"#), string = try Regex(#""(?:\\.|[^"\\])*""#), word = try Regex(#"\b[A-Z]\w*\b"#)
        var uses: [String: [String: Set<String>]] = [:]
        for source in sources {
            let code = source.text.replacing(comment, with: "").replacing(string, with: "\"\"")
            for match in code.matches(of: word) {
                let name = String(code[match.range])
                if let other = owner[name], other != source.group { uses[source.group, default: [:]][other, default: []].insert(name) }
            }
        }
        var pairs: [String] = []
        for (a, targets) in uses {
            for (b, names) in targets where a < b {
                if let back = uses[b]?[a] {
                    pairs.append("\(a) <-> \(b) (\(names.sorted().joined(separator: ", ")) / \(back.sorted().joined(separator: ", ")))")
                }
            }
        }
        return pairs.sorted()
    }

    @Test func noTwoFoldersOfTheCoreUseEachOthersTypes() throws {
        let sources = try Self.sources("CDGenCore") { String($0.split(separator: "/")[0]) }
        #expect(Set(sources.map(\.group)).count >= 10, "the core's folders were not found")
        #expect(try Self.mutualPairs(sources) == [])
    }

    @Test func noTwoFilesOfTheCLIUseEachOthersTypes() throws {
        let sources = try Self.sources("cdgen") { $0 }
        #expect(sources.count >= 15, "the CLI's files were not found")
        #expect(try Self.mutualPairs(sources) == [])
    }

    @Test func noTwoFilesOfTheDriverOrThePluginToolUseEachOthersTypes() throws {
        let library = try Self.sources("CDGenDriver") { $0 }
        #expect(library.count >= 10, "the driver's files were not found")
        #expect(try Self.mutualPairs(library) == [])
        #expect(try Self.mutualPairs(try Self.sources("cdgen-plugin-tool") { $0 }) == [])
    }

    @Test func aMutualPairIsFound() throws {
        let sources = [
            Source(group: "A", text: "struct Alpha { var b: Beta }"),
            Source(group: "B", text: "enum Beta { static let a = \"Alpha\" }\nfunc f(_ a: Alpha) {}"),
            Source(group: "C", text: "// Alpha, Beta\nstruct Gamma { var b: Beta }"),
        ]
        #expect(try Self.mutualPairs(sources) == ["A <-> B (Beta / Alpha)"])
    }
}
