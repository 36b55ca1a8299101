/// Builds `XMLNode`s from the parser's events, exactly as the libxml2 tree (and the streaming
/// reader cdgen used before) would show them: an element's text is its non-blank text runs
/// (maximal runs of character data between child nodes) joined; a child of the root goes to
/// `child` once complete. Stops taking events once it has refused the document.
///
/// Only the reading thread touches a builder, one libxml2 event at a time, and no event starts
/// while another is being handled: the state taken at every event is marked
/// `@exclusivity(unchecked)`, which drops Swift's run-time exclusivity checks (a sixth of the
/// builder's cost) and keeps the compile-time ones.
final class XMLTreeBuilder {
    /// The errors, libxml2's and the builder's own.
    let sink: XMLErrorSink
    /// Whether a `<!DOCTYPE>` is accepted.
    private let allowsDocumentType: Bool
    /// Finds the column of each start tag.
    @exclusivity(unchecked) private var lines: LineIndex
    /// Called with the root element when its start tag is read.
    private let onRoot: (XMLNode) -> Void
    /// Called with each complete child of the root; returns whether it took it.
    private let onChild: (XMLNode) -> Bool
    /// The open elements, outermost first.
    @exclusivity(unchecked) private var stack: [XMLNode] = []
    /// The root element, once closed.
    private(set) var root: XMLNode?
    /// Elements seen so far, bounded by `XMLReader.maxElements`.
    @exclusivity(unchecked) private var elements = 0
    /// The text run being read, whether one is open, and whether it has a byte that is not blank
    /// (found as the bytes arrive, so that a run of indentation is never scanned again).
    @exclusivity(unchecked) private var run: [UInt8] = []
    @exclusivity(unchecked) private var inRun = false
    @exclusivity(unchecked) private var runHasText = false
    /// Set once a `<!DOCTYPE>` was refused: the builder then stops at the root's start tag.
    private var refusedDocumentType = false
    /// Why the builder refused the document, not yet reported: libxml2's reader read its nodes
    /// a block behind the parser, so an error libxml2 finds in the same block comes instead.
    private var refusal: (message: String, line: Int, column: Int, id: String)?
    /// Whether the builder refused the document: no more events are taken, no more bytes pushed.
    @exclusivity(unchecked) private(set) var stopped = false

    /// A builder reporting to `sink`.
    init(
        sink: XMLErrorSink, lines: LineIndex, allowsDocumentType: Bool,
        root: @escaping (XMLNode) -> Void, child: @escaping (XMLNode) -> Bool
    ) {
        self.sink = sink
        self.lines = lines
        self.allowsDocumentType = allowsDocumentType
        self.onRoot = root
        self.onChild = child
    }

    /// A start tag, read up to (not including) its `>` on `line`.
    func startElement(_ name: String, attributes: [ExtraAttribute], line: Int) {
        guard !stopped else { return }
        flushRun()
        if refusedDocumentType { stopped = true; return }
        elements += 1
        guard elements <= XMLReader.maxElements else {
            return refuse("more than \(XMLReader.maxElements) elements; cdgen reads models of at most that size", line: line, column: 1, id: "too-large")
        }
        let location = SourceLocation(file: sink.path, line: line, column: lines.column(ofTag: name, onLine: line))
        let node = XMLNode(name: name, attributes: attributes, location: location)
        if stack.isEmpty, root == nil { onRoot(node) }
        stack.append(node)
    }

    /// The number of open elements (libxml2's tree builder refuses to nest deeper than its limit).
    var depth: Int { stack.count }

    /// An end tag (or the end of an empty-element tag).
    func endElement() {
        guard !stopped, !stack.isEmpty else { return }
        flushRun()
        let node = stack.removeLast()
        if stack.isEmpty {
            root = node
        } else if stack.count == 1, onChild(node) {
            return
        } else {
            // An entity has tens of children: room for 16 at once spares most of the regrowths.
            if stack[stack.count - 1].children.isEmpty { stack[stack.count - 1].children.reserveCapacity(16) }
            stack[stack.count - 1].children.append(node)
        }
    }

    /// Character data (text, CDATA, a character or predefined entity reference).
    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !stopped else { return }
        inRun = true
        if !runHasText { runHasText = bytes.contains { !Self.isBlank($0) } }
        run.append(contentsOf: bytes)
    }

    /// A comment or processing instruction: it ends the text run.
    func otherNode() {
        guard !stopped else { return }
        flushRun()
    }

    /// A reference to a declared entity: refused, on the line of the element it is in.
    func entityReference() {
        guard !stopped else { return }
        refuse("entity references are not allowed; write the characters themselves", line: stack.last?.location.line ?? 1, column: 1, id: "entity-reference")
    }

    /// A `<!DOCTYPE>`: refused unless allowed, located where it is written.
    func documentType() {
        guard !stopped, !allowsDocumentType else { return }
        let (line, column) = lines.position(of: "<!DOCTYPE") ?? (1, 1)
        refusal = (XMLReader.doctypeMessage, line, column, "doctype")
        refusedDocumentType = true
    }

    /// Stops taking events; the reason is reported by `endBlock`.
    func refuse(_ message: String, line: Int, column: Int, id: String) {
        refusal = (message, line, column, id)
        stopped = true
    }

    /// After each block libxml2 parsed (`last`: the end of the input): once the builder stopped,
    /// or at the end, a refusal is reported, unless libxml2 found an error first.
    func endBlock(failed: Bool, last: Bool) {
        guard let refusal, failed || stopped || last else { return }
        if !failed { sink.add(refusal.message, line: refusal.line, column: refusal.column, id: refusal.id) }
        self.refusal = nil
    }

    /// Ends the open text run: kept on the current element unless it is all white space.
    private func flushRun() {
        guard inRun else { return }
        inRun = false
        if runHasText, !stack.isEmpty {
            stack[stack.count - 1].text += String(decoding: run, as: UTF8.self)
        }
        runHasText = false
        run.removeAll(keepingCapacity: true)
    }

    /// White space as libxml2's `xmlIsBlankNode` sees it.
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
