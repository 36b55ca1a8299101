import CDGenCore
import Foundation
import SwiftParser
import SwiftSyntax

/// Reads the Swift files under the `--sources` paths into a `SourceIndex`: every class and
/// extension with its members, located. Folders are read recursively (hidden folders and `.build`
/// skipped), files in path order, parsed in parallel with swift-syntax.
///
/// Resolved: nesting (`Outer.Inner`), extensions anywhere, `#if` blocks (every branch is read and
/// marked conditional), top-level `typealias`. Not resolved: what a type name means beyond that
/// (imports, generic parameters, macros' expansions).
package enum SourceReader {
    /// The largest Swift file read: 4 MiB. The largest hand-written files of real apps are a few
    /// hundred kilobytes; a bigger one is generated (a protocol buffer, an asset catalogue), and
    /// swift-syntax's tree of it takes a hundred times its size in memory.
    package static let maxFileBytes = 4 << 20

    /// The index of the Swift files under `paths`, leaving out those a glob of `exclude` matches
    /// (fnmatch(3) without FNM_PATHNAME, against the path as printed or the file's name). A file
    /// reached by two paths (two overlapping `--sources`, a hard link) is read once, under the
    /// first path in order.
    package static func read(paths: [String], exclude: [String] = []) -> SourceIndex {
        var problems: [Diagnostic] = []
        var found: [String] = []
        for path in paths {
            found += swiftFiles(under: path, problems: &problems)
        }
        let files = once(Array(Set(found.filter { !isExcluded($0, by: exclude) })).sorted())
        let results = parseAll(files)
        return SourceIndex(files: results.compactMap(\.file), problems: problems + results.flatMap(\.problems))
    }

    /// `paths` without those naming a file an earlier one names (the same device and inode).
    private static func once(_ paths: [String]) -> [String] {
        var seen: Set<[UInt64]> = []
        return paths.filter { path in
            var info = stat()
            guard stat(path, &info) == 0 else { return true }
            return seen.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted
        }
    }

    /// The index of one file's text, for tests and fixes: `path` is only what findings print.
    package static func read(text: String, path: String) -> (file: SourceFile, problems: [Diagnostic]) {
        let result = path.hasSuffix(".h") ? parseHeader(Array(text.utf8), path: path) : parse(Array(text.utf8), path: path)
        return (result.file ?? SourceFile(path: path, types: [], typeAliases: [:]), result.problems)
    }

    static func isExcluded(_ path: String, by globs: [String]) -> Bool {
        let name = (path as NSString).lastPathComponent
        return globs.contains { fnmatch($0, path, 0) == 0 || fnmatch($0, name, 0) == 0 }
    }

    /// The `.swift` files at or under `path`, or a located problem where there are none to read.
    /// A link given as the path is followed; one met inside a folder is followed to a file and
    /// reported, not followed, to a folder (it may lead back up, or out of the project).
    private static func swiftFiles(under path: String, problems: inout [Diagnostic]) -> [String] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            problems.append(.error("no such file or folder: \(path)", at: SourceLocation(file: path)))
            return []
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { return [path] }
        var files: [String] = []
        walk(path, into: &files, problems: &problems)
        return files
    }

    /// Adds the `.swift` files under the folder `folder` to `files` (hidden folders and `.build`
    /// skipped; a folder named like a Swift file is a folder).
    private static func walk(_ folder: String, into files: inout [String], problems: inout [Diagnostic]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            problems.append(.warning("cannot read the folder; its files were not checked", at: SourceLocation(file: folder)))
            return
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = join(folder, name)
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                walk(path, into: &files, problems: &problems)
            case S_IFLNK:
                var target = stat()
                guard stat(path, &target) == 0 else { continue }
                if target.st_mode & S_IFMT == S_IFDIR {
                    problems.append(
                        .warning(
                            "a symbolic link to a folder, not followed: its files were not checked; give the folder itself to --sources",
                            at: SourceLocation(file: path)))
                } else if name.hasSuffix(".swift") || name.hasSuffix(".h") {
                    files.append(path)
                }
            default:
                if name.hasSuffix(".swift") || name.hasSuffix(".h") { files.append(path) }
            }
        }
    }

    /// `folder/name`, with one slash however `folder` ends (`/` gives `/name`).
    static func join(_ folder: String, _ name: String) -> String {
        var folder = Substring(folder)
        while folder.hasSuffix("/") { folder = folder.dropLast() }
        return String(folder) + "/" + name
    }

    private struct Parsed: Sendable {
        var file: SourceFile?
        var problems: [Diagnostic]
    }

    /// Parses `paths` on every core, keeping their order.
    private static func parseAll(_ paths: [String]) -> [Parsed] {
        let results = ResultSlots<Parsed>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            results.set(index, readAndParse(path))
        }
        return results.values
    }

    /// Reads and parses one file; one larger than `maxFileBytes` is left out with a warning.
    private static func readAndParse(_ path: String) -> Parsed {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > maxFileBytes {
            let message =
                "the file is \(info.st_size) bytes; lint --sources reads Swift files of at most \(maxFileBytes) bytes, so its classes were not checked"
            return Parsed(file: nil, problems: [.warning(message, at: SourceLocation(file: path))])
        }
        guard let bytes = FileBytes.read(path, limit: maxFileBytes) else {
            return Parsed(file: nil, problems: [.error("cannot read \(path)", at: SourceLocation(file: path))])
        }
        return path.hasSuffix(".h") ? parseHeader(bytes, path: path) : parse(bytes, path: path)
    }

    /// The `@interface Name : Superclass` declarations of an Objective-C header (not a category,
    /// `@interface Name (Category)`): an entity's class may be one, in a mixed app. Their
    /// `@property` lines are not read: the check counts such a class, and compares nothing in it.
    private static func parseHeader(_ bytes: [UInt8], path: String) -> Parsed {
        var types: [SourceType] = []
        let text = String(decoding: bytes, as: UTF8.self)
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let words = line.split { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "<" || $0 == "{" || $0 == "\r" }
            guard words.count >= 3, words[0] == "@interface", line.contains(":") else { continue }
            types.append(
                SourceType(
                    name: String(words[1]), isExtension: false, objcName: String(words[1]), inherited: [String(words[2])], attributes: [],
                    members: [], location: SourceLocation(file: path, line: index + 1, column: 1), closingBraceOffset: 0, isConditional: false,
                    isObjectiveC: true))
        }
        return Parsed(file: SourceFile(path: path, types: types, typeAliases: [:], fingerprint: SourceFile.fingerprint(of: bytes)), problems: [])
    }

    private static func parse(_ bytes: [UInt8], path: String) -> Parsed {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let collector = DeclarationCollector(converter: SourceLocationConverter(fileName: path, tree: tree), path: path)
        collector.walk(tree)
        var problems: [Diagnostic] = []
        if tree.hasError {
            let finder = SyntaxErrorFinder(converter: collector.converter, path: path)
            finder.walk(tree)
            problems.append(
                .warning(
                    "Swift that swift-syntax cannot parse here; the file was read as far as it could be",
                    at: finder.first ?? CDGenCore.SourceLocation(file: path)))
        }
        return Parsed(
            file: SourceFile(
                path: path, types: collector.types, typeAliases: collector.typeAliases, objcEnums: collector.objcEnums,
                fingerprint: SourceFile.fingerprint(of: bytes), topLevel: collector.topLevel),
            problems: problems)
    }
}

/// A slot per index that parallel work fills once each.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value] { slots.map { $0! } }
}

/// Walks one file, collecting its classes, extensions and top-level type aliases.
private final class DeclarationCollector: SyntaxVisitor {
    let converter: SourceLocationConverter
    let path: String
    var types: [SourceType] = []
    var typeAliases: [String: String] = [:]
    var objcEnums: [String: String] = [:]
    var topLevel: [TopLevelDeclaration] = []
    /// The names of the types around the walk's position.
    private var scope: [String] = []
    private var conditionalDepth = 0

    init(converter: SourceLocationConverter, path: String) {
        self.converter = converter
        self.path = path
        super.init(viewMode: .sourceAccurate)
    }

    private func location(_ node: some SyntaxProtocol) -> CDGenCore.SourceLocation {
        let start = node.startLocation(converter: converter)
        return CDGenCore.SourceLocation(file: path, line: start.line, column: start.column)
    }

    /// Records `node` as a top-level declaration when it is one: in the file's statements or an
    /// `#if` among them, not in a body.
    private func noteTopLevel(_ node: some SyntaxProtocol, _ kind: TopLevelDeclaration.Kind, _ names: [String]) {
        var parent = node.parent
        while let current = parent, !current.is(SourceFileSyntax.self) {
            guard
                current.is(CodeBlockItemSyntax.self) || current.is(CodeBlockItemListSyntax.self) || current.is(IfConfigClauseSyntax.self)
                    || current.is(IfConfigClauseListSyntax.self) || current.is(IfConfigDeclSyntax.self)
            else { return }
            parent = current.parent
        }
        topLevel += names.map { TopLevelDeclaration(kind: kind, name: $0) }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        noteTopLevel(node, .function, [unescaped(node.name.text)])
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        noteTopLevel(node, .variable, node.bindings.map { unescaped($0.pattern.trimmedDescription) })
        return .visitChildren
    }

    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
        noteTopLevel(node, .macro, [unescaped(node.name.text)])
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        noteTopLevel(node, .class, [unescaped(node.name.text)])
        record(name: node.name.text, isExtension: false, attributes: node.attributes, inherited: node.inheritanceClause, members: node.memberBlock, node: node)
        scope.append(unescaped(node.name.text))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        noteTopLevel(node, .extension, [node.extendedType.trimmedDescription])
        record(
            name: node.extendedType.trimmedDescription, isExtension: true, attributes: node.attributes, inherited: node.inheritanceClause,
            members: node.memberBlock, node: node)
        scope.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

    // Other named types only qualify what is nested in them.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        noteTopLevel(node, .struct, [unescaped(node.name.text)])
        return enter(node.name.text)
    }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        noteTopLevel(node, .enum, [unescaped(node.name.text)])
        if Attributes(node.attributes).names.contains("objc"), let raw = node.inheritanceClause?.inheritedTypes.first {
            objcEnums[unescaped(node.name.text)] = raw.type.trimmedDescription
        }
        return enter(node.name.text)
    }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        noteTopLevel(node, .actor, [unescaped(node.name.text)])
        return enter(node.name.text)
    }
    override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        noteTopLevel(node, .protocol, [unescaped(node.name.text)])
        return enter(node.name.text)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scope.removeLast() }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        scope.append(unescaped(name))
        return .visitChildren
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        conditionalDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: IfConfigDeclSyntax) { conditionalDepth -= 1 }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        noteTopLevel(node, .typealias, [unescaped(node.name.text)])
        if scope.isEmpty { typeAliases[unescaped(node.name.text)] = node.initializer.value.trimmedDescription }
        return .skipChildren
    }

    private func record(
        name: String, isExtension: Bool, attributes: AttributeListSyntax, inherited: InheritanceClauseSyntax?, members: MemberBlockSyntax,
        node: some SyntaxProtocol
    ) {
        let written = isExtension ? name : unescaped(name)
        let qualified = isExtension || scope.isEmpty ? written : (scope + [written]).joined(separator: ".")
        let attributeList = Attributes(attributes)
        types.append(
            SourceType(
                name: qualified, isExtension: isExtension, objcName: attributeList.objcName,
                inherited: inherited?.inheritedTypes.map { $0.type.trimmedDescription } ?? [], attributes: attributeList.names,
                members: memberDeclarations(members.members), location: location(node),
                closingBraceOffset: members.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset, isConditional: conditionalDepth > 0))
    }

    /// The members of a body, including those inside its `#if` blocks.
    private func memberDeclarations(_ list: MemberBlockItemListSyntax) -> [SourceMember] {
        list.flatMap { item -> [SourceMember] in
            if let variable = item.decl.as(VariableDeclSyntax.self) { return properties(variable) }
            if let function = item.decl.as(FunctionDeclSyntax.self) { return [method(function)] }
            if let conditional = item.decl.as(IfConfigDeclSyntax.self) {
                return conditional.clauses.flatMap { clause -> [SourceMember] in
                    guard case .decls(let decls)? = clause.elements else { return [] }
                    return memberDeclarations(decls)
                }
            }
            return []
        }
    }

    private func properties(_ node: VariableDeclSyntax) -> [SourceMember] {
        let attributes = Attributes(node.attributes)
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        let isOverride = node.modifiers.contains { $0.name.text == "override" }
        let bindings = Array(node.bindings)
        return bindings.enumerated().compactMap { index, binding in
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
            // `var a, b: Int`: the type written last applies to the names before it.
            let type = bindings[index...].lazy.compactMap(\.typeAnnotation).first?.type
            var member = SourceMember(
                kind: .property, name: unescaped(identifier.identifier.text), objcName: attributes.objcName,
                isManaged: attributes.names.contains("NSManaged"), isStatic: isStatic, isLet: node.bindingSpecifier.text == "let",
                isComputed: isComputed(binding.accessorBlock), attributes: attributes.names, attributeTexts: attributes.texts,
                typeText: type?.trimmedDescription,
                typeRange: type.map { $0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset },
                initializerText: binding.initializer?.value.trimmedDescription, parameters: [], location: location(node))
            member.isOverride = isOverride
            return member
        }
    }

    private func isComputed(_ block: AccessorBlockSyntax?) -> Bool {
        switch block?.accessors {
        case nil: false
        case .getter?: true
        case .accessors(let list)?: list.contains { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
    }

    private func method(_ node: FunctionDeclSyntax) -> SourceMember {
        let attributes = Attributes(node.attributes)
        return SourceMember(
            kind: .method, name: unescaped(node.name.text), objcName: attributes.objcName, isManaged: attributes.names.contains("NSManaged"),
            isStatic: node.modifiers.contains { ["static", "class"].contains($0.name.text) }, isLet: false, isComputed: node.body != nil,
            attributes: attributes.names, attributeTexts: attributes.texts, typeText: nil, typeRange: nil, initializerText: nil,
            parameters: node.signature.parameterClause.parameters.map { ($0.firstName.text, $0.type.trimmedDescription) },
            location: location(node))
    }

    private func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }
}

/// Finds where a tree with errors first goes wrong: unexpected text, or a token that is missing.
private final class SyntaxErrorFinder: SyntaxVisitor {
    let converter: SourceLocationConverter
    let path: String
    var first: CDGenCore.SourceLocation?

    init(converter: SourceLocationConverter, path: String) {
        self.converter = converter
        self.path = path
        super.init(viewMode: .all)
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        note(node)
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing { note(token) }
        return .skipChildren
    }

    private func note(_ node: some SyntaxProtocol) {
        guard first == nil else { return }
        let start = node.startLocation(converter: converter)
        first = CDGenCore.SourceLocation(file: path, line: start.line, column: start.column)
    }
}

/// A declaration's attributes: names, texts and the `@objc(…)` name.
private struct Attributes {
    var names: [String] = []
    var texts: [String] = []
    var objcName: String?

    init(_ list: AttributeListSyntax) {
        for element in list {
            guard case .attribute(let attribute) = element else { continue }
            let name = attribute.attributeName.trimmedDescription
            names.append(name)
            texts.append(attribute.trimmedDescription)
            if name == "objc", let arguments = attribute.arguments {
                objcName = arguments.trimmedDescription.filter { !$0.isWhitespace }
            }
        }
    }
}
