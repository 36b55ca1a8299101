/// Writes `<Model>StagedMigration.swift` (`--staged-migration`): the `NSStagedMigrationManager` of
/// the bundle's versions, oldest first, one stage per step. Every stage is an
/// `NSCustomMigrationStage` from one version to the next: one whose step lightweight migration
/// infers has no handlers, and the stage runs the lightweight migration between its two models
/// ("the handlers that the stage invokes before and after it runs",
/// https://developer.apple.com/documentation/coredata/nscustommigrationstage); one whose step
/// needs code calls the app's conformance to `<Model>MigrationSteps` before and after, so that a
/// step without code does not compile. No `NSLightweightMigrationStage`: Core Data infers such a
/// stage from the store's version straight to the next stage's model, not step by step (Apple's
/// forums, https://developer.apple.com/forums/thread/804902), which the migration check, of
/// adjacent versions, cannot vouch for. Versions with equal hashes are one (`Pipeline.folded`), so
/// no version is the source of two stages ("Duplicate version checksums across stages detected",
/// https://developer.apple.com/forums/thread/734693).
///
/// Each version is an `NSManagedObjectModelReference(fileURL:versionChecksum:)` of its `.mom` in
/// the compiled `.momd`, with the checksum momc records in the `.momd`'s `VersionInfo.plist` (the
/// header of `NSManagedObjectModelReference` names it): no version's model is loaded, so none
/// stays alive beside the app's own to claim its `NSManagedObject` subclasses. The handlers are
/// `@Sendable` closures: Core Data calls them off the main thread, and a closure that is not
/// `@Sendable` would take the main actor of a MainActor-by-default target.
///
/// ```swift
/// @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
/// public protocol CompanyMigrationSteps: Sendable {
///     func willMigrateCompany1ToCompany2(_ manager: NSStagedMigrationManager, _ stage: NSCustomMigrationStage) throws
///     func didMigrateCompany1ToCompany2(_ manager: NSStagedMigrationManager, _ stage: NSCustomMigrationStage) throws
/// }
///
/// @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
/// public enum CompanyStagedMigration {
///     public static let versions = ["Company 1", "Company 2"]
///
///     public static func manager(in bundle: Bundle, steps: some CompanyMigrationSteps) throws -> NSStagedMigrationManager {
///         let checksums = try versionChecksums(in: bundle)
///         let stage1 = NSCustomMigrationStage(migratingFrom: try reference(0, in: bundle, checksums), to: try reference(1, in: bundle, checksums))
///         stage1.label = "'Company 1' → 'Company 2'"
///         stage1.willMigrateHandler = { @Sendable in try steps.willMigrateCompany1ToCompany2($0, $1) }
///         stage1.didMigrateHandler = { @Sendable in try steps.didMigrateCompany1ToCompany2($0, $1) }
///         return NSStagedMigrationManager([stage1])
///     }
///     …
/// }
/// ```
enum StagedMigrationEmitter {
    /// One stage: the step from version `from` to version `from + 1`, custom when it needs the app's code.
    struct Stage: Equatable {
        var from: Int
        var isCustom: Bool
        var to: Int { from + 1 }
    }

    /// The stages of `history`: one per step.
    static func stages(of history: SchemaHistory) -> [Stage] {
        history.stages.enumerated().map { Stage(from: $0.offset, isCustom: !$0.element.isLightweight) }
    }

    /// The text of the file.
    static func emit(_ history: SchemaHistory, fileName: String, context: CoreDataEmitContext) -> String {
        var p = CodePrinter()
        FileHeaderEmitter.emit(fileName: fileName, modelName: context.modelName, ownFormat: true, into: &p)
        CanImportGuardEmitter.open("CoreData", spacing: .blankLines, style: context.style, into: &p)
        // `Bundle` is in the public API, as CoreData's types are.
        p.print("\(context.style.importKeyword) Foundation", "\(context.style.importKeyword) CoreData")
        let file = File(history: history, context: context)
        if file.hasCustomSteps {
            p.blank()
            file.emitProtocol(into: &p)
        }
        p.blank()
        file.emitEnum(into: &p)
        CanImportGuardEmitter.close(spacing: .blankLines, style: context.style, into: &p)
        return p.text
    }

    /// What the file's declarations share.
    private struct File {
        let history: SchemaHistory
        let context: CoreDataEmitContext
        let stages: [Stage]
        /// The versions' names (their `.mom` files').
        let names: [String]
        /// The versions' names as identifiers, for the steps' methods.
        let versionNames: [String]
        let availability: String
        var modelName: String { context.modelName }
        var hasCustomSteps: Bool { stages.contains(where: \.isCustom) }
        var stepsName: String { context.names.migrationSteps }

        init(history: SchemaHistory, context: CoreDataEmitContext) {
            self.history = history
            self.context = context
            stages = StagedMigrationEmitter.stages(of: history)
            names = history.versions.map { Naming.modelVersionName(label: $0.label) }
            versionNames = Naming.stepVersionNames(labels: names)
            var usage = SDKUsage()
            for api in SDKAPI.stagedMigrationAPIs { usage.record(api) }
            availability = usage.attribute ?? ""
        }

        /// `'Company 1' → 'Company 2'`.
        func title(_ from: Int, _ to: Int) -> String {
            Quoted.name(names[from]) + " → " + Quoted.name(names[to])
        }

        func methods(_ stage: Stage) -> (will: String, did: String) {
            Naming.migrationStepMethods(from: versionNames[stage.from], to: versionNames[stage.to])
        }

        /// The app's code of the custom steps, two requirements each, documented with what needs code.
        func emitProtocol(into p: inout CodePrinter) {
            let enumName = context.names.stagedMigration
            p.print("/// The code of the \(SwiftComment.text(modelName)) model's steps that lightweight migration cannot infer, which")
            p.print("/// `\(enumName).manager(in:steps:)` runs before and after each of those steps: conform a type of")
            p.print("/// your own (a method you have no use for can be empty, but each must be written).")
            p.print(availability)
            p.print("\(context.memberPrefix)protocol \(stepsName): Sendable {")
            p.indented { p in
                for (index, stage) in stages.enumerated() where stage.isCustom {
                    if index > 0, stages[..<index].contains(where: \.isCustom) { p.blank() }
                    emitRequirements(stage, into: &p)
                }
            }
            p.print("}")
        }

        private func emitRequirements(_ stage: Stage, into p: inout CodePrinter) {
            let names = methods(stage)
            let parameters = "(_ manager: NSStagedMigrationManager, _ stage: NSCustomMigrationStage) throws"
            p.print(
                "/// Before \(SwiftComment.text(title(stage.from, stage.to))) migrates a store (its `willMigrateHandler`). Lightweight migration cannot infer:")
            for blocker in history.stages[stage.from].blockers { p.print("/// - " + SwiftComment.text(blocker.documentation)) }
            // Core Data calls the handlers off the main thread: in a target whose default isolation is
            // the main actor, a plain protocol's requirements would be main-actor isolated, and the
            // handlers could not call them. A `nonisolated` protocol (`--nonisolated`) needs no more.
            let keyword = context.options.isNonisolated ? "" : "nonisolated "
            p.print("\(keyword)func \(names.will)\(parameters)")
            p.print("/// After \(SwiftComment.text(title(stage.from, stage.to))) migrated a store (its `didMigrateHandler`).")
            p.print("\(keyword)func \(names.did)\(parameters)")
        }

        /// The enum that builds the manager and puts it into a store description.
        func emitEnum(into p: inout CodePrinter) {
            let enumName = context.names.stagedMigration
            let labels = names.map(SwiftLiteral.string).joined(separator: ", ")
            p.print("/// The staged migration of the \(SwiftComment.text(modelName)) model's versions, oldest first, to the current one: one")
            p.print("/// stage per step, with your code before and after each step lightweight migration cannot infer.")
            p.print(availability)
            p.print("\(context.memberPrefix)enum \(enumName) {")
            p.indented { p in
                p.print(
                    "/// The versions, oldest first: the names of their `.mom` files in `\(SwiftComment.text(Naming.compiledModelFolder(modelName: modelName)))`."
                )
                emitFolded(into: &p)
                p.print("\(context.access)static let versions = [\(labels)]")
                p.blank()
                emitManager(into: &p)
                p.blank()
                emitUse(into: &p)
                p.blank()
                emitHelpers(into: &p)
            }
            p.print("}")
        }

        /// The versions left out because they hash as one that is listed: their stores have its checksum.
        private func emitFolded(into p: inout CodePrinter) {
            for version in history.versions {
                let same = version.folded.dropLast() + version.earlier
                guard !same.isEmpty else { continue }
                let names = same.map { Quoted.name(Naming.modelVersionName(label: $0)) }.joined(separator: ", ")
                let label = Quoted.name(Naming.modelVersionName(label: version.label))
                p.print(
                    SwiftComment.text("/// \(names) \(same.count == 1 ? "has" : "have") the version hashes of \(label): one checksum, so no stage of its own."))
            }
        }

        private var stepsParameter: (declaration: String, argument: String, label: String) {
            hasCustomSteps ? (", steps: some \(stepsName)", ", steps: steps", "steps:") : ("", "", "")
        }

        private func emitManager(into p: inout CodePrinter) {
            p.print("/// A manager that takes a store of any of `versions` to the current one, each version referenced by")
            p.print("/// its `.mom` in the compiled model in `bundle` (`Bundle.main`, `Bundle.module`) and the checksum")
            p.print("/// momc recorded for it; throws `MissingVersion` when one is not there.")
            p.print("\(context.access)static func manager(in bundle: Bundle\(stepsParameter.declaration)) throws -> NSStagedMigrationManager {")
            p.indented { p in
                p.print("let checksums = try versionChecksums(in: bundle)")
                for (index, stage) in stages.enumerated() { emitStage(stage, name: "stage\(index + 1)", into: &p) }
                p.print("return NSStagedMigrationManager([\(stages.indices.map { "stage\($0 + 1)" }.joined(separator: ", "))])")
            }
            p.print("}")
        }

        /// A step lightweight migration infers is a custom stage without handlers, which runs just that migration.
        private func emitStage(_ stage: Stage, name: String, into p: inout CodePrinter) {
            let from = "try reference(\(stage.from), in: bundle, checksums)", to = "try reference(\(stage.to), in: bundle, checksums)"
            p.print("let \(name) = NSCustomMigrationStage(migratingFrom: \(from), to: \(to))")
            p.print("\(name).label = \(SwiftLiteral.string(title(stage.from, stage.to)))")
            guard stage.isCustom else { return }
            let names = methods(stage)
            p.print("\(name).willMigrateHandler = { @Sendable in try steps.\(names.will)($0, $1) }")
            p.print("\(name).didMigrateHandler = { @Sendable in try steps.\(names.did)($0, $1) }")
        }

        private func emitUse(into p: inout CodePrinter) {
            p.print("/// Makes `description`'s store migrate with `manager(in:\(stepsParameter.label))` when it opens.")
            p.print("\(context.access)static func use(in description: NSPersistentStoreDescription, bundle: Bundle\(stepsParameter.declaration)) throws {")
            p.indented { p in
                p.print("description.setOption(try manager(in: bundle\(stepsParameter.argument)), forKey: NSPersistentStoreStagedMigrationManagerOptionKey)")
            }
            p.print("}")
        }

        private func emitHelpers(into p: inout CodePrinter) {
            let folderName = Naming.compiledModelFolder(modelName: modelName)
            let folder = SwiftLiteral.string(folderName)
            p.print("/// A version whose `.mom`, or its checksum, is not in the bundle's `\(SwiftComment.text(folderName))`.")
            p.print("\(context.access)struct MissingVersion: Error {")
            p.indented { p in p.print("\(context.access)let name: String") }
            p.print("}")
            p.blank()
            p.print("/// The checksum of each version, as momc records it in `\(SwiftComment.text(folderName))/VersionInfo.plist`.")
            p.print("private static func versionChecksums(in bundle: Bundle) throws -> [String: String] {")
            p.indented { p in
                p.print("guard let url = bundle.url(forResource: \"VersionInfo\", withExtension: \"plist\", subdirectory: \(folder)),")
                p.print("    let info = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any],")
                p.print("    let checksums = info[\"NSManagedObjectModel_VersionChecksums\"] as? [String: String]")
                p.print("else { throw MissingVersion(name: \"VersionInfo.plist\") }")
                p.print("return checksums")
            }
            p.print("}")
            p.blank()
            p.print("/// `versions[index]`, by its file: Core Data reads the model when a store migrates; this file loads none.")
            p.print("private static func reference(_ index: Int, in bundle: Bundle, _ checksums: [String: String]) throws -> NSManagedObjectModelReference {")
            p.indented { p in
                p.print("let name = versions[index]")
                p.print("guard let url = bundle.url(forResource: name, withExtension: \"mom\", subdirectory: \(folder)), let checksum = checksums[name]")
                p.print("else { throw MissingVersion(name: name) }")
                p.print("return NSManagedObjectModelReference(fileURL: url, versionChecksum: checksum)")
            }
            p.print("}")
        }
    }
}
