/// The text of the build plugin's `<Model>+CoreDataUnplanned.swift`, and of declared files whose
/// entity is gone. SwiftPM fixes a build's outputs when it plans it, so files a model edit adds
/// go into this one declared file for that build, one after another under one set of imports:
///
/// ```swift
/// //  …header…
///
/// #if canImport(CoreData)      (when the files are guarded)
///
/// public import Foundation
/// public import CoreData
///
/// // MARK: - Adjunto+CoreDataClass.swift
///
/// @objc(Adjunto)
/// public class Adjunto: NSManagedObject { … }
/// …
/// #endif
/// ```
package enum UnplannedFileEmitter {
    /// Only the header: a file that declares nothing (no unplanned file, or an entity that is gone).
    package static func headerOnly(fileName: String, modelName: String) -> String {
        var p = CodePrinter()
        FileHeaderEmitter.emit(fileName: fileName, modelName: modelName, into: &p)
        return p.text
    }

    /// The header, then the declarations of `files` (generated files of the model named
    /// `modelName`) under their imports, merged: each module once, `public` when any file imports it so.
    package static func combined(_ files: [GeneratedFile], fileName: String, modelName: String) -> String {
        guard !files.isEmpty else { return headerOnly(fileName: fileName, modelName: modelName) }
        let parts = files.map { Part($0) }
        var p = CodePrinter()
        FileHeaderEmitter.emit(fileName: fileName, modelName: modelName, ownFormat: true, into: &p)
        let guardLine = parts.lazy.compactMap(\.guardLine).first
        if let guardLine { p.print(guardLine, "") }
        for line in mergedImports(parts.flatMap(\.imports)) { p.print(line) }
        for (file, part) in zip(files, parts) {
            p.blank()
            p.print("// MARK: - \(SwiftComment.text(file.name))", "")
            for line in part.body { p.print(line) }
        }
        if guardLine != nil { p.print("", "#endif") }
        return p.text
    }

    /// Each imported module once, in order of first import, with the widest keyword used for it.
    static func mergedImports(_ lines: [String]) -> [String] {
        var modules: [String] = []
        var isPublic: [String: Bool] = [:]
        for line in lines {
            let module = String(line.split(separator: " ").last ?? "")
            if isPublic[module] == nil { modules.append(module) }
            isPublic[module] = (isPublic[module] ?? false) || line.hasPrefix("public ")
        }
        return modules.map { (isPublic[$0] == true ? "public import " : "import ") + $0 }
    }

    /// A generated file taken apart: its `#if canImport(CoreData)` (or `SwiftData`) guard, its
    /// imports, and the rest (its header comment and blank edges dropped).
    struct Part {
        var guardLine: String?
        var imports: [String] = []
        var body: [String] = []

        init(_ file: GeneratedFile) {
            var lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var start = lines.firstIndex { !$0.isEmpty && !$0.hasPrefix("//") } ?? lines.endIndex
            if start < lines.endIndex, lines[start].hasPrefix("#if canImport("), let end = lines.lastIndex(where: { !$0.isEmpty }), lines[end] == "#endif" {
                guardLine = lines[start]
                lines.removeSubrange(end...)
                start += 1
            }
            while start < lines.endIndex, lines[start].isEmpty || Self.isImport(lines[start]) {
                if Self.isImport(lines[start]) { imports.append(lines[start]) }
                start += 1
            }
            body = Array(lines[start...])
            while body.last?.isEmpty == true { body.removeLast() }
        }

        /// Whether `line` is an `import` or `public import` of a module.
        static func isImport(_ line: String) -> Bool {
            line.hasPrefix("import ") || line.hasPrefix("public import ")
        }
    }
}
