@testable import CDGenCore
import Testing

/// `--staged-migration`'s emitter: every step one stage, and the deliberate faults of
/// availability that Linux cannot see but `AvailabilityScanner` does.
@Suite struct StagedMigrationEmitterTests {
    /// Versions `M 1` … of one model, with these steps (`true`: lightweight).
    static func history(_ steps: [Bool]) throws -> SchemaHistory {
        let model = try Snippet.parse(#"<entity name="Note" representedClassName="Note" codeGenerationType="class"/>"#)
        let versions = (0...steps.count).map { SchemaHistory.Version(label: "M \($0 + 1).xcdatamodel", model: model) }
        let blocker = MigrationBlocker(change: .addedRequired, kind: .attribute, entity: "Note", property: "created", location: nil)
        return SchemaHistory(versions: versions, stages: steps.map { SchemaHistory.Stage(blockers: $0 ? [] : [blocker]) })
    }

    static func text(_ steps: [Bool]) throws -> String {
        let history = try history(steps)
        let model = history.versions[0].model
        let context = CoreDataEmitContext(model: model, options: GeneratorOptions(), declarations: RunDeclarations(alone: model, options: GeneratorOptions()))
        return StagedMigrationEmitter.emit(history, fileName: "SnippetStagedMigration.swift", context: context)
    }

    @Test func everyStepIsOneStage() throws {
        typealias Stage = StagedMigrationEmitter.Stage
        let stages = { (steps: [Bool]) in StagedMigrationEmitter.stages(of: try Self.history(steps)) }
        #expect(try stages([true, true, true]) == [Stage(from: 0, isCustom: false), Stage(from: 1, isCustom: false), Stage(from: 2, isCustom: false)])
        #expect(try stages([false, true]) == [Stage(from: 0, isCustom: true), Stage(from: 1, isCustom: false)])
    }

    /// A lightweight step is a custom stage without handlers; a custom one has both; no model is loaded.
    @Test func lightweightStepsAreCustomStagesWithoutHandlers() throws {
        let text = try Self.text([true, false])
        #expect(!text.contains("NSLightweightMigrationStage"))
        #expect(!text.contains("NSManagedObjectModel("))
        #expect(text.contains("stage1.label = \"'M 1' → 'M 2'\"\n        let stage2"))
        #expect(text.contains("stage2.willMigrateHandler = { @Sendable in try steps.willMigrateM2ToM3($0, $1) }"))
    }

    @Test func everyUseIsCoveredByTheDeclarationsAvailability() throws {
        for steps in [[true], [false], [true, false, true]] {
            let text = try Self.text(steps)
            #expect(AvailabilityScanner.violations(in: text).isEmpty, "\(AvailabilityScanner.violations(in: text))")
            #expect(!AvailabilityScanner.uses(in: text).isEmpty)
        }
    }

    // MARK: Deliberate faults: a wrong availability is caught

    @Test func aTooLowAvailabilityIsCaught() throws {
        let text = try Self.text([true, false])
        let lowered = text.replacingOccurrences(
            of: "@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)", with: "@available(macOS 14, iOS 16, tvOS 17, watchOS 10, *)")
        #expect(lowered != text)
        let found = Set(AvailabilityScanner.violations(in: lowered).map(\.api))
        #expect(
            found.isSuperset(of: [.customMigrationStage, .stagedMigrationManager, .managedObjectModelReference]))
    }

    @Test func aMissingAvailabilityIsCaught() throws {
        let text = try Self.text([false])
        let stripped = text.replacingOccurrences(of: "@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)\npublic enum", with: "public enum")
        #expect(stripped != text)
        let found = Set(AvailabilityScanner.violations(in: stripped).map(\.api))
        #expect(found == Set(SDKAPI.stagedMigrationAPIs), "\(found)")
    }
}
