@testable import CDGenCore
import Testing

/// `--framework swiftdata`: names an entity shadows are qualified by their module.
@Suite struct SwiftDataContextTests {
    /// An entity named like a standard or SwiftData type shadows it in the module: those are then
    /// written with their module.
    @Test func entityNamesThatShadowTypesQualifyThem() throws {
        let files = try SwiftDataSnippet.files(
            """
            <entity name="Date" representedClassName="Date"><attribute name="day" attributeType="Date"/></entity>
            <entity name="Attribute" representedClassName="Attribute"><attribute name="key" attributeType="String" elementID="name"/></entity>
            """)
        #expect(SwiftDataSnippet.body(files, "Date.swift").contains("    public var day: Foundation.Date\n"))
        #expect(
            SwiftDataSnippet.body(files, "Attribute.swift").contains(
                "@Model\npublic final class Attribute {\n    @SwiftData.Attribute(originalName: \"name\") public var key: String\n"))
    }
}
