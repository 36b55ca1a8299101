import Foundation

extension BadInputCases {
    /// Inputs built to hurt: external entities and document types (a local file must never be
    /// read), expansion bombs, extreme nesting and sizes, garbage.
    static let hostile: [BadInputCase] = [
        .model(
            "DOCTYPE with external entity",
            .text("<?xml version=\"1.0\"?>\n<!DOCTYPE model [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<model><entity name=\"&x;\"/></model>\n"), line: 2,
            "a <!DOCTYPE> is not allowed in a model file"),
        .model("external DTD", .text("<?xml version=\"1.0\"?>\n<!DOCTYPE model SYSTEM \"/etc/passwd\">\n<model/>\n"), line: 2, "a <!DOCTYPE> is not allowed"),
        .model(
            "external parameter entity", .text("<?xml version=\"1.0\"?>\n<!DOCTYPE model [<!ENTITY % p SYSTEM \"file:///etc/passwd\"> %p;]>\n<model/>\n"),
            line: 2, "<!DOCTYPE> is not allowed"),
        .model("billion laughs", .text(billionLaughs), line: 2, "a <!DOCTYPE> is not allowed"),
        .model(
            "200 000-deep nesting", .text("<model>\n" + String(repeating: "<a>", count: 200_000) + String(repeating: "</a>", count: 200_000) + "\n</model>\n"),
            line: 2, "malformed XML: Excessive depth in document: 256"),
        .model("megabyte-long element name", .text("<model>\n<" + String(repeating: "e", count: 1_000_000) + "/>\n</model>\n"), line: 2, "malformed XML:"),
        .model(
            "megabyte-long class name",
            .text(
                "<model>\n<entity name=\"A\" representedClassName=\"" + String(repeating: "A", count: 1_000_000)
                    + "\" codeGenerationType=\"class\"/>\n</model>\n"), line: 2, "is longer than 255 bytes; shorten the class or model name"),
        .model("binary garbage", .bytes(garbage(count: 65_536, seed: 7)), line: 1, "malformed XML:"),
        .model(
            "500 001 elements", .text("<model>\n" + String(repeating: "<userInfo/>", count: 500_001) + "\n</model>\n"), line: 2, "more than 500000 elements"),
        .model("contents is a FIFO", .fifo, line: nil, "cannot read the file: it is not a regular file"),
        .model("contents is a folder", .folder, line: nil, "cannot read the file: it is not a regular file"),
        BadInputCase(
            name: "contents is a dangling link", files: [("M.xcdatamodel", .folder), ("M.xcdatamodel/contents", .symlink(to: "nowhere"))],
            model: "M.xcdatamodel", file: "M.xcdatamodel", line: nil, text: "this folder has no 'contents' file"),
    ]

    /// Ten levels of ten references: 10^10 "lol"s if it were ever expanded.
    static let billionLaughs: String = {
        let declarations = (0..<10).map { level in
            "<!ENTITY lol\(level) \"\(level == 0 ? "lol" : String(repeating: "&lol\(level - 1);", count: 10))\">"
        }.joined()
        return "<?xml version=\"1.0\"?>\n<!DOCTYPE model [\(declarations)]>\n<model><entity name=\"&lol9;\"/></model>\n"
    }()

    /// Deterministic pseudo-random bytes.
    static func garbage(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }
}
