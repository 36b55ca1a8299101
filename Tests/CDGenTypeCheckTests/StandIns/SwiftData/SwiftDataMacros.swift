// The test-only macro plugin behind the SwiftData stand-in (SwiftData.swift next to this file).
// The type-check harness compiles it with the toolchain's own swift-syntax libraries into a
// shared library and hands it to the compiler with `-load-plugin-library` (see
// Harness/SwiftDataStandIn.swift).
//
// `@Model` adds what the SDK's `@Model` adds, by name, so that a property named like one of them
// clashes here as it does on Apple's compiler: the `PersistentModel` conformance, the members
// `_$backingData`, `persistentBackingData`, `schemaMetadata`, `init(backingData:)`,
// `_$observationRegistrar`, `access`, `withMutation` and `_SwiftDataNoType`, and through
// `@_PersistedProperty` on each stored property a `_<name>` peer (the names of the SDK's
// `macro Model()` and `macro _PersistedProperty()`, SwiftData.swiftinterface of the iOS 18 SDK
// and developer.apple.com/documentation/swiftdata/model()). Unlike the SDK's, stored properties
// stay stored (no accessors), so a missing initialiser, a wrong label, a wrong type or a bad key
// path still fails; `init(backingData:)` only traps. Every other macro expands to nothing. What
// the plugin adds besides are checks the Linux compiler cannot make, each an error at the macro:
// - availability (Linux does not check Apple platforms): `@Model` needs SwiftData's
//   (macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1), `#Unique`/`#Index` iOS 18's set
//   (visionOS 2), and a model that inherits from a model iOS 26's set, written on the
//   declaration or an enclosing one;
// - `@Model` on a class without an initialiser: "@Model requires an initializer be provided"
//   (the SDK macro's own error; here the class would otherwise have `init(backingData:)`);
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
public struct ModelMacro: ExtensionMacro, MemberMacro, MemberAttributeMacro {
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

    /// The SDK's members, by name. A subclass (no missing conformance) gets only its own
    /// `init(backingData:)`: the rest it inherits.
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let name = declaration.as(ClassDeclSyntax.self)?.name else { return [] }
        let type = name.trimmed
        Persisted.diagnoseReservedNames(in: declaration, context: context)
        if !declaration.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) {
            context.diagnose(Diagnostic(node: name, message: MacroExpansionErrorMessage("@Model requires an initializer be provided for '\(type.text)'")))
        }
        let initializer: DeclSyntax = """
            public required init(backingData: any SwiftData.BackingData) { fatalError("stand-in") }
            """
        guard !protocols.isEmpty else { return [initializer] }
        return [
            "private var _$backingData: (any SwiftData.BackingData)? = nil",
            """
            public var persistentBackingData: any SwiftData.BackingData {
                get { _$backingData! }
                set { _$backingData = newValue }
            }
            """,
            "public static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] { [] }",
            initializer,
            "private let _$observationRegistrar = Observation.ObservationRegistrar()",
            """
            internal nonisolated func access<_M>(keyPath: KeyPath<\(type), _M>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            internal nonisolated func withMutation<_M, _MR>(keyPath: KeyPath<\(type), _M>, _ mutation: () throws -> _MR) rethrows -> _MR {
                try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
            "public struct _SwiftDataNoType {}",
        ]
    }

    /// `@_PersistedProperty` on each stored instance property that is not `@Transient`, as the SDK's.
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard let variable = member.as(VariableDeclSyntax.self), Persisted.isPersisted(variable) else { return [] }
        return ["@_PersistedProperty"]
    }
}

/// `@_PersistedProperty`: the SDK's peer `_<name>` (its accessors are left out: the property stays stored).
public struct PersistedPropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let binding = declaration.as(VariableDeclSyntax.self)?.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed
        else { return [] }
        let bare = name.text.filter { $0 != "`" }
        return ["private var _\(raw: bare): _SwiftDataNoType? = nil"]
    }
}

/// Which members the SDK's `@Model` persists, and the names it takes.
enum Persisted {
    /// The members the SDK's `@Model` declares (its `names:`). A stored property named
    /// `persistentBackingData` is an invalid redeclaration of the added one, and so is `_x` beside
    /// `x` (the peer); the compiler reports those. Apple's expansion also calls `access(keyPath:)`,
    /// `withMutation(keyPath:_:)` and `_SwiftDataNoType()` from the accessors and
    /// `init(backingData:)` it writes, which a property of that name shadows; the stand-in
    /// writes no accessors, so the plugin reports every reserved name itself, at the property.
    static let reservedNames: Set<String> = [
        "_$backingData", "persistentBackingData", "schemaMetadata", "_$observationRegistrar", "_SwiftDataNoType", "access", "withMutation",
    ]

    /// An error at each member of `declaration` named like a member `@Model` adds.
    static func diagnoseReservedNames(in declaration: some DeclGroupSyntax, context: some MacroExpansionContext) {
        for member in declaration.memberBlock.members {
            let names: [(String, Syntax)]
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                names = variable.bindings.compactMap { binding in
                    binding.pattern.as(IdentifierPatternSyntax.self).map { ($0.identifier.text.filter { $0 != "`" }, Syntax($0)) }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                names = [(function.name.text.filter { $0 != "`" }, Syntax(function.name))]
            } else {
                names = []
            }
            for (name, node) in names where reservedNames.contains(name) {
                context.diagnose(
                    Diagnostic(
                        node: node,
                        message: MacroExpansionErrorMessage("'\(name)' is a member that SwiftData's @Model adds to the class: a property of that name clashes with it")))
            }
        }
    }

    /// A stored (no accessors), non-static, non-`@Transient` `var`.
    static func isPersisted(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var),
            !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
            !variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Transient" })
        else { return false }
        return variable.bindings.allSatisfy { $0.accessorBlock == nil }
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
    static let constraints = ["macOS": 15, "iOS": 18, "tvOS": 18, "watchOS": 11, "visionOS": 2]
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
