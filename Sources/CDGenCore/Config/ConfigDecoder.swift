import Foundation

/// Turns the JSON of `cdgen.json` (as `JSONReader` reads it) into a `GeneratorConfig`, throwing a
/// located error for the first unknown key (with a did-you-mean) or value of the wrong kind.
///
/// It reads `JSONValue` directly rather than through `JSONObjectReader`: the configuration stops
/// at its first problem, and its messages (`nonisolated must be true or false, not a number`)
/// are the ones the plugin and the command line have always shown.
enum ConfigDecoder {
    /// Decodes the top-level object.
    static func decode(_ root: JSONValue, path: String) throws -> GeneratorConfig {
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
            case "framework": config.framework = try named(value, key: member.key, OutputFramework.self)
            case "versionedSchema": config.versionedSchema = try bool(value, key: member.key)
            case "stagedMigration": config.stagedMigration = try bool(value, key: member.key)
            case "templates": config.templates = try templates(value, configPath: path)
            default: config.guardWithCanImport = try bool(value, key: member.key)
            }
        }
        return config
    }

    /// The members of an object whose keys are all in `keys`.
    static func object(_ value: JSONValue, what: String, keys: [String]) throws -> [JSONMember] {
        guard let members = value.members else {
            throw failure("\(what) must be a JSON object, not \(describe(value))", value.location)
        }
        if let unknown = members.first(where: { !keys.contains($0.key) }) {
            let known = keys.joined(separator: ", ")
            let hint = DidYouMean.phrase(for: unknown.key, among: keys)
            throw failure("unknown key '\(unknown.key)' in \(what) (known keys: \(known))\(hint)", unknown.keyLocation)
        }
        return members
    }

    private static func era(_ value: JSONValue) throws -> XcodeEra {
        guard let text = value.string ?? value.numberText else {
            throw failure("xcodeVersion must be an Xcode version such as \"26\" or \"12.5\", not \(describe(value))", value.location)
        }
        guard let era = XcodeEra(version: text) else {
            throw failure("xcodeVersion must be an Xcode version from 8 on (for example 8, 9, 12, 26), not '\(text)'", value.location)
        }
        return era
    }

    private static func swiftVersion(_ value: JSONValue) throws -> Int {
        guard let version = value.numberText.flatMap({ Int($0) }), version >= 1 else {
            throw failure("swiftVersion must be a whole number such as 5 or 6", value.location)
        }
        return version
    }

    private static func codegen(_ value: JSONValue, key: String) throws -> CodegenSelection {
        guard let selection = value.string.flatMap(CodegenSelection.init(rawValue:)) else {
            let names = CodegenSelection.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw failure("\(key) must be one of \(names)", value.location)
        }
        return selection
    }

    /// A string naming a case of `type` (`"swift"`, `"internal"`).
    private static func named<T: RawRepresentable & CaseIterable>(_ value: JSONValue, key: String, _ type: T.Type) throws -> T where T.RawValue == String {
        guard let text = value.string, let named = T(rawValue: text) else {
            throw failure("\(key) must be one of \(T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))", value.location)
        }
        return named
    }

    private static func bool(_ value: JSONValue, key: String) throws -> Bool {
        guard let bool = value.bool else {
            throw failure("\(key) must be true or false, not \(describe(value))", value.location)
        }
        return bool
    }

    /// `entities`: an object from entity names to objects of per-entity options.
    private static func entities(_ value: JSONValue) throws -> [GeneratorConfig.EntityOptions] {
        guard let members = value.members else {
            throw failure("entities must be an object from entity names to options, such as {\"Usuario\": {\"codegen\": \"class\"}}", value.location)
        }
        return try members.map { member in
            var entity = GeneratorConfig.EntityOptions(name: member.key, location: member.keyLocation)
            for option in try object(member.value, what: "the options of entity '\(member.key)'", keys: ["codegen"]) {
                entity.codegen = try codegen(option.value, key: "codegen")
            }
            return entity
        }
    }

    /// The kind of `value` in the configuration's words: as `JSONValue.kindDescription`, but a
    /// Boolean is "true or false", as the messages have always said.
    static func describe(_ value: JSONValue) -> String {
        value.bool == nil ? value.kindDescription : "true or false"
    }

    static func failure(_ message: String, _ location: SourceLocation) -> DiagnosticError {
        DiagnosticError([.error(message, at: location)])
    }
}

/// Reading a configuration file lives beside its decoder, so that the options type knows nothing
/// of how its file is read.
extension GeneratorConfig {
    /// Reads and decodes the file at `path`. Throws `DiagnosticError` with a located error.
    package static func load(_ path: String) throws -> GeneratorConfig {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DiagnosticError([.error("cannot read the configuration file", at: SourceLocation(file: path))])
        }
        return try parse([UInt8](data), path: path)
    }

    /// Decodes the bytes of a configuration file.
    package static func parse(_ bytes: [UInt8], path: String) throws -> GeneratorConfig {
        try ConfigDecoder.decode(try JSONReader.parse(bytes, path: path), path: path)
    }
}
