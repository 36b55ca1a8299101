import Foundation

/// Turns the JSON of `cdgen.json` (as `JSONReader` reads it) into a `GeneratorConfig`, throwing a
/// located error for the first unknown key (with a did-you-mean) or value of the wrong kind.
///
/// It reads `JSONValue` directly rather than through `JSONObjectReader`: the configuration stops
/// at its first problem, and its messages (`nonisolated must be true or false, not a number`)
/// are the ones the plugin and the command line have always shown.
enum ConfigDecoder {
    /// Decodes the top-level object: each key is an option of the table, or one of `structured`.
    static func decode(_ root: JSONValue, path: String) throws -> GeneratorConfig {
        var config = GeneratorConfig(path: path)
        for member in try object(root, what: "the configuration", keys: GeneratorConfig.keys) {
            if let option = GeneratorOption(rawValue: member.key) {
                config[option] = try value(of: option, member.value)
            } else if let read = structured[member.key] {
                try read(&config, member.value)
            } else {
                preconditionFailure("GeneratorConfig.keys has '\(member.key)', which is neither an option nor structured")
            }
        }
        return config
    }

    /// The keys that are not options of the table: objects and arrays of their own.
    private static let structured: [String: @Sendable (inout GeneratorConfig, JSONValue) throws -> Void] = [
        "entities": { $0.entities = try entities($1) },
        "templates": { $0.templates = try templates($1, configPath: $0.path) },
        "cloudKit": { $0.cloudKit = try cloudKit($1, configPath: $0.path) },
    ]

    /// The value of `option` in `value`, checked against the option's kind.
    private static func value(of option: GeneratorOption, _ value: JSONValue) throws -> OptionValue {
        switch option.spec.value {
        case .bool: .bool(try bool(value, key: option.key))
        case .integer(let minimum): .integer(try wholeNumber(value, key: option.key, minimum: minimum))
        case .name(let names): .name(try name(value, key: option.key, among: names))
        case .xcodeVersion: .integer(try era(value, key: option.key).rawValue)
        }
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

    private static func era(_ value: JSONValue, key: String) throws -> XcodeEra {
        guard let text = value.string ?? value.numberText else {
            throw failure("\(key) must be an Xcode version such as \"26\" or \"12.5\", not \(describe(value))", value.location)
        }
        guard let era = XcodeEra(version: text) else {
            throw failure("\(key) must be an Xcode version from 8 on (for example 8, 9, 12, 26), not '\(text)'", value.location)
        }
        return era
    }

    /// A whole number from `minimum` on (the one such option is `swiftVersion`, hence the example).
    private static func wholeNumber(_ value: JSONValue, key: String, minimum: Int) throws -> Int {
        guard let number = value.numberText.flatMap({ Int($0) }), number >= minimum else {
            throw failure("\(key) must be a whole number such as 5 or 6", value.location)
        }
        return number
    }

    private static func codegen(_ value: JSONValue, key: String) throws -> CodegenSelection {
        guard let selection = value.string.flatMap(CodegenSelection.init(rawValue:)) else {
            let names = CodegenSelection.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw failure("\(key) must be one of \(names)", value.location)
        }
        return selection
    }

    /// A string among `names` (`"swift"`, `"internal"`).
    static func name(_ value: JSONValue, key: String, among names: [String]) throws -> String {
        guard let text = value.string, names.contains(text) else {
            throw failure("\(key) must be one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))", value.location)
        }
        return text
    }

    static func bool(_ value: JSONValue, key: String) throws -> Bool {
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
