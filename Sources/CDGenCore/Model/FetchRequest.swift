/// A `<fetchRequest>`: a model-level fetch request template, or the request of a fetched property.
package struct FetchRequest: Sendable, Hashable {
    /// The template's name.
    package var name: String
    /// `entity`: the entity fetched.
    package var entity: String
    /// `predicateString`, with `$VARIABLE` substitution variables.
    package var predicateString: String?
    /// Every other key (`resultType`, `fetchLimit`, `includeSubentities`, …) in document order.
    package var extraAttributes: [ExtraAttribute] = []
    /// Where the element starts.
    package var location: SourceLocation?

    /// Creates a fetch request.
    package init(name: String, entity: String) {
        self.name = name
        self.entity = entity
    }
}

/// A `<fetchedProperty>` of an entity (Xcode generates no code for it).
package struct FetchedProperty: Sendable, Hashable {
    /// The property name.
    package var name: String
    /// `optional="YES"`.
    package var isOptional: Bool = false
    /// The `<fetchRequest>` child.
    package var fetchRequest: FetchRequest?
    /// Keys not modelled above, in document order.
    package var extraAttributes: [ExtraAttribute] = []
    /// The `<userInfo>` child.
    package var userInfo: UserInfo?
    /// Where the element starts.
    package var location: SourceLocation?

    /// Creates a fetched property.
    package init(name: String) {
        self.name = name
    }
}
