// What the type-check harness changes in a generated file before `swiftc -typecheck`, and why
// the check still catches the errors that matter.
//
// Linux has no Objective-C runtime, so the compiler there rejects `@objc` ("Objective-C
// interoperability is disabled"). Everything else cdgen writes is accepted by the Linux front end
// and is checked as written, including `@NSManaged` and `@nonobjc`: the front end applies
// `@NSManaged`'s own rules on every platform (instance members only, no `let`, no initial value,
// no body, not computed), and `@nonobjc` is a plain attribute. The rewrite is therefore as small
// as it can be:
//
//   * `@objc` and `@objc(selector)` attributes are replaced by the same number of spaces.
//     Nothing else moves: every line and column the compiler reports is the line and column of
//     the generated file.
//
// If a toolchain ever rejects `@NSManaged` or `@nonobjc` on Linux, `RewriteMode.computed` does
// the computed-property rewrite instead (the harness probes the toolchain once and picks the mode):
// `@NSManaged`/`@nonobjc` become spaces, an `@NSManaged var x: T` gets the accessor block
// ` { get { fatalError() } set {} }` appended, and an `@NSManaged func` gets ` {}`. Lines and
// the columns of everything already there stay the same in that mode too.
//
// What dropping `@objc` loses, and how the harness makes up for it (`ObjCChecks`):
//   * the selector's shape: each `@objc(a:b:)` on a method must name as many pieces as the
//     method has parameters (no colon for none); `@objc(Name)` on a class has no colon;
//   * selector clashes: within a class and its superclasses (parent entities), no two methods may
//     share a selector, since Objective-C dispatches on the selector alone;
//   * Objective-C representability of `@NSManaged` types: an optional scalar (`Int16?`,
//     `Bool?`, `Double?`, …) cannot be represented and is reported.
//
// Why the check still catches what matters:
//   * unknown types: every type name is resolved against Foundation, the stand-in CoreData and
//     framework modules (`StandIns/`), and the other generated files of the same model;
//   * wrong generic arguments: `NSFetchRequest<ResultType: NSFetchRequestResult>` keeps its
//     constraint, so `NSFetchRequest<String>` or a return type that disagrees with the body fails;
//   * duplicate or conflicting declarations: all files of a model are checked as one module, so
//     two classes, typealiases, properties or accessors with the same name are reported;
//   * invalid overrides across parent and child entities: classes really inherit from their parent
//     entity's class and from `NSManagedObject` (whose members are declared with the SDK's
//     signatures), and members declared in extensions cannot be overridden;
//   * unescaped keywords: the text is parsed by swift-syntax and by the compiler as written;
//   * broken `public import` use: Xcode 26 output is checked in Swift 6 mode with
//     `-enable-upcoming-feature InternalImportsByDefault`, so a public declaration that uses a type
//     from a module that is not imported `public` fails, as in a package target;
//   * actor isolation: `--nonisolated` output is checked with `-default-isolation MainActor`.
// On top of that a generated "type witness" file (`TypeWitness`) asserts that each property has
// exactly the type the model calls for, fully qualified (`Swift.String?`), so an entity class that
// shadows a standard type (an entity named `String` or `Date`) cannot go unnoticed.

import Foundation

extension SwiftRewriter {
    private static let cache = SharedCache<CacheKey, AnalyzedFile>()

    private struct CacheKey: Hashable, Sendable {
        var text: String
        var mode: RewriteMode
    }

    /// Parses `text` (named `fileName` in findings) once per distinct text and mode.
    static func analyze(_ text: String, fileName: String, mode: RewriteMode) -> AnalyzedFile {
        var result = cache.value(for: CacheKey(text: text, mode: mode)) {
            SyntaxAnalyzer.shared.analyze(text, mode: mode)
        }
        // Findings are cached without a file name: the same text can have different names.
        result.syntaxErrors = result.syntaxErrors.map {
            var f = $0; f.file = fileName; return f
        }
        result.objc.findings = result.objc.findings.map {
            var f = $0; f.file = fileName; return f
        }
        return result
    }
}
