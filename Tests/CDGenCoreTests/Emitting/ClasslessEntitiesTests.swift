@testable import CDGenCore
import Testing

/// Entities whose model names no class of their own: Core Data creates plain `NSManagedObject`s
/// for them, so they get no files, and what points to them is typed `NSManagedObject` (as Xcode 7
/// wrote it). The `classless` landmine type-checks the same shapes in every configuration.
@Suite struct ClasslessEntitiesTests {
    static let model = """
        <entity name="Genre" syncable="YES">
            <attribute name="title" optional="YES" attributeType="String"/>
        </entity>
        <entity name="Legacy" representedClassName="NSManagedObject" syncable="YES" codeGenerationType="class"/>
        <entity name="Rock" representedClassName="Rock" parentEntity="Genre" syncable="YES" codeGenerationType="class">
            <attribute name="loud" attributeType="Boolean" usesScalarValueType="YES"/>
        </entity>
        <entity name="Song" representedClassName="Song" syncable="YES" codeGenerationType="class">
            <relationship name="genre" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Genre"/>
            <relationship name="legacies" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Legacy"/>
        </entity>
        """

    @Test func theyGetNoFilesInAnySelection() throws {
        for codegen in CodegenSelection.allCases {
            for complement in [false, true] {
                var options = GeneratorOptions()
                options.codegen = codegen
                options.complement = complement
                let plan = OutputPlan(model: try Snippet.parse(Self.model), options: options)
                #expect(plan.classlessEntities == ["Genre", "Legacy"])
                #expect(!plan.files.contains { $0.entityName == "Genre" || $0.entityName == "Legacy" })
            }
        }
    }

    @Test func eachGetsANoteAndNothingElse() throws {
        // Song's relationships have no inverse (two warnings of their own).
        let found = ModelValidator.validate(alone: try Snippet.parse(Self.model), options: GeneratorOptions()).filter { $0.id != "missing-inverse" }
        #expect(found.map(\.id) == ["no-custom-class", "no-custom-class"])
        #expect(found.map(\.severity) == [.note, .note])
        #expect(found.map(\.location?.line) == [3, 6])
    }

    @Test func xcodeFormatTypesWhatPointsToThemNSManagedObject() throws {
        let files = try Snippet.files(Self.model)
        #expect(
            files.keys.sorted() == [
                "Rock+CoreDataClass.swift", "Rock+CoreDataProperties.swift", "Snippet+CoreDataModel.swift",
                "Song+CoreDataClass.swift", "Song+CoreDataProperties.swift",
            ])
        #expect(try #require(files["Rock+CoreDataClass.swift"]).contains("public class Rock: NSManagedObject {"))
        let song = try #require(files["Song+CoreDataProperties.swift"])
        #expect(song.contains("    @NSManaged public var genre: NSManagedObject?\n"))
        #expect(song.contains("    @NSManaged public var legacies: NSSet?\n"))
        #expect(song.contains("    @NSManaged public func addToLegacies(_ value: NSManagedObject)\n"))
    }

    @Test func swiftStyleTypesThemNSManagedObjectAndKeepsKeyPathsToMembers() throws {
        let files = try Snippet.files(Self.model) { $0.apply(.swift) }
        let song = try #require(files["Song+CoreDataProperties.swift"])
        #expect(song.contains("public var legacies: Swift.Set<NSManagedObject>"), "\(song)")
        let rock = try #require(files["Rock+CoreDataProperties.swift"])
        // `title` is Genre's: Rock has it in the model (a key) but not as a member (no key path).
        #expect(rock.contains("public static let title: Swift.String = \"title\""))
        #expect(!rock.contains("\\Rock.title"))
        #expect(rock.contains("\\Rock.loud"))
    }
}
