/// A `<configuration>` and the entities it contains.
package struct Configuration: Sendable, Hashable {
    /// The configuration name.
    package var name: String
    /// The names of its `<memberEntity>` children, in order.
    package var memberEntities: [String] = []
    /// Keys not modelled above (such as `usedWithCloudKit`), in document order.
    package var extraAttributes: [ExtraAttribute] = []
    /// Where the element starts.
    package var location: SourceLocation?

    /// Creates a configuration.
    package init(name: String, memberEntities: [String] = []) {
        self.name = name
        self.memberEntities = memberEntities
    }
}

/// A model-level `<composite>` (Xcode 15+): a named group of attributes.
package struct Composite: Sendable, Hashable {
    /// The composite name.
    package var name: String
    /// Its attributes, in document order.
    package var attributes: [Attribute] = []
    /// Where the element starts.
    package var location: SourceLocation?

    /// Creates a composite.
    package init(name: String, attributes: [Attribute] = []) {
        self.name = name
        self.attributes = attributes
    }
}

/// A whole Core Data model: what either front end (XML or JSON) produces and every later
/// stage reads. Plain values in document order.
package struct DataModel: Sendable, Hashable {
    /// The model's name: the bundle's or folder's base name (`Chat` for `Chat.xcdatamodeld`).
    package var name: String
    /// The `<model>` element's own attributes (`lastSavedToolsVersion`, `sourceLanguage`, …) in order.
    package var modelAttributes: [ExtraAttribute] = []
    /// The entities, in document order.
    package var entities: [Entity] = []
    /// The composites, in document order.
    package var composites: [Composite] = []
    /// The fetch request templates, in document order.
    package var fetchRequests: [FetchRequest] = []
    /// The configurations, in document order.
    package var configurations: [Configuration] = []
    /// The model-level `<userInfo>`.
    package var userInfo: UserInfo?
    /// Where the `<model>` element starts.
    package var location: SourceLocation?

    /// Creates a model.
    package init(name: String, entities: [Entity] = []) {
        self.name = name
        self.entities = entities
    }

    /// The entity with this name.
    package func entity(named name: String) -> Entity? {
        entities.first { $0.name == name }
    }
}
