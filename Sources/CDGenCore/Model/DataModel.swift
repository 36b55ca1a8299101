/// A `<configuration>` and the entities it contains.
public struct Configuration: Sendable, Hashable {
    /// The configuration name.
    public var name: String
    /// The names of its `<memberEntity>` children, in order.
    public var memberEntities: [String] = []
    /// Keys not modelled above (such as `usedWithCloudKit`), in document order.
    public var extraAttributes: [ExtraAttribute] = []
    /// Where the element starts.
    public var location: SourceLocation?

    /// Creates a configuration.
    public init(name: String, memberEntities: [String] = []) {
        self.name = name
        self.memberEntities = memberEntities
    }
}

/// A model-level `<composite>` (Xcode 15+): a named group of attributes.
public struct Composite: Sendable, Hashable {
    /// The composite name.
    public var name: String
    /// Its attributes, in document order.
    public var attributes: [Attribute] = []
    /// Where the element starts.
    public var location: SourceLocation?

    /// Creates a composite.
    public init(name: String, attributes: [Attribute] = []) {
        self.name = name
        self.attributes = attributes
    }
}

/// A whole Core Data model: what either front end (XML or JSON) produces and every later
/// stage reads. Plain values in document order.
public struct DataModel: Sendable, Hashable {
    /// The model's name: the bundle's or folder's base name (`Chat` for `Chat.xcdatamodeld`).
    public var name: String
    /// The `<model>` element's own attributes (`lastSavedToolsVersion`, `sourceLanguage`, …) in order.
    public var modelAttributes: [ExtraAttribute] = []
    /// The entities, in document order.
    public var entities: [Entity] = []
    /// The composites, in document order.
    public var composites: [Composite] = []
    /// The fetch request templates, in document order.
    public var fetchRequests: [FetchRequest] = []
    /// The configurations, in document order.
    public var configurations: [Configuration] = []
    /// The model-level `<userInfo>`.
    public var userInfo: UserInfo?
    /// Where the `<model>` element starts.
    public var location: SourceLocation?

    /// Creates a model.
    public init(name: String, entities: [Entity] = []) {
        self.name = name
        self.entities = entities
    }

    /// The entity with this name.
    public func entity(named name: String) -> Entity? {
        entities.first { $0.name == name }
    }
}
