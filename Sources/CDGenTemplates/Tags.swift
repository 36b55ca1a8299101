import Stencil

/// StencilSwiftKit's tags: `set`, `map`, `macro` and `call`, as its documentation describes them;
/// and Stencil's `for` (`LoopNode`), counted. Each charges the render's budget (`RenderBudget`).
enum Tags {
    static func register(in ext: Extension) {
        ext.registerTag("for", parser: LoopNode.parse)
        ext.registerTag("set", parser: SetNode.parse)
        ext.registerTag("map", parser: MapNode.parse)
        ext.registerTag("macro", parser: MacroNode.parse)
        ext.registerTag("call", parser: CallNode.parse)
    }
}

/// `{% set name %}…{% endset %}` stores the rendered body (text); `{% set name expression %}`
/// stores the expression's value as it is (a dictionary wrapped, as in the context). Scoped like
/// any variable; renders nothing.
final class SetNode: NodeType {
    let name: String
    let value: Value
    let token: Token?

    enum Value {
        case body([NodeType])
        case expression(Resolvable)
    }

    init(name: String, value: Value, token: Token) {
        self.name = name
        self.value = value
        self.token = token
    }

    static func parse(_ parser: TokenParser, _ token: Token) throws -> NodeType {
        let components = token.components
        switch components.count {
        case 2:
            let body = try parser.parse(until(["endset"]))
            guard parser.nextToken() != nil else { throw TemplateSyntaxError("`set` without `endset`") }
            return SetNode(name: components[1], value: .body(body), token: token)
        case 3:
            return SetNode(name: components[1], value: .expression(try parser.compileResolvable(components[2], containedIn: token)), token: token)
        default:
            throw TemplateSyntaxError("'set' takes a name and at most one expression: {% set name %} or {% set name value %}")
        }
    }

    func render(_ context: Context) throws -> String {
        switch value {
        case .body(let nodes):
            let text = try renderNodes(nodes, context)
            try RenderBudget.of(context)?.checkSize(text, at: token, what: "the text of 'set \(name)'")
            context[name] = text
        case .expression(let expression): context[name] = try expression.resolve(context).map(ContextDictionary.wrap)
        }
        return ""
    }
}

/// `{% map items into result using item %}…{% endmap %}`: `result` becomes the array of the
/// body rendered once per element, with `maploop` (`counter` from 0, `first`, `last`, `item`).
final class MapNode: NodeType {
    let source: Resolvable
    let result: String
    let item: String?
    let body: [NodeType]
    let token: Token?

    init(source: Resolvable, result: String, item: String?, body: [NodeType], token: Token) {
        self.source = source
        self.result = result
        self.item = item
        self.body = body
        self.token = token
    }

    static func parse(_ parser: TokenParser, _ token: Token) throws -> NodeType {
        let components = token.components
        let shapeIsValid =
            (components.count == 4 && components[2] == "into") || (components.count == 6 && components[2] == "into" && components[4] == "using")
        guard shapeIsValid else { throw TemplateSyntaxError("'map' is {% map items into result %} or {% map items into result using item %}") }
        let body = try parser.parse(until(["endmap"]))
        guard parser.nextToken() != nil else { throw TemplateSyntaxError("`map` without `endmap`") }
        let source = try parser.compileResolvable(components[1], containedIn: token)
        return MapNode(source: source, result: components[3], item: components.count == 6 ? components[5] : nil, body: body, token: token)
    }

    func render(_ context: Context) throws -> String {
        let values = try source.resolve(context)
        let items: [Any] =
            switch values {
            case let array as [Any]: array
            case let dictionary as [String: Any]: dictionary.keys.sorted().map { dictionary[$0] as Any }
            case nil: []
            case let value?: [value]
            }
        let budget = RenderBudget.of(context)
        context[result] = try items.enumerated().map { index, element in
            try budget?.charge(at: token, what: "a 'map' loop")
            var scope: [String: Any] = [
                "maploop": ["counter": index, "first": index == 0, "last": index == items.count - 1, "item": element] as [String: Any]
            ]
            if let item { scope[item] = element }
            return try context.push(dictionary: scope) { try renderNodes(body, context) }
        }
        return ""
    }
}

/// A macro's body and parameter names, stored under its name by `macro`, run by `call`.
struct MacroBlock {
    let parameters: [String]
    let body: [NodeType]
}

/// `{% macro name a b %}…{% endmacro %}` stores the body, unrendered; renders nothing.
final class MacroNode: NodeType {
    let name: String
    let block: MacroBlock
    let token: Token?

    init(name: String, block: MacroBlock, token: Token) {
        self.name = name
        self.block = block
        self.token = token
    }

    static func parse(_ parser: TokenParser, _ token: Token) throws -> NodeType {
        let components = token.components
        guard components.count >= 2 else { throw TemplateSyntaxError("'macro' needs a name: {% macro name parameters… %}") }
        let body = try parser.parse(until(["endmacro"]))
        guard parser.nextToken() != nil else { throw TemplateSyntaxError("`macro` without `endmacro`") }
        return MacroNode(name: components[1], block: MacroBlock(parameters: Array(components.dropFirst(2)), body: body), token: token)
    }

    func render(_ context: Context) throws -> String {
        context[name] = block
        return ""
    }
}

/// `{% call name arguments… %}` renders macro `name` with its parameters bound to the arguments,
/// in a scope of its own (so a macro may call itself).
final class CallNode: NodeType {
    let name: String
    let arguments: [Resolvable]
    let token: Token?

    init(name: String, arguments: [Resolvable], token: Token) {
        self.name = name
        self.arguments = arguments
        self.token = token
    }

    static func parse(_ parser: TokenParser, _ token: Token) throws -> NodeType {
        let components = token.components
        guard components.count >= 2 else { throw TemplateSyntaxError("'call' needs a macro name: {% call name arguments… %}") }
        let arguments = try components.dropFirst(2).map { try parser.compileResolvable($0, containedIn: token) }
        return CallNode(name: components[1], arguments: arguments, token: token)
    }

    func render(_ context: Context) throws -> String {
        guard let block = context[name] as? MacroBlock else { throw TemplateSyntaxError("no macro named '\(name)' to call") }
        guard block.parameters.count == arguments.count else {
            throw TemplateSyntaxError("macro '\(name)' takes \(block.parameters.count) argument(s), the call gives \(arguments.count)")
        }
        var scope: [String: Any] = [:]
        for (parameter, argument) in zip(block.parameters, arguments) { scope[parameter] = ContextDictionary.wrap(try argument.resolve(context) as Any) }
        guard let budget = RenderBudget.of(context) else { return try context.push(dictionary: scope) { try renderNodes(block.body, context) } }
        return try budget.call(name, at: token) { try context.push(dictionary: scope) { try renderNodes(block.body, context) } }
    }
}
