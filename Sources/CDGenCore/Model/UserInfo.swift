/// One `<entry key="…" value="…"/>` of a `<userInfo>` dictionary.
package struct UserInfoEntry: Sendable, Hashable {
    /// The entry's key.
    package var key: String
    /// The entry's value.
    package var value: String

    /// Creates an entry.
    package init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

/// A `<userInfo>` dictionary in document order. `nil` where the element was absent;
/// an empty array where Xcode wrote `<userInfo/>`.
package typealias UserInfo = [UserInfoEntry]

extension Array where Element == UserInfoEntry {
    /// The value of the first entry with this key.
    package subscript(key key: String) -> String? {
        first { $0.key == key }?.value
    }
}
