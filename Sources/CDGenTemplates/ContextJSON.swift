import CDGenCore
import Foundation

/// The context as JSON (`cdgen render --context`): keys sorted, two-space indents, absent values
/// as `null`, so that the same model always prints the same text. Sample:
///
///     {
///       "models" : [
///         {
///           "cdgen" : { … },
///           "configurations" : { "Default" : [ "Post" ] },
///     …
package enum ContextJSON {
    package static func text(of context: [String: Any]) -> String {
        var output = ""
        write(context, indent: "", to: &output)
        return output + "\n"
    }

    private static func write(_ value: Any, indent: String, to output: inout String) {
        let inner = indent + "  "
        switch value {
        case let dictionary as [String: Any]:
            guard !dictionary.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, key) in dictionary.keys.sorted().enumerated() {
                output += inner + JSONWriter.quoted(key) + " : "
                write(dictionary[key]!, indent: inner, to: &output)
                output += index == dictionary.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case let array as [Any]:
            guard !array.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, element) in array.enumerated() {
                output += inner
                write(element, indent: inner, to: &output)
                output += index == array.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case let bool as Bool: output += bool ? "true" : "false"
        case let int as Int: output += String(int)
        case let double as Double: output += double.isFinite ? "\(double)" : JSONWriter.quoted("\(double)")
        case let text as String: output += JSONWriter.quoted(text)
        default:
            if case Optional<Any>.some(let wrapped) = value as Any? {
                if let inner = Mirror(reflecting: wrapped).children.first, Mirror(reflecting: wrapped).displayStyle == .optional {
                    write(inner.value, indent: indent, to: &output)
                } else if Mirror(reflecting: wrapped).displayStyle == .optional {
                    output += "null"
                } else {
                    output += JSONWriter.quoted("\(wrapped)")
                }
            }
        }
    }
}
