// The test-only macro plugin behind the SwiftData stand-in (SwiftData.swift next to this file).
// The type-check harness compiles it with the toolchain's own swift-syntax libraries into a
// shared library and hands it to the compiler with `-load-plugin-library` (see
// Harness/SwiftDataStandIn.swift).
//
// It adds nothing the checked code could lean on: `@Model` adds the `PersistentModel`
// conformance, every other macro expands to nothing. What it does add are checks the Linux
// compiler cannot make, each reported as an error at the macro:
// - availability (Linux does not check Apple platforms): `@Model` needs SwiftData's
//   (macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1), `#Unique`/`#Index` iOS 18's set,
//   and a model that inherits from a model iOS 26's set, written on the declaration or an
//   enclosing one;
// - `#Unique<T>`/`#Index<T>` must name the class they are in (the compiler accepts any model);
// - `@Relationship(inverse: \T.x)` must have the relationship's destination as its root `T`
//   (the parameter is an `AnyKeyPath?`, so the compiler accepts any root; SwiftData fails at
//   run time);
// - `@Transient` on a stored property needs an initial value unless its type is optional
//   (developer.apple.com/documentation/swiftdata/transient(): the SDK's `init(backingData:)`
//   leaves transient properties unset, so without a value the class does not compile).

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model`: `extension T: SwiftData.PersistentModel {}`, when `T` lacks the conformance. A
/// subclass of a model has it already (the compiler passes no protocol): model inheritance.
public struct ModelMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let scopes = [declaration.attributes] + context.lexicalContext.compactMap { $0.asProtocol(WithAttributesSyntax.self)?.attributes }
        let inherits = protocols.isEmpty
        let needed = inherits ? Availability.inheritance : Availability.swiftData
        try Availability.require(needed, in: scopes, for: inherits ? "model inheritance (a @Model subclass of a @Model class)" : "@Model")
        guard !inherits else { return [] }
        let decl: DeclSyntax = "extension \(type.trimmed): SwiftData.PersistentModel {}"
        return [decl.cast(ExtensionDeclSyntax.self)]
    }
}

/// `@Attribute`: nothing. The compiler has type-checked the arguments.
public struct NoExpansionMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `@Transient`: nothing; checks Apple's rule that a stored property without an optional type
/// (`T?`, `T!`, `Optional<T>`) has an initial value. A computed property is not checked.
public struct TransientMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        for binding in declaration.as(VariableDeclSyntax.self)?.bindings ?? [] where binding.initializer == nil && binding.accessorBlock == nil {
            guard let type = binding.typeAnnotation?.type, !isOptional(type) else { continue }
            throw MacroExpansionErrorMessage(
                "@Transient property '\(binding.pattern.trimmedDescription)' of non-optional type \(type.trimmedDescription) has no default value; unless the type is an optional, @Transient requires one")
        }
        return []
    }

    static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        guard let name = type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text else { return false }
        return name == "Optional"
    }
}

/// `@Relationship`: nothing; checks that an `inverse:` key path's root is the destination type.
public struct RelationshipMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let inverse = node.arguments?.as(LabeledExprListSyntax.self)?.first(where: { $0.label?.text == "inverse" }),
            let keyPath = inverse.expression.as(KeyPathExprSyntax.self), let root = keyPath.root,
            let type = declaration.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type
        else { return [] }
        let destination = Names.destination(of: type)
        guard Names.last(root.trimmedDescription) == destination else {
            throw MacroExpansionErrorMessage(
                "inverse key path \(keyPath.trimmedDescription) has root \(root.trimmedDescription), but the relationship's destination is \(destination)")
        }
        return []
    }
}

/// `#Unique<T>`, `#Index<T>`: nothing; checks availability and that `T` is the enclosing class.
public struct ConstraintMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let name = "#\(node.macroName.text)"
        let scopes = context.lexicalContext.compactMap { $0.asProtocol(WithAttributesSyntax.self)?.attributes }
        try Availability.require(Availability.constraints, in: scopes, for: name)
        let enclosing = context.lexicalContext.first?.as(ClassDeclSyntax.self)?.name.text
        if let argument = node.genericArgumentClause?.arguments.first?.argument.trimmedDescription, Names.last(argument) != enclosing {
            throw MacroExpansionErrorMessage("\(name)<\(argument)> is in \(enclosing.map { "class \($0)" } ?? "no class"): it must name its own class")
        }
        return []
    }
}

/// The platform versions each API needs, and the check that an `@available` gives them.
enum Availability {
    static let swiftData = ["macOS": 14, "iOS": 17, "tvOS": 17, "watchOS": 10, "visionOS": 1]
    static let constraints = ["macOS": 15, "iOS": 18, "tvOS": 18, "watchOS": 11, "visionOS": 1]
    static let inheritance = ["macOS": 26, "iOS": 26, "tvOS": 26, "watchOS": 26, "visionOS": 26]

    /// Throws unless one of `scopes` (the declaration's attributes, then enclosing ones') has an
    /// `@available` with each platform of `needed` at its version or later.
    static func require(_ needed: [String: Int], in scopes: [AttributeListSyntax], for use: String) throws {
        var best: [String: Int] = [:]
        for attribute in scopes.flatMap({ $0 }).compactMap({ $0.as(AttributeSyntax.self) }) where attribute.attributeName.trimmedDescription == "available" {
            for (platform, major) in versions(in: attribute) { best[platform] = max(best[platform] ?? 0, major) }
        }
        let missing = needed.keys.sorted().filter { (best[$0] ?? 0) < needed[$0]! }
        guard missing.isEmpty else {
            let wanted = needed.keys.sorted().map { "\($0) \(needed[$0]!)" }.joined(separator: ", ")
            throw MacroExpansionErrorMessage("\(use) needs @available(\(wanted), *); missing or too low: \(missing.joined(separator: ", "))")
        }
    }

    /// `iOS 26` → ("iOS", 26) for each platform of an `@available(…)` list.
    static func versions(in attribute: AttributeSyntax) -> [(String, Int)] {
        guard let text = attribute.arguments?.trimmedDescription else { return [] }
        return text.split(separator: ",").compactMap { part in
            let words = part.split(separator: " ")
            guard words.count == 2, let major = Int(words[1].split(separator: ".")[0]) else { return nil }
            return (String(words[0]), major)
        }
    }
}

/// Type names as written.
enum Names {
    /// `Swift.Array<A.Post>` → `Post`.
    static func last(_ name: String) -> String { String(name.split(separator: ".").last ?? Substring(name)) }

    /// The model a relationship property holds: `Post?`, `[Post]`, `[Post]?`, `Array<Post>` → `Post`.
    static func destination(of type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return destination(of: optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return destination(of: unwrapped.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return destination(of: array.element) }
        if let generic = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self) {
            return destination(of: generic)
        }
        return last(type.trimmedDescription)
    }
}
