/// An entity's `codeGenerationType`.
public enum CodeGenerationType: String, Sendable, Hashable, CaseIterable {
    /// Class Definition: both files.
    case `class`
    /// Category/Extension: the properties file only.
    case category
    /// Manual/None (the key is absent): nothing at build time.
    case manual
}

/// An index element of a `<fetchIndex>`.
public struct FetchIndexElement: Sendable, Hashable {
    /// `property`, or the expression for expression indexes.
    public var property: String
    /// `type` (`Binary` or `R-Tree`).
    public var type: String?
    /// `order` (`ascending` or `descending`).
    public var order: String?
    /// Keys not modelled above, in document order.
    public var extraAttributes: [ExtraAttribute] = []

    /// Creates an index element.
    public init(property: String, type: String? = nil, order: String? = nil) {
        self.property = property
        self.type = type
        self.order = order
    }
}

/// A `<fetchIndex>` of an entity.
public struct FetchIndex: Sendable, Hashable {
    /// The index name.
    public var name: String
    /// Its elements, in order.
    public var elements: [FetchIndexElement] = []
    /// Where the element starts.
    public var location: SourceLocation?

    /// Creates a fetch index.
    public init(name: String, elements: [FetchIndexElement] = []) {
        self.name = name
        self.elements = elements
    }
}

/// An `<entity>`.
public struct Entity: Sendable, Hashable {
    /// The entity name.
    public var name: String
    /// `representedClassName` as written, with any module prefix (`.Foo`, `Module.Foo`).
    public var representedClassName: String?
    /// `parentEntity`.
    public var parentEntity: String?
    /// `isAbstract="YES"`.
    public var isAbstract: Bool = false
    /// `codeGenerationType`; `.manual` when absent or not recognised.
    public var codeGenerationType: CodeGenerationType = .manual
    /// A `codeGenerationType` the front end did not recognise, as written; validation reports it
    /// (`unknown-codegen-mode`) instead of silently treating the entity as Manual/None.
    public var unknownCodeGenerationType: String?
    /// `elementID` (renaming identifier).
    public var elementID: String?
    /// `versionHashModifier`.
    public var versionHashModifier: String?
    /// Attributes, relationships and fetched properties in document order.
    public var properties: [Property] = []
    /// `<fetchIndex>` children.
    public var fetchIndexes: [FetchIndex] = []
    /// `<uniquenessConstraints>`: each constraint is a list of property names. `nil` when absent.
    public var uniquenessConstraints: [[String]]?
    /// `<compoundIndexes>` (legacy): each index is a list of property names. `nil` when absent.
    public var compoundIndexes: [[String]]?
    /// Keys not modelled above (such as `syncable`), in document order.
    public var extraAttributes: [ExtraAttribute] = []
    /// The `<userInfo>` child.
    public var userInfo: UserInfo?
    /// Where the element starts.
    public var location: SourceLocation?

    /// Creates an entity.
    public init(name: String, representedClassName: String? = nil) {
        self.name = name
        self.representedClassName = representedClassName
    }

    /// The attributes, in document order.
    public var attributes: [Attribute] {
        properties.compactMap { if case .attribute(let a) = $0 { a } else { nil } }
    }

    /// The relationships, in document order.
    public var relationships: [Relationship] {
        properties.compactMap { if case .relationship(let r) = $0 { r } else { nil } }
    }

    /// The fetched properties, in document order.
    public var fetchedProperties: [FetchedProperty] {
        properties.compactMap { if case .fetchedProperty(let f) = $0 { f } else { nil } }
    }
}
