/// Writes the `Keys` and `KeyPaths` of a class (`--keys`): a name constant for every attribute,
/// relationship and fetched property (inherited ones included), for `NSPredicate`, KVC and sort
/// descriptors, and a typed key path for every attribute and relationship.
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
    static func emit(_ entity: Entity, className: String, context: EmitContext, into p: inout CodePrinter) {
        var members: [(property: Property, owner: Entity)] = []
        for owner in context.lineage(of: entity) {
            members += owner.properties.map { ($0, owner) }
        }
        let escapedClass = Naming.escaped(className)
        p.print("extension \(escapedClass) {", "")
        p.indented { p in
            p.print("/// The names of \(className)'s properties in the model, for NSPredicate, KVC and sort descriptors.")
            p.print("\(context.memberPrefix)enum \(Naming.nestedTypeNames.keys) {")
            p.indented { p in
                for (property, owner) in members {
                    p.print(documentation(property, owner: owner, entity: entity))
                    p.print("\(context.access)static let \(Naming.escaped(property.name)): Swift.String = \(PropertiesFileEmitter.swiftStringLiteral(property.name))")
                }
            }
            p.print("}", "")
            p.print("/// Typed key paths of \(className)'s attributes and relationships.")
            p.print("\(context.memberPrefix)enum \(Naming.nestedTypeNames.keyPaths) {")
            p.indented { p in
                for (property, owner) in members {
                    guard let shape = context.shape(of: property, in: owner) else { continue }
                    let name = Naming.escaped(property.name)
                    p.print(documentation(property, owner: owner, entity: entity))
                    p.print("\(context.access)static var \(name): Swift.ReferenceWritableKeyPath<\(escapedClass), \(shape.swiftType)> { \\\(escapedClass).\(name) }")
                }
            }
            p.print("}")
        }
        p.print("}")
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
        return "/// `\(property.name)` (\(kind)\(inherited))."
    }
}
