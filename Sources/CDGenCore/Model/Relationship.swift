/// The `deletionRule` of a relationship.
public enum DeletionRule: String, Sendable, Hashable, CaseIterable {
    case nullify = "Nullify"
    case cascade = "Cascade"
    case deny = "Deny"
    case noAction = "No Action"
}

/// A `<relationship>` of an entity.
public struct Relationship: Sendable, Hashable {
    /// The property name.
    public var name: String
    /// `destinationEntity`: the name of the destination entity.
    public var destinationEntity: String
    /// `toMany="YES"`.
    public var isToMany: Bool = false
    /// `ordered="YES"`.
    public var isOrdered: Bool = false
    /// `optional="YES"`.
    public var isOptional: Bool = false
    /// `transient="YES"`.
    public var isTransient: Bool = false
    /// `minCount`, as written.
    public var minCount: String?
    /// `maxCount`, as written (`1` for Xcode's to-one).
    public var maxCount: String?
    /// `deletionRule`.
    public var deletionRule: DeletionRule = .nullify
    /// `inverseName`.
    public var inverseName: String?
    /// `inverseEntity`.
    public var inverseEntity: String?
    /// `spotlightIndexingEnabled="YES"`.
    public var spotlightIndexingEnabled: Bool = false
    /// `elementID` (renaming identifier).
    public var elementID: String?
    /// `versionHashModifier`.
    public var versionHashModifier: String?
    /// Keys not modelled above (such as `syncable`), in document order.
    public var extraAttributes: [ExtraAttribute] = []
    /// The `<userInfo>` child.
    public var userInfo: UserInfo?
    /// Where the element starts.
    public var location: SourceLocation?

    /// Creates a to-one relationship with Xcode's defaults for every other key.
    public init(name: String, destinationEntity: String) {
        self.name = name
        self.destinationEntity = destinationEntity
    }
}
