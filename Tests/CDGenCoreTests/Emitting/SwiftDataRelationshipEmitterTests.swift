@testable import CDGenCore
import Testing

/// `--framework swiftdata`: relationships, their `@Relationship` arguments and the inverse on one side.
@Suite struct SwiftDataRelationshipEmitterTests {
    /// The inverse goes on one side only: the to-many side of a one-to-many pair, else the side
    /// that sorts first; a relationship that is its own inverse gets none.
    @Test func relationshipsWriteTheInverseOnOneSide() throws {
        let files = try SwiftDataSnippet.files(
            """
            <entity name="Person" representedClassName="Person">
                <relationship name="posts" optional="YES" toMany="YES" minCount="1" maxCount="10" deletionRule="Cascade" destinationEntity="Post" inverseName="author" inverseEntity="Post"/>
                <relationship name="friends" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Person" inverseName="friends" inverseEntity="Person"/>
                <relationship name="spouse" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Person" inverseName="spouseOf" inverseEntity="Person"/>
                <relationship name="spouseOf" optional="YES" maxCount="1" deletionRule="Deny" destinationEntity="Person" inverseName="spouse" inverseEntity="Person"/>
            </entity>
            <entity name="Post" representedClassName="Post">
                <relationship name="author" maxCount="1" deletionRule="Nullify" destinationEntity="Person" inverseName="posts" inverseEntity="Person"/>
                <relationship name="tags" optional="YES" toMany="YES" deletionRule="No Action" destinationEntity="Tag" inverseName="posts" inverseEntity="Tag"/>
            </entity>
            <entity name="Tag" representedClassName="Tag">
                <relationship name="posts" toMany="YES" deletionRule="Nullify" destinationEntity="Post" inverseName="tags" inverseEntity="Post"/>
            </entity>
            """)
        #expect(
            SwiftDataSnippet.body(files, "Person.swift").contains(
                #"""
                    @Relationship(deleteRule: .cascade, minimumModelCount: 1, maximumModelCount: 10, inverse: \Post.author) public var posts: [Post]? = []
                    public var friends: [Person]? = []
                    @Relationship(inverse: \Person.spouseOf) public var spouse: Person?
                    @Relationship(deleteRule: .deny) public var spouseOf: Person?

                    public init() {}
                """#))
        #expect(
            SwiftDataSnippet.body(files, "Post.swift").contains(
                #"""
                    public var author: Person
                    @Relationship(deleteRule: .noAction, inverse: \Tag.posts) public var tags: [Tag]? = []

                    public init(author: Person) {
                        self.author = author
                    }
                """#))
        #expect(SwiftDataSnippet.body(files, "Tag.swift").contains("    public var posts: [Post] = []\n"))
    }
}
