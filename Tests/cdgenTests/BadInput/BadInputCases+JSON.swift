extension BadInputCases {
    /// JSON models: none yet on this branch. When the JSON front end lands, add cases here in
    /// the same form, for example
    /// `BadInputCase(name: "json: truncated", files: [("M.json", .text("{\"entities\": ["))], model: "M.json", file: "M.json", line: 1, text: "…")`.
    static let json: [BadInputCase] = []
}
