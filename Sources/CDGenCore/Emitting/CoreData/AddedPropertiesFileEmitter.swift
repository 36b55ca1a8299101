/// Writes the `<Class>+CoreDataProperties.swift` that `lint --sources --fix` adds beside a
/// hand-written class that has no extension to add missing declarations to: the header of
/// Xcode's "Create NSManagedObject Subclass…" (XcodeOutput.md §3.1 (b)) without a date or user
/// name, and without cdgen's marker (the file is the app's from then on: `--prune` must never
/// take it for cdgen's), the imports of a properties file, and an extension holding the lines.
/// No `fetchRequest()`: the app's class may declare its own, and two would not compile.
///
/// ```swift
/// //
/// //  Usuario+CoreDataProperties.swift
/// //  Chat
/// //
/// //  Written by cdgen lint --fix from the Chat model; yours to edit.
/// //
/// //
///
/// import Foundation
/// import CoreData
///
///
/// extension Usuario {
///
///     @NSManaged public var login: String?
///
/// }
/// ```
package enum AddedPropertiesFileEmitter {
    /// The text of `fileName`, extending `className` with `declarations` (one per line, unindented).
    /// `importKeyword`: `public import` where the class's own file imports so (a target with
    /// `InternalImportsByDefault` needs it for public declarations), else `import`.
    package static func emit(className: String, declarations: [String], fileName: String, modelName: String, importKeyword: String = "import") -> String {
        var p = CodePrinter()
        p.print("//")
        p.line("//  ", SwiftComment.text(fileName))
        p.line("//  ", SwiftComment.text(modelName))
        p.print("//")
        p.line("//  Written by cdgen lint --fix from the ", SwiftComment.text(modelName), " model; yours to edit.")
        p.print("//", "//", "")
        var frameworks: [String] = []
        for declaration in declarations {
            for framework in FrameworkImports.frameworks(inTypeText: declaration) where !frameworks.contains(framework) {
                frameworks.append(framework)
            }
        }
        for module in ["Foundation", "CoreData"] + frameworks { p.line(importKeyword, " ", module) }
        p.blank(2)
        p.line("extension ", Naming.escaped(className), " {")
        p.blank()
        p.indented { p in
            for declaration in declarations { p.print(declaration) }
        }
        p.print("", "}")
        return p.text
    }
}
