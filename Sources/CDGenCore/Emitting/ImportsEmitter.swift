/// Writes the import lines: Foundation, CoreData, then any framework a custom class needs.
///
/// ```swift
/// import Foundation
/// import CoreData
/// import UIKit
/// ```
enum ImportsEmitter {
    /// Prints the imports (`public import` from Xcode 26).
    static func emit(frameworks: [String] = [], context: EmitContext, into p: inout CodePrinter) {
        for module in ["Foundation", "CoreData"] + frameworks {
            p.print("\(context.importKeyword) \(module)")
        }
    }
}
