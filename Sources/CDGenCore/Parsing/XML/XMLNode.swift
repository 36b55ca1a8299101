/// One element of an XML document, as the XML front end sees it: name, attributes in document
/// order, child elements, and the line and column where its start tag begins.
struct XMLNode: Sendable {
    /// The element name.
    var name: String
    /// The attributes, in document order.
    var attributes: [ExtraAttribute]
    /// The child elements, in document order.
    var children: [XMLNode] = []
    /// The element's own text content (model files have none; plists do).
    var text = ""
    /// Where the start tag begins.
    var location: SourceLocation

    /// The value of the attribute with this name.
    subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements with this name.
    func children(named name: String) -> [XMLNode] {
        children.filter { $0.name == name }
    }
}
