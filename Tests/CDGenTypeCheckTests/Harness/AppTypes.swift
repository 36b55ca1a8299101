@testable import CDGenCore
import Foundation

/// Stand-ins for the app's own classes that a real model names in Transformable `customClassName`s
/// (`[GroupDeliveryReceipt]`, `NightTimeConfigurationBox`): the app declares them, so the harness
/// declares each as an `NSObject` subclass. Everything else must resolve as it would in Xcode:
/// the Swift standard library, Foundation and the stand-in SDK modules.
enum AppTypes {
    /// Swift file declaring the app classes `model` names; `nil` when it names none.
    static func standIns(for model: DataModel) -> String? {
        var names: [String] = []
        for entity in model.entities {
            for attribute in entity.attributes {
                guard attribute.type == .transformable, let custom = TransformableClass.name(of: attribute) else { continue }
                for name in typeNames(in: custom) where !isKnown(name) && !names.contains(name) { names.append(name) }
            }
        }
        guard !names.isEmpty else { return nil }
        return "public import Foundation\n\n" + names.map { "public final class \($0): NSObject {}\n" }.joined()
    }

    /// The unqualified type names of a type's text (`[String: UIKit.UIImage]` → `String`; a
    /// module-qualified name belongs to that module).
    private static func typeNames(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
            .map(String.init).filter { !$0.contains(".") && $0.first?.isLetter == true }
    }

    private static func isKnown(_ name: String) -> Bool {
        name.hasPrefix("NS") || standard.contains(name) || standInTypes.contains(name)
    }

    /// Standard library and Foundation value types models name.
    private static let standard: Set<String> = [
        "Any", "AnyObject", "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "Character", "Array", "Dictionary", "Set", "Optional",
        "Date", "Data", "URL", "UUID", "Decimal", "IndexSet", "Locale", "TimeZone", "Calendar", "DateComponents", "TimeInterval",
    ]

    /// The types the stand-in SDK modules declare (`StandIns/*.swift`).
    private static let standInTypes: Set<String> = {
        let folder = StandInModules.sourceFolder
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var names: Set<String> = []
        let declaration = try! NSRegularExpression(pattern: #"(?:class|struct|enum|protocol|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        for file in files where file.hasSuffix(".swift") {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        return names
    }()
}
