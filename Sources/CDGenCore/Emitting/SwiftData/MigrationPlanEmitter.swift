/// Writes `<Model>MigrationPlan.swift` (`--versioned-schema`): the `SchemaMigrationPlan` of the
/// bundle's versions, each stage `.lightweight` where the migration check finds the step inferred
/// and `.custom` (with a comment on what needs code; lint warns) where it does not, and typealiases
/// that give the current version's types their plain names.
///
/// ```swift
/// @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
/// public enum ChatMigrationPlan: SchemaMigrationPlan {
///     public static var schemas: [any VersionedSchema.Type] { [ChatSchemaV1.self, ChatSchemaV2.self] }
///
///     public static var stages: [MigrationStage] {
///         [
///             .lightweight(fromVersion: ChatSchemaV1.self, toVersion: ChatSchemaV2.self),
///         ]
///     }
/// }
///
/// @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
/// public typealias Mensaje = ChatSchemaV2.Mensaje
/// ```
enum MigrationPlanEmitter {
    /// The text of the plan of `history`.
    static func emit(_ history: SchemaHistory, fileName: String, options: GeneratorOptions) -> String {
        let current = history.versions[history.versions.count - 1].model
        let context = SwiftDataContext(model: current, options: options)
        return SwiftDataFileEmitter.emitFile(fileName: fileName, modules: ["SwiftData"], context: context) { p in
            emitPlan(history, context: context, into: &p)
            emitTypealiases(current, version: history.versions.count, context: context, into: &p)
        }
    }

    private static func emitPlan(_ history: SchemaHistory, context: SwiftDataContext, into p: inout CodePrinter) {
        let modelName = context.model.name
        let schemas = history.versions.indices.map { Naming.versionedSchemaName(modelName: modelName, index: $0 + 1) }
        var usage = SDKUsage()
        usage.record(.schemaMigrationPlan)
        for version in history.versions { usage.merge(VersionedSchemaEmitter.usage(of: version.model, options: context.options)) }
        p.print(usage.availability.attribute)
        p.line(context.access, "enum ", Naming.migrationPlanName(modelName: modelName), ": ", context.swiftData("SchemaMigrationPlan"), " {")
        p.indented { p in
            p.line(
                context.access, "static var schemas: [any ", context.swiftData("VersionedSchema"), ".Type] { [",
                schemas.map { $0 + ".self" }.joined(separator: ", "), "] }")
            p.blank()
            p.line(context.access, "static var stages: [", context.swiftData("MigrationStage"), "] {")
            p.indented { p in
                guard !history.stages.isEmpty else { return p.print("[]") }
                p.print("[")
                p.indented { p in
                    for (index, stage) in history.stages.enumerated() {
                        emitStage(stage, from: schemas[index], to: schemas[index + 1], into: &p)
                    }
                }
                p.print("]")
            }
            p.print("}")
        }
        p.print("}")
    }

    private static func emitStage(_ stage: SchemaHistory.Stage, from: String, to: String, into p: inout CodePrinter) {
        let versions = "fromVersion: \(from).self, toVersion: \(to).self"
        guard !stage.isLightweight else { return p.line(".lightweight(", versions, "),") }
        p.line("// ", from, " → ", to, " needs code (a custom stage of your own): lightweight migration cannot infer")
        for reason in stage.reasons { p.line("// - ", reason) }
        p.line(".custom(", versions, ", willMigrate: nil, didMigrate: nil),")
    }

    /// The current version's types by their plain names, available where its enum is.
    private static func emitTypealiases(_ model: DataModel, version: Int, context: SwiftDataContext, into p: inout CodePrinter) {
        let schema = Naming.versionedSchemaName(modelName: model.name, index: version)
        let availability = VersionedSchemaEmitter.usage(of: model, options: context.options).availability.attribute
        let names = model.entities.map { Naming.escaped(Naming.swiftDataClassName(of: $0)) } + model.composites.map { Naming.escaped($0.name) }
        for name in names {
            p.blank()
            p.print(availability)
            p.line(context.access, "typealias ", name, " = ", schema, ".", name)
        }
    }
}
