import Foundation
import Stencil

/// `{% for x in items [where condition] %}…{% empty %}…{% endfor %}`, with Stencil 0.15.1's syntax
/// and meaning (loop variables and tuples, dictionaries sorted by key, ranges, `forloop.first`,
/// `last`, `counter`, `counter0`, `length`, labels, `break` and `continue`), registered in place of
/// Stencil's own (whose node cdgen cannot reach) so that every iteration is charged to the
/// render's budget (`RenderBudget`): a loop over `0...100000000` stops with a located error
/// instead of running for minutes and gigabytes.
final class LoopNode: NodeType {
    let resolvable: Resolvable
    let loopVariables: [String]
    let nodes: [NodeType]
    let emptyNodes: [NodeType]
    let condition: Stencil.Expression?
    let label: String?
    /// The `endfor` (or `empty`) tag, as Stencil's node has it; `forToken` locates the loop's own errors.
    let token: Token?
    let forToken: Token

    /// Stencil's keys for `break` and `continue` (its `LoopTerminationNode` sets them).
    static let breakKey = "_internal_forloop_break"
    static let continueKey = "_internal_forloop_continue"

    init(
        resolvable: Resolvable, loopVariables: [String], nodes: [NodeType], emptyNodes: [NodeType], condition: Stencil.Expression?, label: String?,
        token: Token?, forToken: Token
    ) {
        self.resolvable = resolvable
        self.loopVariables = loopVariables
        self.nodes = nodes
        self.emptyNodes = emptyNodes
        self.condition = condition
        self.label = label
        self.token = token
        self.forToken = forToken
    }

    static func parse(_ parser: TokenParser, _ token: Token) throws -> NodeType {
        var components = token.components
        var label: String?
        if components.first?.hasSuffix(":") == true { label = String(components.removeFirst().dropLast()) }
        func has(_ word: String, at index: Int) -> Bool { components.count > index + 1 && components[index] == word }
        guard has("in", at: 2), components.count == 4 || has("where", at: 4) else {
            throw TemplateSyntaxError("'for' statements should use the syntax: `for <x> in <y> [where <condition>]`.")
        }
        let variables = components[1].split(separator: ",").map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: " ")) }
        let resolvable = try parser.compileResolvable(components[3], containedIn: token)
        let condition = has("where", at: 4) ? try parser.compileExpression(components: Array(components[5...]), token: token) : nil
        let nodes = try parser.parse(until(["endfor", "empty"]))
        guard let end = parser.nextToken() else { throw TemplateSyntaxError("`endfor` was not found.") }
        var emptyNodes: [NodeType] = []
        if end.contents == "empty" {
            emptyNodes = try parser.parse(until(["endfor"]))
            _ = parser.nextToken()
        }
        return LoopNode(
            resolvable: resolvable, loopVariables: variables, nodes: nodes, emptyNodes: emptyNodes, condition: condition, label: label, token: end,
            forToken: token)
    }

    func render(_ context: Context) throws -> String {
        let budget = RenderBudget.of(context)
        var values = try resolve(context, budget: budget)
        if let condition {
            values = try values.filter { item in
                try budget?.charge(at: forToken, what: "a 'for … where' loop")
                return try push(item, context) { try condition.evaluate(context: context) }
            }
        }
        guard !values.isEmpty else { return try context.push { try renderNodes(emptyNodes, context) } }
        let count = values.count
        var result = ""
        let parents = (context["forloop"] as? [String: Any])?.filter { ($1 as? [String: Any])?["label"] != nil } ?? [:]
        for (index, item) in values.enumerated() {
            try budget?.charge(at: forToken, what: "a 'for' loop")
            var loop: [String: Any] = ["first": index == 0, "last": index == count - 1, "counter": index + 1, "counter0": index, "length": count]
            if let label {
                loop["label"] = label
                loop[label] = loop
            }
            loop.merge(parents) { own, _ in own }
            var stop = false
            result += try context.push(dictionary: ["forloop": loop]) {
                defer {
                    if let continued = context[Self.continueKey] as? String {
                        stop = continued != label || label == nil
                    } else {
                        stop = context[Self.breakKey] != nil
                    }
                }
                return try push(item, context) { try renderNodes(nodes, context) }
            }
            try budget?.checkSize(result, at: forToken, what: "the text of a 'for' loop")
            if stop { break }
        }
        return result
    }

    /// Runs `body` with the loop variables bound to `value` (a tuple's parts to several).
    private func push<Result>(_ value: Any, _ context: Context, _ body: () throws -> Result) throws -> Result {
        guard !loopVariables.isEmpty else { return try context.push { try body() } }
        let mirror = Mirror(reflecting: value)
        guard case .tuple? = mirror.displayStyle else { return try context.push(dictionary: [loopVariables[0]: value]) { try body() } }
        guard loopVariables.count <= mirror.children.count else { throw TemplateSyntaxError("Tuple '\(value)' has less values than loop variables") }
        var scope: [String: Any] = [:]
        for (offset, child) in mirror.children.prefix(loopVariables.count).enumerated() where loopVariables[offset] != "_" {
            scope[loopVariables[offset]] = child.value
        }
        return try context.push(dictionary: scope) { try body() }
    }

    /// The values to loop over, as Stencil takes them; a range (`0...n`) longer than the steps
    /// left is refused before it is made (Stencil's would be an array of every number).
    private func resolve(_ context: Context, budget: RenderBudget?) throws -> [Any] {
        if let budget, let range = resolvable as? RangeVariable, let count = try Self.count(of: range, context) {
            guard count <= budget.limits.steps else {
                throw TemplateSyntaxError(
                    reason: "a 'for' loop over \(count) numbers, more than the \(budget.limits.steps) steps a render may take", token: forToken)
            }
        }
        let resolved = try resolvable.resolve(context)
        if let dictionary = resolved as? [String: Any], !dictionary.isEmpty { return dictionary.sorted { $0.key < $1.key } }
        if let array = resolved as? [Any] { return array }
        if let range = resolved as? CountableClosedRange<Int> { return Array(range) }
        if let range = resolved as? CountableRange<Int> { return Array(range) }
        guard let resolved else { return [] }
        let mirror = Mirror(reflecting: resolved)
        switch mirror.displayStyle {
        case .struct, .tuple:
            return Array(mirror.children)
        case .class:
            var children = Array(mirror.children)
            var current: Mirror? = mirror
            while let parent = current?.superclassMirror {
                children.append(contentsOf: parent.children)
                current = parent
            }
            return children
        default:
            return []
        }
    }

    /// How many numbers `range` gives, when both ends are numbers (else Stencil's own error follows).
    private static func count(of range: RangeVariable, _ context: Context) throws -> Int? {
        func number(_ value: Any?) -> Int? {
            switch value {
            case let int as Int: int
            case let double as Double where double.isFinite && abs(double) < 1e15: Int(double)
            case let text as String: Int(text)
            default: nil
            }
        }
        guard let lower = number(try range.from.resolve(context)), let upper = number(try range.to.resolve(context)) else { return nil }
        let (span, overflow) = max(lower, upper).subtractingReportingOverflow(min(lower, upper))
        return overflow || span == .max ? .max : span + 1
    }
}
