/// Writes `<Model>MigrationPlan.swift` (`--versioned-schema`): the `SchemaMigrationPlan` of the
/// bundle's schemas (`SchemaHistory`), each stage `.lightweight` where the migration check finds
/// the step inferred and `.custom` where it does not. A custom stage without code behaves as a
/// lightweight one and fails on the device, so then the plan is a protocol refining
/// `SchemaMigrationPlan`, with a `willMigrate…`/`didMigrate…` requirement per custom stage (their
/// doc comment lists what needs code): it compiles only once the app conforms a type of its own,
/// and that type is the plan the app passes to its `ModelContainer`. `<Model>Typealiases.swift`
/// gives the current version's types their plain names.
///
/// ```swift
/// @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
/// public protocol ChatMigrationPlan: SchemaMigrationPlan {
///     /// ChatSchemaV1 → ChatSchemaV2, before the step, with ChatSchemaV1's models. Lightweight
///     /// migration cannot infer:
///     /// - new attribute 'Mensaje.leido' is required and has no default value: …
///     nonisolated static func willMigrateV1toV2(_ context: ModelContext) throws
///     /// ChatSchemaV1 → ChatSchemaV2, after the step, with ChatSchemaV2's models.
///     nonisolated static func didMigrateV1toV2(_ context: ModelContext) throws
/// }
///
/// @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
/// extension ChatMigrationPlan {
///     nonisolated public static var schemas: [any VersionedSchema.Type] { [ChatSchemaV1.self, ChatSchemaV2.self] }
///
///     nonisolated public static var stages: [MigrationStage] {
///         [
///             .custom(
///                 fromVersion: ChatSchemaV1.self, toVersion: ChatSchemaV2.self,
///                 willMigrate: { try Self.willMigrateV1toV2($0) }, didMigrate: { try Self.didMigrateV1toV2($0) }),
///         ]
///     }
/// }
/// ```
enum MigrationPlanEmitter {
    /// The text of the plan of `history`.
    static func emit(_ history: SchemaHistory, fileName: String, options: GeneratorOptions, names: ModelTypeNames) -> String {
        let current = history.versions[history.versions.count - 1].model
        let context = SwiftDataContext(model: current, options: options, names: names)
        return SwiftDataFileEmitter.emitFile(fileName: fileName, modules: ["SwiftData"], context: context) { p in
            emitPlan(history, context: context, into: &p)
        }
    }

    /// The text of `<Model>Typealiases.swift`: the current version's types by their plain names,
    /// available where its enum is.
    ///
    /// ```swift
    /// @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    /// public typealias Mensaje = ChatSchemaV2.Mensaje
    /// ```
    static func emitTypealiases(_ history: SchemaHistory, fileName: String, options: GeneratorOptions, names: ModelTypeNames) -> String {
        let last = history.versions.count - 1
        let model = history.versions[last].model
        let context = SwiftDataContext(model: model, options: options, names: names)
        let schema = names.versionedSchema(number: history.number(at: last))
        let availability = VersionedSchemaEmitter.usage(of: model, options: options).availability.attribute
        let names = model.entities.map { Naming.escaped(Naming.swiftDataClassName(of: $0)) } + model.composites.map { Naming.escaped($0.name) }
        // The aliased classes are the module's own: no import, so none is reported unused.
        return SwiftDataFileEmitter.emitFile(fileName: fileName, modules: [], context: context) { p in
            for (position, name) in names.enumerated() {
                if position > 0 { p.blank() }
                p.print(availability)
                p.line(context.access, "typealias ", name, " = ", schema, ".", name)
            }
        }
    }

    private static func emitPlan(_ history: SchemaHistory, context: SwiftDataContext, into p: inout CodePrinter) {
        let schemas = history.versions.indices.map { context.names.versionedSchema(number: history.number(at: $0)) }
        var usage = SDKUsage()
        usage.record(.schemaMigrationPlan)
        for version in history.versions { usage.merge(VersionedSchemaEmitter.usage(of: version.model, options: context.options)) }
        let name = context.names.migrationPlan
        let custom = history.stages.indices.filter { !history.stages[$0].isLightweight }
        if custom.isEmpty {
            p.print(usage.availability.attribute)
            p.line(context.access, "enum ", name, ": ", context.swiftData("SchemaMigrationPlan"), " {")
        } else {
            emitRequirements(history, stages: custom, schemas: schemas, name: name, availability: usage.availability.attribute, context: context, into: &p)
            p.blank()
            p.print(usage.availability.attribute)
            p.line("extension ", name, " {")
        }
        // In a protocol extension, the members would take a main-actor default isolation (an Xcode
        // 26 app target's), and SchemaMigrationPlan, a SendableMetatype, has nonisolated
        // requirements: every conformance would cross into main-actor code. An enum's own members
        // witness its conformance as they are.
        let isolation = custom.isEmpty ? "" : "nonisolated "
        p.indented { p in
            p.line(
                isolation, context.access, "static var schemas: [any ", context.swiftData("VersionedSchema"), ".Type] { [",
                schemas.map { $0 + ".self" }.joined(separator: ", "), "] }")
            p.blank()
            p.line(isolation, context.access, "static var stages: [", context.swiftData("MigrationStage"), "] {")
            p.indented { p in
                guard !history.stages.isEmpty else { return p.print("[]") }
                p.print("[")
                p.indented { p in
                    for (index, stage) in history.stages.enumerated() {
                        emitStage(stage, from: (schemas[index], history.number(at: index)), to: (schemas[index + 1], history.number(at: index + 1)), into: &p)
                    }
                }
                p.print("]")
            }
            p.print("}")
        }
        p.print("}")
    }

    /// The plan as a protocol: a `willMigrate…` and a `didMigrate…` requirement per custom stage.
    private static func emitRequirements(
        _ history: SchemaHistory, stages: [Int], schemas: [String], name: String, availability: String, context: SwiftDataContext,
        into p: inout CodePrinter
    ) {
        p.line("/// The migration plan of ", SwiftComment.text(schemas[schemas.count - 1]), ". Lightweight migration cannot infer some of its steps: conform a")
        p.print("/// type of your own with their code, and open the container with that type as the plan. SwiftData runs")
        p.print("/// the code during migration, off the main actor: the requirements are `nonisolated`, and so are their")
        p.print("/// implementations in a target whose default isolation is the main actor.")
        p.print(availability)
        p.line(context.access, "protocol ", name, ": ", context.swiftData("SchemaMigrationPlan"), " {")
        p.indented { p in
            for index in stages {
                let (from, to) = (history.number(at: index), history.number(at: index + 1))
                let (before, after) = (SwiftComment.text(schemas[index]), SwiftComment.text(schemas[index + 1]))
                let step = "\(before) → \(after)"
                p.line("/// ", step, ", before the step, with ", before, "'s models. Lightweight migration cannot infer:")
                for blocker in history.stages[index].blockers { p.line("/// - ", SwiftComment.text(blocker.documentation)) }
                p.line(
                    "nonisolated static func ", Naming.migrationHookName(phase: "willMigrate", from: from, to: to), "(_ context: ",
                    context.swiftData("ModelContext"), ") throws")
                p.line("/// ", step, ", after the step, with ", after, "'s models.")
                p.line(
                    "nonisolated static func ", Naming.migrationHookName(phase: "didMigrate", from: from, to: to), "(_ context: ",
                    context.swiftData("ModelContext"), ") throws")
            }
        }
        p.print("}")
    }

    private static func emitStage(_ stage: SchemaHistory.Stage, from: (name: String, number: Int), to: (name: String, number: Int), into p: inout CodePrinter) {
        let versions = "fromVersion: \(from.name).self, toVersion: \(to.name).self"
        guard !stage.isLightweight else { return p.line(".lightweight(", versions, "),") }
        let will = Naming.migrationHookName(phase: "willMigrate", from: from.number, to: to.number)
        let did = Naming.migrationHookName(phase: "didMigrate", from: from.number, to: to.number)
        p.print(".custom(")
        p.indented { p in
            p.line(versions, ",")
            p.line("willMigrate: { try Self.", will, "($0) }, didMigrate: { try Self.", did, "($0) }),")
        }
    }
}
