@testable import CDGenCore
import Testing

/// `--access-level`: every declaration, accessors and imports included.
@Suite struct CoreDataEmitContextTests {
    static let entity = """
        <entity name="Usuario" representedClassName="Usuario" syncable="YES">
            <attribute name="login" optional="YES" attributeType="String"/>
            <relationship name="amigos" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Usuario"/>
        </entity>
        """

    /// Hand-written: internal writes no modifier at all and a plain `import` (Xcode 26 era).
    @Test func internalAccess() throws {
        let files = try Snippet.files(Self.entity) { $0.accessLevel = .internal }
        #expect(
            Snippet.body(files, "Usuario+CoreDataClass.swift") == """
                // swift-format-ignore-file
                // swiftlint:disable all

                import Foundation
                import CoreData

                typealias UsuarioCoreDataClassSet = NSSet

                @objc(Usuario)
                class Usuario: NSManagedObject {

                }

                """)
        let properties = try #require(files["Usuario+CoreDataProperties.swift"])
        #expect(properties.contains("    @nonobjc class func fetchRequest() -> NSFetchRequest<Usuario> {\n"))
        #expect(properties.contains("    @NSManaged var login: Swift.String?\n"))
        #expect(properties.contains("    @NSManaged func addToAmigos(_ value: Usuario)\n"))
        #expect(!properties.contains("public"))
        #expect(files["Snippet+CoreDataModel.swift"]?.contains("\ntypealias SnippetFoundationFrameworkSet = NSSet\n") == true)
    }

    /// Package access: `package` declarations, and `public import` (a `package import` breaks the
    /// plain imports of the target's other files unless it has `InternalImportsByDefault`).
    @Test func packageAccess() throws {
        let files = try Snippet.files(Self.entity) { $0.accessLevel = .package }
        let properties = try #require(files["Usuario+CoreDataProperties.swift"])
        #expect(properties.contains("public import Foundation\npublic import CoreData\n"))
        #expect(!properties.contains("package import"))
        #expect(properties.contains("    @NSManaged package func removeFromAmigos(_ values: NSSet)\n"))
        #expect(files["Usuario+CoreDataClass.swift"]?.contains("\npackage class Usuario: NSManagedObject {\n") == true)
    }

    /// The default options leave Xcode's text alone: no linter lines, no qualification.
    @Test func defaultIsXcodes() throws {
        let files = try Snippet.files(Self.entity)
        for text in files.values {
            #expect(!text.contains("swiftlint"))
            #expect(!text.contains("Swift."))
        }
    }
}
