import CLibXML2

/// Feeds bytes to libxml2's SAX2 push parser exactly as its streaming reader (which cdgen used
/// before) fed them: the first 4 bytes when the context is made, then blocks of 512, then the
/// rest, then the end; it stops after the first block that leaves an error. The same blocks give
/// the same errors at the same places. No libxml2 tree is built: events go to an `XMLTreeBuilder`.
final class XMLPushParser {
    /// The block size of libxml2's reader (`CHUNK_SIZE` in xmlreader.c).
    static let chunkSize = 512
    /// Where the events go.
    let builder: XMLTreeBuilder
    /// The parser context, while parsing.
    private(set) var context: xmlParserCtxtPtr?
    /// Element and attribute names, by the address libxml2's dictionary interned them at.
    private let names = XMLNameTable()

    /// A parser feeding `builder`.
    init(builder: XMLTreeBuilder) { self.builder = builder }

    /// Parses `bytes` with `options`. When libxml2 fails without saying why (an encoding it cannot
    /// convert), records the reader's generic error at the parser's line.
    func parse(_ bytes: UnsafeBufferPointer<CChar>, options: Int32) {
        var handler = XMLSAXCallbacks.handler()
        let first = bytes.count >= 4 ? 4 : 0
        guard let ctxt = xmlCreatePushParserCtxt(&handler, nil, first > 0 ? bytes.baseAddress : nil, Int32(first), nil) else {
            builder.sink.add("cannot create an XML parser", line: 1, column: 1)
            return
        }
        context = ctxt
        defer { finish(ctxt) }
        ctxt.pointee._private = Unmanaged.passUnretained(self).toOpaque()
        ctxt.pointee.linenumbers = 1
        ctxt.pointee.dictNames = 1
        ctxt.pointee.parseMode = XML_PARSE_READER
        xmlCtxtUseOptions(ctxt, options)
        if !push(bytes, from: first, into: ctxt), builder.sink.diagnostics.isEmpty {
            builder.sink.add(
                "malformed XML: the document cannot be read; are its bytes valid in its declared encoding?", line: Int(ctxt.pointee.input.pointee.line),
                column: 0)
        }
    }

    /// Pushes the blocks; false when libxml2 reported the document not well-formed.
    private func push(_ bytes: UnsafeBufferPointer<CChar>, from start: Int, into ctxt: xmlParserCtxtPtr) -> Bool {
        var offset = start
        let blocks = Self.blocks(count: bytes.count - start)
        for (index, block) in blocks.enumerated() {
            let status = xmlParseChunk(ctxt, bytes.baseAddress! + offset, Int32(block.size), block.terminate)
            offset += block.size
            let failed = status != 0 || ctxt.pointee.wellFormed == 0
            builder.endBlock(failed: failed, last: index == blocks.count - 1)
            if failed { return false }
            if builder.stopped { return true }
        }
        return true
    }

    /// The blocks libxml2's reader pushed from its immutable memory buffer: full blocks, the rest,
    /// then (on its next read) an empty block and the end.
    static func blocks(count: Int) -> [(size: Int, terminate: Int32)] {
        Array(repeating: (chunkSize, 0), count: count / chunkSize) + [(count % chunkSize, 0), (0, 0), (0, 1)]
    }

    /// libxml2's tree builder refuses an element nested deeper than `xmlParserMaxDepth` (without
    /// XML_PARSE_HUGE) with this error, and halts the parser: so does this one.
    func admitsElement() -> Bool {
        guard builder.depth > Int(cdgen_max_depth()), !builder.stopped, let input = context?.pointee.input else { return true }
        let message = "malformed XML: Excessive depth in document: \(cdgen_max_depth()) use XML_PARSE_HUGE option"
        builder.sink.add(message, line: Int(input.pointee.line), column: Int(input.pointee.col))
        xmlStopParser(context)
        return false
    }

    /// Frees the context and the document shell libxml2's SAX2 start-of-document made.
    private func finish(_ ctxt: xmlParserCtxtPtr) {
        if let document = ctxt.pointee.myDoc { xmlFreeDoc(document) }
        ctxt.pointee.myDoc = nil
        ctxt.pointee._private = nil
        xmlFreeParserCtxt(ctxt)
        context = nil
    }

    /// The name `prefix:local` (or `local`), made once per distinct pair of interned names.
    func name(_ local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> String {
        let key = UnsafeRawPointer(prefix.flatMap { xmlDictQLookup(context?.pointee.dict, $0, local) } ?? local)
        return names.name(key) { prefix.map { String(cString: $0) + ":" + String(cString: local) } ?? String(cString: local) }
    }

    /// The line libxml2's input is on.
    var line: Int { Int(context?.pointee.input.pointee.line ?? 1) }
}
