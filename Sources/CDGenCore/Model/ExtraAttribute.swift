/// An XML attribute that cdgen does not model with a field of its own (for example `syncable`),
/// kept in document order so that nothing the model file says is lost.
public struct ExtraAttribute: Sendable, Hashable {
    /// The attribute's name.
    public var name: String
    /// The attribute's value, as written.
    public var value: String

    /// Creates an extra attribute.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
