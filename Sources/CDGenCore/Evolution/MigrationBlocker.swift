/// A change between two versions that lightweight migration cannot infer, or that fails on the
/// objects a store already has: what makes a step of the history custom (the stages of
/// `--staged-migration` and `--versioned-schema`), and what lint reports as
/// `migration-not-inferable`. A value, not a message: lint words it in `MigrationCheck`, generated
/// code documents it in `MigrationBlocker+Documentation.swift`, and neither quotes the other.
package struct MigrationBlocker: Sendable, Hashable {
    package enum Change: Sendable, Hashable {
        /// A stored property new in this version, required, with no value for the existing objects.
        case addedRequired
        /// An optional stored property made required, with no default value.
        case madeRequired
        /// A stored property's `field` (kind, type or destination) changed from `old` to `new`.
        case converted(field: String, old: String?, new: String?)
        /// The entity (`entity`) now shares the root `root` with `other`, from another hierarchy.
        case mergedHierarchies(other: String, root: String)
    }

    /// What changed: a stored property of either kind, or an entity.
    package enum Kind: String, Sendable, Hashable {
        case attribute, relationship, entity
        case fetchedProperty = "fetched property"
    }

    package var change: Change
    package var kind: Kind
    package var entity: String
    /// The property, or `nil` for a change of the entity.
    package var property: String?
    package var location: SourceLocation?

    /// `Entity.property`, or the entity's name.
    package var qualifiedName: String { property.map { "\(entity).\($0)" } ?? entity }
}
