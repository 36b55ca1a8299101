extension BadInputCases {
    /// A well-formed `.xccurrentversion` naming `version`.
    static func currentVersion(_ version: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n\t<key>_XCCurrentVersionName</key>\n\t<string>\(version)</string>\n</dict>\n</plist>\n"
    }

    static let goodContents = "<?xml version=\"1.0\"?>\n<model>\n<entity name=\"A\" representedClassName=\"A\" codeGenerationType=\"class\"/>\n</model>\n"

    /// A bundle `B.xcdatamodeld` with these entries (paths relative to the bundle).
    static func bundle(_ name: String, _ entries: [(String, BadInputCase.Content)], file: String, line: Int?, _ text: String, args: [String] = [])
        -> BadInputCase
    {
        BadInputCase(
            name: name, files: [("B.xcdatamodeld", .folder)] + entries.map { ("B.xcdatamodeld/\($0.0)", $0.1) },
            model: "B.xcdatamodeld", args: args, file: file.isEmpty ? "B.xcdatamodeld" : "B.xcdatamodeld/\(file)", line: line, text: text)
    }

    /// Bundles with broken `.xccurrentversion` files, missing versions, folders without `contents`.
    static let bundles: [BadInputCase] = [
        bundle(
            "current version missing",
            [(".xccurrentversion", .text(currentVersion("B 2.xcdatamodel"))), ("B.xcdatamodel", .folder), ("B.xcdatamodel/contents", .text(goodContents))],
            file: ".xccurrentversion", line: 1, "the current version 'B 2.xcdatamodel' is not in the bundle (versions: 'B.xcdatamodel')"),
        bundle(
            "current version escapes the bundle",
            [(".xccurrentversion", .text(currentVersion("../../B.xcdatamodel"))), ("B.xcdatamodel", .folder), ("B.xcdatamodel/contents", .text(goodContents))],
            file: ".xccurrentversion", line: 1, "the current version '../../B.xcdatamodel' is not in the bundle"),
        bundle(
            "truncated .xccurrentversion",
            [
                (".xccurrentversion", .text(String(currentVersion("B.xcdatamodel").prefix(150)))), ("B.xcdatamodel", .folder),
                ("B.xcdatamodel/contents", .text(goodContents)),
            ],
            file: ".xccurrentversion", line: 3, "malformed XML:"),
        bundle(
            "empty .xccurrentversion", [(".xccurrentversion", .text("")), ("B.xcdatamodel", .folder), ("B.xcdatamodel/contents", .text(goodContents))],
            file: ".xccurrentversion", line: 1, "the file is empty"),
        bundle(
            ".xccurrentversion without the key, two versions",
            [
                (".xccurrentversion", .text(currentVersion("x").replacingOccurrences(of: "_XCCurrentVersionName", with: "Other"))), ("B.xcdatamodel", .folder),
                ("B.xcdatamodel/contents", .text(goodContents)), ("B 2.xcdatamodel", .folder), ("B 2.xcdatamodel/contents", .text(goodContents)),
            ],
            file: ".xccurrentversion", line: nil,
            ".xccurrentversion names no current version (Xcode then keeps it in the project file), so which of these is current is unknown: 'B.xcdatamodel', 'B 2.xcdatamodel'; pass --model-version"
        ),
        bundle(
            ".xccurrentversion that is no property list",
            [(".xccurrentversion", .text("<?xml version=\"1.0\"?>\n<array/>\n")), ("B.xcdatamodel", .folder), ("B.xcdatamodel/contents", .text(goodContents))],
            file: ".xccurrentversion", line: 2, "this is not a property list with a dictionary"),
        bundle(
            ".xccurrentversion with an entity",
            [
                (
                    ".xccurrentversion",
                    .text(currentVersion("&x;").replacingOccurrences(of: "dtd\">", with: "dtd\" [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>"))
                ), ("B.xcdatamodel", .folder), ("B.xcdatamodel/contents", .text(goodContents)),
            ],
            file: ".xccurrentversion", line: 6, "entity references are not allowed"),
        bundle(
            ".xccurrentversion is a folder", [(".xccurrentversion", .folder), ("B.xcdatamodel", .folder), ("B.xcdatamodel/contents", .text(goodContents))],
            file: ".xccurrentversion", line: nil, "cannot read the file: it is not a regular file"),
        bundle("no versions", [], file: "", line: nil, "the bundle has no .xcdatamodel version"),
        bundle(
            "two versions, no current",
            [
                ("B.xcdatamodel", .folder), ("B.xcdatamodel/contents", .text(goodContents)), ("B 2.xcdatamodel", .folder),
                ("B 2.xcdatamodel/contents", .text(goodContents)),
            ],
            file: "", line: nil, "no .xccurrentversion says which of these versions is current: 'B.xcdatamodel', 'B 2.xcdatamodel'; pass --model-version"),
        bundle(
            "version without contents", [("B.xcdatamodel", .folder)], file: "B.xcdatamodel", line: nil,
            "this folder has no 'contents' file: it is not a .xcdatamodel"),
        bundle(
            "pre-Xcode 4 version", [("B.xcdatamodel", .folder), ("B.xcdatamodel/elements", .bytes([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74]))],
            file: "B.xcdatamodel", line: nil, "saved before Xcode 4"),
        bundle(
            "--model-version that is missing", [("B.xcdatamodel", .folder), ("B.xcdatamodel/contents", .text(goodContents))], file: "", line: nil,
            "no model version 'B 9' in this bundle (versions: 'B.xcdatamodel')", args: ["--model-version", "B 9"]),
        BadInputCase(
            name: "model path does not exist", files: [], model: "Nothing.xcdatamodeld", file: "Nothing.xcdatamodeld", line: nil, text: "no such file or folder"
        ),
    ]
}
