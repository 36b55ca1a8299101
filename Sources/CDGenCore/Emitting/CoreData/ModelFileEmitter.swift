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
    static func emit(fileName: String, context: CoreDataEmitContext) -> String {
        var p = CodePrinter()
        FileHeaderEmitter.emit(fileName: fileName, modelName: context.modelName, ownFormat: context.options.accessLevel != .public, into: &p)
        CanImportGuardEmitter.open("CoreData", spacing: .blankLines, style: context.style, into: &p)
        ImportsEmitter.emit(["Foundation", "CoreData"], style: context.style, into: &p)
        if context.options.era >= .xcode26 {
            let stem = context.names.modelFileStem
            p.blank()
            p.print("\(context.access)typealias \(stem)FoundationFrameworkSet = NSSet")
            p.print("\(context.access)typealias \(stem)CoreDataFrameworkManagedObject = NSManagedObject")
        }
        p.blank(2)
        CanImportGuardEmitter.close(spacing: .blankLines, style: context.style, into: &p)
        return p.text
    }
}
