/// Writes `<Model>SchemaV<N>.swift` (`--versioned-schema`): one version of the bundle as a
/// `VersionedSchema` whose models are nested in it, so that every version's classes can live in
/// one module. Versions are numbered from 1 in the bundle's order (`Schema.Version(N, 0, 0)`).
/// Versions SwiftData cannot tell apart share one schema, named after the oldest of them and
/// written from the newest, with a comment naming them (`VersionFolding`).
///
/// ```swift
/// @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
/// public enum ChatSchemaV1: VersionedSchema {
///     public static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
///     public static var models: [any PersistentModel.Type] { [Mensaje.self] }
///
///     @Model
///     public final class Mensaje {
///         public var texto: String?
///
///         public init() {}
///     }
/// }
/// ```
enum VersionedSchemaEmitter {
    /// The text of the file of `history.versions[index]`.
    static func emit(_ history: SchemaHistory, index: Int, fileName: String, options: GeneratorOptions, names: ModelTypeNames) -> String {
        let model = history.versions[index].model
        let context = SwiftDataContext(model: model, options: options, names: names)
        let attributes = model.entities.flatMap(\.attributes) + model.composites.flatMap(\.attributes)
        let modules = SwiftDataFileEmitter.imports(for: attributes, swiftData: true) + FrameworkImports.frameworks(for: model.entities.flatMap(\.properties))
        return SwiftDataFileEmitter.emitFile(fileName: fileName, modules: modules, context: context) { p in
            emitEnum(history, index: index, context: context, into: &p)
        }
    }

    /// The comment naming the versions a schema stands for besides its own.
    private static func emitFolding(_ version: SchemaHistory.Version, into p: inout CodePrinter) {
        if !version.folded.isEmpty {
            let names = version.folded.map { "'\(SwiftComment.text($0))'" }
            p.line("// One schema for ", names.dropLast().joined(separator: ", "), " and ", names[names.count - 1], ", written from the last:")
            p.print("// SwiftData hashes them the same (they differ only in what it does not store or hash), and two")
            p.print("// schemas of a migration plan may not.")
        }
        if !version.earlier.isEmpty {
            let names = version.earlier.map { "'\(SwiftComment.text($0))'" }.joined(separator: ", ")
            p.line("// Also stands for ", names, ", an earlier version with the same version hashes: its stores open")
            p.print("// as this schema, which has no schema of its own before it in the plan.")
        }
    }

    /// What the version's enum and classes use, together.
    static func usage(of model: DataModel, options: GeneratorOptions) -> SDKUsage {
        let context = SwiftDataContext(model: model, options: options)
        var usage = SDKUsage()
        usage.record(.versionedSchema)
        for entity in model.entities { usage.merge(SwiftDataClassBody(entity, context: context).usage) }
        return usage
    }

    private static func emitEnum(_ history: SchemaHistory, index: Int, context: SwiftDataContext, into p: inout CodePrinter) {
        let model = context.model
        let number = history.number(at: index)
        let name = context.names.versionedSchema(number: number)
        emitFolding(history.versions[index], into: &p)
        let schema = context.swiftData("Schema")
        let models = model.entities.map { Naming.escaped(Naming.swiftDataClassName(of: $0)) + ".self" }.joined(separator: ", ")
        p.print(usage(of: model, options: context.options).availability.attribute)
        p.line(context.access, "enum ", name, ": ", context.swiftData("VersionedSchema"), " {")
        p.indented { p in
            p.line(context.access, "static var versionIdentifier: ", schema, ".Version { ", schema, ".Version(\(number), 0, 0) }")
            p.line(context.access, "static var models: [any ", context.swiftData("PersistentModel"), ".Type] { [", models, "] }")
            for entity in model.entities {
                p.blank()
                SwiftDataClassEmitter.emit(entity, declaresAvailability: false, context: context, into: &p)
            }
            for composite in model.composites {
                p.blank()
                SwiftDataCompositeEmitter.emit(composite, context: context, into: &p)
            }
        }
        p.print("}")
    }
}
