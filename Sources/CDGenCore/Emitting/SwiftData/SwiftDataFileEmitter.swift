/// Writes the files of SwiftData output that hold one type: `<Entity>.swift` (the entity's
/// `@Model` class) and `<Composite>.swift` (a composite attribute's struct), each with the header,
/// the imports it uses (Foundation only for Foundation's types, so that Swift 6 does not warn
/// about an unused `public import`) and, with `guardWithCanImport`, inside `#if canImport(SwiftData)`.
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
        // A sub-entity's `init`, when it has one, takes the values its ancestors need too: their types count.
        let body = SwiftDataClassBody(entity, context: context)
        let inherited = body.members.contains { $0.parameter != nil } ? body.inheritedAttributes : []
        let modules =
            imports(for: inherited + entity.attributes, swiftData: true)
            + FrameworkImports.frameworks(for: inherited.map(Property.attribute) + entity.properties)
        return emitFile(fileName: fileName, modules: modules, context: context) { p in
            SwiftDataClassEmitter.emit(entity, body: body, context: context, into: &p)
        }
    }

    /// The text of `<Composite>.swift`.
    static func emit(_ composite: Composite, fileName: String, context: SwiftDataContext) -> String {
        emitFile(fileName: fileName, modules: imports(for: composite.attributes, swiftData: false), context: context) { p in
            SwiftDataCompositeEmitter.emit(composite, context: context, into: &p)
        }
    }

    /// Foundation when one of `attributes` has a Foundation type, then SwiftData when asked.
    static func imports(for attributes: [Attribute], swiftData: Bool) -> [String] {
        let foundation = attributes.contains { attribute in
            switch attribute.type {
            case .decimal, .date, .binary, .uuid, .uri, .objectID, .undefined: true
            case .transformable: TransformableClass.name(of: attribute).map(FrameworkImports.needsFoundation(typeText:)) ?? true
            default: false
            }
        }
        return (foundation ? ["Foundation"] : []) + (swiftData ? ["SwiftData"] : [])
    }

    /// A file: header, guard, `import` of each of `modules`, `body`.
    static func emitFile(fileName: String, modules: [String], context: SwiftDataContext, body: (inout CodePrinter) -> Void) -> String {
        var p = CodePrinter()
        FileHeaderEmitter.emit(fileName: fileName, modelName: context.model.name, ownFormat: true, into: &p)
        CanImportGuardEmitter.open("SwiftData", spacing: .tight, style: context.style, into: &p)
        ImportsEmitter.emit(modules, style: context.style, into: &p)
        if !modules.isEmpty { p.blank() }
        body(&p)
        CanImportGuardEmitter.close(spacing: .tight, style: context.style, into: &p)
        return p.text
    }
}
