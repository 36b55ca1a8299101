import Foundation
import CLibXML2

/// Reads XML bytes into an `XMLNode` tree with libxml2's streaming reader, safely: no network,
/// no DTD loading, no entity substitution, libxml2's default depth and size limits; entity
/// references and (where not allowed) document types are refused. Every libxml2 error becomes a
/// located `Diagnostic`.
struct XMLReader {
    /// The path reported in diagnostics.
    var path: String
    /// Whether a `<!DOCTYPE>` is accepted (a plist has one; a model's `contents` never does).
    var allowsDocumentType = false

    /// Parses `bytes` and returns the root element, or throws `DiagnosticError`.
    func parse(_ bytes: [UInt8]) throws -> XMLNode {
        try read(bytes, root: { _ in }, child: { _ in false })
    }

    /// Parses `bytes` without keeping the whole tree: `root` gets the root element (attributes,
    /// no children) when its start tag is read, then `child` gets each child element of the root,
    /// complete, as soon as its end tag is read, and the reader forgets it. Only one child's
    /// subtree is in memory at a time. Returns the root element without its children; throws
    /// `DiagnosticError` (after any calls) when the document is not well-formed.
    func stream(_ bytes: [UInt8], root: (XMLNode) -> Void, child: (XMLNode) -> Void) throws -> XMLNode {
        try read(bytes, root: root, child: { child($0); return true })
    }

    /// `child` returns whether it took the root's child; the ones it did not take stay in the tree.
    private func read(_ bytes: [UInt8], root onRoot: (XMLNode) -> Void, child onChild: (XMLNode) -> Bool) throws -> XMLNode {
        guard !bytes.isEmpty else {
            throw DiagnosticError([.error("the file is empty", at: SourceLocation(file: path, line: 1, column: 1), id: "empty-file")])
        }
        Self.refuseExternalResources
        cdgen_silence_generic_errors()
        let bytes = Self.normalizingLoneCarriageReturns(bytes)
        var lines = LineIndex(bytes)
        if !allowsDocumentType, let offset = Self.doctypeOffset(bytes), let (line, column) = lines.position(ofOffset: offset) {
            // Refused before libxml2 sees it: its declarations are never parsed at all.
            throw DiagnosticError([.error(Self.doctypeMessage, at: SourceLocation(file: path, line: line, column: column), id: "doctype")])
        }
        let sink = ErrorSink(path: path)
        let root: XMLNode? = try bytes.withUnsafeBufferPointer { buffer in
            try buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base in
                guard let reader = xmlReaderForMemory(base, Int32(buffer.count), nil, nil, Self.options) else {
                    throw DiagnosticError([.error("cannot create an XML reader", at: SourceLocation(file: path))])
                }
                defer { xmlFreeTextReader(reader) }
                let context = Unmanaged.passUnretained(sink).toOpaque()
                xmlTextReaderSetStructuredErrorHandler(reader, { context, error in
                    guard let context, let error else { return }
                    Unmanaged<ErrorSink>.fromOpaque(context).takeUnretainedValue().record(error.pointee)
                }, context)
                return try buildTree(reader, lines: &lines, sink: sink, root: onRoot, child: onChild)
            }
        }
        if !sink.diagnostics.isEmpty {
            // A refused <!DOCTYPE> is the cause of whatever libxml2 said about its entities: first.
            let (doctype, others) = (sink.diagnostics.filter { $0.id == "doctype" }, sink.diagnostics.filter { $0.id != "doctype" })
            throw DiagnosticError(doctype + others)
        }
        guard let root else {
            throw DiagnosticError([.error("the document has no root element", at: SourceLocation(file: path, line: 1, column: 1))])
        }
        return root
    }

    /// The most elements a document may have (the largest real models have a few thousand):
    /// bounds the memory of the tree.
    static let maxElements = 500_000

    /// Installs, once per process, an external entity loader that loads nothing: no DTD, external
    /// entity or XInclude can make libxml2 open a local file or a URL, whatever the options.
    private static let refuseExternalResources: Void = {
        xmlSetExternalEntityLoader { _, _, _ in nil }
    }()

    /// NONET: never touch the network. No DTDLOAD/NOENT/HUGE: no external subset, no entity
    /// substitution, default limits. NOERROR/NOWARNING: errors come through the handler only.
    private static let options = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOCDATA.rawValue)

    private func buildTree(
        _ reader: xmlTextReaderPtr, lines: inout LineIndex, sink: ErrorSink,
        root onRoot: (XMLNode) -> Void, child onChild: (XMLNode) -> Bool
    ) throws -> XMLNode? {
        var stack: [XMLNode] = []
        var root: XMLNode?
        var elements = 0
        while true {
            let status = xmlTextReaderRead(reader)
            if status == 0 { break }
            if status < 0 {
                if sink.diagnostics.isEmpty { sink.add("malformed XML: the document cannot be read; are its bytes valid in its declared encoding?", line: Int(xmlTextReaderGetParserLineNumber(reader)), column: 0) }
                return nil
            }
            switch xmlTextReaderNodeType(reader) {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                elements += 1
                guard elements <= Self.maxElements else {
                    sink.add("more than \(Self.maxElements) elements; cdgen reads models of at most that size", line: currentLine(reader), column: 1, id: "too-large")
                    return nil
                }
                let node = readElement(reader, lines: &lines)
                if stack.isEmpty, root == nil { onRoot(node) }
                if xmlTextReaderIsEmptyElement(reader) == 1 {
                    close(node, into: &stack, root: &root, child: onChild)
                } else {
                    stack.append(node)
                }
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                if let node = stack.popLast() { close(node, into: &stack, root: &root, child: onChild) }
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue):
                if !stack.isEmpty, let value = xmlTextReaderConstValue(reader) {
                    stack[stack.count - 1].text += String(cString: value)
                }
            case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue) where !allowsDocumentType:
                let (line, column) = lines.position(of: "<!DOCTYPE") ?? (currentLine(reader), 1)
                sink.add(Self.doctypeMessage, line: line, column: column, id: "doctype")
                return nil
            case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue), Int32(XML_READER_TYPE_ENTITY.rawValue):
                sink.add("entity references are not allowed; write the characters themselves", line: currentLine(reader), column: 1, id: "entity-reference")
                return nil
            default:
                continue
            }
        }
        return root
    }

    private func close(_ node: XMLNode, into stack: inout [XMLNode], root: inout XMLNode?, child onChild: (XMLNode) -> Bool) {
        if stack.isEmpty {
            root = node
        } else if stack.count == 1, onChild(node) {
            return
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    private func readElement(_ reader: xmlTextReaderPtr, lines: inout LineIndex) -> XMLNode {
        let name = String(cString: xmlTextReaderConstName(reader))
        var attributes: [ExtraAttribute] = []
        if xmlTextReaderHasAttributes(reader) == 1 {
            while xmlTextReaderMoveToNextAttribute(reader) == 1 {
                let key = String(cString: xmlTextReaderConstName(reader))
                let value = xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? ""
                attributes.append(ExtraAttribute(name: key, value: value))
            }
            xmlTextReaderMoveToElement(reader)
        }
        let line = currentLine(reader)
        let column = lines.column(ofTag: name, onLine: line)
        return XMLNode(name: name, attributes: attributes, location: SourceLocation(file: path, line: line, column: column))
    }

    private func currentLine(_ reader: xmlTextReaderPtr) -> Int {
        guard let node = xmlTextReaderCurrentNode(reader) else { return Int(xmlTextReaderGetParserLineNumber(reader)) }
        return Int(xmlGetLineNo(node))
    }
}

/// Collects libxml2's structured errors as diagnostics.
private final class ErrorSink {
    let path: String
    var diagnostics: [Diagnostic] = []

    init(path: String) { self.path = path }

    func record(_ error: xmlError) {
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        let text = error.message.map { String(cString: $0) } ?? "malformed XML"
        add("malformed XML: " + text.trimmingCharacters(in: .whitespacesAndNewlines), line: Int(error.line), column: Int(error.int2))
    }

    /// Records an error; at most 20, so that a file of garbage gives a screenful, not a flood.
    func add(_ message: String, line: Int, column: Int, id: String = "malformed-xml") {
        guard diagnostics.count < 20 else { return }
        let location = SourceLocation(file: path, line: max(line, 1), column: max(column, 1))
        diagnostics.append(.error(message, at: location, id: id))
    }
}
