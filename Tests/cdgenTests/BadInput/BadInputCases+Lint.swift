extension BadInputCases {
    /// Well-formed models with errors that would break the generated code or Core Data:
    /// `generate` stops on them.
    static let lint: [BadInputCase] = [
        .entities(
            "path traversal class name", "<entity name=\"A\" representedClassName=\"../../x\" codeGenerationType=\"class\"/>", line: 3,
            "class name '/x', which is not a Swift identifier; use letters, digits and _ only [invalid-class-name]"),
        .entities(
            "slash in class name", "<entity name=\"A\" representedClassName=\"Foo/Bar\" codeGenerationType=\"class\"/>", line: 3,
            "class name 'Foo/Bar', which is not a Swift identifier"),
        // Found by the fuzz target `json`: SwiftData names a class, and its file, after every entity.
        BadInputCase(
            name: "slash in the name of a Manual/None entity of a JSON model, SwiftData",
            files: [("M.json", .text(#"{"format": "cdgen-model", "version": 1, "entities": [{"name": "Foo/Bar", "codegen": "manual"}]}"# + "\n"))],
            model: "M.json", args: ["--framework", "swiftdata"], file: "M.json", line: 1,
            text: "entity 'Foo/Bar' is not a Swift identifier, and SwiftData names its class after it; use letters, digits and _ only [invalid-class-name]"),
        .entities(
            "newline in class name", "<entity name=\"A\" representedClassName=\"A&#10;B\" codeGenerationType=\"class\"/>", line: 3, "class name 'A\\u{a}B'"),
        .entities(
            "keyword class name", "<entity name=\"A\" representedClassName=\"protocol\" codeGenerationType=\"class\"/>", line: 3, "which is a Swift keyword"),
        .entities(
            "dangling destination",
            "<entity name=\"A\" representedClassName=\"A\">\n<relationship name=\"r\" maxCount=\"1\" destinationEntity=\"Gone\"/>\n</entity>", line: 4,
            "points to 'Gone', which is not in the model; add that entity or correct the destination [dangling-destination]"),
        .entities(
            "dangling parent", "<entity name=\"A\" representedClassName=\"A\" parentEntity=\"Gone\"/>", line: 3, "has parent 'Gone', which is not in the model"),
        .entities(
            "parent cycle",
            "<entity name=\"A\" representedClassName=\"A\" parentEntity=\"B\"/>\n<entity name=\"B\" representedClassName=\"B\" parentEntity=\"A\"/>", line: 3,
            "is its own ancestor through parentEntity"),
        .entities(
            "duplicate entity", "<entity name=\"A\" representedClassName=\"A\"/>\n<entity name=\"A\" representedClassName=\"A\"/>", line: 4,
            "entity name 'A' is used by more than one entity"),
        .entities(
            "attribute and relationship share a name",
            "<entity name=\"A\" representedClassName=\"A\">\n<relationship name=\"x\" maxCount=\"1\" destinationEntity=\"A\" inverseName=\"x\" inverseEntity=\"A\"/>\n<attribute name=\"x\" attributeType=\"String\"/>\n</entity>",
            line: 5, "attribute 'A.x' has the same name as a relationship"),
        .entities(
            "reserved property name", "<entity name=\"A\" representedClassName=\"A\">\n<attribute name=\"objectID\" attributeType=\"String\"/>\n</entity>",
            line: 4, "has the name of a method of NSManagedObject"),
        .entities(
            "case-insensitive file collision",
            "<entity name=\"User\" representedClassName=\"User\" codeGenerationType=\"class\"/>\n<entity name=\"Lower\" representedClassName=\"user\" codeGenerationType=\"class\"/>",
            line: 4, "the same file on case-insensitive file systems"),
        .entities(
            "selector collision",
            "<entity name=\"A\" representedClassName=\"A\" codeGenerationType=\"class\">\n<attribute name=\"url\" attributeType=\"URI\"/>\n<attribute name=\"Url\" attributeType=\"URI\"/>\n</entity>",
            line: 5, "both need the Objective-C selector 'setUrl:'"),
        .entities(
            "unknown codegen mode", "<entity name=\"A\" representedClassName=\"A\" codeGenerationType=\"Class\"/>", line: 3, "unknown codegen mode 'Class'"),
        .entities(
            "regex that does not compile",
            "<entity name=\"A\" representedClassName=\"A\">\n<attribute name=\"x\" attributeType=\"String\" regularExpressionString=\"(\"/>\n</entity>",
            line: 4, "does not compile"),
        .entities(
            "min greater than max",
            "<entity name=\"A\" representedClassName=\"A\">\n<attribute name=\"x\" attributeType=\"Integer 16\" minValueString=\"9\" maxValueString=\"1\"/>\n</entity>",
            line: 4, "minimum 9 greater than maximum 1"),
        .entities(
            "redeclared inherited property",
            "<entity name=\"P\" representedClassName=\"P\">\n<attribute name=\"x\" attributeType=\"String\"/>\n</entity>\n<entity name=\"C\" representedClassName=\"C\" parentEntity=\"P\">\n<attribute name=\"x\" attributeType=\"String\"/>\n</entity>",
            line: 7, "redeclares a property that 'C' inherits from 'P'"),
        .entities(
            "warning under --strict",
            "<entity name=\"A\" representedClassName=\"A\">\n<relationship name=\"r\" maxCount=\"1\" destinationEntity=\"A\"/>\n</entity>", line: 4,
            "error: relationship 'A.r' has no inverse", args: ["--strict"]),
        .entities("unknown --entity", "<entity name=\"A\" representedClassName=\"A\"/>", line: 2, "no entity named 'B' in the model", args: ["--entity", "B"]),
    ]
}
