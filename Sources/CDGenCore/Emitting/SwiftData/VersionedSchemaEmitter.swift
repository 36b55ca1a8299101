/// Writes `<Model>SchemaV<N>.swift` (`--versioned-schema`): one version of the bundle as a
/// `VersionedSchema` whose models are nested in it, so that every version's classes can live in
/// one module. Versions are numbered from 1 in the bundle's order (`Schema.Version(N, 0, 0)`).
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
    static func emit(_ history: SchemaHistory, index: Int, fileName: String, options: GeneratorOptions) -> String {
        let model = history.versions[index].model
        let context = SwiftDataContext(model: model, options: options)
        let attributes = model.entities.flatMap(\.attributes) + model.composites.flatMap(\.attributes)
        let modules = SwiftDataFileEmitter.imports(for: attributes, swiftData: true) + FrameworkImports.frameworks(for: model.entities.flatMap(\.properties))
        return SwiftDataFileEmitter.emitFile(fileName: fileName, modules: modules, context: context) { p in
            emitEnum(model, index: index, context: context, into: &p)
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

    private static func emitEnum(_ model: DataModel, index: Int, context: SwiftDataContext, into p: inout CodePrinter) {
        let name = Naming.versionedSchemaName(modelName: model.name, index: index + 1)
        let schema = context.swiftData("Schema")
        let models = model.entities.map { Naming.escaped(Naming.swiftDataClassName(of: $0)) + ".self" }.joined(separator: ", ")
        p.print(usage(of: model, options: context.options).availability.attribute)
        p.line(context.access, "enum ", name, ": ", context.swiftData("VersionedSchema"), " {")
        p.indented { p in
            p.line(context.access, "static var versionIdentifier: ", schema, ".Version { ", schema, ".Version(\(index + 1), 0, 0) }")
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
