import CLibXML2

/// The SAX2 callbacks: libxml2's defaults for the document and its DTD, ours for elements, text,
/// comments, processing instructions, entity references and errors. Each finds its
/// `XMLPushParser` through the context's `_private`, and ignores events of any other context
/// (libxml2 parses an entity's replacement text in a context of its own).
enum XMLSAXCallbacks {
    /// A SAX2 handler with cdgen's callbacks.
    static func handler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        xmlSAXVersion(&handler, 2)
        handler.startElementNs = { context, local, prefix, _, namespaceCount, namespaces, attributeCount, defaultedCount, attributes in
            guard let parser = saxParser(context, main: true), let local, parser.admitsElement() else { return }
            let all = XMLSAXAttributes.read(
                parser, namespaceCount: Int(namespaceCount), namespaces: namespaces,
                count: Int(attributeCount - defaultedCount), attributes: attributes)
            parser.builder.startElement(parser.name(local, prefix: prefix), attributes: all, line: parser.line)
        }
        handler.endElementNs = { context, _, _, _ in saxParser(context, main: true)?.builder.endElement() }
        handler.characters = { context, bytes, count in
            guard let parser = saxParser(context, main: true), let bytes else { return }
            parser.builder.characters(UnsafeBufferPointer(start: bytes, count: Int(count)))
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = handler.characters
        handler.comment = { context, _ in
            saxParser(context, main: true)?.builder.otherNode()
        }
        handler.processingInstruction = { context, _, _ in
            saxParser(context, main: true)?.builder.otherNode()
        }
        handler.reference = { context, _ in saxParser(context, main: true)?.builder.entityReference() }
        handler.internalSubset = { context, name, externalID, systemID in
            saxParser(context, main: true)?.builder.documentType()
            xmlSAX2InternalSubset(context, name, externalID, systemID)
        }
        handler.serror = { context, error in
            guard let error, let parser = saxParser(context, main: false) else { return }
            parser.builder.sink.record(error.pointee)
        }
        return handler
    }
}

/// The parser of the context `context` (libxml2's user data is the context itself); with
/// `main`, only when it is the document's own context.
private func saxParser(_ context: UnsafeMutableRawPointer?, main: Bool) -> XMLPushParser? {
    guard let context else { return nil }
    let ctxt = context.assumingMemoryBound(to: xmlParserCtxt.self)
    guard let owner = ctxt.pointee._private else { return nil }
    let parser = Unmanaged<XMLPushParser>.fromOpaque(owner).takeUnretainedValue()
    return !main || parser.context == ctxt ? parser : nil
}
