@testable import CDGenCore
import Testing

/// `cdgen.json`: every key decoded and applied, unknown keys and wrong values as located errors,
/// per-entity options for entities the model lacks as warnings.
@Suite struct GeneratorConfigTests {
    static let example = """
        {
          "xcodeVersion": "12.5",
          "swiftVersion": 3,
          "codegen": "class",
          "entities": { "Ext": { "codegen": "category" }, "Hand": { "codegen": "manual" }, "Gone": {} },
          "nonisolated": true,
          "modelFile": false,
          "guardWithCanImport": true
        }
        """

    private func config(_ text: String) throws -> GeneratorConfig {
        try GeneratorConfig.parse(Array(text.utf8), path: "cdgen.json")
    }

    /// `line:col: message` of the error `text` gives.
    private func error(_ text: String) -> String {
        do {
            _ = try config(text)
            return "no error"
        } catch let error as DiagnosticError {
            return error.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.message)" }.joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }

    @Test func everyKeyIsApplied() throws {
        var options = GeneratorOptions()
        try config(Self.example).apply(to: &options)
        #expect(options.era == .xcode12)
        #expect(options.swiftVersion == 3)
        #expect(options.codegen == .class)
        #expect(options.codegenOverrides == ["Ext": .category, "Hand": .manual])
        #expect(options.nonisolated && !options.modelFile && options.guardWithCanImport)
    }

    @Test func absentKeysKeepTheOptions() throws {
        var options = GeneratorOptions()
        options.nonisolated = true
        try config("{\"codegen\": \"category\"}").apply(to: &options)
        #expect(options.nonisolated && options.codegen == .category && options.era == .xcode26 && options.modelFile)
    }

    @Test func overridesChangeThePlanPerEntity() throws {
        var options = GeneratorOptions()
        try config(Self.example).apply(to: &options)
        options.modelFile = true
        let plan = OutputPlan(model: try Snippet.parse(OutputPlanTests.modes), options: options)
        #expect(
            plan.files.map(\.name) == [
                "Auto+CoreDataClass.swift", "Auto+CoreDataProperties.swift", "Ext+CoreDataProperties.swift", "Snippet+CoreDataModel.swift",
            ])
        #expect(plan.manualEntities == ["Hand"])
    }

    @Test func entitiesTheModelLacksAreWarnedAboutAtTheirKey() throws {
        let warnings = try config(Self.example).diagnostics(for: try Snippet.parse(OutputPlanTests.modes))
        #expect(warnings.map(\.description) == ["cdgen.json:5:84: warning: model 'Snippet' has no entity 'Gone'; its options here do nothing for this model"])
    }

    @Test(arguments: [
        (
            "{\"codegn\": \"class\"}",
            "1:2: unknown key 'codegn' in the configuration (known keys: xcodeVersion, swiftVersion, codegen, entities, nonisolated, modelFile, guardWithCanImport, style, accessLevel, respectOptional, typedCollections, keys, fetchHelpers, modelBuilder, framework, versionedSchema, stagedMigration, snapshots, documentation, mermaidDiagram, cloudKitSchema, templates, cloudKit); did you mean \"codegen\"?"
        ),
        ("{\n  \"codegen\": \"classes\"\n}", "2:14: codegen must be one of \"auto\", \"class\", \"category\", \"manual\""),
        ("{\"xcodeVersion\": \"7.3\"}", "1:18: xcodeVersion must be an Xcode version from 8 on (for example 8, 9, 12, 26), not '7.3'"),
        ("{\"xcodeVersion\": true}", "1:18: xcodeVersion must be an Xcode version such as \"26\" or \"12.5\", not true or false"),
        ("{\"swiftVersion\": 5.9}", "1:18: swiftVersion must be a whole number such as 5 or 6"),
        ("{\"nonisolated\": \"yes\"}", "1:17: nonisolated must be true or false, not a string"),
        ("{\"entities\": [\"A\"]}", "1:14: entities must be an object from entity names to options, such as {\"Usuario\": {\"codegen\": \"class\"}}"),
        ("{\"entities\": {\"A\": {\"codegen\": \"class\", \"x\": 1}}}", "1:41: unknown key 'x' in the options of entity 'A' (known keys: codegen)"),
        ("[]", "1:1: the configuration must be a JSON object, not an array"),
        ("{\"codegen\": \"class\",}", "1:21: a trailing comma before '}' is not allowed in JSON"),
    ])
    func badConfigurationIsALocatedError(text: String, expected: String) {
        #expect(error(text) == expected)
    }

    @Test func aNumericXcodeVersionIsAccepted() throws {
        #expect(try config("{\"xcodeVersion\": 9}")[.xcodeVersion] == .integer(XcodeEra.xcode9.rawValue))
    }

    /// The options beyond Xcode: `style` first, then the individual keys, which override it.
    @Test func beyondXcodeKeys() throws {
        var options = GeneratorOptions()
        try config(
            """
            { "style": "swift", "keys": false, "accessLevel": "package", "modelBuilder": true }
            """
        ).apply(to: &options)
        #expect(options.respectOptional && options.typedCollections && options.fetchHelpers)
        #expect(!options.keys)
        #expect(options.accessLevel == .package)
        #expect(options.modelBuilder)
        #expect(error(#"{ "accessLevel": "private" }"#) == #"1:18: accessLevel must be one of "public", "internal", "package""#)
        #expect(error(#"{ "style": true }"#) == #"1:12: style must be one of "xcode", "swift""#)
    }

    /// `templates`: each entry's template path made relative to the configuration's folder, its
    /// output and its parameters as JSON gives them; the entries change no generator option.
    @Test func templatesAreReadInOrderWithTheirParameters() throws {
        let text = """
            {"templates": [
              {"template": "Templates/Repository.stencil", "output": "Repositories.swift",
               "params": {"publicAccess": true, "extraImports": ["A", "B"], "n": 2, "nested": {"k": "v"}, "off": false}},
              {"template": "/abs/Other.stencil", "output": "Other.txt"}
            ]}
            """
        let config = try GeneratorConfig.parse(Array(text.utf8), path: "Config/Sub/cdgen.json")
        #expect(config.templates.map(\.path) == ["Config/Sub/Templates/Repository.stencil", "/abs/Other.stencil"])
        #expect(config.templates.map(\.template) == ["Templates/Repository.stencil", "/abs/Other.stencil"])
        #expect(config.templates.map(\.output) == ["Repositories.swift", "Other.txt"])
        #expect(
            config.templates[0].params == [
                "publicAccess": .bool(true), "extraImports": .array([.string("A"), .string("B")]), "n": .number("2"),
                "nested": .object(["k": .string("v")]), "off": .bool(false),
            ])
        #expect(config.templates[1].params.isEmpty)
        #expect(config.templates[0].outputLocation.line == 2 && config.templates[0].outputLocation.column == 58)
        var options = GeneratorOptions()
        config.apply(to: &options)
        #expect(options == GeneratorOptions())
    }

    @Test(arguments: [
        (
            #"{"templates": {"template": "a", "output": "b"}}"#,
            "1:15: templates must be an array of objects such as {\"template\": \"Templates/Repository.stencil\", \"output\": \"Repositories.swift\"}"
        ),
        (#"{"templates": ["a.stencil"]}"#, "1:16: a template entry must be a JSON object, not a string"),
        (
            #"{"templates": [{"template": "a", "output": "b", "param": {}}]}"#,
            "1:49: unknown key 'param' in a template entry (known keys: template, output, params); did you mean \"params\"?"
        ),
        (#"{"templates": [{"template": "a"}]}"#, "1:16: a template entry needs \"template\" (the .stencil file) and \"output\" (the file to write)"),
        (#"{"templates": [{"template": "", "output": "b"}]}"#, "1:29: template must be a non-empty string, not an empty string"),
        (#"{"templates": [{"template": "a", "output": 3}]}"#, "1:44: output must be a non-empty string, not a number"),
        (#"{"templates": [{"template": "a", "output": "Sub/B.swift"}]}"#, "1:44: output must be a file name in the output folder, not a path: 'Sub/B.swift'"),
        (
            "{\"templates\": [\n {\"template\": \"a\", \"output\": \"B.swift\"},\n {\"template\": \"c\", \"output\": \"B.swift\"}]}",
            "3:30: two templates write 'B.swift' (the first at line 2); give each its own output"
        ),
        (
            #"{"templates": [{"template": "a", "output": "b", "params": ["x"]}]}"#,
            "1:59: params must be an object such as {\"publicAccess\": true, \"extraImports\": [\"A\"]}, not an array"
        ),
        (
            #"{"templates": [{"template": "a", "output": "b", "params": {"x": [null]}}]}"#,
            "1:66: parameter 'x' must be a string, true or false, a number, an array or an object, not null"
        ),
        (#"{"templates": [{"template": "a", "output": "b", "params": {"": 1}}]}"#, "1:60: a parameter's name is empty"),
    ])
    func badTemplateEntryIsALocatedError(text: String, expected: String) {
        #expect(error(text) == expected)
    }

    /// A rendered file may not take the name of a file the plan generates: an error at its output.
    @Test func aTemplateOutputNamingAPlannedFileIsAnErrorAtTheOutput() throws {
        let config = try config(#"{"templates": [{"template": "t", "output": "Snippet+CoreDataModel.swift"}, {"template": "u", "output": "Fine.swift"}]}"#)
        let model = try Snippet.parse(OutputPlanTests.modes)
        let plan = OutputPlan(model: model, options: GeneratorOptions())
        let declarations = RunDeclarations(plan: plan, model: model, options: GeneratorOptions(), templates: config.templates)
        #expect(
            ModelValidator.clashes(declarations, model: model, options: GeneratorOptions()).map(\.description) == [
                "cdgen.json:1:44: error: output file 'Snippet+CoreDataModel.swift' of template 't' is also the file of the model file; give the template another output [output-collision]"
            ])
    }
}
