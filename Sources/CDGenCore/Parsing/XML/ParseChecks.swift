// The records of the ids reading a model file gives (ModelFile, XMLReader, XMLTreeBuilder,
// XMLErrorSink, XMLFields, XMLModelDecoder): one record per id, listed by LintCatalogue.
extension LintCheck {
    package static let unreadableFile = LintCheck(
        id: "unreadable-file", severity: .error, family: .parse,
        summary: "a model file cdgen cannot read: missing, not a regular file (a FIFO, a device, a link), unreadable, or larger than 32 MiB",
        situation: "the model's contents file is a FIFO",
        message: "cannot read the file: it is not a regular file")

    package static let emptyFile = LintCheck(
        id: "empty-file", severity: .error, family: .parse,
        summary: "a model file with no bytes",
        situation: "an empty contents file",
        message: "the file is empty")

    package static let tooLarge = LintCheck(
        id: "too-large", severity: .error, family: .parse,
        summary: "a model file with more than 500 000 XML elements",
        situation: "a contents file of 500 001 elements",
        message: "more than 500000 elements; cdgen reads models of at most that size")

    package static let doctype = LintCheck(
        id: "doctype", severity: .error, family: .parse,
        summary: "a <!DOCTYPE> in a model file (Xcode never writes one); refused before libxml2 parses it",
        situation: "<!DOCTYPE model [<!ENTITY x \"y\">]> before <model>",
        message: "a <!DOCTYPE> is not allowed in a model file; remove it (Xcode never writes one)")

    package static let entityReference = LintCheck(
        id: "entity-reference", severity: .error, family: .parse,
        summary: "a reference to an entity declared in a <!DOCTYPE> (in a .xccurrentversion property list, which may have one)",
        situation: "&x; in a .xccurrentversion whose <!DOCTYPE> declares x",
        message: "entity references are not allowed; write the characters themselves")

    package static let malformedXML = LintCheck(
        id: "malformed-xml", severity: .error, family: .parse,
        summary: "the file is not well-formed XML (libxml2's message follows \"malformed XML:\")",
        situation: "<entity name=A/> (an attribute value without quotes)",
        message: "malformed XML: AttValue: \" or ' expected")

    package static let notAModel = LintCheck(
        id: "not-a-model", severity: .error, family: .parse,
        summary: "the root element is not <model>",
        situation: "<plist version=\"1.0\"/> as a contents file",
        message: "expected a <model> root element, found '<plist>': this is not a Core Data model")

    package static let missingKey = LintCheck(
        id: "missing-key", severity: .error, family: .parse,
        summary: "an element lacks an attribute Core Data requires (an entity's name, a relationship's destinationEntity, …)",
        situation: "<entity representedClassName=\"A\"/>",
        message: "<entity> has no 'name' attribute; add it")

    package static let invalidValue = LintCheck(
        id: "invalid-value", severity: .error, family: .parse,
        summary: "an attribute value that is not one Core Data knows: a Boolean other than YES/NO, an unknown attributeType or deletionRule, …",
        situation: "<attribute name=\"x\" optional=\"maybe\" attributeType=\"String\"/>",
        message: "'optional' must be YES or NO, not 'maybe'")

    package static let unknownElement = LintCheck(
        id: "unknown-element", severity: .warning, family: .parse,
        summary: "an element cdgen does not know; it is ignored",
        situation: "<entity name=\"A\" representedClassName=\"A\"><gizmo/></entity>",
        message: "unknown element '<gizmo>' in <entity> is ignored")
}
