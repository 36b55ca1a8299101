/// Reads `.xccurrentversion`, the property list that names a bundle's current model version.
enum CurrentVersion {
    /// The `_XCCurrentVersionName` value of the plist in `bytes` (a folder name such as
    /// `Chat 2.xcdatamodel`); `nil` when a well-formed property list names none (shipping
    /// bundles have `<dict/>`: Xcode then keeps the current version in the project file); a
    /// located error when it is not a property list.
    static func parse(_ bytes: [UInt8], path: String) throws -> String? {
        let root = try XMLReader(path: path, allowsDocumentType: true).parse(bytes)
        guard root.name == "plist", let dict = root.children.first(where: { $0.name == "dict" }) else {
            throw DiagnosticError([.error("this is not a property list with a dictionary", at: root.location)])
        }
        let items = dict.children
        for (index, item) in items.enumerated()
        where item.name == "key" && item.text == "_XCCurrentVersionName" && index + 1 < items.count {
            let value = items[index + 1]
            if value.name == "string", !value.text.isEmpty { return value.text }
        }
        return nil
    }
}
