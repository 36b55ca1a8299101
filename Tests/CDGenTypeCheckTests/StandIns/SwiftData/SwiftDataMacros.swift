// The test-only macro plugin behind the SwiftData stand-in (SwiftData.swift next to this file).
// The type-check harness compiles it with the toolchain's own swift-syntax libraries into a
// shared library and hands it to the compiler with `-load-plugin-library` (see
// Harness/SwiftDataStandIn.swift).
//
// `@Model` adds the `PersistentModel` conformance and, where the class uses one of their names,
// the members the SDK's `@Model` adds: `_$backingData`, `persistentBackingData`, `schemaMetadata`,
// `_$observationRegistrar`, `access`, `withMutation`, `_SwiftDataNoType`, and the `_<name>` peer
// its `@_PersistedProperty` declares beside each stored property (the names of the SDK's
// `macro Model()` and `macro _PersistedProperty()`, SwiftData.swiftinterface of the iOS 18 SDK,
// and developer.apple.com/documentation/swiftdata/model()), so that the compiler reports the
// clash as Apple's does. It declares them only where a name is taken: declared in every class,
// they made every SwiftData check twice as slow (WooCommerce's current version, 90 models: 1.3 s
// → 2.6 s of CPU) for nothing the names alone do not prove. Stored properties stay stored (no
// accessors), so a missing initialiser, a wrong label, a wrong type or a bad key path still
// fails. Every other macro expands to nothing. What the plugin adds besides are checks the Linux
// compiler cannot make, each an error at the macro or the property:
// - availability (Linux does not check Apple platforms): `@Model` needs SwiftData's
//   (macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1), `#Unique`/`#Index` iOS 18's set
//   (visionOS 2), and a model that inherits from a model iOS 26's set, written on the
//   declaration or an enclosing one;
// - a property named like a member `@Model` adds, or `_name` beside a stored `name`;
// - `@Model` on a class without an initialiser: "@Model requires an initializer be provided"
//   (the SDK macro's own error: it adds `init(backingData:)`, so the compiler has none to give);
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

/// `@Model`: `extension T: nonisolated SwiftData.PersistentModel {}`, when `T` lacks the
/// conformance; `nonisolated` as in the 26 SDKs' expansion (a compiler error of an iOS 26.1 SDK
/// build quotes `extension MediaItem: nonisolated SwiftData.PersistentModel {`), so that a model
/// compiles in a main-actor app target, as Xcode's own SwiftData template does. A
/// subclass of a model has it already (the compiler passes no protocol): model inheritance.
/// The extension also declares each member the SDK's `@Model` adds whose name the class uses
/// (see `Persisted`), so that the compiler reports the clash, and the plugin reports every
/// reserved name and a class without an initialiser itself.
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
        // A root model only: a subclass may inherit its superclass's initialisers (the real
        // models of the corpus have such sub-entities).
        if !inherits, let name = declaration.as(ClassDeclSyntax.self)?.name,
            !declaration.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) })
        {
            context.diagnose(Diagnostic(node: name, message: MacroExpansionErrorMessage("@Model requires an initializer be provided for '\(name.text)'")))
        }
        let clashing = Persisted.clashingMembers(of: declaration, type: type.trimmedDescription, context: context)
        guard !inherits || !clashing.isEmpty else { return [] }
        let conformance = inherits ? "" : ": nonisolated SwiftData.PersistentModel"
        let decl: DeclSyntax = "extension \(type.trimmed)\(raw: conformance) {\n\(raw: clashing.joined(separator: "\n"))\n}"
        return [decl.cast(ExtensionDeclSyntax.self)]
    }
}

/// Which members the SDK's `@Model` persists, and the names it takes.
enum Persisted {
    /// The members the SDK's `@Model` declares (its `names:`, `init` aside), as the stand-in
    /// writes them (computed: only the name matters). A stored property named
    /// `persistentBackingData` is an invalid redeclaration of the added one, and so is `_x` beside
    /// `x` (the peer); the compiler reports those. Apple's expansion also calls `access(keyPath:)`,
    /// `withMutation(keyPath:_:)` and `_SwiftDataNoType()` from the accessors and
    /// `init(backingData:)` it writes, which a property of that name shadows; the stand-in
    /// writes no accessors, so the plugin reports every reserved name itself, at the property.
    static func sdkMembers(type: String) -> [String: String] {
        [
            "_$backingData": "private var _$backingData: (any SwiftData.BackingData)? { nil }",
            "persistentBackingData": "public var persistentBackingData: any SwiftData.BackingData { get { fatalError() } set {} }",
            "schemaMetadata": "public static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] { [] }",
            "_$observationRegistrar": "private var _$observationRegistrar: Observation.ObservationRegistrar { Observation.ObservationRegistrar() }",
            "_SwiftDataNoType": "public struct _SwiftDataNoType {}",
            "access": "internal nonisolated func access<_M>(keyPath: Swift.KeyPath<\(type), _M>) {}",
            "withMutation":
                "internal nonisolated func withMutation<_M, _MR>(keyPath: Swift.KeyPath<\(type), _M>, _ mutation: () throws -> _MR) rethrows -> _MR { try mutation() }",
        ]
    }

    /// An error at each member of `declaration` named like a member `@Model` adds (or like the
    /// `_name` peer of a stored `name`), and the SDK's declarations of those names: declaring
    /// them only where a name is taken keeps the harness's checks as fast as before (declaring
    /// all of them in every class made each SwiftData check twice as slow).
    static func clashingMembers(of declaration: some DeclGroupSyntax, type: String, context: some MacroExpansionContext) -> [String] {
        var stored: Set<String> = []
        var named: [(String, Syntax)] = []
        for member in declaration.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    let name = pattern.identifier.text.filter { $0 != "`" }
                    named.append((name, Syntax(pattern)))
                    if isPersisted(variable) { stored.insert(name) }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                named.append((function.name.text.filter { $0 != "`" }, Syntax(function.name)))
            }
        }
        var clashing: [String] = []
        let sdkMembers = sdkMembers(type: type)
        for (name, node) in named {
            if let sdk = sdkMembers[name] {
                context.diagnose(
                    Diagnostic(
                        node: node,
                        message: MacroExpansionErrorMessage(
                            "'\(name)' is a member that SwiftData's @Model adds to the class: a property of that name clashes with it")))
                clashing.append(sdk)
            } else if name.hasPrefix("_"), stored.contains(String(name.dropFirst())) {
                // The peer the SDK's `_PersistedProperty` declares beside the stored property.
                context.diagnose(
                    Diagnostic(
                        node: node,
                        message: MacroExpansionErrorMessage(
                            "'\(name)' is the name SwiftData's @Model gives the storage of '\(name.dropFirst())': a property of that name clashes with it")))
                clashing.append("private var \(name): Never? { nil }")
            }
        }
        return clashing
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
