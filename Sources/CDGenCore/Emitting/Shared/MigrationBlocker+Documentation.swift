/// How generated code documents a custom stage's blockers: in words of its own, so that rewording
/// lint's message (`MigrationCheck.notInferable`) changes no generated file.
extension MigrationBlocker {
    /// One line of a custom stage's documentation: what changed and what the stage's code must do.
    var documentation: String {
        let name = Quoted.name(qualifiedName)
        let defaultValue = kind == .attribute ? " without a default value" : ""
        switch change {
        case .addedRequired:
            return "new required \(kind.rawValue) \(name)\(defaultValue): give the existing objects a value"
        case .madeRequired:
            return "\(kind.rawValue) \(name) made required\(defaultValue): give the objects that have none a value"
        case .converted(let field, let old, let new):
            return
                "\(kind.rawValue) \(name): its \(field) changed from \(old.map(Quoted.name) ?? "none") to \(new.map(Quoted.name) ?? "none"): convert the values"
        case .mergedHierarchies(let other, let root):
            return "entities \(Quoted.name(other)) and \(Quoted.name(entity)) now share the root \(Quoted.name(root)): two hierarchies merge"
        }
    }
}
