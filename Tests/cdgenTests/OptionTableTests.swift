import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// The command line's flags and the docs' option tables against the table of options
/// (`GeneratorOption`): a flag per option with the table's name, help and kind, no generator flag
/// outside the table but the command-line-only ones, and a documented row per option.
@Suite struct OptionTableTests {
    /// The flags of `generate` that are not options of the table: what to run and where to write,
    /// and the generator's command-line-only choices (`complement`, `entity`, `model-file-when-empty`).
    static let commandLineOnly: Set<String> = [
        "output", "list-outputs", "prune", "keep-edited-class-files", "strict", "model-version", "config", "complement", "entity",
        "model-file-when-empty", "declared-outputs", "replan-marker", "unplanned-file", "remove-stale", "xcode-project", "version", "help",
    ]

    struct Argument: Decodable {
        struct Name: Decodable {
            var kind: String
            var name: String
        }
        var kind: String
        var names: [Name]?
        var abstract: String?
    }

    /// `generate`'s arguments as swift-argument-parser describes them, by long name.
    static func generateArguments() throws -> [String: Argument] {
        struct Help: Decodable {
            struct Command: Decodable { var arguments: [Argument] }
            var command: Command
        }
        let run = try CLI.run(["generate", "--experimental-dump-help"])
        #expect(run.status == 0, "\(run.stderr)")
        let arguments = try JSONDecoder().decode(Help.self, from: Data(run.stdout.utf8)).command.arguments
        return Dictionary(
            arguments.compactMap { argument in argument.names?.first { $0.kind == "long" }.map { ($0.name, argument) } }, uniquingKeysWith: { a, _ in a })
    }

    @Test func eachOptionHasItsFlagAndEveryFlagAnOption() throws {
        let arguments = try Self.generateArguments()
        for option in GeneratorOption.allCases {
            let argument = try #require(arguments[option.flag], "no --\(option.flag)")
            #expect(argument.abstract == option.spec.help, "--\(option.flag)")
            let isBool = option.spec.value == .bool
            #expect(argument.kind == (isBool ? "flag" : "option"), "--\(option.flag)")
            #expect((arguments["no-" + option.flag]?.kind == "flag") == isBool, "--no-\(option.flag)")
        }
        let tableFlags = Set(GeneratorOption.allCases.flatMap { [$0.flag, "no-" + $0.flag] })
        let others = Set(arguments.keys).subtracting(tableFlags).subtracting(Self.commandLineOnly)
        #expect(others.isEmpty, "flags of generate that are neither options of the table nor command-line only: \(others.sorted())")
    }

    static let docs = TestPaths.repositoryRoot.appendingPathComponent("Sources/cdgen/Documentation.docc")

    /// The cells of the first column of the Markdown table whose header starts with `header`.
    static func firstColumn(_ page: String, header: String) throws -> [String] {
        let text = try String(contentsOf: docs.appendingPathComponent(page), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix(header) }, "\(page): no table \(header)")
        return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            line.split(separator: "|", omittingEmptySubsequences: false)[1].trimmingCharacters(in: .whitespaces)
        }
    }

    /// Configuration.md's key table lists the keys in the table's order, each option with its default.
    @Test func theConfigurationPageListsEveryKey() throws {
        let rows = try Self.firstColumn("Configuration.md", header: "| key | value | meaning |")
        let keys = rows.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) } }
        #expect(keys == GeneratorConfig.keys)
        let text = try String(contentsOf: Self.docs.appendingPathComponent("Configuration.md"), encoding: .utf8)
        for option in GeneratorOption.allCases {
            let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("| ") && $0.contains("`\(option.key)`") })
            let shown: String
            switch option.value(in: GeneratorOptions()) {
            case .bool(let on): shown = "`\(on)` (default)"
            case .integer(let number): shown = option.spec.value == .xcodeVersion ? "`\"\(number)\"` (default)" : "`\(number)` (default)"
            case .name(let name): shown = "`\"\(name)\"` (default)"
            }
            #expect(row.contains(shown), "Configuration.md's row of \(option.key) does not show \(shown)")
        }
        let entityKeys = try Self.firstColumn("Configuration.md", header: "| key | on | value | effect |").filter { !$0.isEmpty }
        let perEntity = GeneratorOption.allCases.filter(\.spec.perEntity).map { "`cdgen.\($0.key)`" }
        #expect(Array(entityKeys.prefix(perEntity.count)) == perEntity)
    }

    /// CLI.md names every option's flag (`--no-x` for an option on by default).
    @Test func theCommandLinePageNamesEveryFlag() throws {
        let text = try String(contentsOf: Self.docs.appendingPathComponent("CLI.md"), encoding: .utf8)
        for option in GeneratorOption.allCases {
            let flag = option.value(in: GeneratorOptions()) == .bool(true) ? "--no-\(option.flag)" : "--\(option.flag)"
            #expect(text.contains("`\(flag)"), "CLI.md does not name \(flag)")
        }
    }
}
