import CDGenCore
import CDGenSourceCheck
import CDGenTestSupport
import Foundation
import Testing

/// The issue's self-consistency proof: for every corpus model (pairs, models, wild: the current
/// version of each), the files `generate --codegen class` writes, Xcode's style and
/// `--style swift`, read as the app's sources and checked against their own model: no error and
/// no warning. In memory with the library, the models on every core: hundreds of CLI runs would
/// cost minutes of CI; reading the files with swift-syntax is most of what this costs.
@Suite struct SelfConsistencyTests {
    /// Every model of the corpus: pairs' and models' bundles and folders, and wild's.
    static func corpusModels() throws -> [URL] {
        var models: [URL] = []
        for folder in try TestPaths.pairCases() + TestPaths.corpusCases("models") {
            models += TestPaths.modelBundles(below: folder.appendingPathComponent("model"))
        }
        let wild = try #require(TestPaths.corpus).appendingPathComponent("wild")
        return models + TestPaths.modelBundles(below: wild)
    }

    /// What one model gave: the errors and warnings of each style, and the `@NSManaged` members read.
    struct Outcome: Sendable {
        var model: String
        var problems: [String] = []
        var managedMembers = 0
    }

    static func check(_ url: URL) -> Outcome? {
        guard let model = try? ModelParser.load(url.path, version: nil).parsed.model else { return nil }
        var outcome = Outcome(model: url.lastPathComponent)
        for style in [OutputStyle.xcode, .swift] {
            var options = GeneratorOptions()
            options.apply(style)
            options.codegen = .class
            guard let generated = try? Pipeline.generate(model, options: options) else { continue }
            let sources = Dictionary(uniqueKeysWithValues: generated.files.map { ($0.name, $0.contents) })
            // Linted as the model says: Manual/None entities' classes are the app's (here, the generated ones).
            options.codegen = .auto
            let bad = SourceCheckSnippet.findings(model, sources, options: options).map(\.diagnostic).filter { $0.severity != .note }
            outcome.problems += bad.prefix(5).map { "\(style): \($0)" }
            outcome.managedMembers += sources.values.reduce(0) { $0 + $1.components(separatedBy: "@NSManaged").count - 1 }
        }
        return outcome
    }

    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func generatedFilesCheckedAgainstTheirModelGiveNoErrorOrWarning() throws {
        let models = try Self.corpusModels()
        let outcomes = Slots(models.count)
        DispatchQueue.concurrentPerform(iterations: models.count) { outcomes.set($0, Self.check(models[$0])) }
        let checked = outcomes.values.compactMap { $0 }
        for outcome in checked where !outcome.problems.isEmpty {
            Issue.record("\(outcome.model):\n\(outcome.problems.joined(separator: "\n"))")
        }
        let members = checked.reduce(0) { $0 + $1.managedMembers }
        #expect(checked.count > 100 && members > 10_000, "only \(checked.count) models, \(members) @NSManaged members")
    }
}

extension SelfConsistencyTests {
    /// The files Xcode itself wrote for each corpus pair (`expected/`), checked against their
    /// model: no error and no warning. A class no file declares is left out: the pairs hold only
    /// what Xcode wrote (a Category/Extension entity's properties, some entities' files), not the
    /// apps' classes.
    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func xcodesOwnFilesCheckedAgainstTheirModelGiveNoErrorOrWarning() throws {
        struct Case: Decodable { var model: String; var modelVersion: String? }
        let folders = try TestPaths.pairCases()
        let outcomes = Slots(folders.count)
        DispatchQueue.concurrentPerform(iterations: folders.count) { index in
            let folder = folders[index]
            guard let spec = try? JSONDecoder().decode(Case.self, from: Data(contentsOf: folder.appendingPathComponent("case.json"))),
                let model = try? ModelParser.load(folder.appendingPathComponent(spec.model).path, version: spec.modelVersion).parsed.model
            else { return }
            let expected = folder.appendingPathComponent("expected")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: expected.path).filter { $0.hasSuffix(".swift") }) ?? []
            var sources: [String: String] = [:]
            for name in names { sources[name] = try? String(contentsOf: expected.appendingPathComponent(name), encoding: .utf8) }
            let bad = SourceCheckSnippet.findings(model, sources).map(\.diagnostic).filter {
                $0.severity != .note && $0.id != LintCheck.sourceClassMissing.id
            }
            var outcome = Outcome(model: folder.lastPathComponent, problems: bad.prefix(5).map(\.description))
            outcome.managedMembers = sources.values.reduce(0) { $0 + $1.components(separatedBy: "@NSManaged").count - 1 }
            outcomes.set(index, outcome)
        }
        let checked = outcomes.values.compactMap { $0 }
        for outcome in checked where !outcome.problems.isEmpty {
            Issue.record("\(outcome.model):\n\(outcome.problems.joined(separator: "\n"))")
        }
        let members = checked.reduce(0) { $0 + $1.managedMembers }
        #expect(checked.count > 50 && members > 500, "only \(checked.count) pairs, \(members) @NSManaged members")
    }
}

/// A slot per model that parallel work fills once each.
private final class Slots: @unchecked Sendable {
    private var slots: [SelfConsistencyTests.Outcome?]
    private let lock = NSLock()

    init(_ count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: SelfConsistencyTests.Outcome?) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [SelfConsistencyTests.Outcome?] { lock.withLock { slots } }
}
