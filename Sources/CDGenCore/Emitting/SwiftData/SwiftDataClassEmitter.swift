/// Writes one entity's `@Model` class, named after the entity: `#Unique` for compound uniqueness
/// constraints, `#Index` for fetch indexes, a stored property per attribute and relationship in
/// model order, and an `init` taking every property that has neither a default value nor
/// `Optional` type (a sub-entity's takes its ancestors' first and passes them to `super.init`).
///
/// ```swift
/// @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
/// @Model
/// public final class Person {
///     #Unique<Person>([\.firstName, \.lastName])
///     #Index<Person>([\.lastName])
///
///     @Attribute(.unique) public var email: String
///     public var firstName: String?
///     public var lastName: String?
///
///     public init(email: String) {
///         self.email = email
///     }
/// }
/// ```
enum SwiftDataClassEmitter {
    /// Prints the class of `entity`, with its `@available` line when `declaresAvailability`
    /// (a class nested in a versioned schema has its enum's); `body` when the caller made it already.
    static func emit(
        _ entity: Entity, body: SwiftDataClassBody? = nil, declaresAvailability: Bool = true, context: SwiftDataContext, into p: inout CodePrinter
    ) {
        let body = body ?? SwiftDataClassBody(entity, context: context)
        if declaresAvailability { p.print(body.usage.availability.attribute) }
        p.line("@", context.swiftData("Model"))
        let final = context.parents.contains(entity.name) ? "" : "final "
        let superclass = entity.parentEntity.map { ": " + Naming.escaped($0) } ?? ""
        p.line(context.access, final, "class ", Naming.escaped(Naming.swiftDataClassName(of: entity)), superclass, " {")
        p.indented { p in
            for line in body.macros { p.print(line) }
            if !body.macros.isEmpty { p.blank() }
            for member in body.members { p.print(member.declaration) }
            for note in body.notes { p.print(note) }
            emitInit(body, entity: entity, context: context, into: &p)
        }
        p.print("}")
    }

    /// The `init`: the root's always (a public class needs a public one), a sub-entity's when it
    /// adds a parameter (otherwise it inherits its parent's).
    private static func emitInit(_ body: SwiftDataClassBody, entity: Entity, context: SwiftDataContext, into p: inout CodePrinter) {
        let own = body.members.compactMap(\.parameter)
        guard entity.parentEntity == nil || !own.isEmpty else { return }
        let inherited = body.inheritedParameters
        let parameters = (inherited + own).map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        if !body.members.isEmpty || !body.notes.isEmpty { p.blank() }
        guard !(own.isEmpty && inherited.isEmpty) || entity.parentEntity != nil else {
            p.line(context.access, "init() {}")
            return
        }
        p.line(context.access, "init(", parameters, ") {")
        p.indented { p in
            for parameter in own { p.line("self.", parameter.name, " = ", parameter.name) }
            if entity.parentEntity != nil {
                p.line("super.init(", inherited.map { "\($0.name): \($0.name)" }.joined(separator: ", "), ")")
            }
        }
        p.print("}")
    }
}
