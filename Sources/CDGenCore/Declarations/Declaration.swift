// The values a run's description is made of: files, top-level types, entities' classes, and
// what each comes from.

/// What a file or declaration comes from: what a message names, and where it points.
package enum DeclarationSource: Sendable, Hashable {
    /// An entity's class and files.
    case entity(PlannedEntity)
    /// A composite's value type (SwiftData).
    case composite(String)
    /// The model's own output of this kind (the store enum, a schema, the model builder, …).
    case model(OutputKind)
    /// A template of `cdgen.json`: its position in `RunDeclarations.templates` (the source stays
    /// small: every declaration carries one).
    case template(Int)
}

/// One file a run writes.
package struct FileDeclaration: Sendable, Hashable {
    package var name: String
    package var kind: OutputKind
    package var source: DeclarationSource
}

/// One top-level Swift declaration a run writes.
package struct TypeDeclaration: Sendable, Hashable {
    /// What the declaration is.
    package typealias Kind = DeclarationKind

    /// The name, unescaped (an extension's: the type it extends).
    package var name: String
    package var kind: Kind
    /// The file it is in.
    package var file: String
    package var source: DeclarationSource
    /// A name claimed whether or not the file prints it: `<Model>MigrationSteps`, which the
    /// staged migration writes only when a step needs the app's code, is claimed either way so
    /// that a model edit that adds such a step cannot make a clash appear.
    package var isReserved = false

    /// Whether it declares its name (an extension does not: it needs the name declared elsewhere).
    package var declaresName: Bool { kind != .extension }
}

/// The class an entity gets: what cdgen writes, or what a hand-written class must match.
package struct EntityDeclaration: Sendable, Hashable {
    /// The entity.
    package var entity: PlannedEntity
    /// The Swift class name, unescaped.
    package var className: String
    /// The Objective-C name (`@objc(Usuario)`); `nil` when none is written (a module-qualified
    /// class name, and SwiftData's classes).
    package var objcName: String?
    /// The superclass: the parent entity's class, or `NSManagedObject` (Core Data); the parent's
    /// `@Model` class or `nil` (SwiftData).
    package var superclass: String?
    /// The file of this run that declares the class; `nil` when the run does not write it (the
    /// app's own class: Category/Extension, Manual/None, another selection).
    package var classFile: String?
}

/// One stored property of an entity's class, as the properties file (Core Data) or the `@Model`
/// class (SwiftData) declares it.
package struct PropertyDeclaration: Sendable, Hashable {
    /// The name, as in the model.
    package var name: String
    /// The declared Swift type (`String?`, `Int16`, `NSSet?`, `Swift.Set<Mensaje>`; SwiftData's
    /// `[Mensaje]`).
    package var swiftType: String
    /// Whether the type is optional.
    package var isOptional: Bool
    /// Core Data: `@NSManaged` (`true`), or a computed property over the primitive value (beyond
    /// Xcode). `false` for SwiftData's stored properties.
    package var isManaged: Bool
    /// The Objective-C selectors its accessors occupy (`AccessorNames.selectors(of:)`): `texto`,
    /// `setTexto:`, Core Data's `primitiveTexto` and `setPrimitiveTexto:`; a to-many's
    /// `addMensajesObject:`, …. None for SwiftData.
    package var selectors: [String]
    /// Whether it is a relationship (else an attribute).
    package var isRelationship = false
    /// SwiftData: the whole declaration of the `@Model` class's property (its macro and
    /// arguments, initial value), as the emitter prints it; `nil` for Core Data.
    package var swiftData: SwiftDataPropertyShape? = nil
}
