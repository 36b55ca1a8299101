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
    static func emit(_ entity: Entity, fileName: String, context: EmitContext) -> String {
        var p = CodePrinter()
        let className = Naming.className(of: entity)
        let entityOptions = context.options(for: entity)
        let beyond = context.isBeyondXcode(entity)
        FileHeaderEmitter.emit(fileName: fileName, ownFormat: beyond, context: context, into: &p)
        CanImportGuardEmitter.open(context: context, into: &p)
        // Every framework a type of the file needs: `--keys` also names the inherited attributes.
        let named = entityOptions.keys ? entity.properties + context.classLineage(of: entity).dropLast().flatMap(\.properties) : entity.properties
        ImportsEmitter.emit(frameworks: FrameworkImports.frameworks(for: named), context: context, into: &p)
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
        CanImportGuardEmitter.close(context: context, into: &p)
        return p.text
    }

    /// The `@NSManaged` lines in document order, then (beyond Xcode) the computed properties:
    /// primitive-value accessors and the typed views of ordered relationships, a blank line before each.
    private static func emitProperties(
        _ entity: Entity, className: String, entityOptions: EntityOptions, beyond: Bool, context: EmitContext, into p: inout CodePrinter
    ) {
        var computed: [(inout CodePrinter) -> Void] = []
        let declaration = context.managedPrefix + context.access + "var "
        for property in entity.properties {
            guard let shape = context.shape(of: property, entityOptions: entityOptions, qualified: beyond) else { continue }
            switch shape.storage {
            case .managed:
                p.line(declaration, Naming.escaped(property.name), ": ", shape.swiftType)
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
    /// With `--nonisolated`, Xcode leaves `fetchRequest()` main-actor isolated in a MainActor-by-default
    /// target, and so does cdgen while the file is Xcode's; in cdgen's own format (any option beyond
    /// Xcode) it is `nonisolated` too, like every other member, so a background context can call it.
    private static func emitFetchRequest(_ entity: Entity, className: String, beyond: Bool, context: EmitContext, into p: inout CodePrinter) {
        let terminator = context.options.era == .xcode8 ? ";" : ""
        let isolation = context.options.nonisolated && beyond ? "nonisolated " : ""
        p.line("@nonobjc ", isolation, context.access, "class func fetchRequest() -> NSFetchRequest<", className, "> {")
        p.indented { p in
            p.line("return NSFetchRequest<", className, ">(entityName: ", swiftStringLiteral(entity.name), ")", terminator)
        }
        p.print("}")
    }

    /// A Swift string literal of `text`, with quotes and backslashes escaped.
    static func swiftStringLiteral(_ text: String) -> String {
        // Most texts (entity and property names) need no escape: quote them as they are.
        var bytes = text   // `withUTF8` reads the bytes in place: far cheaper than stepping through `utf8`
        if !bytes.withUTF8({ $0.contains { $0 == 0x22 || $0 == 0x5C || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 } }) {
            return "\"\(text)\""
        }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }
}
