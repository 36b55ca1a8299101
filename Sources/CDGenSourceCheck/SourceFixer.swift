import CDGenCore

/// Applies the check's `SourceFix` values to the app's files and returns their new texts; writes
/// nothing (`lint --sources --fix` writes them through the driver, `--dry-run` prints their diffs).
///
/// The fixes of one file come from one parse of it, so they apply together, from the end of the
/// file back. Members are added before the closing brace of the class or extension (after its
/// last member, so a blank line before the brace stays there), indented like the members around
/// them, with the file's own line endings. Nothing the user wrote is removed: a type is replaced
/// in place and every other edit only inserts. A fix that does not fit the file as it is now (the
/// file changed, a name is taken, the result would not parse) is refused with a warning, and the
/// other fixes of that file are refused with it, so a file is changed whole or not at all.
package enum SourceFixer {
    /// A file the fixes change.
    package struct FixedFile: Sendable, Hashable {
        /// Its path, as the check printed it.
        package var path: String
        /// Its text before; `nil` for a file the fixes create.
        package var old: String?
        /// Its text after.
        package var new: String
        /// What changed, in file order.
        package var changes: [Change] = []
        /// The fixes whose edits these are.
        package var fixes: Set<SourceFix> = []

        /// The unified diff from the old text to the new one (`/dev/null` for a new file).
        package var diff: String {
            UnifiedDiff.make(from: old ?? "", to: new, oldLabel: old == nil ? "/dev/null" : path, newLabel: path)
        }
    }

    /// One edit of a file: a type replaced, or a declaration added.
    package struct Change: Sendable, Hashable {
        /// Its line in the new text.
        package var line: Int
        /// The replaced type; `nil` for an added declaration.
        package var old: String?
        /// The new type, or the added declaration.
        package var new: String

        /// `Int32` → `Int64`, or added `@NSManaged public var login: String?`.
        package var summary: String {
            old.map { "`\($0)` → `\(new)`" } ?? "added `\(new)`"
        }
    }

    /// What applying the fixes gives.
    package struct Outcome: Sendable {
        /// The changed and new files, by path.
        package var files: [FixedFile] = []
        /// The fixes whose edits are in `files`.
        package var applied: Set<SourceFix> = []
        /// Why each refused fix was refused, as located warnings.
        package var refused: [Diagnostic] = []
    }

    /// Applies `fixes` to the files `read` returns the current bytes of (`nil` where there is no
    /// file); `modelName` goes in the header of a new properties file. A file whose bytes no
    /// longer have the `fingerprints` the check read them with (`SourceFile.fingerprint`) is
    /// left alone: its fixes were found in another text.
    package static func apply(
        _ fixes: [SourceFix], modelName: String, fingerprints: [String: UInt64] = [:], read: (String) -> [UInt8]?
    ) -> Outcome {
        var unique: [SourceFix] = []
        var seen: Set<SourceFix> = []
        for fix in fixes where seen.insert(fix).inserted { unique.append(fix) }

        var edited: [String: [SourceFix]] = [:]
        var created: [String: [SourceFix]] = [:]
        for fix in unique {
            switch fix {
            case .replaceType(let file, _, _), .addMembers(_, _, _, let file?, _, _): edited[file, default: []].append(fix)
            case .addMembers(let className, _, _, nil, _, let besideFile):
                created[newFilePath(className: className, beside: besideFile), default: []].append(fix)
            }
        }
        var outcome = Outcome()
        for path in edited.keys.sorted() {
            let bytes = read(path)
            if let bytes, let checked = fingerprints[path], SourceFile.fingerprint(of: bytes) != checked {
                outcome.refused.append(.warning("not fixed: the file changed since it was checked; run lint again", at: SourceLocation(file: path)))
                continue
            }
            record(FileEdit.apply(edited[path]!, to: path, bytes: bytes), fixes: edited[path]!, into: &outcome)
        }
        for path in created.keys.sorted() {
            record(newFile(path, fixes: created[path]!, modelName: modelName, read: read), fixes: created[path]!, into: &outcome)
        }
        outcome.files.sort { $0.path < $1.path }
        return outcome
    }

    private static func record(_ result: Result<FixedFile, Diagnostic>, fixes: [SourceFix], into outcome: inout Outcome) {
        switch result {
        case .success(var file):
            file.fixes = Set(fixes)
            outcome.files.append(file)
            outcome.applied.formUnion(fixes)
        case .failure(let refusal):
            outcome.refused.append(refusal)
        }
    }

    /// `<dir>/<Class>+CoreDataProperties.swift` for a class declared in `<dir>/<file>`.
    static func newFilePath(className: String, beside file: String) -> String {
        let name = OutputKind.propertiesFile.fileName(for: SourceIndex.lastComponent(className))
        guard let slash = file.lastIndex(of: "/") else { return name }
        return String(file[...slash]) + name
    }

    /// A new properties file holding the lines of `fixes` (each line once, in order), in the style
    /// of the file beside it (line endings, tabs, `public import`); refused where a file is there.
    private static func newFile(_ path: String, fixes: [SourceFix], modelName: String, read: (String) -> [UInt8]?) -> Result<FixedFile, Diagnostic> {
        guard case .addMembers(let className, _, _, _, _, let besideFile) = fixes[0] else { preconditionFailure("only addMembers make files") }
        guard read(path) == nil else {
            return .failure(
                .warning(
                    "not fixed: \(path) exists, and no extension of \(className) in the sources checked holds its @NSManaged properties; add the missing declarations by hand",
                    at: SourceLocation(file: path)))
        }
        var lines: [String] = []
        for case .addMembers(_, _, let added, _, _, _) in fixes {
            for line in added where !lines.contains(line) { lines.append(line) }
        }
        let beside = read(besideFile).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let style = TextStyle(of: Array(beside.utf8))
        let importKeyword = beside.split(whereSeparator: \.isNewline).contains { $0.hasPrefix("public import ") } ? "public import" : "import"
        let name = String(path[(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)...])
        let text = AddedPropertiesFileEmitter.emit(
            className: className, declarations: lines, fileName: name, modelName: modelName, importKeyword: importKeyword)
        let new = style.restyled(text)
        // The declarations are the lines before the extension's closing brace and its blank line.
        let lineCount = FileEdit.lineStarts(in: Array(new.utf8)).count
        let changes = lines.enumerated().map { Change(line: lineCount - 1 - lines.count + $0.offset, old: nil, new: $0.element) }
        return .success(FixedFile(path: path, old: nil, new: new, changes: changes))
    }
}

/// How a file writes its lines: what ends them and what one level of indentation is.
struct TextStyle {
    var lineEnding: String
    var indentUnit: String

    /// The style of `bytes`: CRLF when its first line ends so, CR alone in a file without a line
    /// feed (classic Mac OS files, which Swift reads too); as one level of indentation, what
    /// the line after a `{` most often adds to that line's indentation (a comment block's text
    /// does not count), four spaces when no line says.
    init(of bytes: [UInt8]) {
        let firstNewline = bytes.firstIndex(of: UInt8(ascii: "\n"))
        if let firstNewline {
            lineEnding = firstNewline > 0 && bytes[firstNewline - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
        } else {
            lineEnding = bytes.contains(UInt8(ascii: "\r")) ? "\r" : "\n"
        }
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let lines = bytes.split { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }.filter { !$0.allSatisfy(isSpace) }
        var counts: [[UInt8]: Int] = [:]
        for (line, next) in zip(lines, lines.dropFirst()) where line.last(where: { !isSpace($0) }) == UInt8(ascii: "{") {
            let indent = line.prefix(while: isSpace), nextIndent = next.prefix(while: isSpace)
            guard nextIndent.count > indent.count, nextIndent.starts(with: indent) else { continue }
            counts[Array(nextIndent.dropFirst(indent.count)), default: 0] += 1
        }
        // The most frequent; among as frequent, the shortest, then the first in byte order.
        let ranked = counts.sorted { a, b in
            a.value != b.value ? a.value > b.value : a.key.count != b.key.count ? a.key.count < b.key.count : a.key.lexicographicallyPrecedes(b.key)
        }
        indentUnit = ranked.first.map { String(decoding: $0.key, as: UTF8.self) } ?? "    "
    }

    /// `text` (LF line endings, 4-space indentation) in this style.
    func restyled(_ text: String) -> String {
        guard lineEnding != "\n" || indentUnit != "    " else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let levels = line.prefix { $0 == " " }.count / 4
            return String(repeating: indentUnit, count: levels) + line.dropFirst(levels * 4)
        }
        return lines.joined(separator: lineEnding)
    }
}

/// The fixes of one existing file, applied to its bytes.
private struct FileEdit {
    /// Bytes that replace a range of the file, and what they change.
    struct Splice {
        var range: Range<Int>
        var bytes: [UInt8]
        /// The replaced type's text, for a replacement.
        var old: String?
        /// The type, or the declarations added (one a line).
        var new: [String]
        /// Whether the added lines start on the line after `range` (a brace that shared its line).
        var startsOnNextLine = false
    }

    let path: String
    let bytes: [UInt8]
    let file: SourceFile
    let style: TextStyle
    /// The offset at which each line starts.
    let lineStarts: [Int]

    static func apply(_ fixes: [SourceFix], to path: String, bytes: [UInt8]?) -> Result<SourceFixer.FixedFile, Diagnostic> {
        guard let bytes else { return .failure(.warning("not fixed: cannot read \(path)", at: SourceLocation(file: path))) }
        guard let old = String(validating: bytes, as: UTF8.self) else {
            return .failure(.warning("not fixed: \(path) is not UTF-8", at: SourceLocation(file: path)))
        }
        let parsed = SourceReader.read(text: old, path: path)
        let edit = FileEdit(path: path, bytes: bytes, file: parsed.file)
        let splices: [Splice]
        switch edit.splices(for: fixes) {
        case .success(let found): splices = found
        case .failure(let refusal): return .failure(refusal)
        }
        var new = bytes
        // From the end back, so that each range is still the one the parse gave.
        for splice in splices.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            new.replaceSubrange(splice.range, with: splice.bytes)
        }
        let text = String(decoding: new, as: UTF8.self)
        if parsed.problems.isEmpty, !SourceReader.read(text: text, path: path).problems.isEmpty {
            return .failure(.warning("not fixed: the fixed file would not parse; fix it by hand", at: SourceLocation(file: path)))
        }
        return .success(SourceFixer.FixedFile(path: path, old: old, new: text, changes: edit.changes(splices)))
    }

    /// The changes of `splices`, each at its line in the new text.
    private func changes(_ splices: [Splice]) -> [SourceFixer.Change] {
        var changes: [SourceFixer.Change] = []
        var linesBefore = 0   // lines the earlier splices added
        for splice in splices.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let first = line(at: splice.range.lowerBound) + 1 + linesBefore + (splice.startsOnNextLine ? 1 : 0)
            for (index, text) in splice.new.enumerated() {
                changes.append(SourceFixer.Change(line: first + index, old: splice.old, new: text))
            }
            linesBefore += Self.lineStarts(in: splice.bytes).count - Self.lineStarts(in: Array(bytes[splice.range])).count
        }
        return changes
    }

    private init(path: String, bytes: [UInt8], file: SourceFile) {
        self.path = path
        self.bytes = bytes
        self.file = file
        style = TextStyle(of: bytes)
        lineStarts = [0] + Self.lineStarts(in: bytes)
    }

    /// The offsets after each line break of `bytes` (LF, CRLF, or CR alone, as Swift reads them).
    static func lineStarts(in bytes: [UInt8]) -> [Int] {
        bytes.indices.filter { index in
            bytes[index] == UInt8(ascii: "\n") || (bytes[index] == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n")))
        }.map { $0 + 1 }
    }

    /// The replacements of `fixes`: each type replaced once, and one insertion per class or
    /// extension with the lines of every fix that adds to it (each line once, in order).
    private func splices(for fixes: [SourceFix]) -> Result<[Splice], Diagnostic> {
        var replaced: [Splice] = []
        var added: [(type: SourceType, lines: [String])] = []
        for fix in fixes {
            switch fix {
            case .replaceType(_, let range, let text):
                guard isTypeRange(range) else { return .failure(.warning("not fixed: the file changed since it was read", at: location(of: range.lowerBound))) }
                if let other = replaced.first(where: { $0.range.overlaps(range) }) {
                    if other.range == range, other.bytes == Array(text.utf8) { continue }
                    return .failure(.warning("not fixed: two fixes change this type differently", at: location(of: range.lowerBound)))
                }
                replaced.append(Splice(range: range, bytes: Array(text.utf8), old: String(decoding: bytes[range], as: UTF8.self), new: [text]))
            case .addMembers(_, _, let lines, _, let offset, _):
                guard let offset, let type = file.types.first(where: { $0.closingBraceOffset == offset }) else {
                    return .failure(.warning("not fixed: the file changed since it was read", at: location(of: offset ?? 0)))
                }
                if !added.contains(where: { $0.type.closingBraceOffset == offset }) { added.append((type, [])) }
                let index = added.firstIndex { $0.type.closingBraceOffset == offset }!
                for line in lines where !added[index].lines.contains(line) { added[index].lines.append(line) }
            }
        }
        return .success(replaced + added.map { insertion(of: $0.lines, into: $0.type) })
    }

    /// Whether `range` is still the type of a property of the file.
    private func isTypeRange(_ range: Range<Int>) -> Bool {
        range.lowerBound >= 0 && range.upperBound <= bytes.count && file.types.contains { $0.members.contains { $0.typeRange == range } }
    }

    /// The insertion of `lines` into `type`: after its last member (before the blank lines that
    /// precede its closing brace), at its members' indentation. A brace that shares its line
    /// (`extension X {}`) moves to a line of its own, at the declaration's indentation.
    private func insertion(of lines: [String], into type: SourceType) -> Splice {
        let brace = type.closingBraceOffset
        let typeIndent = indentation(ofLine: type.location.line - 1)
        let memberIndent = type.members.last.map { indentation(ofLine: $0.location.line - 1) }.flatMap { $0.count > typeIndent.count ? $0 : nil }
        let indent = memberIndent ?? typeIndent + style.indentUnit
        let text = lines.map { indent + $0 + style.lineEnding }.joined()
        var line = line(at: brace)
        guard bytes[lineStarts[line]..<brace].allSatisfy(isBlank) else {
            return Splice(range: brace..<brace, bytes: Array((style.lineEnding + text + typeIndent).utf8), new: lines, startsOnNextLine: true)
        }
        while line > 0, bytes[lineStarts[line - 1]..<(lineStarts[line] - 1)].allSatisfy(isBlank) { line -= 1 }
        return Splice(range: lineStarts[line]..<lineStarts[line], bytes: Array(text.utf8), new: lines)
    }

    private func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }

    /// The 0-based line holding `offset`.
    private func line(at offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The spaces and tabs that start the 0-based line `index`.
    private func indentation(ofLine index: Int) -> String {
        guard lineStarts.indices.contains(index) else { return "" }
        let start = lineStarts[index]
        let end = bytes[start...].firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? bytes.count
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func location(of offset: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        let index = line(at: clamped)
        return SourceLocation(file: path, line: index + 1, column: clamped - lineStarts[index] + 1)
    }
}
