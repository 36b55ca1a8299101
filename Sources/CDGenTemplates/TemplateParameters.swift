/// `--param` values as SwiftGen reads them: `KEY=VALUE`, a repeated key makes an array, a bare
/// `KEY` is `true`, a dotted key (`a.b=c`) a nested dictionary. Templates read them as `param.KEY`.
package enum TemplateParameters {
    /// A `--param` that cannot be read.
    package struct BadParameter: Error, CustomStringConvertible, Equatable {
        package var parameter: String
        package var reason: String
        package var description: String { "bad --param '\(parameter)': \(reason)" }
    }

    /// The most levels a dotted key may have (`a.b.c` has 3): templates read a handful; a deeper
    /// key would only make the nested dictionaries, and everything that walks them, recurse.
    package static let maxKeyLevels = 32

    /// The parameters as a dictionary.
    package static func parse(_ items: [String]) throws -> [String: Any] {
        var result: [String: Any] = [:]
        for item in items {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = parts[0].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard key.allSatisfy({ !$0.isEmpty }) else { throw BadParameter(parameter: String(item.prefix(200)), reason: "the key is empty") }
            guard key.count <= maxKeyLevels else {
                throw BadParameter(
                    parameter: String(item.prefix(200)) + (item.count > 200 ? "…" : ""), reason: "the key has \(key.count) levels, more than \(maxKeyLevels)")
            }
            let value: Any = parts.count == 2 ? String(parts[1]) : true
            try add(value, at: key[...], to: &result, item: item)
        }
        return result
    }

    private static func add(_ value: Any, at key: ArraySlice<String>, to dictionary: inout [String: Any], item: String) throws {
        let name = key[key.startIndex]
        if key.count > 1 {
            guard var nested = dictionary[name] as? [String: Any] ?? (dictionary[name] == nil ? [:] : nil) else {
                throw BadParameter(parameter: item, reason: "'\(name)' already has a value that is not a dictionary")
            }
            try add(value, at: key.dropFirst(), to: &nested, item: item)
            dictionary[name] = nested
            return
        }
        switch dictionary[name] {
        case nil: dictionary[name] = value
        case let array as [Any]: dictionary[name] = array + [value]
        case is [String: Any]: throw BadParameter(parameter: item, reason: "'\(name)' already holds nested keys")
        case let single?: dictionary[name] = [single, value]
        }
    }
}
