/// Writes the files of SwiftData output that hold one type: `<Entity>.swift` (the entity's
/// `@Model` class) and `<Composite>.swift` (a composite attribute's struct), each with the header,
/// the imports and, with `guardWithCanImport`, inside `#if canImport(SwiftData)`.
///
/// ```swift
/// public import Foundation
/// public import SwiftData
///
/// @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
/// @Model
/// public final class Mensaje {
///     public var texto: String?
///     public var conversacion: Conversacion?
///
///     public init() {}
/// }
/// ```
enum SwiftDataFileEmitter {
    /// The text of `<Entity>.swift`.
    static func emit(_ entity: Entity, fileName: String, context: SwiftDataContext) -> String {
        emitFile(fileName: fileName, frameworks: FrameworkImports.frameworks(for: entity.properties), context: context) { p in
            SwiftDataClassEmitter.emit(entity, context: context, into: &p)
        }
    }

    /// The text of `<Composite>.swift`.
    static func emit(_ composite: Composite, fileName: String, context: SwiftDataContext) -> String {
        emitFile(fileName: fileName, frameworks: [], context: context) { p in
            SwiftDataCompositeEmitter.emit(composite, context: context, into: &p)
        }
    }

    /// A file: header, guard, imports (Foundation, SwiftData, then `frameworks`), `body`.
    static func emitFile(fileName: String, frameworks: [String], context: SwiftDataContext, body: (inout CodePrinter) -> Void) -> String {
        var p = CodePrinter()
        FileHeaderEmitter.emit(fileName: fileName, modelName: context.model.name, ownFormat: true, into: &p)
        if context.options.guardWithCanImport { p.print("#if canImport(SwiftData)") }
        let keyword = context.options.era >= .xcode26 && context.options.accessLevel != .internal ? "public import " : "import "
        for module in ["Foundation", "SwiftData"] + frameworks { p.line(keyword, module) }
        p.blank()
        body(&p)
        if context.options.guardWithCanImport { p.print("#endif") }
        return p.text
    }
}
