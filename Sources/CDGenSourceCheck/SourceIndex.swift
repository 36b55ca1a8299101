import CDGenCore

// What the app's Swift sources declare, as plain values: the classes and extensions of every file
// with their members, each located in its file. `SourceReader` makes them with swift-syntax; the
// checks compare them with a run's declarations (`RunDeclarations`) and never see a syntax tree.

/// One Swift file of the sources.
package struct SourceFile: Sendable {
    /// The path as found under a `--sources` argument (not made absolute): what findings print.
    package var path: String
    /// Every class declaration and extension, nested ones with their qualified name, in file order.
    package var types: [SourceType]
    /// Each top-level `typealias Name = Type`, by name.
    package var typeAliases: [String: String]
    /// Each `@objc enum Name: RawType` (at any depth), by its name, with its raw type as written:
    /// what an `@NSManaged` property of an integer attribute may be declared as.
    package var objcEnums: [String: String] = [:]
    /// `fingerprint(of:)` of the bytes read: a fix is applied only to the same bytes.
    package var fingerprint: UInt64 = 0
    /// Every declaration at the top level (the branches of an `#if` there included), in file
    /// order: what a generated file's declarations are compared with.
    package var topLevel: [TopLevelDeclaration] = []

    /// FNV-1a of `bytes`: a cheap check that a file is still the text that was checked (not a
    /// defence against a crafted collision; the write compares every byte again before its rename).
    package static func fingerprint(of bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}

/// A declaration at the top level of a file: its kind and its name, unescaped (an extension's: the
/// extended type as written; a `var`'s: each binding's name).
package struct TopLevelDeclaration: Sendable, Hashable, CustomStringConvertible {
    package enum Kind: String, Sendable, Hashable {
        case `class`, `struct`, `enum`, `protocol`, `typealias`, `extension`, actor, function, variable, macro
    }

    package var kind: Kind
    package var name: String

    package var description: String { "\(kind.rawValue) \(name)" }
}

/// A class declaration or an extension in a file.
package struct SourceType: Sendable {
    /// The name as written, qualified for nested types (`Outer.Inner`); an extension's: the
    /// extended type as written (`Usuario`, `Chat.Usuario`).
    package var name: String
    /// Whether this is an extension (else a class).
    package var isExtension: Bool
    /// The Objective-C name of `@objc(Name)`, if written.
    package var objcName: String?
    /// The inherited types and protocols as written, in order (`NSManagedObject`, `Identifiable`).
    package var inherited: [String]
    /// The names of its attributes without the `@`, in order (`objc`, `Model`, `MainActor`).
    package var attributes: [String]
    /// Its members, in order; members of nested types are not among them.
    package var members: [SourceMember]
    /// Where the declaration starts (its first attribute or keyword).
    package var location: SourceLocation
    /// The UTF-8 offset in the file of the `}` that closes its body: where a fix adds members.
    package var closingBraceOffset: Int
    /// Whether it is inside an `#if` block (one of several possible declarations).
    package var isConditional: Bool
    /// Whether it is an Objective-C `@interface` of a header among the sources: it counts as its
    /// entity's class, and its `@property` declarations are not read (`members` is empty).
    package var isObjectiveC = false
}

/// A property or method of a class or extension.
package struct SourceMember: Sendable {
    /// A property (one binding of a `var`/`let`) or a method.
    package enum Kind: Sendable, Hashable { case property, method }

    package var kind: Kind
    /// The Swift name, without backticks; a method's base name (`addToMensajes`).
    package var name: String
    /// The Objective-C name of `@objc(name)` / `@objc(addMensajesObject:)`, if written.
    package var objcName: String?
    /// Whether it is `@NSManaged`.
    package var isManaged: Bool
    /// Whether it is `static` or `class`.
    package var isStatic: Bool
    /// Whether it is a `let`.
    package var isLet: Bool
    /// Whether a property has a getter or a body (computed), not only `willSet`/`didSet`.
    package var isComputed: Bool
    /// The names of its attributes without the `@` (`NSManaged`, `objc`, `Attribute`, `Relationship`).
    package var attributes: [String]
    /// The full text of each attribute, trimmed (`@Relationship(deleteRule: .cascade)`).
    package var attributeTexts: [String]
    /// A property's declared type as written, trimmed (`String?`, `Set<Tag>`); `nil` when it has none.
    package var typeText: String?
    /// The UTF-8 offsets in the file of the type's text: what a fix replaces.
    package var typeRange: Range<Int>?
    /// A property's initial value as written, trimmed.
    package var initializerText: String?
    /// A method's parameters: each argument label (`_` for none) and type as written.
    package var parameters: [(label: String, type: String)]
    /// Where the declaration starts.
    package var location: SourceLocation
    /// Whether it is an `override` (of a superclass's property, whose Objective-C name it keeps).
    package var isOverride = false

    /// The Objective-C name Core Data sees: `@objc(name)`'s, else, for an override of one of
    /// `NSManagedObject`'s own Boolean properties, the name Objective-C declares it with
    /// (`override var isDeleted` is `deleted`, as `@property (getter=isDeleted) BOOL deleted`),
    /// else the Swift name.
    package var objcKey: String {
        objcName ?? (isOverride ? Self.managedObjectBooleans[name] : nil) ?? name
    }

    /// `NSManagedObject`'s Boolean properties whose Swift name is their getter's.
    static let managedObjectBooleans = ["isDeleted": "deleted", "isInserted": "inserted", "isUpdated": "updated", "isFault": "fault"]
}

/// Every Swift file read under the `--sources` paths, in path order.
package struct SourceIndex: Sendable {
    /// The files, sorted by path.
    package var files: [SourceFile]
    /// Files that could not be read, or that swift-syntax parsed with errors, as diagnostics
    /// (a file with syntax errors is still indexed as far as it parsed).
    package var problems: [Diagnostic]

    package init(files: [SourceFile], problems: [Diagnostic]) {
        self.files = files
        self.problems = problems
    }

    /// Every class and extension of a type named `name` (its last component compared), with its file.
    package func declarations(named name: String) -> [(file: SourceFile, type: SourceType)] {
        files.flatMap { file in
            file.types.filter { Self.lastComponent($0.name) == name }.map { (file, $0) }
        }
    }

    /// `Usuario` for `Chat.Usuario`.
    package static func lastComponent(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}

/// A finding of the source check, with the edit that corrects it where the edit is certain
/// (`lint --sources --fix` applies those; a finding without one is only reported).
package struct SourceFinding: Sendable {
    package var diagnostic: Diagnostic
    package var fix: SourceFix?

    package init(_ diagnostic: Diagnostic, fix: SourceFix? = nil) {
        self.diagnostic = diagnostic
        self.fix = fix
    }
}

/// An edit of the app's sources that makes a declaration match the model. Never removes a line.
package enum SourceFix: Sendable, Hashable {
    /// Replace the text at `range` (UTF-8 offsets) of `file`, a declaration's type, with `text`.
    case replaceType(file: String, range: Range<Int>, text: String)
    /// Add `lines` (declarations, one per line, unindented) to the class `className` of entity
    /// `entity`: before the closing brace at `offset` of `file` (its extension or class), or
    /// where `file` is `nil`, in a new `<className>+CoreDataProperties.swift` beside the file that
    /// declares the class (`besideFile`).
    case addMembers(className: String, entity: String, lines: [String], file: String?, offset: Int?, besideFile: String)
}
