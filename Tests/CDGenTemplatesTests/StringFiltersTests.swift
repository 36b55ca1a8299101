import CDGenTemplates
import Testing

/// StencilSwiftKit's string filters, against the tables of its documentation, through templates.
@Suite struct StringFiltersTests {
    private func filtered(_ filter: String, _ input: String) throws -> String {
        try TemplateRenderer.render("{{ value|\(filter) }}", path: "t", context: ["value": input])
    }

    @Test(arguments: [("hello", "Hello"), ("peopleChooser", "PeopleChooser"), ("", "")])
    func upperFirstLetter(input: String, output: String) throws {
        #expect(try filtered("upperFirstLetter", input) == output)
    }

    @Test(arguments: [("Hello", "hello"), ("PeopleChooser", "peopleChooser"), ("Hi There!", "hi There!")])
    func lowerFirstLetter(input: String, output: String) throws {
        #expect(try filtered("lowerFirstLetter", input) == output)
    }

    @Test(arguments: [("PeoplePicker", "peoplePicker"), ("URLChooser", "urlChooser"), ("PNG", "png"), ("already", "already"), ("UUID", "uuid")])
    func lowerFirstWord(input: String, output: String) throws {
        #expect(try filtered("lowerFirstWord", input) == output)
    }

    @Test(arguments: [
        ("snake_case", "SnakeCase", "SnakeCase"), ("snAke_case", "SnAkeCase", "SnAkeCase"),
        ("SNAKE_CASE", "SnakeCase", "SnakeCase"), ("__snake_case", "__SnakeCase", "SnakeCase"),
    ])
    func snakeToCamelCase(input: String, kept: String, stripped: String) throws {
        #expect(try filtered("snakeToCamelCase", input) == kept)
        #expect(try filtered("snakeToCamelCase:false", input) == kept)
        #expect(try filtered("snakeToCamelCase:true", input) == stripped)
    }

    @Test(arguments: [
        ("SomeCapString", "some_cap_string", "Some_Cap_String"), ("someCapString", "some_cap_string", "some_Cap_String"),
        ("String_With_WoRds", "string_with_wo_rds", "String_With_Wo_Rds"), ("URLChooser", "url_chooser", "URL_Chooser"),
        ("PLEASE_STOP_SCREAMING", "please_stop_screaming", "PLEASE_STOP_SCREAMING"),
    ])
    func camelToSnakeCase(input: String, lowered: String, kept: String) throws {
        #expect(try filtered("camelToSnakeCase", input) == lowered)
        #expect(try filtered("camelToSnakeCase:false", input) == kept)
    }

    @Test(arguments: [
        ("hello", "hello", "Hello", "Hello"), ("42hello", "_42hello", "_42hello", "_42hello"),
        ("some$URL", "some_URL", "Some_URL", "SomeURL"), ("25 Ultra Light", "_25_Ultra_Light", "_25_Ultra_Light", "_25UltraLight"),
        ("26_extra_ultra_light", "_26_extra_ultra_light", "_26_extra_ultra_light", "_26ExtraUltraLight"),
        ("apples.count", "apples_count", "Apples_Count", "ApplesCount"),
        ("foo_bar.baz.qux-yay", "foo_bar_baz_qux_yay", "Foo_bar_Baz_Qux_Yay", "FooBarBazQuxYay"),
    ])
    func swiftIdentifier(input: String, valid: String, normal: String, pretty: String) throws {
        #expect(try filtered("swiftIdentifier:\"valid\"", input) == valid)
        #expect(try filtered("swiftIdentifier", input) == normal)
        #expect(try filtered("swiftIdentifier:\"normal\"", input) == normal)
        #expect(try filtered("swiftIdentifier:\"pretty\"", input) == pretty)
    }

    @Test(arguments: [("hello", "hello"), ("self", "`self`"), ("Any", "`Any`"), ("extension", "`extension`")])
    func escapeReservedKeywords(input: String, output: String) throws {
        #expect(try filtered("escapeReservedKeywords", input) == output)
    }

    @Test func containsHasPrefixHasSuffixAndTheirNegations() throws {
        #expect(try filtered("contains:\"el\"", "Hello") == "true")
        #expect(try filtered("contains:\"yo\"", "Hi mates!") == "false")
        #expect(try filtered("hasPrefix:\"Hi\"", "Hello") == "false")
        #expect(try filtered("hasPrefix:\"H\"", "Hi mates!") == "true")
        #expect(try filtered("hasSuffix:\"llo\"", "Hello") == "true")
        #expect(try filtered("hasSuffix:\"?\"", "Hi mates!") == "false")
        #expect(try filtered("!contains:\"el\"", "Hello") == "false")
        let text = try TemplateRenderer.render("{% if name|hasPrefix:\"NS\" %}system{% else %}own{% endif %}", path: "t", context: ["name": "NSSet"])
        #expect(text == "system")
    }

    @Test func replaceInNormalAndRegexMode() throws {
        #expect(try filtered("replace:\"l\",\"k\"", "Hello") == "Hekko")
        #expect(try filtered("replace:\"e\",\"a\"", "Europe") == "Europa")
        #expect(try filtered("replace:\"\\d\",\" \"", "Hey1World2!") == "Hey1World2!")
        #expect(try filtered("replace:\"\\d\",\" \",\"regex\"", "Hey1World2!") == "Hey World !")
    }

    @Test func removeNewlinesAllAndLeading() throws {
        let text = "first\n    second line\n\tthird  "
        #expect(try filtered("removeNewlines", text) == "firstsecondlinethird")
        #expect(try filtered("removeNewlines:\"leading\"", text) == "firstsecond linethird")
    }

    @Test(arguments: [("test.jpg", "test.jpg", ""), ("some/folder/test.jpg", "test.jpg", "some/folder"), ("file.txt.png", "file.txt.png", "")])
    func basenameAndDirname(input: String, base: String, directory: String) throws {
        #expect(try filtered("basename", input) == base)
        #expect(try filtered("dirname", input) == directory)
    }

    @Test func aBadModeIsAnErrorAtItsPlace() throws {
        #expect {
            try TemplateRenderer.render("line one\n{{ value|swiftIdentifier:\"ugly\" }}", path: "bad.stencil", context: ["value": "x"])
        } throws: { "\($0)".contains("bad.stencil:2:") && "\($0)".contains("unknown mode 'ugly'") }
    }
}
