@testable import CDGenCore
import Testing

/// `--typed-collections`: typed properties, typed accessors and the ordered view.
@Suite struct ToManyAccessorsEmitterTests {
    static let model = """
        <entity name="Album" representedClassName="Album" syncable="YES">
            <relationship name="photos" optional="YES" toMany="YES" deletionRule="Nullify" ordered="YES" destinationEntity="Photo" inverseName="albums" inverseEntity="Photo"/>
            <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Photo"/>
        </entity>
        <entity name="Photo" representedClassName="Photo" syncable="YES">
            <relationship name="albums" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Album" inverseName="photos" inverseEntity="Album"/>
        </entity>
        """

    /// Hand-written: `Set<Dest>` and the `NSOrderedSet` with its array view; `IndexSet` and
    /// array wrappers where the selector takes an ordered set.
    @Test func typedAccessorsAndView() throws {
        let files = try Snippet.files(Self.model) {
            $0.typedCollections = true; $0.era = .xcode9
        }
        #expect(
            Snippet.body(files, "Album+CoreDataProperties.swift") == """
                // swift-format-ignore-file
                // swiftlint:disable all

                import Foundation
                import CoreData


                extension Album {

                    @nonobjc public class func fetchRequest() -> NSFetchRequest<Album> {
                        return NSFetchRequest<Album>(entityName: "Album")
                    }

                    @NSManaged public var photos: Foundation.NSOrderedSet
                    @NSManaged public var tags: Swift.Set<Photo>

                    /// `photos` as an array of Photo, in order.
                    public var photosArray: [Photo] {
                        get { photos.array.compactMap { $0 as? Photo } }
                        set { photos = Foundation.NSOrderedSet(array: newValue) }
                    }

                }

                // MARK: Generated accessors for photos
                extension Album {

                    @objc(insertObject:inPhotosAtIndex:)
                    @NSManaged public func insertIntoPhotos(_ value: Photo, at idx: Swift.Int)

                    @objc(removeObjectFromPhotosAtIndex:)
                    @NSManaged public func removeFromPhotos(at idx: Swift.Int)

                    @objc(insertPhotos:atIndexes:)
                    @NSManaged public func insertIntoPhotos(_ values: [Photo], at indexes: Foundation.IndexSet)

                    @objc(removePhotosAtIndexes:)
                    @NSManaged public func removeFromPhotos(at indexes: Foundation.IndexSet)

                    @objc(replaceObjectInPhotosAtIndex:withObject:)
                    @NSManaged public func replacePhotos(at idx: Swift.Int, with value: Photo)

                    @objc(replacePhotosAtIndexes:withPhotos:)
                    @NSManaged public func replacePhotos(at indexes: Foundation.IndexSet, with values: [Photo])

                    @objc(addPhotosObject:)
                    @NSManaged public func addToPhotos(_ value: Photo)

                    @objc(removePhotosObject:)
                    @NSManaged public func removeFromPhotos(_ value: Photo)

                    public func addToPhotos(_ values: [Photo]) {
                        mutableOrderedSetValue(forKey: "photos").addObjects(from: values)
                    }

                    public func removeFromPhotos(_ values: [Photo]) {
                        mutableOrderedSetValue(forKey: "photos").removeObjects(in: values)
                    }

                }

                // MARK: Generated accessors for tags
                extension Album {

                    @objc(addTagsObject:)
                    @NSManaged public func addToTags(_ value: Photo)

                    @objc(removeTagsObject:)
                    @NSManaged public func removeFromTags(_ value: Photo)

                    @objc(addTags:)
                    @NSManaged public func addToTags(_ values: Swift.Set<Photo>)

                    @objc(removeTags:)
                    @NSManaged public func removeFromTags(_ values: Swift.Set<Photo>)

                }

                """)
    }

    /// `cdgen.typedCollections = NO` on an entity keeps Xcode's `NSSet?` there.
    @Test func entityOverrideTurnsItOff() throws {
        let model = Self.model.replacingOccurrences(
            of: #"<entity name="Photo" representedClassName="Photo" syncable="YES">"#,
            with: """
                <entity name="Photo" representedClassName="Photo" syncable="YES">
                    <userInfo><entry key="cdgen.typedCollections" value="NO"/></userInfo>
                """)
        let files = try Snippet.files(model) { $0.typedCollections = true }
        #expect(files["Photo+CoreDataProperties.swift"]?.contains("@NSManaged public var albums: NSSet?\n") == true)
        #expect(files["Album+CoreDataProperties.swift"]?.contains("@NSManaged public var tags: Swift.Set<Photo>\n") == true)
    }

    /// A property that already uses the view's name is a located error.
    @Test func viewNameClashIsAnError() throws {
        let model = Self.model.replacingOccurrences(
            of: "<entity name=\"Album\" representedClassName=\"Album\" syncable=\"YES\">",
            with: """
                <entity name="Album" representedClassName="Album" syncable="YES">
                    <attribute name="photosArray" optional="YES" attributeType="String"/>
                """)
        let error = try #require(throws: DiagnosticError.self) { try Snippet.files(model) { $0.typedCollections = true } }
        #expect(error.diagnostics.contains { $0.id == "generated-name-clash" && $0.message.contains("'photosArray'") })
    }
}
