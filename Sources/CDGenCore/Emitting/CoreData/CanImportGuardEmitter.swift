/// With `guardWithCanImport`, opens a guard after the header and closes it at the end of the file,
/// so that the file compiles to nothing where CoreData does not exist (Linux):
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
    /// The module the guard tests.
    static let module = "CoreData"

    /// Prints `#if canImport(CoreData)` and a blank line when the option is on.
    static func open(context: EmitContext, into p: inout CodePrinter) {
        guard context.options.guardWithCanImport else { return }
        p.print("#if canImport(\(module))", "")
    }

    /// Prints `#endif` after one blank line (unless the text already ends with one) when the
    /// option is on.
    static func close(context: EmitContext, into p: inout CodePrinter) {
        guard context.options.guardWithCanImport else { return }
        if !p.endsWithBlankLine { p.blank() }
        p.print("#endif")
    }
}
