import CDGenTestSupport
import Foundation
import Testing

/// The layer rule: no two folders of the core (`Sources/CDGenCore/<Folder>`), no two sub-folders
/// (`Emitting/Shared` and `Emitting/CoreData`, or a file lying directly in a folder and a sibling
/// sub-folder), and no two files of the CLI, of the driver library or of the plugin tool use each
/// other's types, neither as a pair nor around a loop of three or more. Imports inside one module
/// say nothing, so this reads the sources: the top-level types each file declares (private ones
/// left out), and the capitalised names each file uses in its code, which a lexer separates from
/// comments and string literals (interpolations are code). `../shared/tools/layers.py` applies
/// the same rule from the command line.
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

    /// The group of a path at `depth` components: `Emitting/Shared` at depth 2 for
    /// `Emitting/Shared/CodePrinter.swift`, and the file itself when it lies higher.
    static func group(depth: Int) -> (String) -> String {
        { path in
            let parts = path.split(separator: "/")
            return parts.count > depth ? parts.prefix(depth).joined(separator: "/") : path
        }
    }

    /// Which group uses which other group's types, with the names that tie them.
    static func uses(_ sources: [Source]) throws -> [String: [String: Set<String>]] {
        let declaration = try Regex(#"(?m)^(?:(?:public|package|internal|final|indirect) )*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z]\w*)"#)
        var owner: [String: String] = [:]
        for source in sources {
            for match in SwiftCode.only(source.text).matches(of: declaration) {
                if let name = match.output[1].substring.map(String.init), owner[name] == nil { owner[name] = source.group }
            }
        }
        // Simple word boundaries: with Unicode's default ones `Quoted.name` would be one word.
        let word = try Regex(#"\b[A-Z]\w*\b"#).wordBoundaryKind(.simple)
        var uses: [String: [String: Set<String>]] = [:]
        for source in sources {
            let code = SwiftCode.only(source.text)
            for match in code.matches(of: word) {
                let name = String(code[match.range])
                if let other = owner[name], other != source.group { uses[source.group, default: [:]][other, default: []].insert(name) }
            }
        }
        return uses
    }

    /// The pairs of groups that use each other's types, each as "a <-> b (name, name / name)".
    static func mutualPairs(_ sources: [Source]) throws -> [String] {
        let uses = try uses(sources)
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

    /// Loops through three or more groups (strongly connected sets), each as "a , b , c".
    static func loops(_ sources: [Source]) throws -> [String] {
        let uses = try uses(sources)
        let edges = uses.mapValues { Set($0.keys) }
        var found: [String] = []
        for component in StronglyConnected.components(of: edges) where component.count > 2 {
            found.append(component.sorted().joined(separator: " , "))
        }
        return found.sorted()
    }

    static func expectNoTies(_ sources: [Source]) throws {
        let pairs = try mutualPairs(sources), loops = try loops(sources)
        #expect(pairs == [], "\(pairs.joined(separator: "\n"))")
        #expect(loops == [], "\(loops.joined(separator: "\n"))")
    }

    @Test func noTwoFoldersOfTheCoreUseEachOthersTypes() throws {
        let sources = try Self.sources("CDGenCore", group: Self.group(depth: 1))
        #expect(Set(sources.map(\.group)).count >= 10, "the core's folders were not found")
        try Self.expectNoTies(sources)
    }

    @Test func noTwoSubFoldersOfTheCoreUseEachOthersTypes() throws {
        let sources = try Self.sources("CDGenCore", group: Self.group(depth: 2))
        #expect(sources.contains { $0.group == "Emitting/Shared" }, "the core's sub-folders were not found")
        try Self.expectNoTies(sources)
    }

    /// The uses of a folder listed below another of the same parent in HowItIsBuilt's layout, each
    /// as "a -> b (names)": a folder may use only the folders listed above it.
    static func upwardUses(_ sources: [Source], order: [String]) throws -> [String] {
        let rank = Dictionary(order.enumerated().map { ($1, $0) }) { first, _ in first }
        func parent(_ path: String) -> Substring { path.split(separator: "/").dropLast().joined(separator: "/")[...] }
        var found: [String] = []
        for (a, targets) in try uses(sources) {
            for (b, names) in targets {
                guard let ra = rank[a], let rb = rank[b], rb > ra, parent(a) == parent(b) else { continue }
                found.append("\(a) -> \(b) (\(names.sorted().joined(separator: ", ")))")
            }
        }
        return found.sorted()
    }

    /// The layout's core folders, in the page's order, relative to `Sources/CDGenCore`.
    static func coreOrder() throws -> [String] {
        let page = try String(
            contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Sources/cdgen/Documentation.docc/HowItIsBuilt.md"), encoding: .utf8)
        return try HowItIsBuiltTests.layoutFolders(page).filter { $0.hasPrefix("Sources/CDGenCore/") }.map { String($0.dropFirst("Sources/CDGenCore/".count)) }
    }

    @Test func eachFolderOfTheCoreUsesOnlyFoldersListedAboveIt() throws {
        let order = try Self.coreOrder()
        #expect(order.contains("Emitting/Shared"), "the layout's folders were not found")
        for depth in [1, 2] {
            let upward = try Self.upwardUses(try Self.sources("CDGenCore", group: Self.group(depth: depth)), order: order)
            #expect(upward == [], "\(upward.joined(separator: "\n"))")
        }
    }

    @Test func aFolderUsingOneListedBelowItIsFound() throws {
        let sources = [
            Source(group: "A", text: "struct Alpha { var b: Beta }"),
            Source(group: "B", text: "struct Beta {}"),
            Source(group: "A/X", text: "struct Xi { var y: Ypsilon }"),
            Source(group: "A/Y", text: "struct Ypsilon { var a: Alpha }"),
        ]
        #expect(try Self.upwardUses(sources, order: ["A", "A/X", "A/Y", "B"]) == ["A -> B (Beta)", "A/X -> A/Y (Ypsilon)"])
        #expect(try Self.upwardUses(sources, order: ["B", "A", "A/Y", "A/X"]) == [])
    }

    @Test func noTwoFilesOfTheCLIUseEachOthersTypes() throws {
        let sources = try Self.sources("cdgen") { $0 }
        #expect(sources.count >= 15, "the CLI's files were not found")
        try Self.expectNoTies(sources)
    }

    @Test func noTwoFilesOfTheDriverLibraryOrThePluginToolUseEachOthersTypes() throws {
        let libraries = try FileManager.default.contentsOfDirectory(
            atPath: TestPaths.repositoryRoot.appendingPathComponent("Sources").path
        ).filter { $0.hasPrefix("CDGen") && $0 != "CDGenCore" }
        #expect(!libraries.isEmpty, "the driver library was not found")
        for library in libraries + ["cdgen-plugin-tool"] {
            try Self.expectNoTies(try Self.sources(library) { $0 })
        }
    }

    @Test func aMutualPairIsFound() throws {
        let sources = [
            Source(group: "A", text: "struct Alpha { var b: Beta }"),
            Source(group: "B", text: "enum Beta { static let a = \"Alpha\" }\nfunc f(_ a: Alpha) {}"),
            Source(group: "C", text: "// Alpha, Beta\nstruct Gamma { var b: Beta }"),
        ]
        #expect(try Self.mutualPairs(sources) == ["A <-> B (Beta / Alpha)"])
    }

    @Test func aLoopThroughThreeGroupsIsFound() throws {
        let sources = [
            Source(group: "A", text: "struct Alpha { var b: Beta }"),
            Source(group: "B", text: "struct Beta { var c: Gamma }"),
            Source(group: "C", text: "struct Gamma { var a: Alpha }"),
            Source(group: "D", text: "struct Delta { var a: Alpha }"),
        ]
        #expect(try Self.mutualPairs(sources) == [])
        #expect(try Self.loops(sources) == ["A , B , C"])
    }

    /// A `"//"` or a quote inside a literal or a comment hides no code: the use after it counts.
    @Test func literalsAndCommentsHideNoCode() throws {
        let texts = [
            #"let s = "//"; let b: Beta"#,
            #"let s = "a \" // b"; let b: Beta"#,
            "let s = \"\"\"\n  \" // \"\"\n  \"\"\"; let b: Beta",
            ##"let s = #"raw \" // "# ; let b: Beta"##,
            ###"let s = ##"a "# // "## ; let b: Beta"###,
            "/* outer /* nested \" */ still comment */ let b: Beta",
            #"let s = "\(Beta.self)""#,
            ##"let s = #"\#(Beta.self) // ")"#"##,
            #"let s = "\(f(")") + g("//"))" ; let b: Beta"#,
            "let t = Beta.self",
        ]
        for text in texts {
            let sources = [Source(group: "A", text: "struct Alpha {}\n" + text), Source(group: "B", text: "struct Beta { var a: Alpha }")]
            #expect(try Self.mutualPairs(sources) == ["A <-> B (Beta / Alpha)"], "\(text)")
        }
    }

    @Test func namesInLiteralsAndCommentsAreNoUse() throws {
        let texts = [
            #"let s = "Beta""#,
            "// Beta",
            "/* Beta */",
            "let s = \"\"\"\n Beta \\(x)\n \"\"\"",
            ##"let s = #"Beta \(Beta)"#"##,
        ]
        for text in texts {
            let sources = [Source(group: "A", text: "struct Alpha {}\n" + text), Source(group: "B", text: "struct Beta { var a: Alpha }")]
            #expect(try Self.mutualPairs(sources) == [], "\(text)")
        }
    }
}

/// Swift source with comments and string literals blanked out, keeping interpolated code: the
/// text a name search may read without being misled by prose or literals.
enum SwiftCode {
    static func only(_ text: String) -> String {
        var lexer = Lexer(bytes: Array(text.utf8))
        lexer.code(untilClosingParenthesis: false)
        return String(decoding: lexer.output, as: UTF8.self)
    }

    private struct Lexer {
        let bytes: [UInt8]
        var index = 0
        var output: [UInt8] = []

        func at(_ text: String, _ offset: Int = 0) -> Bool {
            let start = index + offset
            let pattern = Array(text.utf8)
            guard start + pattern.count <= bytes.count else { return false }
            return bytes[start..<start + pattern.count].elementsEqual(pattern)
        }

        /// Copies code, skipping comments and literals; inside an interpolation it stops after the
        /// parenthesis that closes it.
        mutating func code(untilClosingParenthesis: Bool) {
            var depth = 0
            while index < bytes.count {
                let byte = bytes[index]
                if at("//") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else if at("/*") {
                    blockComment()
                } else if let hashes = stringStart() {
                    string(hashes: hashes)
                } else {
                    if byte == UInt8(ascii: "(") { depth += 1 }
                    if byte == UInt8(ascii: ")") {
                        if untilClosingParenthesis && depth == 0 {
                            index += 1
                            return
                        }
                        depth -= 1
                    }
                    output.append(byte)
                    index += 1
                }
            }
        }

        mutating func blockComment() {
            var depth = 0
            repeat {
                if at("/*") {
                    depth += 1
                    index += 2
                } else if at("*/") {
                    depth -= 1
                    index += 2
                } else {
                    index += 1
                }
            } while depth > 0 && index < bytes.count
            output.append(UInt8(ascii: " "))
        }

        /// The number of `#`s when a string literal starts here (`"`, `"""`, `#"`, `##"""`, …).
        func stringStart() -> Int? {
            var hashes = 0
            while index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
            return index + hashes < bytes.count && bytes[index + hashes] == UInt8(ascii: "\"") ? hashes : nil
        }

        /// Skips a literal, lexing each interpolation (`\(…)`, `\#(…)` in a raw one) as code.
        mutating func string(hashes: Int) {
            index += hashes
            let quote = at("\"\"\"") ? "\"\"\"" : "\""
            index += quote.utf8.count
            let end = quote + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            output.append(contentsOf: Array("\"\"".utf8))
            while index < bytes.count, !at(end) {
                if at(escape) {
                    index += escape.utf8.count
                    if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                        index += 1
                        output.append(UInt8(ascii: " "))
                        code(untilClosingParenthesis: true)
                        output.append(UInt8(ascii: " "))
                    } else {
                        index += 1
                    }
                } else {
                    index += 1
                }
            }
            index += end.utf8.count
        }
    }
}

/// Tarjan's strongly connected components of a directed graph given as adjacency sets.
struct StronglyConnected {
    let edges: [String: Set<String>]
    private var index: [String: Int] = [:]
    private var low: [String: Int] = [:]
    private var stack: [String] = []
    private var onStack: Set<String> = []
    private var found: [[String]] = []

    private init(edges: [String: Set<String>]) { self.edges = edges }

    static func components(of edges: [String: Set<String>]) -> [[String]] {
        var search = StronglyConnected(edges: edges)
        let vertices = Set(edges.keys).union(edges.values.flatMap { $0 })
        for vertex in vertices.sorted() where search.index[vertex] == nil { search.visit(vertex) }
        return search.found
    }

    private mutating func visit(_ vertex: String) {
        index[vertex] = index.count
        low[vertex] = index[vertex]
        stack.append(vertex)
        onStack.insert(vertex)
        for next in (edges[vertex] ?? []).sorted() {
            if index[next] == nil {
                visit(next)
                low[vertex] = min(low[vertex]!, low[next]!)
            } else if onStack.contains(next) {
                low[vertex] = min(low[vertex]!, index[next]!)
            }
        }
        guard low[vertex] == index[vertex] else { return }
        var component: [String] = []
        while let top = stack.popLast() {
            onStack.remove(top)
            component.append(top)
            if top == vertex { break }
        }
        found.append(component)
    }
}
