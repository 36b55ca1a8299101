/// The frameworks a Transformable's custom class needs imported (XcodeOutput.md §9): momc resolves the
/// framework that defines a class through the SDK; cdgen uses this table of the classes models
/// use, and the module prefix of a qualified name (`UIKit.UIColor`).
enum FrameworkImports {
    /// Apple frameworks by the classes and types that models store in Transformable attributes.
    private static let frameworkByType: [String: String] = {
        var table: [String: String] = [:]
        let groups: [(String, [String])] = [
            ("UIKit", ["UIColor", "UIImage", "UIFont", "UIBezierPath", "UIView", "UIEdgeInsets"]),
            ("AppKit", ["NSColor", "NSImage", "NSFont", "NSBezierPath", "NSView", "NSEdgeInsets"]),
            ("CoreLocation", ["CLLocation", "CLLocationCoordinate2D", "CLPlacemark", "CLRegion", "CLCircularRegion", "CLBeacon"]),
            ("MapKit", ["MKPolyline", "MKPolygon", "MKMapItem", "MKPlacemark", "MKCircle", "MKRoute"]),
            ("Contacts", ["CNContact", "CNPostalAddress", "CNPhoneNumber"]),
            ("CoreGraphics", ["CGColor", "CGImage", "CGPath"]),
            ("PencilKit", ["PKDrawing", "PKStroke"]),
            ("CloudKit", ["CKRecord", "CKShare", "CKAsset", "CKRecordID"]),
            ("EventKit", ["EKEvent", "EKReminder", "EKCalendar"]),
            ("Photos", ["PHAsset"]),
            ("AVFoundation", ["AVAsset", "AVURLAsset"]),
            ("HealthKit", ["HKQuantity", "HKUnit"]),
        ]
        for (framework, types) in groups { for type in types { table[type] = framework } }
        return table
    }()

    /// Frameworks that may appear as a module prefix (`UIKit.UIColor`) and are imported as such.
    private static let knownFrameworks = Set(frameworkByType.values).union(["SwiftUI", "CoreImage", "Vision"])

    /// Whether `name` is an Apple framework that appears as a module prefix.
    static func isKnownFramework(_ name: String) -> Bool {
        knownFrameworks.contains(name)
    }

    /// The frameworks the attributes among `properties` need beyond Foundation and CoreData, in
    /// order of first use.
    static func frameworks(for properties: [Property]) -> [String] {
        var result: [String] = []
        for property in properties {
            guard case .attribute(let attribute) = property, let custom = TransformableClass.name(of: attribute) else { continue }
            for framework in frameworks(inTypeText: custom) where !result.contains(framework) {
                result.append(framework)
            }
        }
        return result
    }

    /// The frameworks named by the identifiers of a type's text (`[String: UIImage]`, `CoreLocation.CLLocation`).
    static func frameworks(inTypeText text: String) -> [String] {
        var result: [String] = []
        for path in identifierPaths(in: text) {
            let components = path.split(separator: ".").map(String.init)
            if components.count > 1, knownFrameworks.contains(components[0]) {
                result.append(components[0])
            } else if let last = components.last, let framework = frameworkByType[last] {
                result.append(framework)
            }
        }
        return result
    }

    /// Whether a Transformable of this type needs `import Foundation`: it names a type that is
    /// neither the standard library's (`[String: Any]`) nor in this table, whose framework is
    /// imported for it and re-exports Foundation (`UIColor`, `CoreLocation.CLLocation`). An app's own
    /// type counts, since it cannot be told from one of Foundation's. Swift 6 warns about an unused
    /// `public import`, and a missing one does not compile.
    static func needsFoundation(typeText text: String) -> Bool {
        identifierPaths(in: text).contains { path in
            let components = path.split(separator: ".").map(String.init)
            if components.count > 1, knownFrameworks.contains(components[0]) { return false }
            guard let last = components.last, frameworkByType[last] == nil else { return false }
            return !components.allSatisfy(standardLibraryNames.contains)
        }
    }

    private static let standardLibraryNames: Set<String> = [
        "Swift", "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "Array", "Dictionary", "Set", "Optional", "Any", "AnyObject", "AnyHashable",
    ]

    /// Dotted identifier runs in a type's text (`[Module.Type: [Other]]` → `Module.Type`, `Other`).
    private static func identifierPaths(in text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII: the letters and numbers below are exactly the bytes `Character` calls so.
            let isPathByte = { (b: UInt8) in (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || (0x30...0x39).contains(b) || b == 0x5F || b == 0x2E }
            return text.utf8.split { !isPathByte($0) }.map { String(decoding: $0, as: UTF8.self) }
        }
        return text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }.map(String.init)
    }
}
