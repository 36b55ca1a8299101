/// Writes the import lines of a generated file, one per module in the order given, with the
/// style's keyword (`public import` from Xcode 26 at public and package access).
///
/// ```swift
/// public import Foundation
/// public import CoreData
/// public import UIKit
/// ```
enum ImportsEmitter {
    /// Prints `import <module>` for each of `modules`.
    static func emit(_ modules: [String], style: SourceStyle, into p: inout CodePrinter) {
        for module in modules {
            p.line(style.importKeyword, " ", module)
        }
    }
}
