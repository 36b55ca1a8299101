/// One entry of `templates` in `cdgen.json`: a Stencil template rendered over the run's model
/// into a file of the output folder, beside the generated files, by `generate`, `check`, `watch`
/// and the build plugin alike.
///
/// ```json
/// "templates": [
///   { "template": "Templates/Repository.stencil", "output": "Repositories.swift",
///     "params": { "publicAccess": true, "extraImports": ["A", "B"] } }
/// ]
/// ```
package struct TemplateEntry: Sendable, Hashable {
    /// `template` as written.
    package var template: String
    /// The template file: `template` relative to the folder of the `cdgen.json` it is in.
    package var path: String
    /// `output`: a file name in the output folder.
    package var output: String
    /// `params`: what templates read as `param.KEY`.
    package var params: [String: TemplateParameterValue] = [:]
    /// Where the entry is, for errors about it.
    package var location: SourceLocation
    /// Where `output`'s value is, for errors about the name.
    package var outputLocation: SourceLocation

    /// The keys an entry takes, in the order the documentation lists them.
    package enum Key: String, CaseIterable, Sendable {
        case template, output, params
    }

    /// The keys' names, in that order.
    package static let keys = Key.allCases.map(\.rawValue)
}

/// A value of `params`, as SwiftGen's configuration file gives one: a string, a Boolean, a
/// number, or an array or object of those (`--param` gives only strings, `true` and arrays).
package indirect enum TemplateParameterValue: Sendable, Hashable {
    case string(String)
    case bool(Bool)
    /// The number as written.
    case number(String)
    case array([TemplateParameterValue])
    case object([String: TemplateParameterValue])
}
