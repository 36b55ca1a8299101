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
        let keyword = context.importKeyword + " "
        p.line(keyword, "Foundation")
        p.line(keyword, "CoreData")
        for module in frameworks {
            p.line(keyword, module)
        }
    }
}
