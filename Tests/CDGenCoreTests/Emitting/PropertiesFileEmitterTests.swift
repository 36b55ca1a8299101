@testable import CDGenCore
import Testing

/// XcodeOutput.md §6–§8 and §12: the properties file, its accessors and its era differences.
@Suite struct PropertiesFileEmitterTests {
    static let chat = """
        <entity name="Usuario" representedClassName="Usuario" syncable="YES">
            <attribute name="creditos" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
            <attribute name="login" optional="YES" attributeType="String"/>
            <relationship name="conversaciones" optional="YES" toMany="YES" deletionRule="Nullify" ordered="YES" destinationEntity="Conversacion" inverseName="participantes" inverseEntity="Conversacion"/>
            <relationship name="mensajes" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Mensaje" inverseName="usuario" inverseEntity="Mensaje"/>
        </entity>
        <entity name="Mensaje" representedClassName="Mensaje" syncable="YES">
            <relationship name="usuario" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Usuario" inverseName="mensajes" inverseEntity="Usuario"/>
        </entity>
        <entity name="Conversacion" representedClassName="Conversacion" syncable="YES">
            <relationship name="participantes" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Usuario" inverseName="conversaciones" inverseEntity="Usuario"/>
        </entity>
        """

    /// Hand-written from XcodeOutput.md §6 and §8 (Xcode 12–16 layout).
    @Test func xcode12LayoutWithOrderedAndUnorderedAccessors() throws {
        let files = try Snippet.files(Self.chat) { $0.era = .xcode12 }
        #expect(
            Snippet.body(files, "Usuario+CoreDataProperties.swift") == """
                import Foundation
                import CoreData


                extension Usuario {

                    @nonobjc public class func fetchRequest() -> NSFetchRequest<Usuario> {
                        return NSFetchRequest<Usuario>(entityName: "Usuario")
                    }

                    @NSManaged public var creditos: Int16
                    @NSManaged public var login: String?
                    @NSManaged public var conversaciones: NSOrderedSet?
                    @NSManaged public var mensajes: NSSet?

                }

                // MARK: Generated accessors for conversaciones
                extension Usuario {

                    @objc(insertObject:inConversacionesAtIndex:)
                    @NSManaged public func insertIntoConversaciones(_ value: Conversacion, at idx: Int)

                    @objc(removeObjectFromConversacionesAtIndex:)
                    @NSManaged public func removeFromConversaciones(at idx: Int)

                    @objc(insertConversaciones:atIndexes:)
                    @NSManaged public func insertIntoConversaciones(_ values: [Conversacion], at indexes: NSIndexSet)

                    @objc(removeConversacionesAtIndexes:)
                    @NSManaged public func removeFromConversaciones(at indexes: NSIndexSet)

                    @objc(replaceObjectInConversacionesAtIndex:withObject:)
                    @NSManaged public func replaceConversaciones(at idx: Int, with value: Conversacion)

                    @objc(replaceConversacionesAtIndexes:withConversaciones:)
                    @NSManaged public func replaceConversaciones(at indexes: NSIndexSet, with values: [Conversacion])

                    @objc(addConversacionesObject:)
                    @NSManaged public func addToConversaciones(_ value: Conversacion)

                    @objc(removeConversacionesObject:)
                    @NSManaged public func removeFromConversaciones(_ value: Conversacion)

                    @objc(addConversaciones:)
                    @NSManaged public func addToConversaciones(_ values: NSOrderedSet)

                    @objc(removeConversaciones:)
                    @NSManaged public func removeFromConversaciones(_ values: NSOrderedSet)

                }

                // MARK: Generated accessors for mensajes
                extension Usuario {

                    @objc(addMensajesObject:)
                    @NSManaged public func addToMensajes(_ value: Mensaje)

                    @objc(removeMensajesObject:)
                    @NSManaged public func removeFromMensajes(_ value: Mensaje)

                    @objc(addMensajes:)
                    @NSManaged public func addToMensajes(_ values: NSSet)

                    @objc(removeMensajes:)
                    @NSManaged public func removeFromMensajes(_ values: NSSet)

                }

                extension Usuario : Identifiable {

                }

                """)
    }

    @Test func toOneIsTheDestinationClass() throws {
        let files = try Snippet.files(Self.chat)
        #expect(files["Mensaje+CoreDataProperties.swift"]?.contains("    @NSManaged public var usuario: Usuario?\n") == true)
        #expect(files["Mensaje+CoreDataProperties.swift"]?.contains("MARK") == false)
    }

    @Test func xcode8EndsTheFetchRequestWithASemicolonAndHasNoIdentifiable() throws {
        let text = try #require(try Snippet.files(Self.chat) { $0.era = .xcode8 }["Mensaje+CoreDataProperties.swift"])
        #expect(text.contains(#"return NSFetchRequest<Mensaje>(entityName: "Mensaje");"#))
        #expect(!text.contains("Identifiable"))
    }

    @Test func xcode9HasNoSemicolonAndNoIdentifiable() throws {
        let text = try #require(try Snippet.files(Self.chat) { $0.era = .xcode9 }["Mensaje+CoreDataProperties.swift"])
        #expect(text.contains(#"return NSFetchRequest<Mensaje>(entityName: "Mensaje")"# + "\n"))
        #expect(!text.contains("Identifiable"))
    }

    @Test func xcode26UsesPublicImportAndTheSetTypealias() throws {
        let files = try Snippet.files(Self.chat) { $0.era = .xcode26 }
        #expect(
            Snippet.body(files, "Mensaje+CoreDataProperties.swift").hasPrefix(
                """
                public import Foundation
                public import CoreData


                public typealias MensajeCoreDataPropertiesSet = NSSet

                extension Mensaje {

                """))
    }

    @Test func nonisolatedMarksEveryManagedMember() throws {
        let text = try #require(try Snippet.files(Self.chat) { $0.nonisolated = true }["Usuario+CoreDataProperties.swift"])
        #expect(text.contains("    @NSManaged nonisolated public var login: String?\n"))
        #expect(text.contains("    @NSManaged nonisolated public func addToMensajes(_ value: Mensaje)\n"))
        #expect(text.contains("    @nonobjc public class func fetchRequest()"))
    }

    /// Xcode 27 writes `nonisolated` after every `@NSManaged` whatever the target, and nothing
    /// else changed from Xcode 26: the era is Xcode 26 with `--nonisolated`, file for file, and
    /// `--no-nonisolated` cannot take the keyword away from it.
    @Test func xcode27IsXcode26WithNonisolated() throws {
        let xcode27 = try Snippet.files(Self.chat) {
            $0.era = .xcode27
            $0.nonisolated = false
        }
        let nonisolated26 = try Snippet.files(Self.chat) {
            $0.era = .xcode26
            $0.nonisolated = true
        }
        #expect(xcode27 == nonisolated26)
        let text = try #require(xcode27["Usuario+CoreDataProperties.swift"])
        #expect(text.contains("    @NSManaged nonisolated public var login: String?\n"))
        #expect(text.contains("    @NSManaged nonisolated public func addToMensajes(_ value: Mensaje)\n"))
        #expect(text.contains("    @nonobjc public class func fetchRequest()"))
        #expect(xcode27 != (try Snippet.files(Self.chat) { $0.era = .xcode26 }))
    }

    /// In cdgen's own format, `--nonisolated` reaches every member declared in an extension
    /// (`fetchRequest()`, managed properties and accessors, primitive accessors, the ordered view,
    /// typed accessors, fetch helpers and the nested types), so a MainActor-by-default target can
    /// use them all from a background context. Members of the nested types inherit it.
    @Test func nonisolatedBeyondXcodeMarksEveryExtensionMember() throws {
        let text = try #require(
            try Snippet.files(Self.chat) {
                $0.nonisolated = true; $0.apply(.swift)
            }["Usuario+CoreDataProperties.swift"])
        let declarations = text.split(separator: "\n").filter { line in
            line.hasPrefix("    ") && !line.hasPrefix("     ")
                && [" func ", " var ", " enum ", " struct "].contains { line.contains($0) }
        }
        #expect(declarations.count >= 15, "too few member declarations found: \(declarations)")
        for line in declarations {
            #expect(line.contains("nonisolated "), "not nonisolated: \(line)")
        }
        #expect(text.contains("    @nonobjc nonisolated public class func fetchRequest() -> NSFetchRequest<Usuario> {\n"))
        #expect(text.contains("    nonisolated public var creditos: Swift.Int16? {\n"))
        #expect(text.contains("    nonisolated public struct ObjectID: Swift.Hashable, Swift.Sendable {\n"))
    }

    @Test func entityWithNoPropertiesKeepsBothBlankLines() throws {
        let files = try Snippet.files(#"<entity name="Empty" representedClassName="Empty"/>"#) { $0.era = .xcode9 }
        #expect(
            Snippet.body(files, "Empty+CoreDataProperties.swift").hasSuffix(
                """
                        return NSFetchRequest<Empty>(entityName: "Empty")
                    }


                }

                """))
    }

    @Test func classNameDiffersFromEntityName() throws {
        let files = try Snippet.files(#"<entity name="Language" representedClassName="Data.LanguageMO"/>"#)
        let text = try #require(files["LanguageMO+CoreDataProperties.swift"])
        #expect(text.contains(#"return NSFetchRequest<LanguageMO>(entityName: "Language")"#))
        #expect(text.contains("extension LanguageMO {"))
    }

    @Test func keywordsAreEscapedInDeclarationsButNotInAccessorNames() throws {
        let files = try Snippet.files(
            """
            <entity name="K" representedClassName="K">
                <attribute name="extension" optional="YES" attributeType="String"/>
                <attribute name="repeat" optional="YES" attributeType="Integer 16" usesScalarValueType="NO"/>
                <relationship name="protocol" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="K"/>
            </entity>
            """)
        let text = try #require(files["K+CoreDataProperties.swift"])
        #expect(text.contains("    @NSManaged public var `extension`: String?\n"))
        #expect(text.contains("    @NSManaged public var `repeat`: NSNumber?\n"))
        #expect(text.contains("    @NSManaged public var `protocol`: NSSet?\n"))
        #expect(text.contains("    @objc(addProtocolObject:)\n    @NSManaged public func addToProtocol(_ value: K)\n"))
    }

    @Test func subEntityListsOnlyItsOwnPropertiesAndIsNotIdentifiable() throws {
        let files = try Snippet.files(
            """
            <entity name="Person" representedClassName="Person" isAbstract="YES"><attribute name="name" optional="YES" attributeType="String"/></entity>
            <entity name="Employee" representedClassName="Employee" parentEntity="Person"><attribute name="salary" optional="YES" attributeType="Double" usesScalarValueType="YES"/></entity>
            """)
        let employee = try #require(files["Employee+CoreDataProperties.swift"])
        #expect(!employee.contains("var name"))
        #expect(employee.contains("var salary: Double\n"))
        #expect(!employee.contains("Identifiable"))
        #expect(files["Person+CoreDataProperties.swift"]?.contains("extension Person : Identifiable {") == true)
    }

    @Test func fetchedPropertiesGetNoCode() throws {
        let files = try Snippet.files(
            """
            <entity name="Book" representedClassName="Book">
                <attribute name="title" optional="YES" attributeType="String"/>
                <fetchedProperty name="feedbackList" optional="YES"><fetchRequest name="fetchedPropertyFetchRequest" entity="Book" predicateString="title == $FETCH_SOURCE.title"/></fetchedProperty>
            </entity>
            """)
        #expect(files["Book+CoreDataProperties.swift"]?.contains("feedbackList") == false)
    }
}
