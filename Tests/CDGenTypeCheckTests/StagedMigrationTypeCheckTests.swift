import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// `cdgen generate <bundle> --staged-migration` for every multi-version bundle of the Samples and
/// the corpus (pairs, models, wild): each step of the staged migration is custom exactly when
/// `cdgen lint --model-version <to> --migration-from <from>` finds what lightweight migration
/// cannot infer; every stage goes one step, no version is the source of two stages nor hashes as
/// another listed one, the handlers are `@Sendable` and no model is loaded (`stageProblems`, over
/// the text); and the file, with an app's conformance written from lint's findings, compiles
/// against the CoreData stand-in without a warning in Swift 5, and in Swift 6 with the default
/// isolation the main actor (`--nonisolated`'s text). The deliberate faults show a wrong argument
/// label, a missing handler, a handler that takes the main actor, a stage of two steps and a
/// wrong availability are caught (the last by `AvailabilityScanner`, in `SDKAvailabilityTests`).
@Suite("Staged migration compiles and agrees with lint")
struct StagedMigrationTypeCheckTests {
    /// The options of the runs this suite compiles (`OptionCoverageTests` reads them).
    static let arguments = ["--staged-migration"]

    /// One bundle's staged file and what lint says of its steps.
    struct Staged: Sendable {
        var id: String
        var modelName: String
        var text: String
        /// The file `--nonisolated` writes, for targets whose default isolation is the main actor.
        var isolatedText: String
        /// The bundle.
        var path: String
        /// The versions the file migrates, oldest first (its `versions`).
        var versions: [String]
        /// Per step, how many findings lint has that lightweight migration cannot infer.
        var blocking: [Int]
    }

    @Test("Every multi-version bundle: the stages agree with lint, and the file compiles in Swift 5 and 6")
    func corpus() async throws {
        let bundles = try Self.bundles()
        var staged: [Staged] = []
        var problems: [String] = []
        for (id, path) in bundles {
            let folder = try Scratch.folder("staged-\(staged.count)")
            defer { if !Scratch.keep { try? FileManager.default.removeItem(at: folder) } }
            let run = try CLI.run(["generate", path] + Self.arguments + ["-o", folder.path])
            let isolated = try CLI.run(["generate", path] + Self.arguments + ["--nonisolated", "-o", folder.appendingPathComponent("isolated").path])
            guard run.status == 0, isolated.status == 0 else {
                problems.append("\(id): cdgen generate --staged-migration failed (status \(run.status)):\n\(run.stderr.prefix(2000))")
                continue
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix("StagedMigration.swift") }
            guard let name = names.first else { continue }   // one readable version: a note, no file
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let isolatedText = try String(contentsOf: folder.appendingPathComponent("isolated/\(name)"), encoding: .utf8)
            var found = Staged(
                id: id, modelName: String(name.dropLast("StagedMigration.swift".count)), text: text, isolatedText: isolatedText, path: path,
                versions: Self.versions(in: text), blocking: [])
            for (from, to) in zip(found.versions, found.versions.dropFirst()) {
                let lint = try CLI.run(["lint", path, "--model-version", to, "--migration-from", from])
                found.blocking.append((lint.stdout + lint.stderr).components(separatedBy: "[migration-not-inferable]").count - 1)
            }
            problems += Self.disagreements(found) + Self.stageProblems(found)
            staged.append(found)
        }
        for problem in problems { Issue.record(Comment(rawValue: problem)) }
        #expect(staged.contains { $0.id.hasPrefix("Samples/") }, "no Sample has two versions")
        #expect(staged.count >= (TestPaths.hasCorpus ? 10 : 1), "staged files: \(staged.map(\.id))")
        let outcome = try await Self.typeCheck(staged, label: "corpus")
        for problem in outcome { Issue.record(Comment(rawValue: problem)) }
        let steps = staged.reduce(0) { $0 + $1.blocking.count }, custom = staged.reduce(0) { $0 + $1.blocking.filter { $0 > 0 }.count }
        print(
            "staged migration: \(bundles.count) bundle(s), \(staged.count) with a staged file, \(steps) step(s) of which \(custom) custom, checked against lint and one step each, compiled in Swift 5 and 6 (main actor by default); \(problems.count + outcome.count) problem(s)"
        )
    }

    // MARK: Deliberate faults

    @Test("The Company sample's file compiles in every configuration; a wrong argument label and a missing handler do not")
    func faults() async throws {
        let sample = try Self.companySample()
        #expect(Self.stageProblems(sample).isEmpty, "\(Self.stageProblems(sample))")
        #expect(try await Self.typeCheck([sample], label: "fault-baseline", configurations: Configuration.all).isEmpty)
        var wrongLabel = sample
        wrongLabel.text = sample.text.replacingOccurrences(of: "NSCustomMigrationStage(migratingFrom:", with: "NSCustomMigrationStage(from:")
        #expect(wrongLabel.text != sample.text)
        let label = try await Self.typeCheck([wrongLabel], label: "fault-label")
        #expect(label.contains { $0.contains("CompanyStagedMigration.swift") && $0.contains("error:") }, "\(label)")
        // The app's conformance without the did-handler of the custom step: the protocol requires it.
        let missing = try await Self.typeCheck(
            [sample], label: "fault-handler", conformance: { Self.conformance($0).replacingOccurrences(of: "func didMigrate", with: "func unrelated") })
        #expect(missing.contains { $0.contains("does not conform to protocol 'CompanyMigrationSteps'") }, "\(missing)")
        // A handler left unassigned is not a stage that silently runs: removing the requirement is the only way, and the manager then does not compile.
        var unassigned = sample
        unassigned.text = sample.text.replacingOccurrences(
            of: "    nonisolated func didMigrateArchivedToCompany(_ manager: NSStagedMigrationManager, _ stage: NSCustomMigrationStage) throws\n", with: "")
        #expect(unassigned.text != sample.text)
        let dropped = try await Self.typeCheck([unassigned], label: "fault-requirement", conformance: { _ in "" })
        #expect(dropped.contains { $0.contains("didMigrateArchivedToCompany") }, "\(dropped)")
    }

    @Test("A handler without @Sendable, a stage of two steps, a source named twice and a loaded model break the stage properties")
    func stageFaults() throws {
        let sample = try Self.companySample()
        let faults = [
            ("{ @Sendable in", "{"), ("to: try reference(1,", "to: try reference(2,"), ("migratingFrom: try reference(0,", "migratingFrom: try reference(1,"),
            (
                "let checksums = try versionChecksums(in: bundle)",
                "let checksums = try versionChecksums(in: bundle)\n        _ = NSManagedObjectModel(contentsOf: bundle.bundleURL)"
            ),
        ]
        for (old, new) in faults {
            var faulty = sample
            faulty.text = sample.text.replacingOccurrences(of: old, with: new)
            #expect(faulty.text != sample.text, "\(old)")
            #expect(!Self.stageProblems(faulty).isEmpty, "\(old) → \(new)")
        }
        // Two versions that hash the same listed apart: their checksum would be the source of two stages.
        var twice = sample
        twice.path = TestPaths.repositoryRoot.appendingPathComponent("Samples/Company/Company.xcdatamodeld").path
        twice.versions = ["Company", "Company"]
        #expect(Self.stageProblems(twice).contains { $0.contains("hash the same") }, "\(Self.stageProblems(twice))")
    }

    @Test(
        "Without --nonisolated, an app target (main actor by default) compiles the handlers' calls; the requirements without nonisolated (the old file) do not"
    )
    func mainActorWithoutNonisolated() async throws {
        let sample = try Self.companySample()
        let app = [Configuration(version: "6", mainActor: true)]
        let clean = try await Self.typeCheck([sample], label: "isolation", configurations: app)
        #expect(clean.isEmpty, "\(clean)")
        var old = sample
        old.text = sample.text.replacingOccurrences(of: "    nonisolated func ", with: "    func ")
        #expect(old.text != sample.text)
        let problems = try await Self.typeCheck([old], label: "fault-isolation", configurations: app)
        #expect(
            problems.contains {
                $0.contains("call to main actor-isolated instance method 'willMigrateArchivedToCompany' in a synchronous nonisolated context")
            },
            "\(problems)")
    }

    // MARK: Helpers

    /// The Samples' bundles and the corpus's (pairs, models, wild), each once: id and path.
    static func bundles() throws -> [(String, String)] {
        var models = SwiftDataCatalog.samples().map { ($0.id, $0.path) }
        if TestPaths.hasCorpus { models += try SwiftDataCatalog.corpus().map { ($0.id, $0.path) } }
        if TestPaths.hasRealModels { models += try SwiftDataCatalog.realModels().map { ($0.id, $0.path) } }
        var seen: Set<String> = []
        return models.filter { $0.1.hasSuffix(".xcdatamodeld") && seen.insert($0.1).inserted }
    }

    /// The Company sample, generated.
    static func companySample() throws -> Staged {
        let path = TestPaths.repositoryRoot.appendingPathComponent("Samples/Company/Company.xcdatamodeld").path
        let folder = try Scratch.folder("staged-company")
        defer { if !Scratch.keep { try? FileManager.default.removeItem(at: folder) } }
        let run = try CLI.run(["generate", path] + Self.arguments + ["-o", folder.path])
        let isolated = try CLI.run(["generate", path] + Self.arguments + ["--nonisolated", "-o", folder.appendingPathComponent("isolated").path])
        try #require(run.status == 0 && isolated.status == 0, "\(run.stderr)\(isolated.stderr)")
        let text = try String(contentsOf: folder.appendingPathComponent("CompanyStagedMigration.swift"), encoding: .utf8)
        let isolatedText = try String(contentsOf: folder.appendingPathComponent("isolated/CompanyStagedMigration.swift"), encoding: .utf8)
        return Staged(
            id: "Samples/Company", modelName: "Company", text: text, isolatedText: isolatedText, path: path, versions: versions(in: text), blocking: [1])
    }

    /// The names in `static let versions = [...]`.
    static func versions(in text: String) -> [String] {
        guard let line = text.split(separator: "\n").first(where: { $0.contains("static let versions = [") }) else { return [] }
        let list = line.drop { $0 != "[" }.dropFirst().dropLast()
        return list.components(separatedBy: "\", \"").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
    }

    /// Where the file's stages differ from lint: a step is custom (its two handlers are written)
    /// exactly when lint finds what lightweight migration cannot infer, with as many reasons listed.
    static func disagreements(_ staged: Staged) -> [String] {
        let names = Naming.stepVersionNames(labels: staged.versions)
        var problems: [String] = []
        for (index, count) in staged.blocking.enumerated() {
            let methods = Naming.migrationStepMethods(from: names[index], to: names[index + 1])
            let isCustom = staged.text.contains("try steps.\(methods.will)($0, $1)") && staged.text.contains("try steps.\(methods.did)($0, $1)")
            let step = "\(staged.id): '\(staged.versions[index])' → '\(staged.versions[index + 1])'"
            if isCustom != (count > 0) {
                problems.append("\(step): the stage is \(isCustom ? "custom" : "lightweight"), lint finds \(count) change(s) it cannot infer")
            }
            if isCustom, reasons(of: methods.will, in: staged.text) != count {
                problems.append("\(step): \(reasons(of: methods.will, in: staged.text)) reason(s) documented, lint has \(count)")
            }
        }
        return problems
    }

    /// Where the stages break Core Data's rules: each stage goes from `versions[i]` to
    /// `versions[i + 1]`, every step once, in order (so no version is the source or the destination of
    /// two stages); no two listed versions hash the same (one checksum: the source of two stages);
    /// every handler is `@Sendable` (Core Data calls it off the main thread); no model is loaded (a
    /// version's model alive beside the current one claims its classes) and no
    /// `NSLightweightMigrationStage` (inferred straight to the next stage's model, not step by step).
    static func stageProblems(_ staged: Staged) -> [String] {
        var problems: [String] = []
        let lines = staged.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let stages = lines.filter { $0.contains("= NSCustomMigrationStage(") }.map { line in
            line.components(separatedBy: "try reference(").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        }
        let expected = (0..<max(0, staged.versions.count - 1)).map { [$0, $0 + 1] }
        if stages != expected { problems.append("\(staged.id): stages \(stages), not one per step \(expected)") }
        for line in lines where line.contains("MigrateHandler = ") && !line.contains("MigrateHandler = { @Sendable in ") {
            problems.append("\(staged.id): a handler that is not @Sendable: \(line)")
        }
        for loaded in ["NSManagedObjectModel(", "NSManagedObjectModelReference(model:", "NSLightweightMigrationStage"] where staged.text.contains(loaded) {
            problems.append("\(staged.id): the file uses \(loaded)")
        }
        var seen: [VersionHashInputs: String] = [:]
        for name in staged.versions {
            let contents = URL(fileURLWithPath: staged.path).appendingPathComponent("\(name).xcdatamodel/contents")
            guard let bytes = try? Data(contentsOf: contents), let model = try? ModelParser.parseXML(Array(bytes), path: contents.path, modelName: name).model
            else { continue }
            let inputs = VersionHashInputs(coreData: model)
            if let other = seen[inputs] { problems.append("\(staged.id): '\(other)' and '\(name)' hash the same: one checksum, two stages") }
            seen[inputs] = name
        }
        return problems
    }

    /// The `/// - ` lines documenting the requirement named `method`.
    static func reasons(of method: String, in text: String) -> Int {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let at = lines.firstIndex(where: { $0.hasPrefix("func \(method)(") || $0.hasPrefix("nonisolated func \(method)(") }) else { return 0 }
        return lines[..<at].reversed().prefix { $0.hasPrefix("///") }.filter { $0.hasPrefix("/// - ") }.count
    }

    /// An app's conformance and use, written from lint's findings (not from the file): the two
    /// handlers of each step lint finds needs code.
    static func conformance(_ staged: Staged) -> String {
        let names = Naming.stepVersionNames(labels: staged.versions)
        let custom = staged.blocking.indices.filter { staged.blocking[$0] > 0 }
        let stepsType = "\(staged.modelName)AppSteps"
        var lines = ["import Foundation", "import CoreData", ""]
        if !custom.isEmpty {
            lines.append("@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)")
            lines.append("struct \(stepsType): \(staged.modelName)MigrationSteps {")
            for index in custom {
                let methods = Naming.migrationStepMethods(from: names[index], to: names[index + 1])
                for name in [methods.will, methods.did] {
                    // `nonisolated`, as the documentation asks: Core Data calls the handlers off the main thread.
                    lines.append(
                        "    nonisolated func \(name)(_ manager: NSStagedMigrationManager, _ stage: NSCustomMigrationStage) throws { _ = manager.container }")
                }
            }
            lines.append("}")
        }
        let steps = custom.isEmpty ? "" : ", steps: \(stepsType)()"
        lines += [
            "@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)",
            "func use\(staged.modelName)(_ description: NSPersistentStoreDescription) throws -> NSStagedMigrationManager {",
            "    try \(staged.modelName)StagedMigration.use(in: description, bundle: .main\(steps))",
            "    return try \(staged.modelName)StagedMigration.manager(in: .main\(steps))",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A language mode, whether the target is an Xcode 26/27 app target (`CompilerRun.appTargetFlags`:
    /// the main actor by default, Approachable Concurrency), and whether the file is the one
    /// `--nonisolated` writes.
    struct Configuration: Sendable {
        var version: String
        var mainActor: Bool
        var nonisolated = false

        /// What the corpus runs: Swift 5, and the app target with and without `--nonisolated`.
        static let corpus = [
            Configuration(version: "5", mainActor: false), Configuration(version: "6", mainActor: true),
            Configuration(version: "6", mainActor: true, nonisolated: true),
        ]
        /// The corpus's and Swift 6 without it.
        static let all = corpus + [Configuration(version: "6", mainActor: false)]

        var name: String { (mainActor ? "app-" : "") + (nonisolated ? "isolated-" : "") + version }
    }

    /// Compiles the files (with their conformances) in each configuration, as few modules as the model
    /// names allow (each module holds each model name once); returns the errors and warnings.
    static func typeCheck(
        _ staged: [Staged], label: String, configurations: [Configuration] = Configuration.corpus, conformance: (Staged) -> String = conformance
    ) async throws -> [String] {
        let prepared = try await StandInModules.shared.prepare()
        var modules: [[Staged]] = []
        for file in staged {
            if let index = modules.firstIndex(where: { !$0.contains { $0.modelName == file.modelName } }) {
                modules[index].append(file)
            } else {
                modules.append([file])
            }
        }
        var problems: [String] = []
        for (index, module) in modules.enumerated() {
            let folder = try Scratch.folder("staged-\(label)-\(index)")
            defer { if !Scratch.keep { try? FileManager.default.removeItem(at: folder) } }
            for configuration in configurations {
                var paths: [String] = []
                for file in module {
                    let text = configuration.nonisolated ? file.isolatedText : file.text
                    for (name, text) in [("\(file.modelName)StagedMigration.swift", text), ("\(file.modelName)App.swift", conformance(file))] {
                        let url = folder.appendingPathComponent("\(configuration.name)-\(name)")
                        try text.write(to: url, atomically: false, encoding: .utf8)
                        paths.append(url.path)
                    }
                }
                let version = configuration.version
                let isolation = configuration.mainActor ? CompilerRun.appTargetFlags : []
                let arguments =
                    [
                        "-frontend", "-emit-sil", "-o", "/dev/null", "-module-name", "StagedApp", "-parse-as-library", "-diagnostic-style=llvm",
                        "-no-color-diagnostics",
                        "-swift-version", version,
                    ]
                    + isolation + ["-I", prepared.moduleFolder.path, "-module-cache-path", prepared.moduleCache.path] + paths
                let name = "\(label) Swift \(version)\(configuration.mainActor ? " (app target)" : "")\(configuration.nonisolated ? " --nonisolated" : "")"
                let (status, output) = try await Toolchain.runSwiftc(
                    arguments, outputFile: folder.appendingPathComponent("swiftc-\(configuration.name).log"))
                let outcome = SwiftDataCheck.outcome(of: output, label: "\(name) [\(module.map(\.id).joined(separator: ", "))]")
                problems += outcome.problems + outcome.warnings
                if status != 0, outcome.problems.isEmpty {
                    problems.append("\(name): swiftc failed (status \(status)):\n\(output.prefix(2000))")
                }
            }
        }
        return problems
    }
}
