import CDGenSourceCheck
import Testing

/// What `SourceReader` finds in hand-written classes: each class and extension with its members,
/// located, in file order, and the ranges a fix replaces.
@Suite struct SourceReaderTests {
    static let text = """
        import CoreData

        public typealias Tags = Set<Tag>

        @objc(Usuario)
        public class Usuario: AppManagedObject {
            @NSManaged public var nombre: String?
            @NSManaged var `default`: Bool
            @objc(edadValue) @NSManaged var edad: Int16
            var a, b: Int
            var display: String { nombre ?? "" }
            static let entityName = "Usuario"

            enum Kind: Int16 { case a }
            @objc enum Status: Int32 { case open }
        }

        extension Usuario {
            #if DEBUG
            @NSManaged public var debugNote: String
            #endif
            @objc(addMensajesObject:)
            @NSManaged public func addToMensajes(_ value: Mensaje)
        }
        """

    @Test func classesExtensionsAndMembersAreIndexedWithTheirLocations() {
        let (file, problems) = SourceReader.read(text: Self.text, path: "App/Usuario.swift")
        #expect(problems.isEmpty)
        #expect(file.typeAliases == ["Tags": "Set<Tag>"])
        #expect(file.objcEnums == ["Status": "Int32"])
        #expect(file.types.map(\.name) == ["Usuario", "Usuario"])
        let declaration = file.types[0]
        #expect(!declaration.isExtension && declaration.objcName == "Usuario" && declaration.inherited == ["AppManagedObject"])
        #expect(declaration.location.description == "App/Usuario.swift:5:1")
        #expect(declaration.members.map(\.name) == ["nombre", "default", "edad", "a", "b", "display", "entityName"])
        #expect(declaration.members.map(\.isManaged) == [true, true, true, false, false, false, false])
        #expect(declaration.members.map(\.typeText) == ["String?", "Bool", "Int16", "Int", "Int", "String", nil])
        #expect(declaration.members[2].objcName == "edadValue" && declaration.members[2].location.line == 9)
        #expect(declaration.members[5].isComputed && declaration.members[6].isStatic && declaration.members[6].isLet)
        let range = declaration.members[0].typeRange!
        #expect(String(decoding: Array(Self.text.utf8)[range], as: UTF8.self) == "String?")
        #expect(Array(Self.text.utf8)[declaration.closingBraceOffset] == UInt8(ascii: "}"))

        let extensionDeclaration = file.types[1]
        #expect(extensionDeclaration.isExtension && !extensionDeclaration.isConditional)
        #expect(extensionDeclaration.members.map(\.name) == ["debugNote", "addToMensajes"])
        let method = extensionDeclaration.members[1]
        #expect(method.kind == .method && method.isManaged && method.objcName == "addMensajesObject:")
        #expect(method.parameters.map(\.label) == ["_"] && method.parameters.map(\.type) == ["Mensaje"])
    }

    @Test func nestedTypesAreQualifiedAndConditionalOnesMarked() {
        let text = """
            enum Storage {
                final class Item: NSManagedObject {}
            }
            #if os(iOS)
            extension Storage.Item {}
            #endif
            """
        let (file, _) = SourceReader.read(text: text, path: "S.swift")
        #expect(file.types.map(\.name) == ["Storage.Item", "Storage.Item"])
        #expect(file.types.map(\.isConditional) == [false, true])
    }

    @Test func aFileSwiftSyntaxCannotParseIsAWarningAtTheFirstError() {
        let (file, problems) = SourceReader.read(text: "class A: NSManagedObject {\n    @NSManaged var x: \n}\n", path: "Bad.swift")
        #expect(file.types.map(\.name) == ["A"])
        #expect(problems.map(\.severity) == [.warning])
        #expect(problems.first?.location?.description == "Bad.swift:2:23")   // where the type is missing
    }
}
