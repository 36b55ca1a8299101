// The harness's file analysis (`../Harness/SwiftRewriter.swift` says what it finds and why),
// compiled by the test process into a program of its own against the toolchain's swift-syntax
// (`lib/swift/host`, built optimized: about a third of the CPU of the package's copy in a debug
// test build, `Harness/SyntaxAnalyzer.swift`). Reads one JSON `AnalysisRequest` per line on
// standard input and writes one `AnalyzedFile` per line on standard output, until end of input.

import Foundation
import SwiftParser
import SwiftSyntax

extension SwiftRewriter {
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

let decoder = JSONDecoder()
let encoder = JSONEncoder()
while let line = readLine(strippingNewline: true) {
    let answer: AnalyzedFile
    do {
        let request = try decoder.decode(AnalysisRequest.self, from: Data(line.utf8))
        answer = SwiftRewriter.analyzeUncached(request.text, fileName: "", mode: request.mode)
    } catch {
        let finding = Finding(file: "", line: 1, column: 1, message: "analyzer: unreadable request: \(error)", lineText: nil)
        answer = AnalyzedFile(syntaxErrors: [finding], rewritten: "", objc: ObjCFacts())
    }
    // One line per answer, written at once (standard output is a pipe: never left in a buffer).
    FileHandle.standardOutput.write((try! encoder.encode(answer)) + Data("\n".utf8))
}
