/// One property of an entity. Entities keep their properties in document order, so attributes,
/// relationships and fetched properties are one array of this enum.
package indirect enum Property: Sendable, Hashable {
    case attribute(Attribute)
    case relationship(Relationship)
    case fetchedProperty(FetchedProperty)

    /// The property name.
    package var name: String {
        switch self {
        case .attribute(let a): a.name
        case .relationship(let r): r.name
        case .fetchedProperty(let f): f.name
        }
    }

    /// Where the property's element starts.
    package var location: SourceLocation? {
        switch self {
        case .attribute(let a): a.location
        case .relationship(let r): r.location
        case .fetchedProperty(let f): f.location
        }
    }

    /// The property's `<userInfo>` entries, if it has any.
    package var userInfo: UserInfo? {
        switch self {
        case .attribute(let a): a.userInfo
        case .relationship(let r): r.userInfo
        case .fetchedProperty(let f): f.userInfo
        }
    }
}
