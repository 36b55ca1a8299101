import CDGenTemplates
import Testing

/// `--param` as SwiftGen reads it.
@Suite struct TemplateParametersTests {
    @Test func keyValueBareKeyRepeatedKeyAndDottedKey() throws {
        let parameters = try TemplateParameters.parse(["module=App", "publicAccess", "extraImports=A", "extraImports=B", "names.first=x", "names.second"])
        #expect(parameters["module"] as? String == "App")
        #expect(parameters["publicAccess"] as? Bool == true)
        #expect(parameters["extraImports"] as? [String] == ["A", "B"])
        #expect((parameters["names"] as? [String: Any])?["first"] as? String == "x")
        #expect((parameters["names"] as? [String: Any])?["second"] as? Bool == true)
        #expect(try TemplateParameters.parse(["a=b=c"])["a"] as? String == "b=c")
    }

    @Test func anEmptyKeyOrAValueUnderNestedKeysIsRefused() throws {
        #expect(throws: TemplateParameters.BadParameter.self) { try TemplateParameters.parse(["=x"]) }
        #expect(throws: TemplateParameters.BadParameter.self) { try TemplateParameters.parse(["a..b=x"]) }
        #expect(throws: TemplateParameters.BadParameter.self) { try TemplateParameters.parse(["a.b=x", "a=y"]) }
        #expect(throws: TemplateParameters.BadParameter.self) { try TemplateParameters.parse(["a=y", "a.b=x"]) }
    }
}
