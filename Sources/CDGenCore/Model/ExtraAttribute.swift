/// An XML attribute that cdgen does not model with a field of its own (for example `syncable`),
/// kept in document order so that nothing the model file says is lost.
package struct ExtraAttribute: Sendable, Hashable {
    /// The attribute's name.
    package var name: String
    /// The attribute's value, as written.
    package var value: String

    /// Creates an extra attribute.
    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
