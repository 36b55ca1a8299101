/// Writes `<Model>Store.swift`: every `@Model` class of the model in one list, and a
/// `ModelContainer` on the store file the model's Core Data stack uses, as Apple's "Adopting
/// SwiftData for a Core Data app" shares one store between the two
/// (https://developer.apple.com/documentation/coredata/adopting-swiftdata-for-a-core-data-app):
/// the same file (`NSPersistentContainer.defaultDirectoryURL()` and `<Model>.sqlite`, where
/// `NSPersistentContainer(name:)` puts it), and persistent history tracking on the Core Data
/// side, which SwiftData turns on for its store. With `--versioned-schema` the list is the current
/// schema's and the container takes the migration plan (the app's own type conforming to it, when
/// it is a protocol). The container's CloudKit database is a parameter whose default is `.none`:
/// `ModelConfiguration(url:)` alone takes `.automatic`
/// (https://developer.apple.com/documentation/swiftdata/modelconfiguration/init(_:schema:url:allowssave:cloudkitdatabase:)),
/// which in an app with an iCloud entitlement mirrors the shared file to CloudKit behind the Core
/// Data stack's back.
///
/// ```swift
/// @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
/// public enum ChatStore {
///     /// Every `@Model` class of the model.
///     public static var models: [any PersistentModel.Type] { [Mensaje.self] }
///
///     /// The store file `NSPersistentContainer(name: "Chat")` opens by default.
///     public static var coreDataStoreURL: URL {
///         NSPersistentContainer.defaultDirectoryURL().appendingPathComponent("Chat.sqlite")
///     }
///
///     /// A container of `models` on the store at `url` (by default Core Data's), mirrored to
///     /// `cloudKitDatabase` (by default none; `ModelConfiguration(url:)` alone would take `.automatic`).
///     public static func container(url: URL = coreDataStoreURL, cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .none) throws -> ModelContainer {
///         try ModelContainer(for: Schema(models), configurations: ModelConfiguration(url: url, cloudKitDatabase: cloudKitDatabase))
///     }
///
///     /// Turns on persistent history tracking in the description of a Core Data store that shares
///     /// the file: SwiftData turns it on, and Core Data opens a store that has it read-only without it.
///     public static func shareStore(with description: NSPersistentStoreDescription) {
///         description.setOption(NSNumber(value: true), forKey: NSPersistentHistoryTrackingKey)
///     }
/// }
/// ```
enum ModelListEmitter {
    /// The text of the file for `entities` of the model (plain output).
    static func emit(_ entities: [Entity], fileName: String, context: SwiftDataContext) -> String {
        var usage = SDKUsage()
        // The enum names PersistentModel and ModelContainer even when the model has no entity.
        usage.record(.persistentModel)
        for entity in entities { usage.merge(SwiftDataClassBody(entity, context: context).usage) }
        let models = "[" + entities.map { Naming.escaped(Naming.swiftDataClassName(of: $0)) + ".self" }.joined(separator: ", ") + "]"
        let container =
            "try \(context.swiftData("ModelContainer"))(for: \(context.swiftData("Schema"))(models), configurations: \(context.swiftData("ModelConfiguration"))(url: url, cloudKitDatabase: cloudKitDatabase))"
        return emitFile(fileName: fileName, availability: usage.availability.attribute, models: models, container: (nil, container), context: context)
    }

    /// The text of the file for the current schema of `history` (`--versioned-schema`).
    static func emit(_ history: SchemaHistory, fileName: String, options: GeneratorOptions, names: ModelTypeNames) -> String {
        let last = history.versions.count - 1
        let context = SwiftDataContext(model: history.versions[last].model, options: options, names: names)
        var usage = SDKUsage()
        usage.record(.schemaMigrationPlan)
        for version in history.versions { usage.merge(VersionedSchemaEmitter.usage(of: version.model, options: options)) }
        let schema = names.versionedSchema(number: history.number(at: last))
        let plan = names.migrationPlan
        let isProtocol = history.stages.contains { !$0.isLightweight }
        let container = [
            "try \(context.swiftData("ModelContainer"))(",
            "    for: \(context.swiftData("Schema"))(versionedSchema: \(schema).self), migrationPlan: \(isProtocol ? "plan" : plan + ".self"),",
            "    configurations: \(context.swiftData("ModelConfiguration"))(url: url, cloudKitDatabase: cloudKitDatabase))",
        ].joined(separator: "\n")
        let generic = isProtocol ? ("<Plan: \(plan)>", "plan: Plan.Type, ") : nil
        return emitFile(
            fileName: fileName, availability: usage.availability.attribute, models: "\(schema).models", container: (generic, container), context: context)
    }

    private static func emitFile(
        fileName: String, availability: String, models: String, container: (generic: (clause: String, parameter: String)?, body: String),
        context: SwiftDataContext
    ) -> String {
        let name = context.model.name
        let url = context.standardType("URL", module: "Foundation")
        // CoreData re-exports Foundation: a `public import Foundation` beside it is reported unused
        // in Swift 6, unless `URL` is spelled `Foundation.URL` (a model type named `URL`).
        let modules = ["CoreData"] + (url.hasPrefix("Foundation.") ? ["Foundation"] : []) + ["SwiftData"]
        return SwiftDataFileEmitter.emitFile(fileName: fileName, modules: modules, context: context) { p in
            let commented = SwiftComment.text(name)
            p.line("/// The `@Model` classes of ", commented, ", and a container on the store file ", commented, "'s Core Data stack uses.")
            p.print(availability)
            p.line(context.access, "enum ", context.names.store, " {")
            p.indented { p in
                p.print("/// Every `@Model` class of the model.")
                p.line(context.access, "static var models: [any ", context.swiftData("PersistentModel"), ".Type] { ", models, " }")
                p.blank()
                p.line("/// The store file `NSPersistentContainer(name: ", SwiftLiteral.string(name), ")` opens by default.")
                p.line(context.access, "static var coreDataStoreURL: ", url, " {")
                p.indented { p in p.line("NSPersistentContainer.defaultDirectoryURL().appendingPathComponent(", SwiftLiteral.string(name + ".sqlite"), ")") }
                p.print("}")
                p.blank()
                p.line("/// A container of `models` on the store at `url` (by default Core Data's)", container.generic == nil ? "," : ", migrated by `plan`,")
                p.print("/// mirrored to `cloudKitDatabase` (by default none; `ModelConfiguration(url:)` alone would take `.automatic`).")
                let database = "cloudKitDatabase: \(context.swiftData("ModelConfiguration")).CloudKitDatabase = .none"
                let signature = "container\(container.generic?.clause ?? "")(\(container.generic?.parameter ?? "")url: \(url) = coreDataStoreURL, \(database))"
                p.line(context.access, "static func ", signature, " throws -> ", context.swiftData("ModelContainer"), " {")
                p.indented { p in
                    for line in container.body.split(separator: "\n") { p.print(String(line)) }
                }
                p.print("}")
                p.blank()
                p.print("/// Turns on persistent history tracking in the description of a Core Data store that shares")
                p.print("/// the file: SwiftData turns it on, and Core Data opens a store that has it read-only without it.")
                p.line(context.access, "static func shareStore(with description: NSPersistentStoreDescription) {")
                p.indented { p in p.print("description.setOption(NSNumber(value: true), forKey: NSPersistentHistoryTrackingKey)") }
                p.print("}")
            }
            p.print("}")
        }
    }
}
