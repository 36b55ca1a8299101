/// One stored property of a `@Model` class or composite value type: its declaration, printed from
/// its `SwiftDataPropertyShape`, and, when it has neither a default value nor `Optional` type, the
/// `init` parameter that sets it.
///
/// ```swift
/// @Relationship(deleteRule: .cascade, inverse: \Post.author) public var posts: [Post] = []
/// ```
struct SwiftDataMember {
    /// The declaration line (`@Attribute(.unique) public var email: String`).
    var declaration: String
    /// The escaped property name and its type, for the `init`; `nil` when the declaration has a value.
    var parameter: (name: String, type: String)?
    /// The SDK APIs the declaration uses that gate it (`.spotlight` needs the 18 releases).
    var usage = SDKUsage()

    /// The member that declares `shape`.
    init(_ shape: SwiftDataPropertyShape, usage: SDKUsage = SDKUsage(), context: SwiftDataContext) {
        let name = Naming.escaped(shape.name)
        declaration = shape.declaration(access: context.access, macroName: context.swiftData)
        parameter = shape.isInitParameter ? (name, shape.type) : nil
        self.usage = usage
    }
}
