/// Hands out unique local variable names for generated function bodies (the model builder):
/// `lowerCamel` stems, a numeric suffix on a repeat, never a keyword or a reserved name.
struct LocalNames {
    private var used: Set<String>

    /// Starts with `reserved` already taken.
    init(reserved: Set<String> = []) {
        used = reserved
    }

    /// A fresh name from the parts (`["User", "age"]` → `userAge`, `["Order", "Entity"]` → `orderEntity`).
    mutating func claim(_ parts: [String]) -> String {
        let fragments = parts.map(Naming.identifierFragment).map { $0.hasPrefix("_") && $0.count > 1 ? String($0.dropFirst()) : $0 }
        var base = fragments.enumerated().map { $0.offset == 0 ? Naming.lowerCamel($0.element) : Naming.accessorStem($0.element) }.joined()
        if base.first?.isNumber ?? true { base = "_" + base }
        var name = base
        var suffix = 2
        while used.contains(name) || SwiftKeywords.reserved.contains(name) {
            name = base + "\(suffix)"
            suffix += 1
        }
        used.insert(name)
        return name
    }
}
