@testable import CDGenCore
import Testing

/// `--staged-migration`'s emitter: how steps become stages, and the deliberate faults of
/// availability that Linux cannot see but `AvailabilityScanner` does.
@Suite struct StagedMigrationEmitterTests {
    /// Versions `M 1` … of one model, with these steps (`true`: lightweight).
    static func history(_ steps: [Bool]) throws -> SchemaHistory {
        let model = try Snippet.parse(#"<entity name="Note" representedClassName="Note" codeGenerationType="class"/>"#)
        let versions = (0...steps.count).map { SchemaHistory.Version(label: "M \($0 + 1).xcdatamodel", model: model) }
        return SchemaHistory(versions: versions, stages: steps.map { SchemaHistory.Stage(isLightweight: $0, reasons: $0 ? [] : ["needs code"]) })
    }

    static func text(_ steps: [Bool]) throws -> String {
        let history = try history(steps)
        let context = CoreDataEmitContext(model: history.versions[0].model, options: GeneratorOptions())
        return StagedMigrationEmitter.emit(history, fileName: "SnippetStagedMigration.swift", context: context)
    }

    @Test func runsOfLightweightStepsAreOneStage() throws {
        typealias Stage = StagedMigrationEmitter.Stage
        let stages = { (steps: [Bool]) in StagedMigrationEmitter.stages(of: try Self.history(steps)) }
        #expect(try stages([true, true, true]) == [Stage(from: 0, to: 3, isCustom: false)])
        #expect(
            try stages([true, false, true]) == [
                Stage(from: 0, to: 1, isCustom: false), Stage(from: 1, to: 2, isCustom: true), Stage(from: 2, to: 3, isCustom: false),
            ])
        #expect(try stages([false, false]) == [Stage(from: 0, to: 1, isCustom: true), Stage(from: 1, to: 2, isCustom: true)])
        #expect(try stages([false, true, true]) == [Stage(from: 0, to: 1, isCustom: true), Stage(from: 1, to: 3, isCustom: false)])
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
            found.isSuperset(of: [.customMigrationStage, .lightweightMigrationStage, .stagedMigrationManager, .managedObjectModelReference, .versionChecksum]))
    }

    @Test func aMissingAvailabilityIsCaught() throws {
        let text = try Self.text([false])
        let stripped = text.replacingOccurrences(of: "@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)\npublic enum", with: "public enum")
        #expect(stripped != text)
        let found = Set(AvailabilityScanner.violations(in: stripped).map(\.api))
        #expect(found == Set(SDKAPI.stagedMigrationAPIs).subtracting([.lightweightMigrationStage]), "\(found)")
    }
}
