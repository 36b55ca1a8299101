import CDGenTestSupport
import Foundation
import Testing

/// The Samples' runtime tests (`Samples/RuntimeTests`, run by `swift test` on macOS only) compile
/// here against the stand-ins, with the code they test built as the Samples package builds it:
/// `ChatSample`, `BankingSample` and `CompanySample` from what `cdgen generate --config <sample>/cdgen.json` writes
/// (the plugin's command) plus the sample's own code, `BankingSwiftData` from its goldens. Each
/// is a module, as in the package; then the test sources are type-checked against them and
/// Swift Testing. Nothing here runs them: this proves only that they use the documented API.
@Suite("The Samples' runtime tests type-check against the stand-ins")
struct RuntimeTestsTypeCheckTests {
    static let samples = TestPaths.repositoryRoot.appendingPathComponent("Samples")
    static let testSources = samples.appendingPathComponent("RuntimeTests")

    /// The runtime test files by name.
    static func testFiles() throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: testSources.path) where name.hasSuffix(".swift") {
            files[name] = try String(contentsOf: testSources.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    @Test("The runtime tests compile with the Samples' generated code")
    func runtimeTestsCompile() async throws {
        let files = try Self.testFiles()
        #expect(
            files.keys.sorted() == [
                "CoreDataRuntimeTests.swift", "ModelBuilderRuntimeTests.swift", "RuntimeSupport.swift", "StagedMigrationRuntimeTests.swift",
                "SwiftDataCoexistenceTests.swift", "Unavailable.swift",
            ])
        let problems = try await Self.typeCheck(files, label: "runtime-tests")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("A misused API in a runtime test fails at its line: a Core Data fetch request of the wrong entity class")
    func coreDataMisuse() async throws {
        try await Self.expectFault(
            in: "CoreDataRuntimeTests.swift", replacing: "let request: NSFetchRequest<Conversacion> = Conversacion.fetchRequest()",
            with: "let request: NSFetchRequest<Conversacion> = Mensaje.fetchRequest()", reports: "error:")
    }

    @Test("A misused API in a runtime test fails at its line: a SwiftData fetch without a FetchDescriptor")
    func swiftDataMisuse() async throws {
        try await Self.expectFault(
            in: "SwiftDataCoexistenceTests.swift", replacing: "context.fetch(FetchDescriptor<BankingSwiftData.User>())",
            with: "context.fetch(BankingSwiftData.User.self)", reports: "error:")
    }

    @Test("A misused API in a runtime test fails at its line: the staged migration without the bundle of the compiled model")
    func stagedMigrationMisuse() async throws {
        try await Self.expectFault(
            in: "StagedMigrationRuntimeTests.swift", replacing: "CompanyStagedMigration.use(in: description, bundle: bundle, steps: CompanyMigration())",
            with: "CompanyStagedMigration.use(in: description, steps: CompanyMigration())", reports: "error:")
    }

    /// Expects an error at the line of `new` after replacing `old` by it in `file`.
    static func expectFault(
        in file: String, replacing old: String, with new: String, reports message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        var files = try testFiles()
        let text = try #require(files[file], "no runtime test file \(file)")
        let range = try #require(text.range(of: old), "'\(old)' is not in \(file)")
        files[file] = text.replacingCharacters(in: range, with: new)
        let line = text[..<range.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).count
        let problems = try await typeCheck(files, label: "runtime-tests-fault")
        #expect(
            problems.contains { $0.contains("\(file):\(line):") && $0.contains(message) },
            "expected \(file):\(line): \(message) in:\n\(problems.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    /// Builds the sample modules, then type-checks `files` (the runtime tests) against them; the
    /// errors, each as `file:line:col: error: …`.
    static func typeCheck(_ files: [String: String], label: String) async throws -> [String] {
        let prepared = try await SwiftDataStandIn.shared.prepare()
        let folder = try Scratch.folder(label)
        defer { if !Scratch.keep { try? FileManager.default.removeItem(at: folder) } }
        let modules = folder.appendingPathComponent("modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        for sample in ["Chat", "Banking", "Company"] {
            try await emitSampleModule(sample, into: modules, scratch: folder, prepared: prepared)
        }
        let swiftData = try FileManager.default.contentsOfDirectory(atPath: samples.appendingPathComponent("Banking/GoldenSwiftData").path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { samples.appendingPathComponent("Banking/GoldenSwiftData/\($0)").path }
        try await emitModule("BankingSwiftData", sources: swiftData, into: modules, scratch: folder, prepared: prepared)

        let tests = folder.appendingPathComponent("RuntimeTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: tests.appendingPathComponent(name), atomically: false, encoding: .utf8) }
        let arguments =
            ["-typecheck", "-parse-as-library", "-module-name", "SamplesRuntimeTests", "-diagnostic-style=llvm", "-no-color-diagnostics"]
            + SwiftDataCheck.languageMode + prepared.arguments + ["-I", modules.path]
            + files.keys.sorted().map { tests.appendingPathComponent($0).path }
        let (status, output) = try await Toolchain.runSwiftc(arguments, outputFile: folder.appendingPathComponent("tests.log"))
        var problems = SwiftDataCheck.outcome(of: output, label: label).problems
        if status != 0, problems.isEmpty { problems.append("\(label): swiftc failed (status \(status)):\n\(output.prefix(4000))") }
        return problems
    }

    /// `<Sample>Sample`: the files `cdgen generate` writes with the sample's cdgen.json (as the
    /// plugin runs it), rewritten for Linux like every generated file the harness checks, the
    /// sample's own code and the resource accessor SwiftPM generates for a target with resources.
    static func emitSampleModule(_ sample: String, into modules: URL, scratch: URL, prepared: SwiftDataStandIn.Prepared) async throws {
        let folder = samples.appendingPathComponent(sample)
        let generated = scratch.appendingPathComponent("\(sample)-generated")
        let run = try CLI.run([
            "generate", folder.appendingPathComponent("\(sample).xcdatamodeld").path, "--output", generated.path,
            "--config", folder.appendingPathComponent("cdgen.json").path,
        ])
        guard run.status == 0 else { throw HarnessError("cdgen generate \(sample) failed: \(run.stderr)") }
        var sources: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: generated.path).filter({ $0.hasSuffix(".swift") }).sorted() {
            let url = generated.appendingPathComponent(name)
            let text = try String(contentsOf: url, encoding: .utf8)
            let rewritten = SwiftRewriter.analyze(text, fileName: name, mode: prepared.standIns.rewriteMode).rewritten
            try rewritten.write(to: url, atomically: false, encoding: .utf8)
            sources.append(url.path)
        }
        let accessor = generated.appendingPathComponent("resource_bundle_accessor.swift")
        try "import Foundation\nextension Foundation.Bundle {\n    static var module: Bundle { Bundle.main }\n}\n"
            .write(to: accessor, atomically: false, encoding: .utf8)
        sources += [folder.appendingPathComponent("\(sample)Sample.swift").path, accessor.path]
        try await emitModule("\(sample)Sample", sources: sources, into: modules, scratch: scratch, prepared: prepared)
    }

    /// `swiftc -emit-module` of `sources` as `name`, in the Samples package's language mode.
    static func emitModule(_ name: String, sources: [String], into modules: URL, scratch: URL, prepared: SwiftDataStandIn.Prepared) async throws {
        let arguments =
            ["-emit-module", "-parse-as-library", "-module-name", name, "-emit-module-path", modules.appendingPathComponent("\(name).swiftmodule").path]
            + SwiftDataCheck.languageMode + prepared.arguments + sources
        let (status, output) = try await Toolchain.runSwiftc(arguments, outputFile: scratch.appendingPathComponent("\(name).log"))
        if status != 0 { throw HarnessError("module \(name) does not compile:\n\(output.prefix(4000))") }
    }
}
