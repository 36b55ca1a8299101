@testable import CDGenCore
import Testing

@Suite struct NamingTests {
    @Test(arguments: [
        ("Foo", "Foo"), (".Foo", "Foo"), ("Module.Foo", "Foo"), ("Data.LanguageMO", "LanguageMO"),
    ])
    func classNameDropsTheModulePrefix(represented: String, expected: String) {
        #expect(Naming.className(representedClassName: represented) == expected)
    }

    @Test func moduleQualifiedNamesAreThoseWithADot() {
        #expect(Naming.isModuleQualified(".Foo"))
        #expect(Naming.isModuleQualified("App.Foo"))
        #expect(!Naming.isModuleQualified("Foo"))
        #expect(Naming.isModuleQualified("Módulo.Größe"))
        #expect(!Naming.isModuleQualified("Größe"))
    }

    /// Core Data instantiates plain `NSManagedObject` for an entity whose model names no class.
    @Test(arguments: [nil, "", "NSManagedObject", ".NSManagedObject", "CoreData.NSManagedObject"])
    func anEntityWithoutAClassOfItsOwnIsAnNSManagedObject(_ represented: String?) {
        let entity = Entity(name: "Legacy", representedClassName: represented)
        #expect(Naming.className(of: entity) == "NSManagedObject")
        #expect(!Naming.hasCustomClass(entity))
    }

    @Test func anEntityWithAClassHasIt() {
        let entity = Entity(name: "Language", representedClassName: "LanguageMO")
        #expect(Naming.className(of: entity) == "LanguageMO")
        #expect(Naming.hasCustomClass(entity))
    }

    @Test(arguments: [
        ("extension", "`extension`"), ("repeat", "`repeat`"), ("protocol", "`protocol`"), ("self", "`self`"),
        ("Self", "`Self`"), ("default", "`default`"), ("name", "name"), ("Type", "Type"), ("async", "async"),
    ])
    func keywordsAreEscaped(name: String, expected: String) {
        #expect(Naming.escaped(name) == expected)
    }

    @Test(arguments: [
        ("mensajes", "Mensajes"), ("i_targets", "I_targets"), ("projects_", "Projects_"), ("children_cd", "Children_cd"),
        ("año", "Año"), ("URLs", "URLs"), ("x", "X"), ("_x", "_x"), ("2d", "2d"), ("émile", "Émile"),
        ("e\u{301}x", "E\u{301}x"), ("ßa", "SSa"), ("\r\nx", "\r\nx"),
    ])
    func accessorStemUppercasesOnlyTheFirstCharacter(name: String, expected: String) {
        #expect(Naming.accessorStem(name) == expected)
    }

    @Test func identifierFragmentKeepsOnlyIdentifierCharacters() {
        #expect(Naming.identifierFragment("My Model-2") == "MyModel2")
        #expect(Naming.identifierFragment("2Model") == "_2Model")
    }

    /// Names for the identifier fast path: every ASCII character alone and after a letter, and
    /// names where ASCII and Unicode rules meet (letters, marks, digits of other scripts, emoji).
    static let identifierNames: [String] =
        (0..<128).flatMap { byte -> [String] in
            let c = String(UnicodeScalar(UInt8(byte)))
            return [c, "a" + c, c + "a", "_" + c + "9"]
        } + [
            "", "url", "_", "__x1", "1x", "x1", "café", "e\u{301}", "\u{301}e", "Ωmega", "日本", "x٣", "٣x", "😀", "a😀",
            "a\u{200D}b", "\u{212A}elvin", "ǅx", "ⅻ", "a b", "a.b", "a$", "$a", "ｆｕｌｌ", "a\u{FE0F}",
        ]

    /// The ASCII fast path decides exactly as the Unicode rules, and only for all-ASCII names.
    @Test(arguments: identifierNames) func asciiIdentifierRuleAgreesWithTheUnicodeRule(_ name: String) {
        let ascii = Naming.isASCIIIdentifier(name)
        #expect((ascii == nil) == name.utf8.contains { $0 >= 0x80 })
        #expect(ascii.map { $0 == Naming.isUnicodeIdentifier(name) } ?? true)
        #expect(Naming.isIdentifier(name) == Naming.isUnicodeIdentifier(name))
    }

    /// The ASCII fast paths of `lowerCamel` and `identifierFragment` give what the general,
    /// Character and scalar based ones give.
    @Test(arguments: [
        "", "A", "a", "MO", "IDs", "IDsX", "URLItem", "Usuario", "CompanyMO", "ABCs", "ABCsd", "HTTPsURL", "x1Y",
        "My Model-2", "2Model", "_private", "__", "9", "Item_2", "a\nB", "\tTab", "S", "Ss", "SS",
    ])
    func asciiFastPathsMatchTheGeneralOnes(name: String) {
        #expect(Naming.lowerCamel(name) == Naming.lowerCamelByCharacters(name))
        #expect(Naming.identifierFragment(name) == Naming.identifierFragmentByScalars(name))
    }
}
