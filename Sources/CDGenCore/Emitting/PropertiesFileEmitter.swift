/// Writes `<Class>+CoreDataProperties.swift` (spec §3.3): the extension with `fetchRequest()` and one
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
        FileHeaderEmitter.emit(fileName: fileName, context: context, into: &p)
        CanImportGuardEmitter.open(context: context, into: &p)
        ImportsEmitter.emit(frameworks: FrameworkImports.frameworks(for: entity.attributes), context: context, into: &p)
        p.blank(2)
        if context.options.era >= .xcode26 {
            p.print("\(context.access)typealias \(className)CoreDataPropertiesSet = NSSet", "")
        }
        p.print("extension \(Naming.escaped(className)) {", "")
        p.indented { p in
            emitFetchRequest(entity, className: className, context: context, into: &p)
            p.blank()
            for property in entity.properties {
                emitProperty(property, context: context, into: &p)
            }
        }
        p.print("", "}")
        for relationship in entity.relationships where relationship.isToMany {
            p.blank()
            ToManyAccessorsEmitter.emit(relationship, className: className, context: context, into: &p)
        }
        if context.options.era >= .xcode12, entity.parentEntity == nil {
            p.print("", "extension \(Naming.escaped(className)) : Identifiable {", "", "}")
        }
        CanImportGuardEmitter.close(context: context, into: &p)
        return p.text
    }

    /// ```swift
    /// @nonobjc public class func fetchRequest() -> NSFetchRequest<Usuario> {
    ///     return NSFetchRequest<Usuario>(entityName: "Usuario")
    /// }
    /// ```
    private static func emitFetchRequest(_ entity: Entity, className: String, context: EmitContext, into p: inout CodePrinter) {
        let terminator = context.options.era == .xcode8 ? ";" : ""
        p.print("@nonobjc \(context.access)class func fetchRequest() -> NSFetchRequest<\(className)> {")
        p.indented { p in
            p.print("return NSFetchRequest<\(className)>(entityName: \(swiftStringLiteral(entity.name)))\(terminator)")
        }
        p.print("}")
    }

    /// `@NSManaged public var name: Type`; fetched properties get no code (spec §7).
    private static func emitProperty(_ property: Property, context: EmitContext, into p: inout CodePrinter) {
        let type: String
        switch property {
        case .attribute(let attribute):
            type = SwiftTypeMapper.swiftType(of: attribute, options: context.options)
        case .relationship(let relationship):
            type = relationship.isToMany
                ? (relationship.isOrdered ? "NSOrderedSet?" : "NSSet?")
                : context.className(ofEntity: relationship.destinationEntity) + "?"
        case .fetchedProperty:
            return
        }
        p.print("\(context.managedPrefix)\(context.access)var \(Naming.escaped(property.name)): \(type)")
    }

    /// A Swift string literal of `text`, with quotes and backslashes escaped.
    static func swiftStringLiteral(_ text: String) -> String {
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
