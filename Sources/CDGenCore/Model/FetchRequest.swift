/// A `<fetchRequest>`: a model-level fetch request template, or the request of a fetched property.
public struct FetchRequest: Sendable, Hashable {
    /// The template's name.
    public var name: String
    /// `entity`: the entity fetched.
    public var entity: String
    /// `predicateString`, with `$VARIABLE` substitution variables.
    public var predicateString: String?
    /// Every other key (`resultType`, `fetchLimit`, `includeSubentities`, …) in document order.
    public var extraAttributes: [ExtraAttribute] = []
    /// Where the element starts.
    public var location: SourceLocation?

    /// Creates a fetch request.
    public init(name: String, entity: String) {
        self.name = name
        self.entity = entity
    }
}

/// A `<fetchedProperty>` of an entity (Xcode generates no code for it).
public struct FetchedProperty: Sendable, Hashable {
    /// The property name.
    public var name: String
    /// `optional="YES"`.
    public var isOptional: Bool = false
    /// The `<fetchRequest>` child.
    public var fetchRequest: FetchRequest?
    /// Keys not modelled above, in document order.
    public var extraAttributes: [ExtraAttribute] = []
    /// The `<userInfo>` child.
    public var userInfo: UserInfo?
    /// Where the element starts.
    public var location: SourceLocation?

    /// Creates a fetched property.
    public init(name: String) {
        self.name = name
    }
}
