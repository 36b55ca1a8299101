@testable import CDGenCore
import Testing

/// The names `--snapshots` output would not compile with, each a located lint error, and
/// `--snapshots` with SwiftData, which writes nothing, a warning.
@Suite struct SnapshotNameTests {
    /// The printed `snapshot-` findings of `entities` with `--snapshots`.
    static func findings(_ entities: String, framework: OutputFramework = .coreData) throws -> [String] {
        var options = GeneratorOptions()
        options.snapshots = true
        options.framework = framework
        return ModelValidator.validate(alone: try Snippet.parse(entities), options: options).filter { $0.id?.hasPrefix("snapshot") == true }.map(\.description)
    }

    @Test(arguments: [
        (
            #"<entity name="Swift" representedClassName="Swift" codeGenerationType="class"><attribute name="x" optional="YES" attributeType="String"/></entity>"#,
            "error: the class 'Swift' of entity 'Swift' shadows the module Swift, whose types the snapshot files name (Swift.Hashable); rename the class [snapshot-name-clash]"
        ),
        (
            #"<entity name="Foundation" representedClassName="Foundation" codeGenerationType="class"><attribute name="x" optional="YES" attributeType="String"/></entity>"#,
            "error: the class 'Foundation' of entity 'Foundation' shadows the module Foundation, whose types the snapshot files name (Foundation.Date); rename the class [snapshot-name-clash]"
        ),
        (
            #"<entity name="Failure" representedClassName="Failure" codeGenerationType="class"><attribute name="x" optional="YES" attributeType="String"/></entity>"#,
            "error: the class 'Failure' of entity 'Failure' is shadowed by the `Failure` enum each typed ID declares, inside which the snapshot files name it; rename the class [snapshot-name-clash]"
        ),
        (
            #"<entity name="Item" representedClassName="Item" codeGenerationType="class"/><entity name="Other" representedClassName="ItemSnapshot"/>"#,
            "error: the class 'ItemSnapshot' of entity 'Other' is the name of entity 'Item''s snapshot struct; rename the class [snapshot-name-clash]"
        ),
        (
            #"<entity name="Item" representedClassName="Item" codeGenerationType="class"><attribute name="hashValue" optional="YES" attributeType="String"/></entity>"#,
            "error: property 'Item.hashValue' would be a snapshot field named hashValue, which is the property Hashable gives every snapshot; rename it, or give it another Swift name [snapshot-name-clash]"
        ),
    ])
    func aNameTheSnapshotsTripOnIsAnError(_ entities: String, _ expected: String) throws {
        let found = try Self.findings(entities)
        #expect(found.contains { $0.hasPrefix("Snippet.xml:3:") && $0.hasSuffix(": " + expected) }, "\(found)")
    }

    @Test func plainNamesGiveNoClash() throws {
        #expect(
            try Self.findings(
                #"<entity name="Item" representedClassName="Item" codeGenerationType="class"><attribute name="title" optional="YES" attributeType="String"/></entity>"#
            ) == [])
    }

    @Test func swiftDataSnapshotsAreAWarning() throws {
        let found = try Self.findings(#"<entity name="A" representedClassName="A"/>"#, framework: .swiftData)
        #expect(
            found.count == 1
                && found[0].hasSuffix(
                    "warning: --snapshots writes Core Data snapshots, and --framework swiftdata writes none: a @Model class is not Sendable, and no snapshot of it is generated [snapshots-not-written]"
                ), "\(found)")
    }
}
