@testable import CDGenCore
import Testing

/// `--respect-optional` and `cdgen.type`: optional scalars and enums through primitive accessors,
/// non-optional object types as plain `@NSManaged` storage.
@Suite struct PrimitiveAccessorEmitterTests {
    static let entity = """
        <entity name="Task" representedClassName="Task" syncable="YES">
            <attribute name="done" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
            <attribute name="due" optional="YES" attributeType="Date" usesScalarValueType="YES"/>
            <attribute name="rank" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
            <attribute name="title" attributeType="String"/>
            <relationship name="list" maxCount="1" deletionRule="Nullify" destinationEntity="Task"/>
        </entity>
        """

    /// Hand-written: the Optional flag decides, `@NSManaged` where it can represent the type.
    @Test func respectOptionalFollowsTheModel() throws {
        let files = try Snippet.files(Self.entity) {
            $0.respectOptional = true; $0.era = .xcode9
        }
        #expect(
            Snippet.body(files, "Task+CoreDataProperties.swift") == """
                // swift-format-ignore-file
                // swiftlint:disable all

                import Foundation
                import CoreData


                extension Task {

                    @nonobjc public class func fetchRequest() -> NSFetchRequest<Task> {
                        return NSFetchRequest<Task>(entityName: "Task")
                    }

                    @NSManaged public var rank: Swift.Int32
                    @NSManaged public var title: Swift.String
                    @NSManaged public var list: Task

                    /// `done`, optional in the model: through its primitive value, since `@NSManaged` cannot represent `Swift.Bool?`.
                    public var done: Swift.Bool? {
                        get {
                            willAccessValue(forKey: "done")
                            defer { didAccessValue(forKey: "done") }
                            return (primitiveValue(forKey: "done") as? Foundation.NSNumber)?.boolValue
                        }
                        set {
                            willChangeValue(forKey: "done")
                            defer { didChangeValue(forKey: "done") }
                            setPrimitiveValue(newValue.map { Foundation.NSNumber(value: $0) }, forKey: "done")
                        }
                    }

                    /// `due`, optional in the model: through its primitive value, since `@NSManaged` cannot represent `Foundation.TimeInterval?`.
                    public var due: Foundation.TimeInterval? {
                        get {
                            willAccessValue(forKey: "due")
                            defer { didAccessValue(forKey: "due") }
                            return (primitiveValue(forKey: "due") as? Foundation.Date)?.timeIntervalSinceReferenceDate
                        }
                        set {
                            willChangeValue(forKey: "due")
                            defer { didChangeValue(forKey: "due") }
                            setPrimitiveValue(newValue.map { Foundation.Date(timeIntervalSinceReferenceDate: $0) }, forKey: "due")
                        }
                    }

                }

                """)
    }

    /// `cdgen.optional` overrides both the model and the option, for attributes and to-one relationships.
    @Test func cdgenOptionalOverridesPerProperty() throws {
        let entity = """
            <entity name="Task" representedClassName="Task" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String">
                    <userInfo><entry key="cdgen.optional" value="NO"/></userInfo>
                </attribute>
                <relationship name="list" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Task">
                    <userInfo><entry key="cdgen.optional" value="NO"/></userInfo>
                </relationship>
            </entity>
            """
        let text = try #require(try Snippet.files(entity)["Task+CoreDataProperties.swift"])
        #expect(text.contains("    @NSManaged public var title: Swift.String\n"))
        #expect(text.contains("    @NSManaged public var list: Task\n"))
    }

    static func enumEntity(type: String, extra: String = "", optional: Bool = true) -> String {
        """
        <entity name="Order" representedClassName="Order" syncable="YES">
            <attribute name="state" \(optional ? "optional=\"YES\" " : "")attributeType="\(type)"\(type.hasPrefix("Integer") ? " usesScalarValueType=\"YES\"" : "")>
                <userInfo><entry key="cdgen.type" value="OrderState"/>\(extra)</userInfo>
            </attribute>
        </entity>
        """
    }

    /// Hand-written: a String raw value, optional.
    @Test func stringEnum() throws {
        let text = try #require(try Snippet.files(Self.enumEntity(type: "String"))["Order+CoreDataProperties.swift"])
        #expect(
            text.contains(
                """
                    /// `state` as `OrderState` (`cdgen.type`), through its stored raw value.
                    public var state: OrderState? {
                        get {
                            willAccessValue(forKey: "state")
                            defer { didAccessValue(forKey: "state") }
                            return (primitiveValue(forKey: "state") as? Swift.String).flatMap { OrderState(rawValue: $0) }
                        }
                        set {
                            willChangeValue(forKey: "state")
                            defer { didChangeValue(forKey: "state") }
                            setPrimitiveValue(newValue?.rawValue, forKey: "state")
                        }
                    }
                """))
        #expect(!text.contains("@NSManaged public var state"))
    }

    /// Hand-written: an integer raw value of another width (`cdgen.rawType`), non-optional under `--respect-optional`.
    @Test func nonOptionalIntegerEnumWithRawType() throws {
        let entity = Self.enumEntity(type: "Integer 16", extra: #"<entry key="cdgen.rawType" value="Int"/>"#, optional: false)
        let text = try #require(try Snippet.files(entity) { $0.respectOptional = true }["Order+CoreDataProperties.swift"])
        #expect(
            text.contains(
                """
                    public var state: OrderState {
                        get {
                            willAccessValue(forKey: "state")
                            defer { didAccessValue(forKey: "state") }
                            guard let value = ((primitiveValue(forKey: "state") as? Foundation.NSNumber).flatMap { OrderState(rawValue: $0.intValue) }) else {
                                Swift.preconditionFailure("Order.state holds no valid OrderState value")
                            }
                            return value
                        }
                        set {
                            willChangeValue(forKey: "state")
                            defer { didChangeValue(forKey: "state") }
                            setPrimitiveValue(Foundation.NSNumber(value: newValue.rawValue), forKey: "state")
                        }
                    }
                """))
    }

    /// A raw type that does not match the attribute type is a located error, and nothing is generated.
    @Test(arguments: [
        ("Date", "", "needs a String or Integer attribute to hold its raw value, not Date"),
        ("String", #"<entry key="cdgen.rawType" value="Int"/>"#, "cdgen.rawType 'Int' of attribute 'Order.state' does not match the attribute type String"),
        ("Integer 32", #"<entry key="cdgen.rawType" value="String"/>"#, "does not match the attribute type Integer 32: the raw type must be an integer type"),
    ])
    func mismatchedRawTypeIsALocatedError(type: String, extra: String, message: String) throws {
        let error = try #require(throws: DiagnosticError.self) { try Snippet.files(Self.enumEntity(type: type, extra: extra)) }
        let diagnostic = try #require(error.diagnostics.first { $0.id == "enum-raw-type" })
        #expect(diagnostic.description.contains(message))
        #expect(diagnostic.description.hasPrefix("Snippet.xml:4:5: error: "))
    }
}
