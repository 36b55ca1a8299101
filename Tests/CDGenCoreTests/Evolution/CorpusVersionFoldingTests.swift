@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// `--versioned-schema` on every multi-version bundle of the corpus (pairs/, models/ and wild/):
/// no two schemas of a plan hash the same for SwiftData, every version read is one schema or named
/// by one, and the file of a schema that stands for several names them all.
/// `CDGEN_FOLDING_REPORT=1` prints which versions were folded and what differed between them.
@Suite struct CorpusVersionFoldingTests {
    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func noTwoSchemasOfAPlanHashTheSame() throws {
        let root = try #require(TestPaths.corpus)
        let folders = try TestPaths.pairCases() + TestPaths.corpusCases("models") + [root.appendingPathComponent("wild")]
        let bundles = folders.flatMap(TestPaths.modelBundles(below:))
            .filter { $0.pathExtension == "xcdatamodeld" && (try? ModelLocator.modelVersions(in: $0.path).count) ?? 0 > 1 }
        #expect(bundles.count >= 10, "the corpus's multi-version bundles were not found")
        var report: [String] = []
        for bundle in bundles {
            let versions = try Self.versions(of: bundle)
            let history = Pipeline.schemaHistory(of: versions, diagnostics: DiagnosticCollector())
            let hashes = history.versions.map { VersionHashInputs(swiftData: $0.model) }
            for i in hashes.indices {
                for j in hashes.indices where j > i {
                    #expect(hashes[i] != hashes[j], "\(bundle.lastPathComponent): schemas \(i) and \(j) hash the same")
                }
            }
            let named = history.versions.flatMap { [$0.label] + $0.folded + $0.earlier }
            #expect(Set(named) == Set(versions.map(\.label)), "\(bundle.lastPathComponent): a version is neither a schema nor named by one")
            try expectNamed(history, bundle: bundle)
            report += Self.report(history, versions: versions, bundle: bundle.path.replacingOccurrences(of: root.path + "/", with: ""))
        }
        if ProcessInfo.processInfo.environment["CDGEN_FOLDING_REPORT"] == "1" { print(report.joined(separator: "\n")) }
    }

    /// The versions of `bundle` up to its current one that parse without errors, as the pipeline reads them.
    static func versions(of bundle: URL) throws -> [SchemaHistory.Version] {
        let current = try ModelParser.load(bundle.path).source
        let currentLabel = Pipeline.label(current)
        let names = try ModelLocator.modelVersions(in: bundle.path)
        let upToCurrent = Array(names.prefix { $0 != currentLabel }) + [currentLabel]
        return BundleVersions(bundle: bundle.path).read(upToCurrent, diagnostics: DiagnosticCollector()).versions
    }

    /// Each schema file names the versions it stands for besides its own.
    private func expectNamed(_ history: SchemaHistory, bundle: URL) throws {
        var options = GeneratorOptions()
        options.framework = .swiftData
        options.versionedSchema = true
        let current = history.versions[history.versions.count - 1].model
        let files = EmissionLanes.emit(
            current, plan: OutputPlan(model: current, options: options, history: history), options: options, history: history,
            declarations: RunDeclarations(run: current, options: options, history: history, templates: []))
        for (index, version) in history.versions.enumerated() where !(version.folded.isEmpty && version.earlier.isEmpty) {
            let name = Naming.versionedSchemaName(modelName: current.name, index: history.number(at: index)) + ".swift"
            let text = try #require(files.first { $0.name == name }).contents
            let comment = text.split(separator: "\n").filter { $0.hasPrefix("//") }.joined(separator: " ")
            for label in version.folded + version.earlier {
                #expect(comment.contains("'\(label)'"), "\(bundle.lastPathComponent): the schema of \(version.label) does not name \(label)")
            }
        }
    }

    /// A line per folded schema: its versions and the fields that differ between them.
    static func report(_ history: SchemaHistory, versions: [SchemaHistory.Version], bundle: String) -> [String] {
        let byLabel = Dictionary(versions.map { ($0.label, $0.model) }, uniquingKeysWith: { a, _ in a })
        return history.versions.filter { !$0.folded.isEmpty || !$0.earlier.isEmpty }.map { schema in
            let labels = schema.earlier + schema.folded
            let changes = zip(labels, labels.dropFirst()).map { old, new in
                let diff = ModelDiff(old: byLabel[old]!, new: byLabel[new]!, oldLabel: old, newLabel: new)
                let fields = diff.entities.flatMap { e in
                    e.fields.map { "\(e.name).\($0.field)" }
                        + e.properties.flatMap { p in
                            p.fields.map { "\(e.name).\(p.name).\($0.field)" } + (p.change == .changed ? [] : ["\(e.name).\(p.name) \(p.change)"])
                        }
                }
                return "\(old) → \(new): "
                    + (fields.isEmpty ? "no schema field differs (fetch requests, user info or other model-level data)" : fields.joined(separator: ", "))
            }
            return "\(bundle): \(labels.joined(separator: " + ")) [earlier: \(schema.earlier.joined(separator: ", "))]\n  " + changes.joined(separator: "\n  ")
        }
    }
}
