// What the type-check harness changes in a generated file before `swiftc -typecheck`, and why
// the check still catches the errors that matter.
//
// Linux has no Objective-C runtime, so the compiler there rejects `@objc` ("Objective-C
// interoperability is disabled"). Everything else cdgen writes is accepted by the Linux front end
// and is checked as written, including `@NSManaged` and `@nonobjc`: the front end applies
// `@NSManaged`'s own rules on every platform (instance members only, no `let`, no initial value,
// no body, not computed), and `@nonobjc` is a plain attribute. The rewrite is therefore as small
// as it can be:
//
//   * `@objc` and `@objc(selector)` attributes are replaced by the same number of spaces.
//     Nothing else moves: every line and column the compiler reports is the line and column of
//     the generated file.
//
// If a toolchain ever rejects `@NSManaged` or `@nonobjc` on Linux, `RewriteMode.computed` does
// the computed-property rewrite instead (the harness probes the toolchain once and picks the mode):
// `@NSManaged`/`@nonobjc` become spaces, an `@NSManaged var x: T` gets the accessor block
// ` { get { fatalError() } set {} }` appended, and an `@NSManaged func` gets ` {}`. Lines and
// the columns of everything already there stay the same in that mode too.
//
// What dropping `@objc` loses, and how the harness makes up for it (`ObjCChecks`):
//   * the selector's shape: each `@objc(a:b:)` on a method must name as many pieces as the
//     method has parameters (no colon for none); `@objc(Name)` on a class has no colon;
//   * selector clashes: within a class and its superclasses (parent entities), no two methods may
//     share a selector, since Objective-C dispatches on the selector alone;
//   * Objective-C representability of `@NSManaged` types: an optional scalar (`Int16?`,
//     `Bool?`, `Double?`, …) cannot be represented and is reported.
//
// Why the check still catches what matters:
//   * unknown types: every type name is resolved against Foundation, the stand-in CoreData and
//     framework modules (`StandIns/`), and the other generated files of the same model;
//   * wrong generic arguments: `NSFetchRequest<ResultType: NSFetchRequestResult>` keeps its
//     constraint, so `NSFetchRequest<String>` or a return type that disagrees with the body fails;
//   * duplicate or conflicting declarations: all files of a model are checked as one module, so
//     two classes, typealiases, properties or accessors with the same name are reported;
//   * invalid overrides across parent and child entities: classes really inherit from their parent
//     entity's class and from `NSManagedObject` (whose members are declared with the SDK's
//     signatures), and members declared in extensions cannot be overridden;
//   * unescaped keywords: the text is parsed by swift-syntax and by the compiler as written;
//   * broken `public import` use: Xcode 26 output is checked in Swift 6 mode with
//     `-enable-upcoming-feature InternalImportsByDefault`, so a public declaration that uses a type
//     from a module that is not imported `public` fails, as in a package target;
//   * actor isolation: `--nonisolated` output is checked with `-default-isolation MainActor`.
// On top of that a generated "type witness" file (`TypeWitness`) asserts that each property has
// exactly the type the model calls for, fully qualified (`Swift.String?`), so an entity class that
// shadows a standard type (an entity named `String` or `Date`) cannot go unnoticed.

import SwiftParser
import SwiftSyntax

/// How a generated file is changed before type-checking (see the notes above).
enum RewriteMode: String, Sendable, Hashable {
    /// Only `@objc` attributes become spaces.
    case dropObjC
    /// Also `@NSManaged`/`@nonobjc` become spaces, `@NSManaged` members get stub bodies.
    case computed
}

/// A problem found in a file, with the file's own line and column (1-based, UTF-8 columns).
struct Finding: Sendable, Hashable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var message: String
    /// The text of that line of the generated file.
    var lineText: String?

    var description: String {
        var text = "\(file):\(line):\(column): \(message)"
        if let lineText { text += "\n    \(lineText.trimmingCharacters(in: .whitespaces))" }
        return text
    }
}

/// Everything the harness learns from one parse of a generated file.
struct AnalyzedFile: Sendable {
    /// Syntax errors (missing or unexpected tokens, lexer errors).
    var syntaxErrors: [Finding]
    /// The text handed to the compiler.
    var rewritten: String
    /// What the Objective-C checks need.
    var objc: ObjCFacts
}

/// The Objective-C-relevant declarations of one file.
struct ObjCFacts: Sendable {
    struct ClassDecl: Sendable {
        var name: String
        var superclass: String?
    }
    struct Selector: Sendable {
        var typeName: String
        var selector: String
        var member: String
        var line: Int
        var column: Int
    }
    var classes: [ClassDecl] = []
    var selectors: [Selector] = []
    /// Names the file declares at the top level.
    var declared: Set<String> = []
    /// Every identifier and keyword in the file (and more: see `SwiftRewriter.words(in:)`).
    var identifiers: Set<String> = []
    /// Problems visible in the file alone (selector shape, optional scalars).
    var findings: [Finding] = []
}

enum SwiftRewriter {
    private static let cache = SharedCache<CacheKey, AnalyzedFile>()

    private struct CacheKey: Hashable, Sendable {
        var text: String
        var mode: RewriteMode
    }

    /// Parses `text` (named `fileName` in findings) once per distinct text and mode.
    static func analyze(_ text: String, fileName: String, mode: RewriteMode) -> AnalyzedFile {
        var result = cache.value(for: CacheKey(text: text, mode: mode)) {
            analyzeUncached(text, fileName: "", mode: mode)
        }
        // Findings are cached without a file name: the same text can have different names.
        result.syntaxErrors = result.syntaxErrors.map {
            var f = $0; f.file = fileName; return f
        }
        result.objc.findings = result.objc.findings.map {
            var f = $0; f.file = fileName; return f
        }
        return result
    }

    static func analyzeUncached(_ text: String, fileName: String, mode: RewriteMode) -> AnalyzedFile {
        let tree = Parser.parse(source: text)
        let converter = LineTable(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        // `hasError` (missing tokens, unexpected nodes, lexer errors) is a flag of the tree: clean
        // files, nearly all of them, skip the walk over every token.
        let syntax = SyntaxErrorFinder(converter: converter, lines: lines, fileName: fileName)
        if tree.hasError { syntax.walk(tree) }

        let visitor = RewriteVisitor(converter: converter, lines: lines, fileName: fileName, mode: mode)
        visitor.walk(tree)
        visitor.facts.declared = topLevelNames(tree)
        visitor.facts.identifiers = words(in: text)

        return AnalyzedFile(syntaxErrors: syntax.findings, rewritten: apply(visitor.edits, to: text), objc: visitor.facts)
    }

    /// Every run of letters, digits and `_` in `text`: a superset of its identifiers and keywords
    /// (comments and strings add words), which is all batching needs, at a fraction of the cost
    /// of walking the tokens.
    static func words(in text: String) -> Set<String> {
        var words: Set<String> = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.insert(current)
                current = ""
            }
        }
        if !current.isEmpty { words.insert(current) }
        return words
    }

    /// The names of the top-level declarations of a file.
    static func topLevelNames(_ tree: SourceFileSyntax) -> Set<String> {
        var names: Set<String> = []
        for item in tree.statements {
            guard case .decl(let decl) = item.item else { continue }
            let name: String?
            if let node = decl.as(ClassDeclSyntax.self) {
                name = node.name.text
            } else if let node = decl.as(StructDeclSyntax.self) {
                name = node.name.text
            } else if let node = decl.as(EnumDeclSyntax.self) {
                name = node.name.text
            } else if let node = decl.as(ProtocolDeclSyntax.self) {
                name = node.name.text
            } else if let node = decl.as(ActorDeclSyntax.self) {
                name = node.name.text
            } else if let node = decl.as(TypeAliasDeclSyntax.self) {
                name = node.name.text
            } else if let node = decl.as(FunctionDeclSyntax.self) {
                name = node.name.text
            } else if let node = decl.as(VariableDeclSyntax.self) {
                for binding in node.bindings { names.insert(binding.pattern.trimmedDescription.replacingOccurrences(of: "`", with: "")) }
                name = nil
            } else {
                name = nil
            }
            if let name { names.insert(name.replacingOccurrences(of: "`", with: "")) }
        }
        return names
    }

    /// A replacement of the UTF-8 bytes `start..<end`.
    struct Edit {
        var start: Int
        var end: Int
        var replacement: String
    }

    static func apply(_ edits: [Edit], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.start > $1.start }) {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Reports every missing token, unexpected text and lexer error of a parsed file.
private final class SyntaxErrorFinder: SyntaxVisitor {
    let converter: LineTable
    let lines: [String]
    let fileName: String
    var findings: [Finding] = []

    init(converter: LineTable, lines: [String], fileName: String) {
        self.converter = converter
        self.lines = lines
        self.fileName = fileName
        super.init(viewMode: .all)
    }

    private func record(_ position: AbsolutePosition, _ message: String) {
        let location = converter.location(position.utf8Offset)
        let text = location.line - 1 < lines.count ? lines[location.line - 1] : nil
        findings.append(Finding(file: fileName, line: location.line, column: location.column, message: "syntax error: \(message)", lineText: text))
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        record(node.positionAfterSkippingLeadingTrivia, "unexpected text '\(node.trimmedDescription)'")
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing {
            let expected = token.text.isEmpty ? "\(token.tokenKind)" : "'\(token.text)'"
            let parent = token.parent.map { " in \($0.kind)" } ?? ""
            record(token.positionAfterSkippingLeadingTrivia, "expected \(expected)\(parent)")
        } else if let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error {
            record(token.positionAfterSkippingLeadingTrivia, "invalid token '\(token.text)' (\(diagnostic.kind))")
        }
        return .visitChildren
    }
}

/// Finds the attributes to blank out and the Objective-C facts of a file.
private final class RewriteVisitor: SyntaxVisitor {
    let converter: LineTable
    let lines: [String]
    let fileName: String
    let mode: RewriteMode
    var edits: [SwiftRewriter.Edit] = []
    var facts = ObjCFacts()
    /// The type whose members are being visited (class name or extended type).
    private var typeStack: [String] = []

    init(converter: LineTable, lines: [String], fileName: String, mode: RewriteMode) {
        self.converter = converter
        self.lines = lines
        self.fileName = fileName
        self.mode = mode
        super.init(viewMode: .sourceAccurate)
    }

    private func location(_ node: some SyntaxProtocol) -> (line: Int, column: Int) {
        converter.location(node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    private func finding(_ node: some SyntaxProtocol, _ message: String) -> Finding {
        let (line, column) = location(node)
        return Finding(file: fileName, line: line, column: column, message: message, lineText: line - 1 < lines.count ? lines[line - 1] : nil)
    }

    private func name(of attribute: AttributeSyntax) -> String {
        attribute.attributeName.trimmedDescription
    }

    private func attributes(_ list: AttributeListSyntax) -> [AttributeSyntax] {
        list.compactMap { $0.as(AttributeSyntax.self) }
    }

    /// Replaces a node's text (not its trivia) by as many spaces as it has UTF-8 bytes.
    private func blank(_ node: some SyntaxProtocol) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(.init(start: start, end: end, replacement: String(repeating: " ", count: end - start)))
    }

    /// Blanks the attributes the mode removes; returns whether `@NSManaged` was among them.
    private func rewriteAttributes(_ list: AttributeListSyntax) -> Bool {
        var managed = false
        for attribute in attributes(list) {
            switch name(of: attribute) {
            case "objc":
                blank(attribute)
            case "NSManaged":
                managed = true
                if mode == .computed { blank(attribute) }
            case "nonobjc":
                if mode == .computed { blank(attribute) }
            default:
                break
            }
        }
        return managed
    }

    /// The pieces of `@objc(a:b:)`, or `nil` when the list has no `@objc(…)`.
    private func objcName(_ list: AttributeListSyntax) -> (attribute: AttributeSyntax, pieces: ObjCSelectorPieceListSyntax)? {
        for attribute in attributes(list) where name(of: attribute) == "objc" {
            if case .objCName(let pieces)? = attribute.arguments { return (attribute, pieces) }
        }
        return nil
    }

    private static func selectorText(_ pieces: ObjCSelectorPieceListSyntax) -> String {
        pieces.map { ($0.name?.text ?? "") + ($0.colon == nil ? "" : ":") }.joined()
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = rewriteAttributes(node.attributes)
        let className = node.name.text.replacingOccurrences(of: "`", with: "")
        let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        facts.classes.append(.init(name: className, superclass: superclass))
        if let (attribute, pieces) = objcName(node.attributes), pieces.count != 1 || pieces.contains(where: { $0.colon != nil }) {
            facts.findings.append(finding(attribute, "Objective-C class name '\(Self.selectorText(pieces))' is not a plain name"))
        }
        typeStack.append(className)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = rewriteAttributes(node.attributes)
        typeStack.append(node.extendedType.trimmedDescription.replacingOccurrences(of: "`", with: ""))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let managed = rewriteAttributes(node.attributes)
        if managed, mode == .computed, node.body == nil {
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(.init(start: end, end: end, replacement: " {}"))
        }
        if let (attribute, pieces) = objcName(node.attributes) {
            let parameters = node.signature.parameterClause.parameters.count
            let colons = pieces.filter { $0.colon != nil }.count
            let selector = Self.selectorText(pieces)
            let shapeIsValid = parameters == 0 ? (pieces.count == 1 && colons == 0) : (pieces.count == parameters && colons == parameters)
            if !shapeIsValid {
                facts.findings.append(
                    finding(attribute, "Objective-C selector '\(selector)' does not fit '\(node.name.text)', which has \(parameters) parameter(s)"))
            }
            let (line, column) = location(attribute)
            facts.selectors.append(.init(typeName: typeStack.last ?? "", selector: selector, member: node.name.text, line: line, column: column))
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let managed = rewriteAttributes(node.attributes)
        guard managed else { return .skipChildren }
        for binding in node.bindings {
            if let type = binding.typeAnnotation?.type, let scalar = Self.optionalScalar(type) {
                facts.findings.append(
                    finding(
                        binding,
                        "@NSManaged property '\(binding.pattern.trimmedDescription)' has type '\(type.trimmedDescription)': an optional \(scalar) cannot be represented in Objective-C"
                    ))
            }
        }
        if mode == .computed, node.bindings.allSatisfy({ $0.accessorBlock == nil && $0.initializer == nil }) {
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(.init(start: end, end: end, replacement: " { get { fatalError() } set {} }"))
        }
        return .skipChildren
    }

    private static let scalars: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Float", "Double", "Float32", "Float64", "Float80", "CGFloat", "TimeInterval",
    ]

    /// The scalar inside `T?`, `T!` or `Optional<T>`, when T is a Swift scalar.
    private static func optionalScalar(_ type: TypeSyntax) -> String? {
        var wrapped: TypeSyntax?
        if let optional = type.as(OptionalTypeSyntax.self) {
            wrapped = optional.wrappedType
        } else if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            wrapped = iuo.wrappedType
        } else if let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == "Optional",
            let argument = generic.genericArgumentClause?.arguments.first
        {
            wrapped = argument.argument.as(TypeSyntax.self)
        }
        guard let wrapped else { return nil }
        let name = wrapped.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        return scalars.contains(name) ? name : nil
    }
}

/// 1-based line and UTF-8 column of a byte offset (what `SourceLocationConverter` computes, without
/// walking the tree: that walk costs as much as the parse in a debug build).
struct LineTable {
    private var starts: [Int] = [0]

    init(_ text: String) {
        for (offset, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
    }

    func location(_ offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
