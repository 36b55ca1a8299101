import CDGenTestSupport
import Foundation
import Testing

/// Every command goes through `Driver`: the files of the two executables read arguments and
/// print what the driver returns, and never run a pipeline stage, a collector or a write of
/// their own.
@Suite struct ThinCommandLineTests {
    /// What only the driver may use.
    static let driversOwn = ["Pipeline", "DiagnosticCollector", "GenerationRun", "OutputWriter", "KeptUntilExit", "PipelineStopped"]

    /// What the command line leaves to the core, the driver and the source check: locating a
    /// model, reading the app's Swift, fixing it and writing it.
    static let othersOwn = ["ModelLocator", "SourceReader", "SourceFixer", "SourceFileWriter"]

    /// The names of `names` that the code of `module`'s files uses, as "file: name".
    static func uses(in module: String, of names: [String] = driversOwn) throws -> [String] {
        let root = TestPaths.repositoryRoot.appendingPathComponent("Sources/\(module)")
        // Whole identifiers, not `\b` words: Unicode word boundaries keep `Pipeline.start` one word.
        let comment = try Regex(#"//.*"#), word = try Regex(#"[A-Za-z_][A-Za-z0-9_]*"#)
        var found: [String] = []
        for case let path as String in FileManager.default.enumerator(atPath: root.path)! where path.hasSuffix(".swift") {
            let code = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8).replacing(comment, with: "")
            let used = Set(code.matches(of: word).map { String(code[$0.range]) })
            found += names.filter(used.contains).map { "\(path): \($0)" }
        }
        return found.sorted()
    }

    @Test func theCommandsOnlyReadArgumentsAndPrint() throws {
        #expect(try Self.uses(in: "cdgen") == [])
        #expect(try Self.uses(in: "cdgen-plugin-tool") == [])
    }

    /// `lint --sources` too: the CLI hands the source check its arguments and prints what it
    /// returns; the source check runs the model's lint through the driver, with no collector or
    /// stage of its own, and writes fixes through the driver.
    @Test func theSourceCheckRunsThroughTheDriver() throws {
        #expect(try Self.uses(in: "cdgen", of: Self.othersOwn) == [])
        #expect(try Self.uses(in: "CDGenSourceCheck", of: Self.driversOwn.filter { $0 != "Pipeline" }) == [])
        let used = Set(try Self.uses(in: "CDGenSourceCheck", of: ["Driver"] + Self.othersOwn).map { String($0.split(separator: " ").last!) })
        #expect(used == ["Driver", "SourceReader", "SourceFixer", "SourceFileWriter"])
    }

    @Test func theDriverIsWhatUsesThem() throws {
        // The check above would pass on a misspelt list: the driver itself must use every name.
        let used = Set(try Self.uses(in: "CDGenDriver").map { String($0.split(separator: " ").last!) })
        #expect(used == Set(Self.driversOwn))
    }
}
