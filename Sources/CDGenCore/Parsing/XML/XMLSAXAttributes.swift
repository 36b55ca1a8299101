import Foundation
import CLibXML2

/// Reads a start tag's namespace declarations and attributes as libxml2's tree showed them to
/// its reader: declarations first (`xmlns`, `xmlns:p`), then the attributes written in the tag
/// (not those a DTD defaults), each in document order, values with references resolved.
enum XMLSAXAttributes {
    /// The attributes of one start tag, from SAX2's arrays.
    static func read(
        _ parser: XMLPushParser, namespaceCount: Int, namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        count: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) -> [ExtraAttribute] {
        guard namespaceCount + count > 0 else { return [] }
        var result: [ExtraAttribute] = []
        result.reserveCapacity(namespaceCount + count)
        if let namespaces {
            for index in 0..<namespaceCount {
                let prefix = namespaces[2 * index], uri = namespaces[2 * index + 1]
                let name = prefix.map { "xmlns:" + String(cString: $0) } ?? "xmlns"
                result.append(ExtraAttribute(name: name, value: uri.map { String(cString: $0) } ?? ""))
            }
        }
        if let attributes {
            for index in 0..<count {
                let field = attributes + 5 * index
                guard let local = field[0], let start = field[3], let end = field[4] else { continue }
                result.append(ExtraAttribute(name: parser.name(local, prefix: field[1]), value: value(start, end, parser)))
            }
        }
        return result
    }

    /// A value as libxml2's SAX2 tree kept it: a slice of the input (ended by its quote) is the
    /// text itself; a copy (ended by NUL) with a `&` still has references (`&#38;` for `&`, a
    /// declared entity's name), which libxml2 resolves by parsing it as an attribute's children.
    private static func value(_ start: UnsafePointer<xmlChar>, _ end: UnsafePointer<xmlChar>, _ parser: XMLPushParser) -> String {
        let bytes = UnsafeBufferPointer(start: start, count: end - start)
        guard end.pointee == 0, bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        let document = parser.context?.pointee.myDoc
        let children = xmlStringLenGetNodeList(document, start, Int32(bytes.count))
        defer { xmlFreeNodeList(children) }
        guard let text = xmlNodeListGetString(document, children, 1) else { return "" }
        defer { free(text) }
        return String(cString: text)
    }
}
