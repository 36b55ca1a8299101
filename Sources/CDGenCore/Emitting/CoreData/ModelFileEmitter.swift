/// Writes `<Model>+CoreDataModel.swift` (XcodeOutput.md §11): the imports and, from Xcode 26, two typealiases;
/// it ends with two empty lines, as Xcode's does.
///
/// ```swift
/// public import Foundation
/// public import CoreData
///
/// public typealias ChatFoundationFrameworkSet = NSSet
/// public typealias ChatCoreDataFrameworkManagedObject = NSManagedObject
/// ```
enum ModelFileEmitter {
    /// The text of the model file.
    static func emit(fileName: String, context: EmitContext) -> String {
        var p = CodePrinter()
        FileHeaderEmitter.emit(fileName: fileName, ownFormat: context.options.accessLevel != .public, context: context, into: &p)
        CanImportGuardEmitter.open(context: context, into: &p)
        ImportsEmitter.emit(context: context, into: &p)
        if context.options.era >= .xcode26 {
            let stem = Naming.identifierFragment(context.modelName)
            p.blank()
            p.print("\(context.access)typealias \(stem)FoundationFrameworkSet = NSSet")
            p.print("\(context.access)typealias \(stem)CoreDataFrameworkManagedObject = NSManagedObject")
        }
        p.blank(2)
        CanImportGuardEmitter.close(context: context, into: &p)
        return p.text
    }
}
