/// Turns the JSON of `cdgen.json` into a `GeneratorConfig`, with a located error for any unknown
/// key or value of the wrong kind.
enum ConfigDecoder {
    /// Decodes the top-level object.
    static func decode(_ root: JSONNode, path: String) throws -> GeneratorConfig {
        var config = GeneratorConfig(path: path)
        for member in try object(root, what: "the configuration", keys: GeneratorConfig.keys) {
            let value = member.value
            switch member.key {
            case "xcodeVersion": config.era = try era(value)
            case "swiftVersion": config.swiftVersion = try swiftVersion(value)
            case "codegen": config.codegen = try codegen(value, key: "codegen")
            case "entities": config.entities = try entities(value)
            case "nonisolated": config.nonisolated = try bool(value, key: member.key)
            case "modelFile": config.modelFile = try bool(value, key: member.key)
            case "style": config.style = try named(value, key: member.key, OutputStyle.self)
            case "accessLevel": config.accessLevel = try named(value, key: member.key, AccessLevel.self)
            case "respectOptional": config.respectOptional = try bool(value, key: member.key)
            case "typedCollections": config.typedCollections = try bool(value, key: member.key)
            case "keys": config.keys = try bool(value, key: member.key)
            case "fetchHelpers": config.fetchHelpers = try bool(value, key: member.key)
            case "modelBuilder": config.modelBuilder = try bool(value, key: member.key)
            default: config.guardWithCanImport = try bool(value, key: member.key)
            }
        }
        return config
    }

    /// The members of an object whose keys are all in `keys`.
    private static func object(_ node: JSONNode, what: String, keys: [String]) throws -> [JSONNode.Member] {
        guard case .object(let members) = node.value else {
            throw failure("\(what) must be a JSON object, not \(node.kindDescription)", node.location)
        }
        for member in members where !keys.contains(member.key) {
            throw failure("unknown key '\(member.key)' in \(what) (known keys: \(keys.joined(separator: ", ")))", member.keyLocation)
        }
        return members
    }

    private static func era(_ node: JSONNode) throws -> XcodeEra {
        let text: String
        switch node.value {
        case .string(let string): text = string
        case .number(let number): text = number
        default: throw failure("xcodeVersion must be an Xcode version such as \"26\" or \"12.5\", not \(node.kindDescription)", node.location)
        }
        guard let era = XcodeEra(version: text) else {
            throw failure("xcodeVersion must be an Xcode version from 8 on (for example 8, 9, 12, 26), not '\(text)'", node.location)
        }
        return era
    }

    private static func swiftVersion(_ node: JSONNode) throws -> Int {
        guard case .number(let text) = node.value, let version = Int(text), version >= 1 else {
            throw failure("swiftVersion must be a whole number such as 5 or 6", node.location)
        }
        return version
    }

    private static func codegen(_ node: JSONNode, key: String) throws -> CodegenSelection {
        let names = CodegenSelection.allCases.map(\.rawValue)
        guard case .string(let text) = node.value, let selection = CodegenSelection(rawValue: text) else {
            throw failure("\(key) must be one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))", node.location)
        }
        return selection
    }

    /// A string naming a case of `type` (`"swift"`, `"internal"`).
    private static func named<T: RawRepresentable & CaseIterable>(_ node: JSONNode, key: String, _ type: T.Type) throws -> T where T.RawValue == String {
        guard case .string(let text) = node.value, let value = T(rawValue: text) else {
            throw failure("\(key) must be one of \(T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))", node.location)
        }
        return value
    }

    private static func bool(_ node: JSONNode, key: String) throws -> Bool {
        guard case .bool(let value) = node.value else {
            throw failure("\(key) must be true or false, not \(node.kindDescription)", node.location)
        }
        return value
    }

    /// `entities`: an object from entity names to objects of per-entity options.
    private static func entities(_ node: JSONNode) throws -> [GeneratorConfig.EntityOptions] {
        guard case .object(let members) = node.value else {
            throw failure("entities must be an object from entity names to options, such as {\"Usuario\": {\"codegen\": \"class\"}}", node.location)
        }
        return try members.map { member in
            var entity = GeneratorConfig.EntityOptions(name: member.key, location: member.keyLocation)
            for option in try object(member.value, what: "the options of entity '\(member.key)'", keys: ["codegen"]) {
                entity.codegen = try codegen(option.value, key: "codegen")
            }
            return entity
        }
    }

    private static func failure(_ message: String, _ location: SourceLocation) -> DiagnosticError {
        DiagnosticError([.error(message, at: location)])
    }
}
