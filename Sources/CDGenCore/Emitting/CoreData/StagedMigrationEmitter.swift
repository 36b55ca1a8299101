/// Writes `<Model>StagedMigration.swift` (`--staged-migration`): the `NSStagedMigrationManager` of
/// the bundle's versions, oldest first. Each run of steps the migration check finds inferable is
/// one `NSLightweightMigrationStage` (the checksums of the run's source versions); each other step
/// is an `NSCustomMigrationStage` whose handlers call the app's conformance to
/// `<Model>MigrationSteps`, so that a step without code does not compile. Every version's model is
/// its `.mom` in the compiled `.momd` of the bundle the app passes, referenced by its own
/// `versionChecksum`: cdgen computes no checksum.
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
///         let models = try versions.map { try model($0, in: bundle) }
///         let stage1 = NSCustomMigrationStage(migratingFrom: reference(models[0]), to: reference(models[1]))
///         stage1.label = "'Company 1' → 'Company 2'"
///         stage1.willMigrateHandler = { try steps.willMigrateCompany1ToCompany2($0, $1) }
///         stage1.didMigrateHandler = { try steps.didMigrateCompany1ToCompany2($0, $1) }
///         return NSStagedMigrationManager([stage1])
///     }
///     …
/// }
/// ```
enum StagedMigrationEmitter {
    /// One stage: a lightweight run of versions `from..<to` (to the version `to`), or the custom step `from` → `from + 1`.
    struct Stage: Equatable {
        var from: Int
        var to: Int
        var isCustom: Bool
    }

    /// The stages of `history`: consecutive lightweight steps joined into one.
    static func stages(of history: SchemaHistory) -> [Stage] {
        var stages: [Stage] = []
        for (index, step) in history.stages.enumerated() {
            if step.isLightweight, let last = stages.last, !last.isCustom, last.to == index {
                stages[stages.count - 1].to = index + 1
            } else {
                stages.append(Stage(from: index, to: index + 1, isCustom: !step.isLightweight))
            }
        }
        return stages
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
            p.print("/// The code of the \(modelName) model's steps that lightweight migration cannot infer, which")
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
            p.print("/// Before \(title(stage.from, stage.to)) migrates a store (its `willMigrateHandler`). Lightweight migration cannot infer:")
            for reason in history.stages[stage.from].reasons { p.print("/// - " + reason.replacingOccurrences(of: "\n", with: " ")) }
            p.print("func \(names.will)\(parameters)")
            p.print("/// After \(title(stage.from, stage.to)) migrated a store (its `didMigrateHandler`).")
            p.print("func \(names.did)\(parameters)")
        }

        /// The enum that builds the manager and puts it into a store description.
        func emitEnum(into p: inout CodePrinter) {
            let enumName = context.names.stagedMigration
            let labels = names.map(SwiftLiteral.string).joined(separator: ", ")
            p.print("/// The staged migration of the \(modelName) model's versions, oldest first, to the current one: one")
            p.print("/// stage per run of steps lightweight migration infers, one custom stage per step that needs code.")
            p.print(availability)
            p.print("\(context.memberPrefix)enum \(enumName) {")
            p.indented { p in
                p.print("/// The versions, oldest first: the names of their `.mom` files in `\(Naming.compiledModelFolder(modelName: modelName))`.")
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

        private var stepsParameter: (declaration: String, argument: String, label: String) {
            hasCustomSteps ? (", steps: some \(stepsName)", ", steps: steps", "steps:") : ("", "", "")
        }

        private func emitManager(into p: inout CodePrinter) {
            p.print("/// A manager that takes a store of any of `versions` to the current one, each version's model read")
            p.print("/// from the compiled model in `bundle` (`Bundle.main`, `Bundle.module`); throws `MissingVersion`")
            p.print("/// when one is not there.")
            p.print("\(context.access)static func manager(in bundle: Bundle\(stepsParameter.declaration)) throws -> NSStagedMigrationManager {")
            p.indented { p in
                p.print("let models = try versions.map { try model($0, in: bundle) }")
                for (index, stage) in stages.enumerated() { emitStage(stage, name: "stage\(index + 1)", into: &p) }
                p.print("return NSStagedMigrationManager([\(stages.indices.map { "stage\($0 + 1)" }.joined(separator: ", "))])")
            }
            p.print("}")
        }

        private func emitStage(_ stage: Stage, name: String, into p: inout CodePrinter) {
            if stage.isCustom {
                p.print("let \(name) = NSCustomMigrationStage(migratingFrom: reference(models[\(stage.from)]), to: reference(models[\(stage.to)]))")
                p.print("\(name).label = \(SwiftLiteral.string(title(stage.from, stage.to)))")
                let names = methods(stage)
                p.print("\(name).willMigrateHandler = { try steps.\(names.will)($0, $1) }")
                p.print("\(name).didMigrateHandler = { try steps.\(names.did)($0, $1) }")
            } else {
                let checksums = (stage.from..<stage.to).map { "models[\($0)].versionChecksum" }.joined(separator: ", ")
                p.print("let \(name) = NSLightweightMigrationStage([\(checksums)])")
                p.print("\(name).label = \(SwiftLiteral.string(title(stage.from, stage.to)))")
            }
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
            let folder = SwiftLiteral.string(Naming.compiledModelFolder(modelName: modelName))
            p.print("/// A version whose `.mom` is not in the bundle's `\(Naming.compiledModelFolder(modelName: modelName))`.")
            p.print("\(context.access)struct MissingVersion: Error {")
            p.indented { p in p.print("\(context.access)let name: String") }
            p.print("}")
            p.blank()
            p.print("private static func model(_ name: String, in bundle: Bundle) throws -> NSManagedObjectModel {")
            p.indented { p in
                p.print("guard let url = bundle.url(forResource: name, withExtension: \"mom\", subdirectory: \(folder)),")
                p.print("    let model = NSManagedObjectModel(contentsOf: url)")
                p.print("else { throw MissingVersion(name: name) }")
                p.print("return model")
            }
            p.print("}")
            p.blank()
            p.print("private static func reference(_ model: NSManagedObjectModel) -> NSManagedObjectModelReference {")
            p.indented { p in p.print("NSManagedObjectModelReference(model: model, versionChecksum: model.versionChecksum)") }
            p.print("}")
        }
    }
}
