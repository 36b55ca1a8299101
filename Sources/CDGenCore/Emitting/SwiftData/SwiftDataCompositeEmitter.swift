/// Writes a composite attribute's type: SwiftData stores a `Codable` struct's fields as the
/// columns of a composite attribute.
///
/// ```swift
/// public struct Address: Codable, Hashable {
///     public var street: String?
///     public var zip: String = ""
///
///     public init() {}
/// }
/// ```
enum SwiftDataCompositeEmitter {
    /// Prints the struct of `composite`.
    static func emit(_ composite: Composite, context: SwiftDataContext, into p: inout CodePrinter) {
        let members = composite.attributes.map { SwiftDataAttributeEmitter.member($0, macros: false, context: context) }
        p.line(context.access, "struct ", Naming.escaped(composite.name), ": Codable, Hashable {")
        p.indented { p in
            for member in members { p.print(member.declaration) }
            if !members.isEmpty { p.blank() }
            let parameters = members.compactMap(\.parameter)
            guard !parameters.isEmpty else {
                p.line(context.access, "init() {}")
                return
            }
            p.line(context.access, "init(", parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", "), ") {")
            p.indented { p in
                for parameter in parameters { p.line("self.", parameter.name, " = ", parameter.name) }
            }
            p.print("}")
        }
        p.print("}")
    }
}
