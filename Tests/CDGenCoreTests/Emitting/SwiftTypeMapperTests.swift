@testable import CDGenCore
import Testing

/// XcodeOutput.md §7: the Swift type of every attribute type, scalar and not.
@Suite struct SwiftTypeMapperTests {
    @Test(arguments: [
        ("Integer 16", "YES", "Int16"), ("Integer 32", "YES", "Int32"), ("Integer 64", "YES", "Int64"),
        ("Double", "YES", "Double"), ("Float", "YES", "Float"), ("Boolean", "YES", "Bool"), ("Date", "YES", "TimeInterval"),
        ("Integer 16", "NO", "NSNumber?"), ("Integer 32", "NO", "NSNumber?"), ("Integer 64", "NO", "NSNumber?"),
        ("Double", "NO", "NSNumber?"), ("Float", "NO", "NSNumber?"), ("Boolean", "NO", "NSNumber?"), ("Date", "NO", "Date?"),
        ("Decimal", "NO", "NSDecimalNumber?"), ("String", "NO", "String?"), ("Binary", "NO", "Data?"), ("UUID", "NO", "UUID?"),
        ("URI", "NO", "URL?"), ("Transformable", "NO", "NSObject?"), ("ObjectID", "NO", "NSManagedObjectID?"),
    ])
    func attributeTypes(type: String, scalar: String, expected: String) throws {
        let files = try Snippet.files(
            """
            <entity name="E" representedClassName="E"><attribute name="value" optional="YES" attributeType="\(type)" usesScalarValueType="\(scalar)"/></entity>
            """)
        #expect(files["E+CoreDataProperties.swift"]?.contains("    @NSManaged public var value: \(expected)\n") == true)
    }

    @Test func optionalFlagIsIgnoredLikeXcode() throws {
        let files = try Snippet.files(
            """
            <entity name="E" representedClassName="E"><attribute name="a" attributeType="String"/><attribute name="b" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/></entity>
            """)
        let text = try #require(files["E+CoreDataProperties.swift"])
        #expect(text.contains("var a: String?\n"))
        #expect(text.contains("var b: Int16\n"))
    }

    @Test func numbersWithoutTheScalarKeyAreObjects() throws {
        let files = try Snippet.files(#"<entity name="E" representedClassName="E"><attribute name="n" attributeType="Integer 32"/></entity>"#)
        #expect(files["E+CoreDataProperties.swift"]?.contains("var n: NSNumber?\n") == true)
    }

    @Test func undefinedAndCompositeTypes() throws {
        let files = try Snippet.files(
            """
            <entity name="E" representedClassName="E"><attribute name="u" optional="YES" transient="YES"/><attribute name="c" optional="YES" attributeType="Composite" composite="Point"/></entity>
            """)
        let text = try #require(files["E+CoreDataProperties.swift"])
        #expect(text.contains("var u: NSObject?\n"))
        #expect(text.contains("var c: [String: Any]?\n"))
    }

    @Test func swift3UsesFoundationReferenceTypes() throws {
        let entity =
            #"<entity name="E" representedClassName="E"><attribute name="d" attributeType="Date" usesScalarValueType="NO"/><attribute name="b" attributeType="Binary"/></entity>"#
        let old = try #require(try Snippet.files(entity) { $0.swiftVersion = 3 }["E+CoreDataProperties.swift"])
        #expect(old.contains("var d: NSDate?\n") && old.contains("var b: NSData?\n"))
        let new = try #require(try Snippet.files(entity) { $0.swiftVersion = 4 }["E+CoreDataProperties.swift"])
        #expect(new.contains("var d: Date?\n") && new.contains("var b: Data?\n"))
    }

    @Test func customClassesAreVerbatimAndImportTheirFramework() throws {
        let files = try Snippet.files(
            """
            <entity name="E" representedClassName="E">
                <attribute name="color" optional="YES" attributeType="Transformable" customClassName="UIColor"/>
                <attribute name="place" optional="YES" attributeType="Transformable" customClassName="CoreLocation.CLLocation"/>
                <attribute name="tags" optional="YES" attributeType="Transformable" customClassName="[String: Any]"/>
                <attribute name="images" optional="YES" attributeType="Transformable" customClassName="[UIImage]"/>
            </entity>
            """
        ) { $0.era = .xcode12 }
        let body = Snippet.body(files, "E+CoreDataProperties.swift")
        #expect(body.hasPrefix("import Foundation\nimport CoreData\nimport UIKit\nimport CoreLocation\n\n\nextension E {"))
        #expect(body.contains("var color: UIColor?\n"))
        #expect(body.contains("var place: CoreLocation.CLLocation?\n"))
        #expect(body.contains("var tags: [String: Any]?\n"))
        #expect(body.contains("var images: [UIImage]?\n"))
        #expect(!Snippet.body(files, "E+CoreDataClass.swift").contains("UIKit"))
    }

    /// Custom class names are trimmed of spaces and tabs (also non-ASCII ones, U+3000) and nothing
    /// else; a name that is all ASCII and one that is not find the same frameworks.
    @Test func customClassesAreTrimmedAndScannedAlikeInAndOutOfASCII() throws {
        func custom(_ name: String) -> String? {
            var attribute = Attribute(name: "a", type: .transformable)
            attribute.customClassName = name
            return TransformableClass.name(of: attribute)
        }
        #expect(custom("UIColor") == "UIColor")
        #expect(custom(" \tUIColor\t ") == "UIColor")
        #expect(custom("\u{3000}Ünï.Farbe\u{3000}") == "Ünï.Farbe")
        #expect(custom("\nUIColor") == "\nUIColor")
        #expect(custom("  ") == nil)
        let files = try Snippet.files(
            """
            <entity name="E" representedClassName="E">
                <attribute name="ascii" optional="YES" attributeType="Transformable" customClassName="[Swift.String: UIImage]"/>
                <attribute name="other" optional="YES" attributeType="Transformable" customClassName="[Größe: CoreLocation.CLLocation]"/>
            </entity>
            """
        ) { $0.era = .xcode12 }
        #expect(Snippet.body(files, "E+CoreDataProperties.swift").hasPrefix("import Foundation\nimport CoreData\nimport UIKit\nimport CoreLocation\n\n\n"))
    }
}
