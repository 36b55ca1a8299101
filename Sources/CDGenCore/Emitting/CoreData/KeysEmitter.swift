/// Writes the `Keys` and `KeyPaths` of a class (`--keys`): a name constant for every attribute,
/// relationship and fetched property (inherited ones included), for `NSPredicate`, KVC and sort
/// descriptors, and a typed key path for every attribute and relationship the class has as a
/// member (none of an ancestor without a class of its own, or above it).
///
/// ```swift
/// extension Usuario {
///
///     /// The names of Usuario's properties in the model, for NSPredicate, KVC and sort descriptors.
///     public enum Keys {
///         /// `login` (String).
///         public static let login: Swift.String = "login"
///     }
///
///     /// Typed key paths of Usuario's attributes and relationships.
///     public enum KeyPaths {
///         /// `login` (String).
///         public static var login: Swift.ReferenceWritableKeyPath<Usuario, Swift.String?> { \Usuario.login }
///     }
/// }
/// ```
enum KeysEmitter {
    /// Prints the extension holding both enums for `entity` of class `className`.
    static func emit(_ entity: Entity, className: String, context: CoreDataEmitContext, into p: inout CodePrinter) {
        let lineage = context.entities.lineage(of: entity)
        let escapedClass = Naming.escaped(className)
        p.line("extension ", escapedClass, " {")
        p.blank()
        p.indented { p in
            p.line("/// The names of ", SwiftComment.text(className), "'s properties in the model, for NSPredicate, KVC and sort descriptors.")
            p.line(context.memberPrefix, "enum ", Naming.nestedTypeNames.keys, " {")
            p.indented { p in emitKeys(lineage, entity: entity, context: context, into: &p) }
            p.print("}", "")
            p.line("/// Typed key paths of ", SwiftComment.text(className), "'s attributes and relationships.")
            p.line(context.memberPrefix, "enum ", Naming.nestedTypeNames.keyPaths, " {")
            p.indented { p in emitKeyPaths(context.classLineage(of: entity), entity: entity, escapedClass: escapedClass, context: context, into: &p) }
            p.print("}")
        }
        p.print("}")
    }

    /// A name constant for every property of `lineage` (root first), in document order.
    private static func emitKeys(_ lineage: [Entity], entity: Entity, context: CoreDataEmitContext, into p: inout CodePrinter) {
        let declaration = context.access + "static let "
        for owner in lineage {
            for property in owner.properties {
                p.print(documentation(property, owner: owner, entity: entity))
                p.line(declaration, Naming.escaped(property.name), ": Swift.String = ", SwiftLiteral.string(property.name))
            }
        }
    }

    /// A typed key path for every attribute and relationship of `lineage`; each owner's options
    /// are read once, not once per property.
    private static func emitKeyPaths(_ lineage: [Entity], entity: Entity, escapedClass: String, context: CoreDataEmitContext, into p: inout CodePrinter) {
        let declaration = context.access + "static var "
        let type = ": Swift.ReferenceWritableKeyPath<" + escapedClass + ", "
        let root = "> { \\" + escapedClass + "."
        for owner in lineage {
            let entityOptions = context.options(for: owner)
            let qualified = context.isBeyondXcode(owner)
            for property in owner.properties {
                guard let shape = context.shape(of: property, entityOptions: entityOptions, qualified: qualified) else { continue }
                let name = Naming.escaped(property.name)
                p.print(documentation(property, owner: owner, entity: entity))
                p.line(declaration, name, type, shape.swiftType, root, name, " }")
            }
        }
    }

    /// "/// `name` (Type)." with the entity it is inherited from, where it is.
    private static func documentation(_ property: Property, owner: Entity, entity: Entity) -> String {
        let kind: String
        switch property {
        case .attribute(let a): kind = a.type.rawValue
        case .relationship(let r): kind = (r.isToMany ? (r.isOrdered ? "ordered to-many " : "to-many ") : "to-one ") + r.destinationEntity
        case .fetchedProperty: kind = "fetched property"
        }
        let inherited = owner.name == entity.name ? "" : ", from \(owner.name)"
        return "/// `\(SwiftComment.text(property.name))` (\(SwiftComment.text(kind + inherited)))."
    }
}
