@testable import CDGenCore
import Testing

/// `--framework swiftdata`: a composite attribute's `Codable` struct.
@Suite struct SwiftDataCompositeEmitterTests {
    @Test func compositesAreCodableStructs() throws {
        let files = try SwiftDataSnippet.files(
            """
            <entity name="Post" representedClassName="Post"><attribute name="location" optional="YES" attributeType="Composite" composite="Place"/></entity>
            <composite name="Place">
                <attribute name="latitude" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
                <attribute name="name" attributeType="String"/>
            </composite>
            """)
        #expect(SwiftDataSnippet.body(files, "Post.swift").contains("    public var location: Place?\n"))
        #expect(
            SwiftDataSnippet.body(files, "Place.swift") == """
                public struct Place: Codable, Hashable {
                    public var latitude: Double = 0.0
                    public var name: String

                    public init(name: String) {
                        self.name = name
                    }
                }

                """)
    }
}
