extension BadInputCases {
    /// Malformed XML and malformed model files.
    static let xml: [BadInputCase] = [
        .model("empty file", .text(""), line: 1, "the file is empty"),
        .model("only whitespace", .text("  \n\n"), line: 3, "malformed XML:"),
        .model(
            "truncated sample", .text("<?xml version=\"1.0\"?>\n<model>\n    <entity name=\"A\" representedClassName=\"A\" codeGenerationType=\"cla"), line: 3,
            "malformed XML:"),
        .model("unclosed element", .text("<model>\n    <entity name=\"A\">\n</model>\n"), line: 3, "malformed XML: Opening and ending tag mismatch"),
        .model("mismatched end tag", .text("<model>\n<entity name=\"A\"></attribute>\n</model>\n"), line: 2, "malformed XML: Opening and ending tag mismatch"),
        .model("unquoted attribute", .text("<model>\n<entity name=A/>\n</model>\n"), line: 2, "malformed XML: AttValue: \" or ' expected"),
        .model("duplicate attribute", .text("<model>\n<entity name=\"A\" name=\"B\"/>\n</model>\n"), line: 2, "malformed XML: Attribute name redefined"),
        .model("NUL byte", .bytes(Array("<model>\n<entity name=\"A\"/>\u{0}\n</model>\n".utf8)), line: 2, "malformed XML:"),
        .model(
            "invalid UTF-8", .bytes(Array("<model>\n<entity name=\"".utf8) + [0xFF, 0xFE, 0xC3] + Array("\"/>\n</model>\n".utf8)), line: 2,
            "malformed XML: Input is not proper UTF-8"),
        .model(
            "unsupported encoding", .text("<?xml version=\"1.0\" encoding=\"X-NO-SUCH-CHARSET\"?>\n<model/>\n"), line: 1,
            "malformed XML: Unsupported encoding X-NO-SUCH-CHARSET"),
        .model(
            "bytes invalid in the declared encoding",
            .bytes(
                Array("<?xml version=\"1.0\" encoding=\"SHIFT_JIS\"?>\n<model><entity name=\"".utf8) + [0x82, 0xFF, 0xFE, 0x80] + Array("\"/></model>\n".utf8)),
            line: 2, "malformed XML: the document cannot be read; are its bytes valid in its declared encoding?"),
        .model("undefined entity", .text("<model>\n<entity name=\"&nothing;\"/>\n</model>\n"), line: 2, "malformed XML: Entity 'nothing' not defined"),
        .model(
            "not a model", .text("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>\n"), line: 2,
            "expected a <model> root element, found '<plist>': this is not a Core Data model"),
        .model(
            "CR line endings",
            .text("<model>\r<entity name=\"A\" representedClassName=\"A\">\r<attribute name=\"x\" attributeType=\"Integer 17\"/>\r</entity>\r</model>\r"),
            line: 3, "unknown attributeType 'Integer 17'"),
        .entities("missing entity name", "<entity representedClassName=\"A\"/>", line: 3, "<entity> has no 'name' attribute; add it"),
        .entities(
            "missing destination", "<entity name=\"A\" representedClassName=\"A\">\n<relationship name=\"r\" maxCount=\"1\"/>\n</entity>", line: 4,
            "<relationship> has no 'destinationEntity' attribute"),
        .entities(
            "bad boolean", "<entity name=\"A\" representedClassName=\"A\">\n<attribute name=\"x\" optional=\"maybe\" attributeType=\"String\"/>\n</entity>",
            line: 4, "'optional' must be YES or NO, not 'maybe'"),
        .entities(
            "unknown deletion rule",
            "<entity name=\"A\" representedClassName=\"A\">\n<relationship name=\"r\" maxCount=\"1\" deletionRule=\"Explode\" destinationEntity=\"A\" inverseName=\"r\" inverseEntity=\"A\"/>\n</entity>",
            line: 4, "unknown deletionRule 'Explode'"),
    ]
}
