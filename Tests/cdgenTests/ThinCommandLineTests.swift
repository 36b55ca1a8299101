import CDGenTestSupport
import Foundation
import Testing

/// Every command goes through `Driver`: the files of the two executables read arguments and
/// print what the driver returns, and never run a pipeline stage, a collector or a write of
/// their own.
@Suite struct ThinCommandLineTests {
    /// What only the driver may use.
    static let driversOwn = ["Pipeline", "DiagnosticCollector", "GenerationRun", "OutputWriter", "KeptUntilExit", "PipelineStopped"]

    /// The names of `driversOwn` that the code of `module`'s files uses, as "file: name".
    static func uses(in module: String) throws -> [String] {
        let root = TestPaths.repositoryRoot.appendingPathComponent("Sources/\(module)")
        // Whole identifiers, not `\b` words: Unicode word boundaries keep `Pipeline.start` one word.
        let comment = try Regex(#"//.*"#), word = try Regex(#"[A-Za-z_][A-Za-z0-9_]*"#)
        var found: [String] = []
        for case let path as String in FileManager.default.enumerator(atPath: root.path)! where path.hasSuffix(".swift") {
            let code = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8).replacing(comment, with: "")
            let names = Set(code.matches(of: word).map { String(code[$0.range]) })
            found += Self.driversOwn.filter(names.contains).map { "\(path): \($0)" }
        }
        return found.sorted()
    }

    @Test func theCommandsOnlyReadArgumentsAndPrint() throws {
        #expect(try Self.uses(in: "cdgen") == [])
        #expect(try Self.uses(in: "cdgen-plugin-tool") == [])
    }

    @Test func theDriverIsWhatUsesThem() throws {
        // The check above would pass on a misspelt list: the driver itself must use every name.
        let used = Set(try Self.uses(in: "CDGenDriver").map { String($0.split(separator: " ").last!) })
        #expect(used == Set(Self.driversOwn))
    }
}
