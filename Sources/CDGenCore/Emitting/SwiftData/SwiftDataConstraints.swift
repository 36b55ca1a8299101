/// An entity's uniqueness constraints and fetch indexes in SwiftData's terms: a constraint on one
/// attribute of the entity's own is `@Attribute(.unique)` on it; any other (compound, or on an
/// inherited property or a to-one relationship) is an argument of `#Unique`. Each fetch index is
/// an argument of `#Index`: a key-path array, or, when the entity has an R-tree index, the
/// `.binary(…)`/`.rtree(…)` form (Schema.Index.Types; the two forms do not mix in one `#Index`).
/// An index mixing binary and R-tree elements is binary (lint warns). A constraint over a
/// to-many relationship, and an index over an expression, cannot be said in SwiftData and are
/// left out (lint warns).
///
/// ```swift
/// #Unique<Person>([\.firstName, \.lastName])
/// #Index<Person>([\.lastName], [\.age, \.lastName])
/// #Index<Place>(.binary([\.name]), .rtree([\.latitude, \.longitude]))
/// ```
struct SwiftDataConstraints {
    /// Attributes that get `.unique`.
    var uniqueAttributes: Set<String> = []
    /// The macro lines.
    var macros: [String] = []
    /// The macros used (both need the 18 releases).
    var usage = SDKUsage()

    init(_ entity: Entity, context: SwiftDataContext) {
        let type = Naming.escaped(Naming.swiftDataClassName(of: entity))
        let uniqueness = SwiftDataPropertyShape.uniqueness(of: entity, lineage: context.entities)
        uniqueAttributes = uniqueness.attributes
        let compound = uniqueness.compound.map(Self.paths)
        if !compound.isEmpty { macros.append("#\(context.swiftData(usage.use(.uniqueMacro)))<\(type)>(\(Self.list(compound)))") }
        let indexes = entity.fetchIndexes.compactMap { index in
            Self.keyPaths(index.elements.map(\.property), of: entity, context: context).map { (paths: $0, kind: index.kind) }
        }
        if !indexes.isEmpty { macros.append("#\(context.swiftData(usage.use(.indexMacro)))<\(type)>(\(Self.indexList(indexes)))") }
    }

    /// `[\.a], [\.b]`, or `.binary([\.a]), .rtree([\.b])` when one index is an R-tree.
    private static func indexList(_ indexes: [(paths: [String], kind: FetchIndex.Kind)]) -> String {
        guard indexes.contains(where: { $0.kind == .rTree }) else { return list(indexes.map(\.paths)) }
        return indexes.map { "\($0.kind == .rTree ? ".rtree" : ".binary")(\(list([$0.paths])))" }.joined(separator: ", ")
    }

    /// `\.name` for each property, or `nil` when one is not an attribute or to-one relationship of
    /// the entity or its ancestors.
    private static func keyPaths(_ names: [String], of entity: Entity, context: SwiftDataContext) -> [String]? {
        guard context.entities.areSingleValued(names, in: entity) else { return nil }
        return paths(names)
    }

    /// `\.name` for each of `names`.
    private static func paths(_ names: [String]) -> [String] {
        names.map { "\\.\(Naming.escaped($0))" }
    }

    private static func list(_ groups: [[String]]) -> String {
        groups.map { "[\($0.joined(separator: ", "))]" }.joined(separator: ", ")
    }
}
