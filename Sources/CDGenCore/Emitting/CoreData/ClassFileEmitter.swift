/// Writes `<Class>+CoreDataClass.swift` (XcodeOutput.md §5): the class declaration, with `@objc(Name)` unless
/// the class name is module-qualified (then an empty line), and the parent entity's class as superclass.
///
/// ```swift
/// import Foundation
/// import CoreData
///
/// @objc(Usuario)
/// public class Usuario: NSManagedObject {
///
/// }
/// ```
enum ClassFileEmitter {
    /// The text of the class file of `entity`.
    static func emit(_ entity: Entity, fileName: String, context: CoreDataEmitContext) -> String {
        var p = CodePrinter()
        let className = context.className(ofEntity: entity.name)
        FileHeaderEmitter.emit(fileName: fileName, modelName: context.modelName, ownFormat: context.options.accessLevel != .public, into: &p)
        CanImportGuardEmitter.open("CoreData", spacing: .blankLines, style: context.style, into: &p)
        ImportsEmitter.emit(["Foundation", "CoreData"], style: context.style, into: &p)
        p.blank()
        if context.options.era >= .xcode26 {
            p.line(context.access, "typealias ", className, "CoreDataClassSet = NSSet")
            p.blank()
        }
        let qualified = entity.representedClassName.map(Naming.isModuleQualified) ?? false
        if qualified { p.blank() } else { p.line("@objc(", className, ")") }
        let superclass = entity.parentEntity.map(context.className(ofEntity:)) ?? "NSManagedObject"
        p.line(context.access, "class ", Naming.escaped(className), ": ", superclass, " {")
        p.print("", "}")
        CanImportGuardEmitter.close(spacing: .blankLines, style: context.style, into: &p)
        return p.text
    }
}
