@testable import CDGenCore
import Testing

/// `--framework swiftdata`: what SwiftData cannot say is warned about.
@Suite struct SwiftDataChecksTests {
    /// What SwiftData cannot say is a warning with its own id, and the class is still written.
    @Test func whatSwiftDataCannotSayIsWarned() throws {
        let model = try Snippet.parse(
            """
            <entity name="A" representedClassName="AObject" isAbstract="YES">
                <relationship name="items" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="A"/>
                <attribute name="total" optional="YES" attributeType="Date" derived="YES" derivationExpression="now()"/>
            </entity>
            """)
        var options = GeneratorOptions()
        options.framework = .swiftData
        let result = try Pipeline.generate(model, options: options)
        #expect(
            result.diagnostics.compactMap(\.id).filter { $0.hasPrefix("swiftdata-") } == [
                "swiftdata-abstract-entity", "swiftdata-class-name", "swiftdata-ordered-relationship", "swiftdata-derived-attribute",
            ])
        #expect(result.files.map(\.name) == ["A.swift"])
    }
}
