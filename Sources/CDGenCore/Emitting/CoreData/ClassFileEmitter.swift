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
    static func emit(_ entity: Entity, fileName: String, context: EmitContext) -> String {
        var p = CodePrinter()
        let className = Naming.className(of: entity)
        FileHeaderEmitter.emit(fileName: fileName, ownFormat: context.options.accessLevel != .public, context: context, into: &p)
        CanImportGuardEmitter.open(context: context, into: &p)
        ImportsEmitter.emit(context: context, into: &p)
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
        CanImportGuardEmitter.close(context: context, into: &p)
        return p.text
    }
}
