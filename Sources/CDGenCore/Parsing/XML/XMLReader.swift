import Foundation
import CLibXML2

/// Reads XML bytes into an `XMLNode` tree with libxml2's SAX2 push parser, safely: no network,
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
        try read(
            bytes, root: root,
            child: {
                child($0); return true
            })
    }

    /// `child` returns whether it took the root's child; the ones it did not take stay in the tree.
    private func read(_ bytes: [UInt8], root onRoot: (XMLNode) -> Void, child onChild: (XMLNode) -> Bool) throws -> XMLNode {
        guard !bytes.isEmpty else {
            throw DiagnosticError([.error("the file is empty", at: SourceLocation(file: path, line: 1, column: 1), id: "empty-file")])
        }
        Self.refuseExternalResources
        cdgen_silence_generic_errors()
        let bytes = Self.normalizingLoneCarriageReturns(bytes)
        let lines = LineIndex(bytes)
        if !allowsDocumentType, let offset = Self.doctypeOffset(bytes), let (line, column) = lines.position(ofOffset: offset) {
            // Refused before libxml2 sees it: its declarations are never parsed at all.
            throw DiagnosticError([.error(Self.doctypeMessage, at: SourceLocation(file: path, line: line, column: column), id: "doctype")])
        }
        let sink = XMLErrorSink(path: path)
        let root = withoutActuallyEscaping(onRoot) { onRoot in
            withoutActuallyEscaping(onChild) { onChild in
                let builder = XMLTreeBuilder(sink: sink, lines: lines, allowsDocumentType: allowsDocumentType, root: onRoot, child: onChild)
                bytes.withUnsafeBufferPointer { buffer in
                    buffer.withMemoryRebound(to: CChar.self) { XMLPushParser(builder: builder).parse($0, options: Self.options) }
                }
                return builder.stopped ? nil : builder.root
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
}
