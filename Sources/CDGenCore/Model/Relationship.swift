/// The `deletionRule` of a relationship.
package enum DeletionRule: String, Sendable, Hashable, CaseIterable {
    case nullify = "Nullify"
    case cascade = "Cascade"
    case deny = "Deny"
    case noAction = "No Action"
}

/// A `<relationship>` of an entity.
package struct Relationship: Sendable, Hashable {
    /// The property name.
    package var name: String
    /// `destinationEntity`: the name of the destination entity.
    package var destinationEntity: String
    /// `toMany="YES"`.
    package var isToMany: Bool = false
    /// `ordered="YES"`.
    package var isOrdered: Bool = false
    /// `optional="YES"`.
    package var isOptional: Bool = false
    /// `transient="YES"`.
    package var isTransient: Bool = false
    /// `minCount`, as written.
    package var minCount: String?
    /// `maxCount`, as written (`1` for Xcode's to-one).
    package var maxCount: String?
    /// `deletionRule`.
    package var deletionRule: DeletionRule = .nullify
    /// `inverseName`.
    package var inverseName: String?
    /// `inverseEntity`.
    package var inverseEntity: String?
    /// `spotlightIndexingEnabled="YES"`.
    package var spotlightIndexingEnabled: Bool = false
    /// `elementID` (renaming identifier).
    package var elementID: String?
    /// `versionHashModifier`.
    package var versionHashModifier: String?
    /// Keys not modelled above (such as `syncable`), in document order.
    package var extraAttributes: [ExtraAttribute] = []
    /// The `<userInfo>` child.
    package var userInfo: UserInfo?
    /// Where the element starts.
    package var location: SourceLocation?

    /// Creates a to-one relationship with Xcode's defaults for every other key.
    package init(name: String, destinationEntity: String) {
        self.name = name
        self.destinationEntity = destinationEntity
    }
}
