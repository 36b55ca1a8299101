/// Writes `<Class>+CoreDataProperties.swift` (XcodeOutput.md §6): the extension with `fetchRequest()` and one
/// `@NSManaged` line per attribute and relationship in document order, the accessor extensions of
/// the to-many relationships, and the `Identifiable` extension of root entities (Xcode 12+).
///
/// ```swift
/// extension Usuario {
///
///     @nonobjc public class func fetchRequest() -> NSFetchRequest<Usuario> {
///         return NSFetchRequest<Usuario>(entityName: "Usuario")
///     }
///
///     @NSManaged public var login: String?
///     @NSManaged public var mensajes: NSSet?
///
/// }
/// ```
enum PropertiesFileEmitter {
    /// The text of the properties file of `entity`.
    static func emit(_ entity: Entity, fileName: String, context: CoreDataEmitContext) -> String {
        var p = CodePrinter()
        let className = context.className(ofEntity: entity.name)
        let entityOptions = context.options(for: entity)
        let beyond = context.isBeyondXcode(entity)
        FileHeaderEmitter.emit(fileName: fileName, modelName: context.modelName, ownFormat: beyond, into: &p)
        CanImportGuardEmitter.open("CoreData", spacing: .blankLines, style: context.style, into: &p)
        // Every framework a type of the file needs: `--keys` also names the inherited attributes.
        let named = entityOptions.keys ? entity.properties + context.classLineage(of: entity).dropLast().flatMap(\.properties) : entity.properties
        ImportsEmitter.emit(["Foundation", "CoreData"] + FrameworkImports.frameworks(for: named), style: context.style, into: &p)
        p.blank(2)
        if context.options.era >= .xcode26 {
            p.line(context.access, "typealias ", className, "CoreDataPropertiesSet = NSSet")
            p.blank()
        }
        p.line("extension ", Naming.escaped(className), " {")
        p.blank()
        p.indented { p in
            emitFetchRequest(entity, className: className, beyond: beyond, context: context, into: &p)
            p.blank()
            emitProperties(entity, className: className, entityOptions: entityOptions, beyond: beyond, context: context, into: &p)
        }
        p.print("", "}")
        for property in entity.properties {
            guard case .relationship(let relationship) = property, relationship.isToMany else { continue }
            p.blank()
            ToManyAccessorsEmitter.emit(relationship, className: className, typed: entityOptions.typedCollections, context: context, into: &p)
        }
        if entityOptions.keys {
            p.blank()
            KeysEmitter.emit(entity, className: className, context: context, into: &p)
        }
        if entityOptions.fetchHelpers {
            p.blank()
            FetchHelpersEmitter.emit(entity, className: className, context: context, into: &p)
        }
        if context.options.era >= .xcode12, entity.parentEntity == nil {
            p.blank()
            p.line("extension ", Naming.escaped(className), " : Identifiable {")
            p.print("", "}")
        }
        CanImportGuardEmitter.close(spacing: .blankLines, style: context.style, into: &p)
        return p.text
    }

    /// The `@NSManaged` lines in document order, then (beyond Xcode) the computed properties:
    /// primitive-value accessors and the typed views of ordered relationships, a blank line before each.
    private static func emitProperties(
        _ entity: Entity, className: String, entityOptions: EntityOptions, beyond: Bool, context: CoreDataEmitContext, into p: inout CodePrinter
    ) {
        var computed: [(inout CodePrinter) -> Void] = []
        for property in entity.properties {
            guard let shape = context.shape(of: property, entityOptions: entityOptions, qualified: beyond) else { continue }
            switch shape.storage {
            case .managed:
                p.line(shape.managedDeclaration(access: context.access, nonisolated: context.options.isNonisolated))
            case .primitive(let conversion):
                computed.append { PrimitiveAccessorEmitter.emit(shape, conversion: conversion, className: className, context: context, into: &$0) }
            }
        }
        if entityOptions.typedCollections {
            for relationship in entity.relationships where relationship.isToMany && relationship.isOrdered {
                computed.append { OrderedViewEmitter.emit(relationship, context: context, into: &$0) }
            }
        }
        for emitComputed in computed {
            p.blank()
            emitComputed(&p)
        }
    }

    /// ```swift
    /// @nonobjc public class func fetchRequest() -> NSFetchRequest<Usuario> {
    ///     return NSFetchRequest<Usuario>(entityName: "Usuario")
    /// }
    /// ```
    ///
    /// Xcode 27 (and `--nonisolated`) leaves `fetchRequest()` main-actor isolated in a MainActor-by-default
    /// target, and so does cdgen while the file is Xcode's; in cdgen's own format (any option beyond
    /// Xcode) it is `nonisolated` too, like every other member, so a background context can call it.
    private static func emitFetchRequest(_ entity: Entity, className: String, beyond: Bool, context: CoreDataEmitContext, into p: inout CodePrinter) {
        let terminator = context.options.era == .xcode8 ? ";" : ""
        let isolation = context.options.isNonisolated && beyond ? "nonisolated " : ""
        p.line("@nonobjc ", isolation, context.access, "class func fetchRequest() -> NSFetchRequest<", className, "> {")
        p.indented { p in
            p.line("return NSFetchRequest<", className, ">(entityName: ", SwiftLiteral.string(entity.name), ")", terminator)
        }
        p.print("}")
    }
}
