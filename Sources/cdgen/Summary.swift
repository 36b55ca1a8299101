import CDGenCore

/// The one line `generate` prints when it is done.
enum Summary {
    /// "cdgen: 3 files written, 5 unchanged in out/ (2 entities with codegen Manual/None: A, B)".
    static func line(_ result: OutputWriter.Result, manualEntities: [String], output: String) -> String {
        var text = "cdgen: \(result.written.count) \(result.written.count == 1 ? "file" : "files") written, \(result.unchanged.count) unchanged"
        if !result.removed.isEmpty { text += ", \(result.removed.count) removed" }
        text += " in \(output)"
        if !manualEntities.isEmpty {
            let count = manualEntities.count
            text += " (\(count) \(count == 1 ? "entity" : "entities") with codegen Manual/None, no files: \(manualEntities.joined(separator: ", ")))"
        }
        return text
    }
}
