import CDGenCore

/// The one line `generate` prints when it is done.
package enum Summary {
    /// "cdgen: 3 files written, 5 unchanged, 1 removed in out/ (2 entities with codegen Manual/None, no files: A, B)",
    /// then "(1 entity without a class of its own, no files: C; set its Class in the model editor)".
    package static func line(
        _ result: OutputWriter.Result, manualEntities: [String], classlessEntities: [String] = [], complement: Bool = false, output: String
    )
        -> String
    {
        var text = "cdgen: \(result.written.count) \(result.written.count == 1 ? "file" : "files") written, \(result.unchanged.count) unchanged"
        if !result.removed.isEmpty { text += ", \(result.removed.count) removed" }
        text += " in \(output)"
        if !result.kept.isEmpty {
            text += "; kept \(result.kept.joined(separator: ", ")) (edited: \(result.kept.count == 1 ? "it differs" : "they differ") from the generated text)"
        }
        if !result.leftAlone.isEmpty {
            text += "; left \(result.leftAlone.joined(separator: ", ")) (named like cdgen's files, but not written by cdgen)"
        }
        if complement, !manualEntities.isEmpty {
            text += " (the build generates the files of \(manualEntities.joined(separator: ", ")))"
        } else if !manualEntities.isEmpty {
            let count = manualEntities.count
            text += " (\(count) \(count == 1 ? "entity" : "entities") with codegen Manual/None, no files: \(manualEntities.joined(separator: ", ")))"
        }
        if !classlessEntities.isEmpty {
            let count = classlessEntities.count
            text +=
                " (\(count) \(count == 1 ? "entity" : "entities") without a class of \(count == 1 ? "its" : "their") own, no files: \(classlessEntities.joined(separator: ", ")); set \(count == 1 ? "its" : "each one's") Class in the model editor)"
        }
        return text
    }
}
