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

    /// The harness's problems with the model's files, its usage file and `extra`.
    static func problems(extra: String, config: GenerationConfig = config) async throws -> [String] {
        let (model, generated) = try DeliberateFaultTests.generated(config)
        let usage = try #require(SnapshotUsage.source(model: model, files: generated, prefix: "fault"))
        let files =
            generated + [
                GeneratedFile(name: "_Usage.swift", kind: .rendered, entityName: nil, contents: usage),
                GeneratedFile(name: "_Extra.swift", kind: .rendered, entityName: nil, contents: "import CoreData\n" + extra),
            ]
        let prepared = try await StandInModules.shared.prepare()
        return try await TypeCheckHarness.check(files: files, model: model, config: config, runs: CompilerRun.swift6, label: "snapshots", prepared: prepared)
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
}
