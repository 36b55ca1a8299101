import CDGenCore
import Foundation
import Testing

/// `--snapshots` under Swift 6's complete strict concurrency, with and without main-actor default
/// isolation (`--nonisolated`): the snapshot files of `DeliberateFaultTests.xml` (a parent, a sub-entity, an
/// ordered to-many) with their usage (`SnapshotUsage`) compile, and the same code with a managed
/// object captured by `Task.detached` in place of its snapshot does not. The closures are marked
/// `@Sendable`: the harness type-checks (`-typecheck`), and what a `sending` closure may capture is
/// decided later, by the SIL passes of region-based isolation, which it does not run.
@Suite("Snapshots cross tasks; managed objects do not")
struct SnapshotFaultTests {
    /// Without default isolation: there the classes are not `Sendable`. (Under `-default-isolation
    /// MainActor` a class without `nonisolated` is main-actor isolated, and so `Sendable` to the
    /// compiler: a captured object would compile there, Xcode's own classes included.)
    static let config = GenerationConfig(era: .xcode26, snapshots: true)
    static let mainActor = GenerationConfig(era: .xcode26, nonisolated: true, snapshots: true)

    /// The harness's problems with the model's files (after `edit`), its usage file and `extra`, in `runs`.
    static func problems(
        extra: String, config: GenerationConfig = config, runs: [CompilerRun] = CompilerRun.swift6, edit: (String) -> String = { $0 }
    ) async throws -> [String] {
        var (model, generated) = try DeliberateFaultTests.generated(config)
        for index in generated.indices where generated[index].kind == .snapshot { generated[index].contents = edit(generated[index].contents) }
        let usage = try #require(SnapshotUsage.source(model: model, files: generated, prefix: "fault"))
        let files =
            generated + [
                GeneratedFile(name: "_Usage.swift", kind: .rendered, entityName: nil, contents: usage),
                GeneratedFile(name: "_Extra.swift", kind: .rendered, entityName: nil, contents: "import CoreData\n" + extra),
            ]
        let prepared = try await StandInModules.shared.prepare()
        return try await TypeCheckHarness.check(files: files, model: model, config: config, runs: runs, label: "snapshots", prepared: prepared)
    }

    /// A value captured by a detached task: `value` is `ChildSnapshot(object)` or, the fault, `object`.
    static func capture(_ value: String) -> String {
        """
        nonisolated func handOver(_ object: Child) {
            let value = \(value)
            Task.detached { @Sendable in print(value.objectID) }
        }

        """
    }

    @Test("Snapshots and IDs cross Task.detached; a captured managed object fails")
    func capturedObject() async throws {
        for config in [Self.config, Self.mainActor] {
            let clean = try await Self.problems(extra: Self.capture("ChildSnapshot(object)"), config: config)
            #expect(clean.isEmpty, "\(config): \(clean.joined(separator: "\n"))")
        }
        let fault = try await Self.problems(extra: Self.capture("object"))
        #expect(fault.contains { $0.contains("_Extra.swift:4:") && $0.contains("error:") }, "\(fault.joined(separator: "\n"))")
    }

    // MARK: What the snapshot files of an earlier cdgen did, each a fault now

    /// The conformances as they were written: `Swift.Hashable` in the declaration, no `nonisolated` extension.
    static func inlineHashable(_ text: String) -> String {
        let lines = text.components(separatedBy: "\n").filter { line in
            !["#if compiler(>=6.2)", "#else", "#endif"].contains(line) && !(line.hasPrefix("extension ") && line.hasSuffix("Swift.Hashable {}"))
        }
        return lines.joined(separator: "\n").replacingOccurrences(of: ": Swift.Sendable {", with: ": Swift.Hashable, Swift.Sendable {")
            .replacingOccurrences(of: "enum Failure: Swift.Error {", with: "enum Failure: Swift.Error, Swift.Hashable {")
    }

    /// `fetch` as it was written: the context and the request captured by `perform`'s `@Sendable` block.
    static func capturingFetch(_ text: String) -> String {
        text.replacingOccurrences(of: "        // The block runs on the context's queue, where both may be used; neither is Sendable.\n", with: "")
            .replacingOccurrences(of: "        nonisolated(unsafe) let onQueue = (context: context, request: request)\n", with: "")
            .replacingOccurrences(of: "onQueue.context", with: "context").replacingOccurrences(of: "onQueue.request", with: "request")
    }

    @Test("Without --nonisolated, an app target (main actor by default) compiles the snapshots; Hashable in the declaration does not")
    func isolatedConformance() async throws {
        let clean = try await Self.problems(extra: "", runs: [CompilerRun.app])
        #expect(clean.isEmpty, "\(clean.joined(separator: "\n"))")
        let old = try await Self.problems(extra: "", runs: [CompilerRun.app], edit: Self.inlineHashable)
        #expect(
            old.contains { $0.contains("main actor-isolated conformance of '") && $0.contains("ID' to 'Hashable' cannot be used in nonisolated context") },
            "\(old.joined(separator: "\n"))")
    }

    @Test("fetch compiles under NonisolatedNonsendingByDefault and without a warning in Swift 6; capturing the context in perform does neither")
    func capturedContext() async throws {
        let old6 = try await Self.problems(extra: "", runs: [CompilerRun.swift6Mode], edit: Self.capturingFetch)
        #expect(
            old6.contains { $0.contains("warning: capture of 'context' with non-Sendable type 'NSManagedObjectContext' in a '@Sendable' closure") },
            "\(old6.joined(separator: "\n"))")
        let oldApp = try await Self.problems(extra: "", runs: [CompilerRun.approachableMode], edit: Self.capturingFetch)
        #expect(oldApp.contains { $0.contains("error: sending 'context' risks causing data races") }, "\(oldApp.joined(separator: "\n"))")
    }

    /// A migration step's background work as the documentation writes it (`ModelEvolution.md`, the
    /// Company sample), and as it was written: the context captured by `performAndWait`'s `@Sendable` block.
    static func step(_ declaration: String) -> String {
        """
        nonisolated func migrationStep(_ container: NSPersistentContainer) throws {
            \(declaration) context = container.newBackgroundContext()
            try context.performAndWait {
                let request = NSFetchRequest<NSManagedObject>(entityName: "Parent")
                for parent in try context.fetch(request) { parent.setValue("", forKey: "name") }
                try context.save()
            }
        }

        """
    }

    @Test("The documented performAndWait step compiles without a warning; the context captured as a plain constant warns")
    func documentedStep() async throws {
        let clean = try await Self.problems(extra: Self.step("nonisolated(unsafe) let"), runs: CompilerRun.both)
        #expect(clean.isEmpty, "\(clean.joined(separator: "\n"))")
        let old = try await Self.problems(extra: Self.step("let"), runs: [CompilerRun.swift6Mode])
        #expect(
            old.contains { $0.contains("_Extra.swift:") && $0.contains("capture of 'context' with non-Sendable type 'NSManagedObjectContext'") },
            "\(old.joined(separator: "\n"))")
    }
}
