/// Writes the declaration of one relationship of a `@Model` class: to-one as the destination
/// class (`?` when optional), to-many as an array; the delete rule, counts, renaming identifier,
/// hash modifier and inverse as `@Relationship` arguments.
///
/// The inverse key path is written on exactly one side of each pair (SwiftData reads it from
/// either; written on both, the macros refer to each other and the compiler stops with "Circular
/// reference resolving attached macro 'Relationship'"): on the to-many side of a one-to-many
/// pair, otherwise on the side whose `Entity.property` sorts first. A relationship that is its own
/// inverse gets none.
///
/// ```swift
/// @Relationship(deleteRule: .cascade, inverse: \Post.author) public var posts: [Post] = []
/// public var author: Person?
/// ```
enum SwiftDataRelationshipEmitter {
    /// The member for `relationship` of `entity`.
    static func member(_ relationship: Relationship, of entity: Entity, context: SwiftDataContext) -> SwiftDataMember {
        let name = Naming.escaped(relationship.name)
        let destination = Naming.escaped(relationship.destinationEntity)
        let arguments = self.arguments(relationship, of: entity, context: context)
        var prefix = ""
        if relationship.isTransient {
            prefix = "@\(context.swiftData("Transient")) "
        } else if !arguments.isEmpty {
            prefix = "@\(context.swiftData("Relationship"))(\(arguments.joined(separator: ", "))) "
        }
        let optional = relationship.isOptional ? "?" : ""
        if relationship.isToMany {
            return SwiftDataMember(declaration: "\(prefix)\(context.access)var \(name): [\(destination)]\(optional) = []")
        }
        if relationship.isOptional || relationship.isTransient {
            return SwiftDataMember(declaration: "\(prefix)\(context.access)var \(name): \(destination)?\(relationship.isTransient ? " = nil" : "")")
        }
        return SwiftDataMember(declaration: "\(prefix)\(context.access)var \(name): \(destination)", parameter: (name, destination))
    }

    /// The arguments of `@Relationship`, in the macro's parameter order.
    private static func arguments(_ relationship: Relationship, of entity: Entity, context: SwiftDataContext) -> [String] {
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
        if let inverse = inverseKeyPath(relationship, of: entity, context: context) { arguments.append("inverse: \(inverse)") }
        if let modifier = relationship.versionHashModifier {
            arguments.append("hashModifier: \(SwiftLiteral.string(modifier))")
        }
        return arguments
    }

    /// `\Destination.inverse` when this side of a reciprocal pair writes it (see the type's comment).
    static func inverseKeyPath(_ relationship: Relationship, of entity: Entity, context: SwiftDataContext) -> String? {
        guard let inverseName = relationship.inverseName,
            let (owner, property) = context.declaration(of: inverseName, in: relationship.destinationEntity),
            case .relationship(let back) = property, let backInverse = back.inverseName,
            let (ownerOfThis, thisSide) = context.declaration(of: backInverse, in: back.destinationEntity),
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
