/// With `guardWithCanImport`, opens a guard after the header and closes it at the end of the file,
/// so that the file compiles to nothing where the framework does not exist (Linux). Core Data's
/// files keep a blank line inside the guard at both ends; SwiftData's have none:
///
/// ```swift
/// //  …header…
///
/// #if canImport(CoreData)
///
/// public import Foundation
/// …
///
/// #endif
/// ```
enum CanImportGuardEmitter {
    /// Where the guard leaves blank lines.
    enum Spacing {
        /// A blank line after `#if` and before `#endif` (Core Data's files).
        case blankLines
        /// None (SwiftData's files).
        case tight
    }

    /// Prints `#if canImport(<module>)` (and a blank line when `spacing` asks for one) when the
    /// style guards files.
    static func open(_ module: String, spacing: Spacing, style: SourceStyle, into p: inout CodePrinter) {
        guard style.guardsWithCanImport else { return }
        p.line("#if canImport(", module, ")")
        if spacing == .blankLines { p.blank() }
    }

    /// Prints `#endif` when the style guards files; with `.blankLines`, after one blank line
    /// unless the text already ends with one.
    static func close(spacing: Spacing, style: SourceStyle, into p: inout CodePrinter) {
        guard style.guardsWithCanImport else { return }
        if spacing == .blankLines, !p.endsWithBlankLine { p.blank() }
        p.print("#endif")
    }
}
