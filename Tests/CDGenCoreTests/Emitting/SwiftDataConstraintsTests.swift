@testable import CDGenCore
import Testing

/// `--framework swiftdata`: uniqueness constraints and fetch indexes as `.unique`, `#Unique` and `#Index`.
@Suite struct SwiftDataConstraintsTests {
    @Test func compoundUniquenessAndFetchIndexesNeedTheEighteenReleases() throws {
        let files = try SwiftDataSnippet.files(
            """
            <entity name="Person" representedClassName="Person">
                <attribute name="email" attributeType="String"/>
                <attribute name="firstName" optional="YES" attributeType="String"/>
                <attribute name="lastName" optional="YES" attributeType="String"/>
                <uniquenessConstraints>
                    <uniquenessConstraint><constraint value="email"/></uniquenessConstraint>
                    <uniquenessConstraint><constraint value="firstName"/><constraint value="lastName"/></uniquenessConstraint>
                </uniquenessConstraints>
                <fetchIndex name="byLastName"><fetchIndexElement property="lastName" type="Binary" order="ascending"/></fetchIndex>
            </entity>
            """)
        #expect(
            SwiftDataSnippet.body(files, "Person.swift") == #"""
                public import SwiftData

                @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
                @Model
                public final class Person {
                    #Unique<Person>([\.firstName, \.lastName])
                    #Index<Person>([\.lastName])

                    @Attribute(.unique) public var email: String
                    public var firstName: String?
                    public var lastName: String?

                    public init(email: String) {
                        self.email = email
                    }
                }

                """#)
    }
}
