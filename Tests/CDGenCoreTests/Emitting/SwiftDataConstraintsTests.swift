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

/// R-tree fetch indexes: `#Index`'s `Schema.Index.Types` form (`.binary`, `.rtree`), as
/// https://developer.apple.com/documentation/swiftdata/index(_:)-7d4z0 has it.
@Suite struct SwiftDataRTreeIndexTests {
    static let entity = """
        <entity name="Place" representedClassName="Place">
            <attribute name="name" optional="YES" attributeType="String"/>
            <attribute name="latitude" attributeType="Double" defaultValueString="0"/>
            <attribute name="longitude" attributeType="Double" defaultValueString="0"/>
            <fetchIndex name="byName"><fetchIndexElement property="name" type="Binary" order="ascending"/></fetchIndex>
            %@
        </entity>
        """

    static func indexLine(_ index: String) throws -> [String] {
        let files = try SwiftDataSnippet.files(entity.replacingOccurrences(of: "%@", with: index))
        return SwiftDataSnippet.body(files, "Place.swift").split(separator: "\n").map(String.init).filter { $0.contains("#Index") }
    }

    @Test func anRTreeIndexIsRtreeAndTheOthersBinary() throws {
        let rTree = """
            <fetchIndex name="byPlace">
                <fetchIndexElement property="latitude" type="R-Tree" order="ascending"/>
                <fetchIndexElement property="longitude" type="R-Tree" order="ascending"/>
            </fetchIndex>
            """
        #expect(try Self.indexLine(rTree) == [#"    #Index<Place>(.binary([\.name]), .rtree([\.latitude, \.longitude]))"#])
    }

    @Test func binaryIndexesKeepTheKeyPathArrayForm() throws {
        #expect(try Self.indexLine("") == [#"    #Index<Place>([\.name])"#])
    }

    @Test func aMixedIndexIsBinaryAndWarned() throws {
        let mixed = """
            <fetchIndex name="byPlace">
                <fetchIndexElement property="latitude" type="R-Tree" order="ascending"/>
                <fetchIndexElement property="longitude" type="Binary" order="ascending"/>
            </fetchIndex>
            """
        #expect(try Self.indexLine(mixed) == [#"    #Index<Place>([\.name], [\.latitude, \.longitude])"#])
        var options = GeneratorOptions()
        options.framework = .swiftData
        let model = try Snippet.parse(Self.entity.replacingOccurrences(of: "%@", with: mixed))
        let found = try Pipeline.generate(model, options: options).diagnostics.filter { $0.id == "swiftdata-mixed-index" }
        #expect(
            found.map(\.description) == [
                "Snippet.xml:8:5: warning: fetch index 'byPlace' of entity 'Place' mixes binary and R-tree elements, and a SwiftData index is one or the other; it is written as a binary index: make its elements all R-tree or all binary [swiftdata-mixed-index]"
            ])
    }
}
