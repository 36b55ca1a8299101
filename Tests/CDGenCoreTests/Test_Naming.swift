@testable import CDGenCore
import Testing

@Suite struct Test_Naming {
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
    }

    @Test func entityWithoutClassNameUsesTheEntityName() {
        #expect(Naming.className(of: Entity(name: "Legacy")) == "Legacy")
        #expect(Naming.className(of: Entity(name: "Language", representedClassName: "LanguageMO")) == "LanguageMO")
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
        ("año", "Año"), ("URLs", "URLs"),
    ])
    func accessorStemUppercasesOnlyTheFirstCharacter(name: String, expected: String) {
        #expect(Naming.accessorStem(name) == expected)
    }

    @Test func identifierFragmentKeepsOnlyIdentifierCharacters() {
        #expect(Naming.identifierFragment("My Model-2") == "MyModel2")
        #expect(Naming.identifierFragment("2Model") == "_2Model")
    }
}
