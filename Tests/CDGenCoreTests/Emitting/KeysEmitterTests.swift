@testable import CDGenCore
import Testing

/// `--keys`: name constants and typed key paths, inherited properties included.
@Suite struct KeysEmitterTests {
    static let model = """
        <entity name="Animal" representedClassName="Animal" isAbstract="YES" syncable="YES">
            <attribute name="name" optional="YES" attributeType="String"/>
        </entity>
        <entity name="Dog" representedClassName="Dog" parentEntity="Animal" syncable="YES">
            <attribute name="default" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
            <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Animal"/>
        </entity>
        """

    /// Hand-written: the parent's property first (marked as inherited), keywords escaped.
    @Test func keysAndKeyPathsOfASubentity() throws {
        let text = try #require(try Snippet.files(Self.model) { $0.keys = true }["Dog+CoreDataProperties.swift"])
        #expect(
            text.contains(
                """
                extension Dog {

                    /// The names of Dog's properties in the model, for NSPredicate, KVC and sort descriptors.
                    public enum Keys {
                        /// `name` (String, from Animal).
                        public static let name: Swift.String = "name"
                        /// `default` (Integer 16).
                        public static let `default`: Swift.String = "default"
                        /// `owner` (to-one Animal).
                        public static let owner: Swift.String = "owner"
                    }

                    /// Typed key paths of Dog's attributes and relationships.
                    public enum KeyPaths {
                        /// `name` (String, from Animal).
                        public static var name: Swift.ReferenceWritableKeyPath<Dog, Swift.String?> { \\Dog.name }
                        /// `default` (Integer 16).
                        public static var `default`: Swift.ReferenceWritableKeyPath<Dog, Swift.Int16> { \\Dog.`default` }
                        /// `owner` (to-one Animal).
                        public static var owner: Swift.ReferenceWritableKeyPath<Dog, Animal?> { \\Dog.owner }
                    }
                }

                """))
    }

    /// `--nonisolated` and `--access-level package` reach the nested types.
    @Test func isolationAndAccess() throws {
        let text = try #require(
            try Snippet.files(Self.model) {
                $0.keys = true; $0.nonisolated = true; $0.accessLevel = .package
            }["Animal+CoreDataProperties.swift"])
        #expect(text.contains("    nonisolated package enum Keys {\n        /// `name` (String).\n        package static let name: Swift.String = \"name\"\n"))
        #expect(text.contains("    nonisolated package enum KeyPaths {\n"))
    }

    /// An entity class named like a nested type would be shadowed inside the extensions: an error.
    @Test func classNamedKeysIsAnError() throws {
        let error = try #require(throws: DiagnosticError.self) {
            try Snippet.files(#"<entity name="Keys" representedClassName="Keys" syncable="YES"/>"#) { $0.keys = true }
        }
        #expect(error.diagnostics.contains { $0.id == "generated-name-clash" })
    }

    /// A key path names the type of every inherited attribute, so the file imports its framework
    /// (the NMAudio case: `ReferenceWritableKeyPath<NMAudio, UIColor?>` without `import UIKit`).
    @Test func aSubentityFileImportsTheFrameworksOfTheTypesItsKeyPathsInherit() throws {
        let model = """
            <entity name="Media" representedClassName="Media" isAbstract="YES" syncable="YES">
                <attribute name="tint" optional="YES" attributeType="Transformable" customClassName="UIColor"/>
            </entity>
            <entity name="Audio" representedClassName="Audio" parentEntity="Media" syncable="YES">
                <attribute name="length" attributeType="Double" usesScalarValueType="YES"/>
            </entity>
            """
        let keyed = try #require(try Snippet.files(model) { $0.keys = true }["Audio+CoreDataProperties.swift"])
        #expect(keyed.contains("public import UIKit\n"))
        #expect(keyed.contains("ReferenceWritableKeyPath<Audio, UIColor?>"))
        let plain = try #require(try Snippet.files(model)["Audio+CoreDataProperties.swift"])
        #expect(!plain.contains("UIKit"), "Xcode's file names no inherited type")
    }
}
