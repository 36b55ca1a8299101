/// One `<entry key="…" value="…"/>` of a `<userInfo>` dictionary.
public struct UserInfoEntry: Sendable, Hashable {
    /// The entry's key.
    public var key: String
    /// The entry's value.
    public var value: String

    /// Creates an entry.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

/// A `<userInfo>` dictionary in document order. `nil` where the element was absent;
/// an empty array where Xcode wrote `<userInfo/>`.
public typealias UserInfo = [UserInfoEntry]

extension Array where Element == UserInfoEntry {
    /// The value of the first entry with this key.
    public subscript(key key: String) -> String? {
        first { $0.key == key }?.value
    }
}
