/// Writes the declaration of one relationship of a `@Model` class, as its `SwiftDataPropertyShape`
/// says: to-one as the destination class (`?` when optional), to-many as an array; the delete
/// rule, counts, renaming identifier, hash modifier and inverse as `@Relationship` arguments.
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
    /// The member of a relationship's `shape` (`SwiftDataPropertyShape.relationship`).
    static func member(_ shape: SwiftDataPropertyShape, context: SwiftDataContext) -> SwiftDataMember {
        SwiftDataMember(shape, context: context)
    }
}
