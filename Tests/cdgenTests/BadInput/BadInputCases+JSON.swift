extension BadInputCases {
    /// A JSON model `M.json`; diagnostics expected in it.
    static func jsonModel(_ name: String, _ content: BadInputCase.Content, line: Int?, _ text: String) -> BadInputCase {
        BadInputCase(name: "json: " + name, files: [("M.json", content)], model: "M.json", file: "M.json", line: line, text: text)
    }

    static let modelStart = "{\"format\": \"cdgen-model\", \"version\": 1, "

    /// Malformed and hostile JSON models: syntax, encodings, and every bound of the JSON reader
    /// (`JSONLimits`). The fuzz target `json` starts from these too.
    static let json: [BadInputCase] = [
        jsonModel("truncated", .text(modelStart + "\"entities\": ["), line: 1, "expected a JSON value, found the end of the file"),
        jsonModel("trailing comma", .text(modelStart + "\"entities\": [],}"), line: 1, "a trailing comma before '}' is not allowed in JSON"),
        jsonModel("duplicate key", .text(modelStart + "\n\"entities\": [],\n\"entities\": []}"), line: 3, "duplicate key \"entities\" in this object"),
        jsonModel("not an object", .text("[1]"), line: 1, "the model must be an object, not an array"),
        jsonModel(
            "100 000-deep nesting", .text(modelStart + "\"userInfo\": " + String(repeating: "[", count: 100_000)), line: 1,
            "arrays and objects are nested more than 256 deep"),
        jsonModel(
            "2 MiB string", .text(modelStart + "\"entities\": [{\"name\": \"" + String(repeating: "a", count: 2 << 20) + "\"}]}"), line: 1,
            "this string is longer than 1048576 bytes"),
        jsonModel(
            "200-digit number", .text(modelStart.replacingOccurrences(of: "1", with: String(repeating: "1", count: 200)) + "}"), line: 1,
            "this number is 200 characters long"),
        jsonModel(
            "invalid UTF-8", .bytes(Array((modelStart + "\"entities\": [{\"name\": \"").utf8) + [0xC3, 0x28] + Array("\"}]}".utf8)), line: 1,
            "the string is not valid UTF-8"),
        jsonModel("UTF-16", .bytes([0xFF, 0xFE] + Array("{}".utf8).flatMap { [$0, 0] }), line: 1, "expected a JSON value, found the byte 0xFF"),
        jsonModel("NUL byte", .bytes(Array(modelStart.utf8) + [0]), line: 1, "expected a key in double quotes, found the byte 0x0"),
        jsonModel(
            "lone surrogate", .text(modelStart + "\"entities\": [{\"name\": \"\\ud800\"}]}"), line: 1,
            "a \\u high surrogate must be followed by a \\u low surrogate"),
        jsonModel("binary garbage", .bytes(garbage(count: 65_536, seed: 11)), line: 1, "expected a JSON value"),
    ]
}
