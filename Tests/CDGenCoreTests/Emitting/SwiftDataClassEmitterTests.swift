@testable import CDGenCore
import Testing

/// `--framework swiftdata`: the `@Model` class of a sub-entity and its `init`.
@Suite struct SwiftDataClassEmitterTests {
    /// Sub-entities are subclasses (the 26 releases); an `init` passes the ancestors' values up,
    /// and a sub-entity that adds none inherits its parent's.
    @Test func subEntitiesAreSubclasses() throws {
        let files = try SwiftDataSnippet.files(
            """
            <entity name="Person" representedClassName="Person"><attribute name="email" attributeType="String"/></entity>
            <entity name="Employee" representedClassName="Employee" parentEntity="Person">
                <attribute name="badge" attributeType="String"/>
                <attribute name="rank" optional="YES" attributeType="Integer 32" defaultValueString="3" usesScalarValueType="YES" spotlightIndexingEnabled="YES"/>
            </entity>
            <entity name="Manager" representedClassName="Manager" parentEntity="Employee">
                <attribute name="reports" optional="YES" attributeType="Integer 64" usesScalarValueType="YES"/>
            </entity>
            """)
        #expect(SwiftDataSnippet.body(files, "Person.swift").contains("@Model\npublic class Person {\n"))
        #expect(
            SwiftDataSnippet.body(files, "Employee.swift") == """
                public import SwiftData

                @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
                @Model
                public class Employee: Person {
                    public var badge: String
                    @Attribute(.spotlight) public var rank: Int32? = 3

                    public init(email: String, badge: String) {
                        self.badge = badge
                        super.init(email: email)
                    }
                }

                """)
        #expect(SwiftDataSnippet.body(files, "Manager.swift").hasSuffix("public final class Manager: Employee {\n    public var reports: Int64?\n}\n"))
    }
}
