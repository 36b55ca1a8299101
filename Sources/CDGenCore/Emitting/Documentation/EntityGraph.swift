/// The entities of a model and what joins them, as both diagrams draw them: each relationship
/// and its inverse as one link, each sub-entity to its parent, with an identifier per entity that
/// Mermaid can read bare. Built once per run (`DocumentationContext`).
struct EntityGraph {
    /// How many objects one end of a link holds: what Mermaid's and Graphviz's crow's feet draw.
    enum Cardinality: Sendable, Hashable {
        case zeroOrOne, exactlyOne, zeroOrMore, oneOrMore

        /// The end of `relationship`: to-many or to-one, optional or required. An optional
        /// to-many holds none or at least its minimum; a required one at least one.
        init(_ relationship: Relationship) {
            switch (relationship.isToMany, relationship.isOptional) {
            case (false, true): self = .zeroOrOne
            case (false, false): self = .exactlyOne
            case (true, true): self = .zeroOrMore
            case (true, false): self = .oneOrMore
            }
        }

        /// In words, for the tables and the diagrams' labels.
        var words: String {
            switch self {
            case .zeroOrOne: "zero or one"
            case .exactlyOne: "exactly one"
            case .zeroOrMore: "zero or more"
            case .oneOrMore: "one or more"
            }
        }
    }

    /// A relationship (and its inverse, when the model names one) between two entities.
    struct Link: Sendable, Hashable {
        /// The entity that declares `relationship` (index in `DataModel.entities`).
        var from: Int
        var relationship: Relationship
        /// The destination entity, when the model has it.
        var to: Int?
        /// The inverse relationship, declared on `to`, when the model names one that is there.
        var inverse: Relationship?
    }

    let model: DataModel
    /// Every link, in the document order of the relationship first met.
    private(set) var links: [Link] = []
    /// Each entity's parent (index), when it has one in the model.
    private(set) var parents: [Int?] = []
    /// Each entity's direct sub-entities, in document order.
    private(set) var children: [[Int]] = []
    /// The links each entity is an end of (indices in `links`).
    private(set) var linksOf: [[Int]] = []
    /// Each entity's identifier in Mermaid: its name when that is a bare word, else one made
    /// from it that no other entity has.
    private(set) var ids: [String] = []

    init(_ model: DataModel) {
        self.model = model
        let positions = Dictionary(model.entities.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        parents = model.entities.map { $0.parentEntity.flatMap { positions[$0] } }
        children = Array(repeating: [], count: model.entities.count)
        for (index, parent) in parents.enumerated() { if let parent { children[parent].append(index) } }
        linksOf = Array(repeating: [], count: model.entities.count)
        addLinks(positions: positions)
        ids = Self.identifiers(model.entities.map(\.name))
    }

    /// One link per relationship, but for an inverse whose own inverse is the relationship already linked.
    private mutating func addLinks(positions: [String: Int]) {
        var linked: Set<[String]> = []
        for (index, entity) in model.entities.enumerated() {
            for relationship in entity.relationships where !linked.contains([entity.name, relationship.name]) {
                let to = positions[relationship.destinationEntity]
                let inverse = to.flatMap { to in
                    relationship.inverseName.flatMap { name in model.entities[to].relationships.first { $0.name == name } }
                }
                if let to, let inverse, inverse.inverseName == relationship.name, inverse.destinationEntity == entity.name {
                    linked.insert([model.entities[to].name, inverse.name])
                }
                let link = links.count
                links.append(Link(from: index, relationship: relationship, to: to, inverse: inverse))
                linksOf[index].append(link)
                if let to, to != index { linksOf[to].append(link) }
            }
        }
    }

    /// Names made unique Mermaid words: bare words keep their name; the others get one made from
    /// them, with `_` added until no entity has it.
    private static func identifiers(_ names: [String]) -> [String] {
        var used = Set(names.filter(DocumentText.isMermaidWord))
        return names.map { name in
            guard !DocumentText.isMermaidWord(name) else { return name }
            var id = DocumentText.mermaidWord(name)
            while used.contains(id) { id += "_" }
            used.insert(id)
            return id
        }
    }

    /// The entity at `index` and those one link or one inheritance step from it, in document order.
    func neighbourhood(of index: Int) -> [Int] {
        var members: Set<Int> = [index]
        for link in linksOf[index] {
            members.insert(links[link].from)
            if let to = links[link].to { members.insert(to) }
        }
        if let parent = parents[index] { members.insert(parent) }
        members.formUnion(children[index])
        return members.sorted()
    }

    /// The label of a link: the relationship's name, its inverse's after a slash, each marked when ordered.
    static func label(_ link: Link) -> String {
        func name(_ r: Relationship) -> String { r.isOrdered ? "\(r.name) (ordered)" : r.name }
        return link.inverse.map { "\(name(link.relationship)) / \(name($0))" } ?? "\(name(link.relationship)) (no inverse)"
    }
}
