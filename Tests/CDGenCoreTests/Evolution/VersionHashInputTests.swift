@testable import CDGenCore
import Testing

/// One landmine pair per version-hash input: two versions that differ only in that input must
/// hash differently (so `--staged-migration` and `--versioned-schema` give each its own schema,
/// and the lock sees the edit), and two that differ only in what Core Data does not hash must
/// hash the same (one schema). Each pair is the same entity written twice, the second with one
/// change.
@Suite struct VersionHashInputTests {
    static let base = """
        <entity name="Note" representedClassName="Note" syncable="YES" codeGenerationType="class">
            <attribute name="title" optional="YES" attributeType="String"/>
            <attribute name="photo" optional="YES" attributeType="Binary"/>
            <attribute name="count" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
            <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="note" inverseEntity="Tag"/>
        </entity>
        <entity name="Tag" representedClassName="Tag" syncable="YES" codeGenerationType="class">
            <attribute name="name" optional="YES" attributeType="String"/>
            <relationship name="note" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Note" inverseName="tags" inverseEntity="Note"/>
        </entity>
        """

    /// Each hashed input, as the text that replaces a piece of `base`.
    static let hashed: [(input: String, from: String, to: String)] = [
        ("attribute type", #"name="count" attributeType="Integer 32""#, #"name="count" attributeType="Integer 64""#),
        ("optional", #"name="title" optional="YES" attributeType="String""#, #"name="title" attributeType="String""#),
        ("transient", #"name="title" optional="YES""#, #"name="title" optional="YES" transient="YES""#),
        ("allows external storage", #"attributeType="Binary""#, #"attributeType="Binary" allowsExternalBinaryDataStorage="YES""#),
        ("preserve after deletion", #"name="title" optional="YES""#, #"name="title" optional="YES" preserveAfterDeletion="YES""#),
        (
            "derivation", #"<attribute name="count" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>"#,
            #"<attribute name="count" attributeType="Integer 32" derived="YES" derivationExpression="tags.@count" usesScalarValueType="YES"/>"#
        ),
        ("property hash modifier", #"name="title" optional="YES""#, #"name="title" optional="YES" elementID="x" versionHashModifier="2""#),
        ("entity hash modifier", #"<entity name="Tag" representedClassName="Tag""#, #"<entity name="Tag" versionHashModifier="2" representedClassName="Tag""#),
        ("abstract", #"<entity name="Tag" representedClassName="Tag""#, #"<entity name="Tag" isAbstract="YES" representedClassName="Tag""#),
        (
            "uniqueness constraint", #"<attribute name="name" optional="YES" attributeType="String"/>"#,
            #"<attribute name="name" optional="YES" attributeType="String"/><uniquenessConstraints><uniquenessConstraint><constraint value="name"/></uniquenessConstraint></uniquenessConstraints>"#
        ),
        ("ordered", #"toMany="YES" deletionRule"#, #"toMany="YES" ordered="YES" deletionRule"#),
        ("to-many minimum count", #"toMany="YES" deletionRule"#, #"toMany="YES" minCount="2" deletionRule"#),
        ("inverse", #"inverseName="note" inverseEntity="Tag"/>"#, "/>"),
    ]

    /// What Core Data does not hash, as replacements of `base`.
    static let ignored: [(input: String, from: String, to: String)] = [
        ("renaming identifier", #"name="title" optional="YES""#, #"name="title" optional="YES" elementID="heading""#),
        ("default value", #"defaultValueString="0""#, #"defaultValueString="7""#),
        ("delete rule", #"toMany="YES" deletionRule="Nullify""#, #"toMany="YES" deletionRule="Cascade""#),
        ("class name", #"representedClassName="Tag""#, #"representedClassName="Label""#),
        (
            "user info", #"<attribute name="name" optional="YES" attributeType="String"/>"#,
            #"<attribute name="name" optional="YES" attributeType="String"><userInfo><entry key="k" value="v"/></userInfo></attribute>"#
        ),
        (
            "fetch index", #"<attribute name="name" optional="YES" attributeType="String"/>"#,
            #"<attribute name="name" optional="YES" attributeType="String"/><fetchIndex name="byName"><fetchIndexElement property="name" type="Binary" order="ascending"/></fetchIndex>"#
        ),
    ]

    static func pair(_ from: String, _ to: String) throws -> (DataModel, DataModel) {
        #expect(base.contains(from), "the landmine does not apply: \(from)")
        return (try Snippet.parse(base), try Snippet.parse(base.replacingOccurrences(of: from, with: to)))
    }

    @Test("Two versions that differ in one hashed input are two schemas", arguments: hashed.map(\.input))
    func hashedInput(_ input: String) throws {
        let landmine = try #require(Self.hashed.first { $0.input == input })
        let (old, new) = try Self.pair(landmine.from, landmine.to)
        let inputs = [VersionHashInputs(coreData: old), VersionHashInputs(coreData: new)]
        #expect(inputs[0] != inputs[1], "\(input) does not enter Core Data's hash inputs")
        #expect(VersionFolding.groups(inputs).count == 2, "\(input): the two versions fold into one schema")
    }

    @Test("Two versions that differ only in what Core Data does not hash are one schema", arguments: ignored.map(\.input))
    func ignoredInput(_ input: String) throws {
        let landmine = try #require(Self.ignored.first { $0.input == input })
        let (old, new) = try Self.pair(landmine.from, landmine.to)
        #expect(VersionHashInputs(coreData: old) == VersionHashInputs(coreData: new), "\(input) entered the hash inputs")
    }

    @Test("SwiftData's reading keeps external storage, preserve on deletion and constraints; a derived attribute differs from Core Data's")
    func swiftDataReading() throws {
        for input in ["allows external storage", "preserve after deletion", "uniqueness constraint"] {
            let landmine = try #require(Self.hashed.first { $0.input == input })
            let (old, new) = try Self.pair(landmine.from, landmine.to)
            #expect(VersionHashInputs(swiftData: old) != VersionHashInputs(swiftData: new), "\(input) is not in SwiftData's reading")
        }
        let derived = try #require(Self.hashed.first { $0.input == "derivation" })
        let (_, model) = try Self.pair(derived.from, derived.to)
        let entity = "Note"
        let differences = VersionHashInputs.differences(
            coreData: try #require(VersionHashInputs(coreData: model).entities[entity]),
            swiftData: try #require(VersionHashInputs(swiftData: model).entities[entity]), entity: entity)
        #expect(differences.map(\.text) == ["attribute 'Note.count' is derived in the Core Data model and a plain stored property in its @Model class"])
    }

    @Test("SHA-256 gives the FIPS 180-4 digests")
    func sha256() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}
