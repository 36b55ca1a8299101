import CDGenCore
import CDGenSourceCheck
import Testing

/// `SourceFixer` on Swift text in memory: fixes built the way the check builds them (ranges and
/// offsets from `SourceReader`'s parse), exact Swift out.
@Suite struct SourceFixerTests {
    /// An Xcode-style properties extension of a hand-written class.
    static let properties = """
        import Foundation
        import CoreData

        extension Usuario {

            @NSManaged public var nombre: String?
            @NSManaged public var edad: Int32

        }

        """

    /// The fix replacing the type of `member` (the first class or extension declaring it) with `text`.
    static func replace(_ member: String, in text: String, path: String = "App/Usuario+CoreDataProperties.swift", with type: String) -> SourceFix {
        let file = SourceReader.read(text: text, path: path).file
        let range = file.types.lazy.flatMap(\.members).first { $0.name == member }!.typeRange!
        return .replaceType(file: path, range: range, text: type)
    }

    /// The fix adding `lines` to the `index`th class or extension of `text`.
    static func add(_ lines: [String], to text: String, type index: Int = 0, path: String = "App/Usuario+CoreDataProperties.swift") -> SourceFix {
        let type = SourceReader.read(text: text, path: path).file.types[index]
        return .addMembers(className: "Usuario", entity: "Usuario", lines: lines, file: path, offset: type.closingBraceOffset, besideFile: path)
    }

    /// Applies `fixes` to the files `files` (path → text); the one changed text, or the outcome.
    static func fix(_ fixes: [SourceFix], _ files: [String: String]) -> SourceFixer.Outcome {
        SourceFixer.apply(fixes, modelName: "Chat", read: { files[$0].map { Array($0.utf8) } })
    }

    /// Every line of `old` is in `new`, in order: nothing the user wrote was removed.
    static func keepsEveryLine(_ old: String, _ new: String) -> Bool {
        var remaining = new.split(separator: "\n", omittingEmptySubsequences: false)[...]
        for line in old.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let index = remaining.firstIndex(of: line) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return true
    }

    @Test func aTypeIsReplacedInPlace() {
        let path = "App/Usuario+CoreDataProperties.swift"
        let outcome = Self.fix([Self.replace("edad", in: Self.properties, with: "Int64")], [path: Self.properties])
        #expect(outcome.refused.isEmpty && outcome.applied.count == 1)
        #expect(outcome.files.map(\.path) == [path])
        #expect(outcome.files.first?.new == Self.properties.replacingOccurrences(of: "edad: Int32", with: "edad: Int64"))
    }

    @Test func membersGoAfterTheLastMemberInOrderIndentedLikeIt() {
        let path = "App/Usuario+CoreDataProperties.swift"
        let outcome = Self.fix(
            [Self.add(["@NSManaged public var login: String?", "@NSManaged public var mensajes: NSSet?"], to: Self.properties)], [path: Self.properties])
        #expect(
            outcome.files.first?.new == """
                import Foundation
                import CoreData

                extension Usuario {

                    @NSManaged public var nombre: String?
                    @NSManaged public var edad: Int32
                    @NSManaged public var login: String?
                    @NSManaged public var mensajes: NSSet?

                }

                """)
        #expect(Self.keepsEveryLine(Self.properties, outcome.files[0].new))
    }

    @Test func severalFixesOfOneFileApplyTogetherEachLineOnce() {
        let path = "App/Usuario+CoreDataProperties.swift"
        let text =
            Self.properties + """
                extension Usuario {
                  func greet() {}
                }

                """
        let fixes = [
            Self.add(["@NSManaged public var login: String?"], to: text),
            Self.replace("edad", in: text, with: "Int64"),
            Self.replace("nombre", in: text, with: "String"),
            Self.add(["@NSManaged public var login: String?", "@NSManaged public var alta: Date?"], to: text),
            Self.add(["@NSManaged public var nota: String?"], to: text, type: 1),
            Self.replace("edad", in: text, with: "Int64"),
        ]
        let outcome = Self.fix(fixes, [path: text])
        #expect(outcome.refused.isEmpty && outcome.applied.count == 5)
        #expect(
            outcome.files.first?.new == """
                import Foundation
                import CoreData

                extension Usuario {

                    @NSManaged public var nombre: String
                    @NSManaged public var edad: Int64
                    @NSManaged public var login: String?
                    @NSManaged public var alta: Date?

                }
                extension Usuario {
                  func greet() {}
                  @NSManaged public var nota: String?
                }

                """)
        #expect(
            outcome.files.first?.changes.map { "\($0.line): \($0.summary)" } == [
                "6: `String?` → `String`", "7: `Int32` → `Int64`", "8: added `@NSManaged public var login: String?`",
                "9: added `@NSManaged public var alta: Date?`", "14: added `@NSManaged public var nota: String?`",
            ])
    }

    @Test func aClassWithoutAnExtensionGetsANewPropertiesFileBesideIt() {
        let classFile = "App/Model/Usuario.swift"
        let text = "import CoreData\n\n@objc(Usuario)\npublic class Usuario: NSManagedObject {\n}\n"
        let lines = ["@NSManaged public var color: UIColor?", "@NSManaged public var login: String?"]
        let fix = SourceFix.addMembers(className: "Usuario", entity: "Usuario", lines: lines, file: nil, offset: nil, besideFile: classFile)
        let outcome = Self.fix([fix], [classFile: text])
        #expect(outcome.refused.isEmpty && outcome.applied == [fix])
        #expect(outcome.files.map(\.path) == ["App/Model/Usuario+CoreDataProperties.swift"] && outcome.files.first?.old == nil)
        #expect(
            outcome.files.first?.new == """
                //
                //  Usuario+CoreDataProperties.swift
                //  Chat
                //
                //  Written by cdgen lint --fix from the Chat model; yours to edit.
                //
                //

                import Foundation
                import CoreData
                import UIKit


                extension Usuario {

                    @NSManaged public var color: UIColor?
                    @NSManaged public var login: String?

                }

                """)
        #expect(outcome.files.first?.changes.map(\.line) == [16, 17])
        // Not cdgen's file: `generate --prune` must never remove it.
        #expect(GeneratedFileMarker.modelName(in: outcome.files[0].new[...]) == nil)
        // A file of that name that does not extend the class is the user's: never overwritten.
        let taken = Self.fix([fix], [classFile: text, "App/Model/Usuario+CoreDataProperties.swift": "// mine\n"])
        #expect(taken.files.isEmpty && taken.applied.isEmpty)
        #expect(
            taken.refused.map(\.description) == [
                "App/Model/Usuario+CoreDataProperties.swift: warning: not fixed: App/Model/Usuario+CoreDataProperties.swift exists, and no extension of Usuario in the sources checked holds its @NSManaged properties; add the missing declarations by hand"
            ])
    }

    @Test func aNewFileTakesTheStyleOfTheClassFile() {
        let classFile = "Usuario.swift"
        let text = "public import CoreData\r\n\r\npublic class Usuario: NSManagedObject {\r\n\tvar x = 0\r\n}\r\n"
        let fix = SourceFix.addMembers(
            className: "Usuario", entity: "Usuario", lines: ["@NSManaged public var a: Int16"], file: nil, offset: nil, besideFile: classFile)
        let new = Self.fix([fix], [classFile: text]).files.first?.new
        #expect(
            new?.hasSuffix(
                "public import Foundation\r\npublic import CoreData\r\n\r\n\r\nextension Usuario {\r\n\r\n\t@NSManaged public var a: Int16\r\n\r\n}\r\n")
                == true)
        #expect(new?.hasPrefix("//\r\n//  Usuario+CoreDataProperties.swift\r\n") == true)
    }

    @Test func aCommentBlocksIndentationIsNotTheCodes() {
        let classFile = "Usuario.swift"
        let text = "/*\n Copyright (c) 2020\n\n Licensed under …\n */\n\nclass Usuario: NSManagedObject {\n  var x: Int {\n    0\n  }\n}\n"
        let fix = SourceFix.addMembers(
            className: "Usuario", entity: "Usuario", lines: ["@NSManaged var a: Int16"], file: nil, offset: nil, besideFile: classFile)
        #expect(Self.fix([fix], [classFile: text]).files.first?.new.hasSuffix("extension Usuario {\n\n  @NSManaged var a: Int16\n\n}\n") == true)
    }

    @Test func crlfLineEndingsAndTabsKeepTheirStyle() {
        let path = "Usuario.swift"
        let text = "import CoreData\r\n\r\nextension Usuario {\r\n\t@NSManaged var edad: Int32\r\n\r\n}\r\n"
        let outcome = Self.fix(
            [Self.add(["@NSManaged var login: String?"], to: text, path: path), Self.replace("edad", in: text, path: path, with: "Int64")], [path: text])
        #expect(
            outcome.files.first?.new
                == "import CoreData\r\n\r\nextension Usuario {\r\n\t@NSManaged var edad: Int64\r\n\t@NSManaged var login: String?\r\n\r\n}\r\n")
    }

    @Test func aFileWithoutATrailingNewlineStaysWithout() {
        let path = "Usuario.swift"
        let text = "extension Usuario {\n  @NSManaged var edad: Int32\n}"
        let outcome = Self.fix([Self.add(["@NSManaged var login: String?"], to: text, path: path)], [path: text])
        #expect(outcome.files.first?.new == "extension Usuario {\n  @NSManaged var edad: Int32\n  @NSManaged var login: String?\n}")
    }

    @Test func membersGoAfterAConditionalBlockNotIntoIt() {
        let path = "Usuario.swift"
        let text = "extension Usuario {\n    #if DEBUG\n    @NSManaged var nota: String?\n    #endif\n}\n"
        let outcome = Self.fix([Self.add(["@NSManaged var login: String?"], to: text, path: path)], [path: text])
        #expect(
            outcome.files.first?.new
                == "extension Usuario {\n    #if DEBUG\n    @NSManaged var nota: String?\n    #endif\n    @NSManaged var login: String?\n}\n")
    }

    @Test func aBraceOnTheDeclarationsLineMovesToItsOwn() {
        let path = "Usuario.swift"
        let text = "enum Holder {\n    final class Usuario: NSManagedObject {}\n}\n"
        let outcome = Self.fix([Self.add(["@NSManaged var login: String?"], to: text, path: path)], [path: text])
        #expect(outcome.files.first?.new == "enum Holder {\n    final class Usuario: NSManagedObject {\n        @NSManaged var login: String?\n    }\n}\n")
        #expect(outcome.files.first?.changes.map(\.line) == [3])
    }

    @Test func aFixThatNoLongerFitsTheFileChangesNothing() {
        let path = "App/Usuario+CoreDataProperties.swift"
        let edited = "// a line added since the check read the file\n" + Self.properties
        let stale = [Self.add(["@NSManaged public var login: String?"], to: Self.properties), Self.replace("edad", in: Self.properties, with: "Int64")]
        let outcome = Self.fix(stale, [path: edited])
        #expect(outcome.files.isEmpty && outcome.applied.isEmpty)
        #expect(outcome.refused.map(\.message) == ["not fixed: the file changed since it was read"])
        let unreadable = Self.fix(stale, [:])
        #expect(unreadable.refused.map(\.description) == ["\(path): warning: not fixed: cannot read \(path)"])
    }

    @Test func aFixThatWouldBreakTheFilesSyntaxIsRefused() {
        let path = "Usuario.swift"
        let text = "extension Usuario {\n    @NSManaged var edad: Int32\n}\n"
        let outcome = Self.fix([Self.replace("edad", in: text, path: path, with: "Int64 {")], [path: text])
        #expect(outcome.files.isEmpty && outcome.refused.map(\.message) == ["not fixed: the fixed file would not parse; fix it by hand"])
    }

    @Test func theDiffOfAFixIsUnified() {
        let path = "Usuario.swift"
        let text = "extension Usuario {\n    @NSManaged var edad: Int32\n}\n"
        let outcome = Self.fix(
            [Self.replace("edad", in: text, path: path, with: "Int64"), Self.add(["@NSManaged var login: String?"], to: text, path: path)], [path: text])
        #expect(
            outcome.files.first?.diff == """
                --- Usuario.swift
                +++ Usuario.swift
                @@ -1,3 +1,4 @@
                 extension Usuario {
                -    @NSManaged var edad: Int32
                +    @NSManaged var edad: Int64
                +    @NSManaged var login: String?
                 }

                """)
        #expect(outcome.files.first?.changes.map { "\($0.line): \($0.summary)" } == ["2: `Int32` → `Int64`", "3: added `@NSManaged var login: String?`"])
    }
}

/// `--fix` then the check again: on models in memory, the fixed files have no error left.
@Suite struct SourceFixRoundTripTests {
    static let model = """
        <?xml version="1.0" encoding="UTF-8"?>
        <model>
            <entity name="Usuario" representedClassName="Usuario" syncable="YES">
                <attribute name="edad" optional="YES" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="login" optional="YES" attributeType="String"/>
                <attribute name="alta" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <relationship name="mensajes" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Mensaje" inverseName="autor" inverseEntity="Mensaje"/>
            </entity>
            <entity name="Mensaje" representedClassName="Mensaje" syncable="YES">
                <attribute name="texto" optional="YES" attributeType="String"/>
                <relationship name="autor" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Usuario" inverseName="mensajes" inverseEntity="Usuario"/>
            </entity>
        </model>
        """

    /// The hand-written classes: a type that truncates, two properties missing from Usuario's
    /// extension, a class with no extension at all.
    static let sources = [
        "App/Usuario.swift": """
        import CoreData

        @objc(Usuario)
        public class Usuario: NSManagedObject {
            var display: String { login ?? "" }
        }

        extension Usuario {
            @NSManaged public var edad: Int32
            @NSManaged public var login: String?
        }

        """,
        "App/Mensaje.swift": """
        import CoreData

        @objc(Mensaje)
        public class Mensaje: NSManagedObject {
        }

        """,
    ]

    static func findings(_ files: [String: String]) throws -> [SourceFinding] {
        SourceCheckSnippet.findings(try ModelParser.parseXML(Array(Self.model.utf8), path: "M.xml", modelName: "M").model, files)
    }

    @Test func fixedFilesHaveNoFindingLeft() throws {
        let before = try Self.findings(Self.sources)
        #expect(before.contains { $0.diagnostic.severity == .error && $0.fix != nil })
        let outcome = SourceFixer.apply(before.compactMap(\.fix), modelName: "M") { Self.sources[$0].map { Array($0.utf8) } }
        #expect(outcome.refused.isEmpty)
        #expect(outcome.files.map(\.path) == ["App/Mensaje+CoreDataProperties.swift", "App/Usuario.swift"])
        var fixed = Self.sources
        for file in outcome.files { fixed[file.path] = file.new }
        #expect(
            fixed["App/Usuario.swift"] == """
                import CoreData

                @objc(Usuario)
                public class Usuario: NSManagedObject {
                    var display: String { login ?? "" }
                }

                extension Usuario {
                    @NSManaged public var edad: Int64
                    @NSManaged public var login: String?
                    @NSManaged public var alta: Date?
                    @NSManaged public var mensajes: NSSet?
                }

                """)
        let after = try Self.findings(fixed)
        #expect(after.map(\.diagnostic.description) == [])
    }
}
