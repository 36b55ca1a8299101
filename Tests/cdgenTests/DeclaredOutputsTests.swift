import CDGenTestSupport
import Foundation
import Testing

/// The build plugin declares, as a target's generated sources, the paths `cdgen generate
/// --list-outputs` prints, then runs the same command without `--list-outputs`. For every Sample
/// and every corpus model, the listed paths are exactly the files written: under the plugin's
/// arguments and the command plugin's for all models, and under each codegen selection and
/// without the model file for the Samples.
@Suite struct DeclaredOutputsTests {
    /// The build plugin's arguments and the command plugin's.
    /// (The build plugin's with `"stagedMigration": true` in cdgen.json: `--staged-migration`.)
    static let pluginOptionSets: [[String]] = [
        ["--model-file-when-empty", "--unplanned-file"], ["--complement", "--no-model-file"],
        ["--model-file-when-empty", "--unplanned-file", "--staged-migration"],
    ]
    /// More option sets, for the Samples.
    static let sampleOptionSets: [[String]] =
        pluginOptionSets + [
            ["--model-file-when-empty"],
            ["--model-file-when-empty", "--codegen", "class"],
            ["--model-file-when-empty", "--codegen", "category"],
            ["--model-file-when-empty", "--no-model-file"],
        ]

    /// Every model bundle (its current version) and stand-alone model folder of the Samples and
    /// of the corpus, as a path relative to the repository's parent folder when possible.
    static let models: [String] = {
        let folders = TestPaths.samples + ((try? corpusFolders()) ?? [])
        return folders.flatMap { TestPaths.modelBundles(below: $0) }.map(\.path)
    }()

    /// The corpus case folders; none where the corpus is absent (`everyModelIsChecked` fails
    /// where it is invalid).
    static func corpusFolders() throws -> [URL] {
        TestPaths.hasCorpus ? try TestPaths.corpusCases("models") + TestPaths.pairCases() : []
    }

    /// Why cdgen refuses a model version saved before Xcode 4 (the one model both runs may refuse).
    static let preXcode4 = "error: this model version was saved before Xcode 4"

    @Test(arguments: models)
    func declaredEqualsWritten(model: String) throws {
        let isSample = model.hasPrefix(TestPaths.repositoryRoot.appendingPathComponent("Samples").path)
        for options in isSample ? Self.sampleOptionSets : Self.pluginOptionSets {
            let output = try CLI.temporaryFolder("declared")
            let arguments = ["generate", model, "--output", output.path] + options
            let listed = try CLI.run(arguments + ["--list-outputs"])
            let written = try CLI.run(arguments)
            #expect(listed.status == written.status, "\(options)")
            guard listed.status == 0 else {
                // Only a bundle whose current version predates Xcode 4 is refused, by both runs alike.
                #expect(listed.stderr.contains(Self.preXcode4) && written.stderr == listed.stderr, "\(options): \(listed.stderr)\(written.stderr)")
                continue
            }
            let declared = listed.stdout.split(separator: "\n").map(String.init)
            let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
            #expect(declared.sorted() == files.map { output.appendingPathComponent($0).path }, "\(options)")
            #expect(Set(declared).count == declared.count, "duplicate outputs with \(options)")
            #expect(!declared.isEmpty || options.contains("--complement") || options.contains("--no-model-file"))
        }
    }

    @Test func everyModelIsChecked() throws {
        #expect(Self.models.filter { $0.contains("/Samples/") }.count == TestPaths.samples.count)
        #expect(TestPaths.samples.count >= TestPaths.minimumSampleCount)
        for folder in try Self.corpusFolders() {
            #expect(Self.models.contains { $0.hasPrefix(folder.path + "/") }, "no model of \(folder.lastPathComponent) is checked")
        }
    }
}
