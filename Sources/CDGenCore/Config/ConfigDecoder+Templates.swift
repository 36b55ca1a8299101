import Foundation

/// `templates`: an array of `{"template", "output", "params"}` objects.
extension ConfigDecoder {
    /// The entries, each template path made relative to the folder of `configPath`; two entries
    /// writing one output are an error at the second one's output.
    static func templates(_ value: JSONValue, configPath: String) throws -> [TemplateEntry] {
        guard let items = value.array else {
            throw failure(
                "templates must be an array of objects such as {\"template\": \"Templates/Repository.stencil\", \"output\": \"Repositories.swift\"}",
                value.location)
        }
        var entries: [TemplateEntry] = []
        for item in items {
            let entry = try template(item, configPath: configPath)
            if let first = entries.first(where: { $0.output == entry.output }) {
                throw failure(
                    "two templates write '\(entry.output)' (the first at line \(first.outputLocation.line)); give each its own output",
                    entry.outputLocation)
            }
            entries.append(entry)
        }
        return entries
    }

    /// One entry; `template` and `output` are required.
    private static func template(_ value: JSONValue, configPath: String) throws -> TemplateEntry {
        let members = try object(value, what: "a template entry", keys: TemplateEntry.keys)
        let field = { (key: TemplateEntry.Key) in members.first { $0.key == key.rawValue }?.value }
        guard let templateValue = field(.template), let outputValue = field(.output) else {
            throw failure("a template entry needs \"template\" (the .stencil file) and \"output\" (the file to write)", value.location)
        }
        let template = try nonEmptyString(templateValue, key: .template)
        let output = try nonEmptyString(outputValue, key: .output)
        guard !output.contains("/"), output != ".", output != ".." else {
            throw failure("output must be a file name in the output folder, not a path: '\(output)'", outputValue.location)
        }
        var entry = TemplateEntry(
            template: template, path: resolved(template, configPath: configPath), output: output, location: value.location,
            outputLocation: outputValue.location)
        if let params = field(.params) { entry.params = try parameters(params) }
        return entry
    }

    private static func nonEmptyString(_ value: JSONValue, key: TemplateEntry.Key) throws -> String {
        guard let text = value.string, !text.isEmpty else {
            throw failure("\(key.rawValue) must be a non-empty string, not \(value.string == nil ? describe(value) : "an empty string")", value.location)
        }
        return text
    }

    /// A path as written (a template's, the CloudKit schema's), relative to the configuration's folder.
    static func resolved(_ template: String, configPath: String) -> String {
        guard !template.hasPrefix("/") else { return template }
        let folder = (configPath as NSString).deletingLastPathComponent
        return folder.isEmpty ? template : (folder as NSString).appendingPathComponent(template)
    }

    /// `params`: an object whose values are strings, Booleans, numbers, arrays or objects.
    private static func parameters(_ value: JSONValue) throws -> [String: TemplateParameterValue] {
        guard let members = value.members else {
            throw failure("params must be an object such as {\"publicAccess\": true, \"extraImports\": [\"A\"]}, not \(describe(value))", value.location)
        }
        var params: [String: TemplateParameterValue] = [:]
        for member in members {
            guard !member.key.isEmpty else { throw failure("a parameter's name is empty", member.keyLocation) }
            params[member.key] = try parameter(member.value, name: member.key)
        }
        return params
    }

    private static func parameter(_ value: JSONValue, name: String) throws -> TemplateParameterValue {
        switch value.kind {
        case .string(let text): return .string(text)
        case .bool(let bool): return .bool(bool)
        case .number(let text): return .number(text)
        case .array(let items): return .array(try items.map { try parameter($0, name: name) })
        case .object: return .object(try parameters(value))
        case .null:
            throw failure("parameter '\(name)' must be a string, true or false, a number, an array or an object, not null", value.location)
        }
    }
}
