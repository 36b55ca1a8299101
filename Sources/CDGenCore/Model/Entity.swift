/// An entity's `codeGenerationType`.
package enum CodeGenerationType: String, Sendable, Hashable, CaseIterable {
    /// Class Definition: both files.
    case `class`
    /// Category/Extension: the properties file only.
    case category
    /// Manual/None (the key is absent): nothing at build time.
    case manual
}

/// An index element of a `<fetchIndex>`.
package struct FetchIndexElement: Sendable, Hashable {
    /// `property`, or the expression for expression indexes.
    package var property: String
    /// `type` (`Binary` or `R-Tree`).
    package var type: String?
    /// `order` (`ascending` or `descending`).
    package var order: String?
    /// Keys not modelled above, in document order.
    package var extraAttributes: [ExtraAttribute] = []

    /// Creates an index element.
    package init(property: String, type: String? = nil, order: String? = nil) {
        self.property = property
        self.type = type
        self.order = order
    }
}

/// A `<fetchIndex>` of an entity.
package struct FetchIndex: Sendable, Hashable {
    /// The index name.
    package var name: String
    /// Its elements, in order.
    package var elements: [FetchIndexElement] = []
    /// Where the element starts.
    package var location: SourceLocation?

    /// Creates a fetch index.
    package init(name: String, elements: [FetchIndexElement] = []) {
        self.name = name
        self.elements = elements
    }

    /// How its elements are indexed: R-tree when every element is (`type="R-Tree"`), binary when
    /// none is, mixed otherwise (an index has one type in SwiftData).
    package var kind: Kind {
        let rTrees = elements.filter { $0.type == "R-Tree" }.count
        return rTrees == 0 ? .binary : rTrees == elements.count ? .rTree : .mixed
    }

    /// See `kind`.
    package enum Kind: Sendable { case binary, rTree, mixed }
}

/// An `<entity>`.
package struct Entity: Sendable, Hashable {
    /// The entity name.
    package var name: String
    /// `representedClassName` as written, with any module prefix (`.Foo`, `Module.Foo`).
    package var representedClassName: String?
    /// `parentEntity`.
    package var parentEntity: String?
    /// `isAbstract="YES"`.
    package var isAbstract: Bool = false
    /// `codeGenerationType`; `.manual` when absent or not recognised.
    package var codeGenerationType: CodeGenerationType = .manual
    /// A `codeGenerationType` the front end did not recognise, as written; validation reports it
    /// (`unknown-codegen-mode`) instead of silently treating the entity as Manual/None.
    package var unknownCodeGenerationType: String?
    /// `elementID` (renaming identifier).
    package var elementID: String?
    /// `versionHashModifier`.
    package var versionHashModifier: String?
    /// Attributes, relationships and fetched properties in document order.
    package var properties: [Property] = []
    /// `<fetchIndex>` children.
    package var fetchIndexes: [FetchIndex] = []
    /// `<uniquenessConstraints>`: each constraint is a list of property names. `nil` when absent.
    package var uniquenessConstraints: [[String]]?
    /// `<compoundIndexes>` (legacy): each index is a list of property names. `nil` when absent.
    package var compoundIndexes: [[String]]?
    /// Keys not modelled above (such as `syncable`), in document order.
    package var extraAttributes: [ExtraAttribute] = []
    /// The `<userInfo>` child.
    package var userInfo: UserInfo?
    /// Where the element starts.
    package var location: SourceLocation?

    /// Creates an entity.
    package init(name: String, representedClassName: String? = nil) {
        self.name = name
        self.representedClassName = representedClassName
    }

    /// The attributes, in document order.
    package var attributes: [Attribute] {
        properties.compactMap { if case .attribute(let a) = $0 { a } else { nil } }
    }

    /// The relationships, in document order.
    package var relationships: [Relationship] {
        properties.compactMap { if case .relationship(let r) = $0 { r } else { nil } }
    }

    /// The fetched properties, in document order.
    package var fetchedProperties: [FetchedProperty] {
        properties.compactMap { if case .fetchedProperty(let f) = $0 { f } else { nil } }
    }
}
