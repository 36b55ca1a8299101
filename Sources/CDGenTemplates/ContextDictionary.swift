import Stencil

/// A dictionary of the context as the renderer hands it to Stencil. Stencil copies a dictionary,
/// and every dictionary under it, at each step of a lookup (`model.entities[name]` copied the whole
/// model each time); it does not copy an object, so each nested dictionary is wrapped in one.
/// Looking a key up in it, or its `count`, is a dictionary's lookup; as a variable's value (what
/// `for`, `if`, filters and `{{ }}` get) it is the dictionary again, one level deep.
///
///     ["models": [ContextDictionary(["entities": ContextDictionary(["Post": ContextDictionary([…])])])]]
package final class ContextDictionary: DynamicMemberLookup, Resolvable, CustomStringConvertible, CustomDebugStringConvertible {
    let fields: [String: Any]

    private init(_ fields: [String: Any]) {
        self.fields = fields
    }

    /// `context` with every dictionary under it wrapped, in one pass over it.
    package static func wrapping(_ context: [String: Any]) -> [String: Any] {
        context.mapValues(wrap)
    }

    /// `value`, each dictionary in it wrapped (what `set` and `call` keep, so that looking up
    /// in it later does not copy it either).
    static func wrap(_ value: Any) -> Any {
        switch value {
        case let dictionary as [String: Any]: ContextDictionary(dictionary.mapValues(wrap))
        case let array as [Any]: array.map(wrap)
        default: value
        }
    }

    /// As Stencil looks a key up in a dictionary: `count` is the number of keys.
    package subscript(dynamicMember member: String) -> Any? {
        member == "count" ? fields.count : fields[member]
    }

    package func resolve(_ context: Context) throws -> Any? { fields }

    package var description: String { fields.description }
    package var debugDescription: String { fields.debugDescription }
}
