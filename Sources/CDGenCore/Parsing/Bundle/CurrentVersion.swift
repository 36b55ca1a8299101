/// Reads `.xccurrentversion`, the property list that names a bundle's current model version.
enum CurrentVersion {
    /// The `_XCCurrentVersionName` value of the plist in `bytes` (a folder name such as
    /// `Chat 2.xcdatamodel`), or a located error.
    static func parse(_ bytes: [UInt8], path: String) throws -> String {
        let root = try XMLReader(path: path, allowsDocumentType: true).parse(bytes)
        let dict = root.name == "plist" ? root.children.first { $0.name == "dict" } : nil
        let items = dict?.children ?? []
        for (index, item) in items.enumerated()
        where item.name == "key" && item.text == "_XCCurrentVersionName" && index + 1 < items.count {
            let value = items[index + 1]
            if value.name == "string", !value.text.isEmpty { return value.text }
        }
        throw DiagnosticError([.error("no _XCCurrentVersionName string in this property list", at: root.location)])
    }
}
