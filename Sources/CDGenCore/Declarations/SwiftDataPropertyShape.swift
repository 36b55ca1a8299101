/// How one attribute or relationship is declared in an entity's `@Model` class (or one field of a
/// composite's struct): the type, whether it is optional, the macro and its arguments, the initial
/// value. The SwiftData emitters print it; a run's declarations (`RunDeclarations.properties(of:)`)
/// give it to whoever checks a hand-written `@Model` class, so the two cannot differ.
///
/// ```swift
/// @Attribute(.unique, originalName: "mail") public var email: String
/// @Relationship(deleteRule: .cascade, inverse: \Post.author) public var posts: [Post] = []
/// @Transient public var draft: String? = nil
/// ```
package struct SwiftDataPropertyShape: Sendable, Hashable {
    /// The macro attached to the declaration.
    package enum Macro: Sendable, Hashable {
        /// `@Attribute(…)` with its arguments as written, in the macro's parameter order
        /// (`.unique`, `.transformable(by: "T")`, `originalName: "mail"`).
        case attribute([String])
        /// `@Relationship(…)` with its arguments as written, in the macro's parameter order
        /// (`deleteRule: .cascade`, `inverse: \Post.author`).
        case relationship([String])
        /// `@Transient`: kept in memory only.
        case transient
    }

    /// The property name as in the model.
    package var name: String
    /// Whether it is a relationship (else an attribute).
    package var isRelationship: Bool
    /// The Swift type without `?`, as printed (`String`, `[Post]`, a composite's struct,
    /// a transformable's class, `Foundation.Date` where an entity shadows `Date`).
    package var type: String
    /// Whether the type is optional.
    package var isOptional: Bool
    /// The macro, if one is written.
    package var macro: Macro?
    /// The initial value's expression (the model's default, `[]`, `nil`), if one is written.
    package var initialValue: String?

    /// The declared type: `type`, and `?` when optional.
    package var swiftType: String { type + (isOptional ? "?" : "") }
    /// Whether the `init` takes it: it has neither an initial value nor an optional type.
    package var isInitParameter: Bool { initialValue == nil && !isOptional }

    /// The declaration as the emitter prints it (`@Attribute(.unique) public var email: String`):
    /// `access` before `var` (`public `); `macroName` qualifies a macro's name where an entity
    /// shadows it (`SwiftData.Attribute`).
    package func declaration(access: String = "", macroName: (String) -> String = { $0 }) -> String {
        let prefix: String
        switch macro {
        case nil: prefix = ""
        case .transient: prefix = "@\(macroName("Transient")) "
        case .attribute(let arguments): prefix = "@\(macroName("Attribute"))(\(arguments.joined(separator: ", "))) "
        case .relationship(let arguments): prefix = "@\(macroName("Relationship"))(\(arguments.joined(separator: ", "))) "
        }
        return "\(prefix)\(access)var \(Naming.escaped(name)): \(swiftType)" + (initialValue.map { " = \($0)" } ?? "")
    }

    /// The shapes of `entity`'s own attributes and relationships, in model order (fetched
    /// properties have none); `unique`: the attributes that get `.unique` (`uniqueness(of:lineage:)`).
    static func shapes(of entity: Entity, unique: Set<String>, lineage: EntityLineage, types: ShadowedTypes) -> [SwiftDataPropertyShape] {
        entity.properties.compactMap { of($0, in: entity, unique: unique, lineage: lineage, types: types) }
    }

    /// The shape of `property` of `entity`; `nil` for a fetched property.
    static func of(_ property: Property, in entity: Entity, unique: Set<String>, lineage: EntityLineage, types: ShadowedTypes) -> SwiftDataPropertyShape? {
        switch property {
        case .attribute(let a): attribute(a, unique: unique.contains(a.name), types: types)
        case .relationship(let r): relationship(r, of: entity, lineage: lineage)
        case .fetchedProperty: nil
        }
    }

    /// An entity's uniqueness constraints in SwiftData's terms: a constraint on one attribute of
    /// the entity's own is `@Attribute(.unique)` on it (`attributes`); any other (compound, or on
    /// an inherited property or a to-one relationship) is an argument of `#Unique` (`compound`).
    /// A constraint naming what a key path cannot (a to-many, a missing property) is left out.
    static func uniqueness(of entity: Entity, lineage: EntityLineage) -> (attributes: Set<String>, compound: [[String]]) {
        var attributes: Set<String> = []
        var compound: [[String]] = []
        for constraint in entity.uniquenessConstraints ?? [] where lineage.areSingleValued(constraint, in: entity) {
            if constraint.count == 1, case .attribute? = entity.properties.first(where: { $0.name == constraint[0] }) {
                attributes.insert(constraint[0])
            } else {
                compound.append(constraint)
            }
        }
        return (attributes, compound)
    }

    /// The shape of `attribute`, `.unique` when `unique`; without `macros` (a composite's field)
    /// no macro. ObjectID and Undefined, which SwiftData cannot store, are kept in memory only
    /// (`@Transient … NSObject? = nil`). A required `@Transient` without a default takes
    /// `SwiftDataValues.transientFallback`, or becomes optional where its type has no value to make.
    static func attribute(_ attribute: Attribute, unique: Bool = false, macros: Bool = true, types: ShadowedTypes) -> SwiftDataPropertyShape {
        guard let type = SwiftDataValues.type(of: attribute, types: types) else {
            return SwiftDataPropertyShape(
                name: attribute.name, isRelationship: false, type: types.standardType("NSObject", module: "Foundation"), isOptional: true,
                macro: macros ? .transient : nil, initialValue: "nil")
        }
        let transient = macros && attribute.isTransient
        var value = SwiftDataValues.defaultValue(of: attribute, types: types)
        var isOptional = attribute.isOptional
        if transient, value == nil, !isOptional {
            value = SwiftDataValues.transientFallback(of: attribute, types: types)
            isOptional = value == nil
        }
        let options = macros ? self.options(of: attribute, unique: unique) : []
        let macro: Macro? = transient ? .transient : options.isEmpty ? nil : .attribute(options)
        return SwiftDataPropertyShape(
            name: attribute.name, isRelationship: false, type: type, isOptional: isOptional, macro: macro,
            initialValue: value ?? (isOptional && transient ? "nil" : nil))
    }

    /// The arguments of `@Attribute`, in the macro's parameter order. `.preserveValueOnDeletion`
    /// and `.spotlight` need the 18 releases (the emitter records them for `@available`).
    private static func options(of attribute: Attribute, unique: Bool) -> [String] {
        var options: [String] = []
        if unique { options.append(".unique") }
        if attribute.type == .transformable {
            // Core Data's transformer when the model names none.
            let transformer = attribute.valueTransformerName ?? "NSKeyedUnarchiveFromData"
            options.append(".transformable(by: \(SwiftLiteral.string(transformer)))")
        }
        if attribute.allowsExternalBinaryDataStorage { options.append(".externalStorage") }
        if attribute.allowsCloudEncryption { options.append(".allowsCloudEncryption") }
        if attribute.preserveAfterDeletion { options.append(".preserveValueOnDeletion") }
        if attribute.spotlightIndexingEnabled { options.append(".spotlight") }
        if let original = attribute.elementID { options.append("originalName: \(SwiftLiteral.string(original))") }
        if let modifier = attribute.versionHashModifier { options.append("hashModifier: \(SwiftLiteral.string(modifier))") }
        return options
    }

    /// The shape of `relationship` of `entity`: to-one as the destination class (optional when
    /// the model says so, or transient), to-many as an array whose initial value is `[]`.
    static func relationship(_ relationship: Relationship, of entity: Entity, lineage: EntityLineage) -> SwiftDataPropertyShape {
        let destination = Naming.escaped(relationship.destinationEntity)
        let arguments = self.arguments(relationship, of: entity, lineage: lineage)
        let macro: Macro? = relationship.isTransient ? .transient : arguments.isEmpty ? nil : .relationship(arguments)
        var shape = SwiftDataPropertyShape(name: relationship.name, isRelationship: true, type: destination, isOptional: true, macro: macro)
        if relationship.isToMany {
            (shape.type, shape.isOptional, shape.initialValue) = ("[\(destination)]", relationship.isOptional, "[]")
        } else if relationship.isTransient {
            shape.initialValue = "nil"
        } else {
            shape.isOptional = relationship.isOptional
        }
        return shape
    }

    /// The arguments of `@Relationship`, in the macro's parameter order.
    private static func arguments(_ relationship: Relationship, of entity: Entity, lineage: EntityLineage) -> [String] {
        var arguments: [String] = []
        switch relationship.deletionRule {
        case .nullify: break
        case .cascade: arguments.append("deleteRule: .cascade")
        case .deny: arguments.append("deleteRule: .deny")
        case .noAction: arguments.append("deleteRule: .noAction")
        }
        if relationship.isToMany {
            if let count = positive(relationship.minCount) { arguments.append("minimumModelCount: \(count)") }
            if let count = positive(relationship.maxCount) { arguments.append("maximumModelCount: \(count)") }
        }
        if let original = relationship.elementID { arguments.append("originalName: \(SwiftLiteral.string(original))") }
        if let inverse = inverseKeyPath(relationship, of: entity, lineage: lineage) { arguments.append("inverse: \(inverse)") }
        if let modifier = relationship.versionHashModifier {
            arguments.append("hashModifier: \(SwiftLiteral.string(modifier))")
        }
        return arguments
    }

    /// `\Destination.inverse` when this side of a reciprocal pair writes it: exactly one side of
    /// each pair does (SwiftData reads it from either; written on both, the macros refer to each
    /// other and the compiler stops with "Circular reference resolving attached macro
    /// 'Relationship'"): the to-many side of a one-to-many pair, otherwise the side whose
    /// `Entity.property` sorts first. A relationship that is its own inverse gets none.
    static func inverseKeyPath(_ relationship: Relationship, of entity: Entity, lineage: EntityLineage) -> String? {
        guard let inverseName = relationship.inverseName,
            let (owner, property) = lineage.declaration(of: inverseName, in: relationship.destinationEntity),
            case .relationship(let back) = property, let backInverse = back.inverseName,
            let (ownerOfThis, thisSide) = lineage.declaration(of: backInverse, in: back.destinationEntity),
            ownerOfThis.name == entity.name, thisSide.name == relationship.name,
            !(owner.name == entity.name && back.name == relationship.name)
        else { return nil }
        let writesHere =
            relationship.isToMany != back.isToMany
            ? relationship.isToMany
            : (entity.name, relationship.name) < (owner.name, back.name)
        guard writesHere else { return nil }
        return "\\\(Naming.escaped(relationship.destinationEntity)).\(Naming.escaped(back.name))"
    }

    /// A count above zero, as written.
    private static func positive(_ text: String?) -> Int? {
        guard let text, let count = Int(text), count > 0 else { return nil }
        return count
    }
}
