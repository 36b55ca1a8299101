import CDGenCore
import Foundation
import Stencil

/// The bounds of one render: far above what a real template meets (the largest measured, in the
/// comments, stays below a hundredth of each), low enough that a template made to recurse, loop or
/// grow without end stops with a located error naming the template instead of crashing or
/// eating the machine.
package struct RenderLimits: Sendable {
    /// A template file's size (SwiftGen's largest template is about 10 KB).
    package var templateBytes = 1 << 20
    /// The text inside one `{{ }}`, `{% %}` or `{# #}`.
    package var tagBytes = 8 << 10
    /// Block tags (`for`, `if`, `macro`, …) open inside each other.
    package var nesting = 100
    /// Macro calls inside each other (a macro that calls itself).
    package var callDepth = 200
    /// Steps of a whole render: loop iterations, `map` items, macro calls and includes.
    package var steps = 1_000_000
    /// The rendered text, and any text `set` keeps.
    package var outputBytes = 64 << 20
    /// How long a render may take.
    package var seconds: Double = 30
    /// How much of its stack a render may use before it stops (templates that include each
    /// other recurse on it); the stack is `stackBytes`.
    package var stackGuardBytes = 16 << 20
    static let stackBytes = 64 << 20

    /// The limits of every render.
    package static let standard = RenderLimits()

    package init() {}
}

/// What one render has spent, kept in its context (`RenderBudget.key`) so the tags that can loop
/// or recurse (`for`, `map`, `call`, `set`, includes) charge it. Every charge also checks the
/// deadline and the stack.
final class RenderBudget {
    /// The context key: no template variable can name it (it holds spaces).
    static let key = "cdgen render budget"

    let limits: RenderLimits
    private var steps = 0
    private(set) var callDepth = 0
    private let deadline: DispatchTime
    private let stackBase: UInt

    init(_ limits: RenderLimits) {
        self.limits = limits
        deadline = .now() + limits.seconds
        stackBase = Self.stackAddress()
    }

    /// The budget of the render `context` belongs to (none in a context cdgen did not make).
    static func of(_ context: Context) -> RenderBudget? {
        context[key] as? RenderBudget
    }

    /// Charges `count` steps; throws past the step limit, the deadline or the stack guard.
    func charge(_ count: Int = 1, at token: Token?, what: @autoclosure () -> String) throws {
        steps += count
        if steps > limits.steps {
            throw TemplateSyntaxError(
                reason:
                    "the template takes more than \(limits.steps) steps (loop iterations, macro calls, includes) at \(what()); a loop or recursion without end?",
                token: token)
        }
        if DispatchTime.now() > deadline {
            throw TemplateSyntaxError(
                reason: "the template took more than \(limits.seconds.formatted()) s to render, at \(what()); a loop or recursion without end?", token: token)
        }
        let here = Self.stackAddress()
        if stackBase > here, stackBase - here > limits.stackGuardBytes {
            throw TemplateSyntaxError(
                reason: "\(what()) is nested too deep: a template that includes or extends itself, directly or through others?", token: token)
        }
    }

    /// Runs `body` one macro call deeper; throws past the call depth.
    func call<T>(_ name: String, at token: Token?, _ body: () throws -> T) throws -> T {
        guard callDepth < limits.callDepth else {
            throw TemplateSyntaxError(
                reason: "macro calls nested more than \(limits.callDepth) deep, calling '\(name)'; a macro that calls itself without end?", token: token)
        }
        try charge(at: token, what: "a call of '\(name)'")
        callDepth += 1
        defer { callDepth -= 1 }
        return try body()
    }

    /// Throws when `text` is longer than the output limit.
    func checkSize(_ text: String, at token: Token?, what: @autoclosure () -> String) throws {
        if text.utf8.count > limits.outputBytes {
            throw TemplateSyntaxError(reason: "\(what()) is longer than \(Self.size(limits.outputBytes)); a loop or recursion without end?", token: token)
        }
    }
}

extension RenderBudget {
    /// An address in the caller's stack frame: how deep the render's stack is, compared with the first.
    @inline(never)
    static func stackAddress() -> UInt {
        var marker = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// `bytes` for a message: "64 MiB", "1 MiB", "512 bytes".
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}

/// What is checked in a template's text before Stencil reads it: its size, tags left open (Stencil
/// drops the rest of the template after an unclosed `{{`, `{%` or `{#`), tags too long, block tags
/// nested too deep (Stencil parses them recursively). The scan finds tags as Stencil's lexer does.
enum TemplateCheck {
    /// The first problem of `text`, located; `nil` when it has none.
    static func problem(in text: String, path: String, limits: RenderLimits) -> Diagnostic? {
        var text = text
        return text.withUTF8 { bytes in problem(in: bytes, path: path, limits: limits) }
    }

    private static func problem(in bytes: UnsafeBufferPointer<UInt8>, path: String, limits: RenderLimits) -> Diagnostic? {
        if bytes.count > limits.templateBytes {
            return .error(
                "the template is \(bytes.count) bytes long, more than the \(RenderBudget.size(limits.templateBytes)) a template may have",
                at: SourceLocation(file: path))
        }
        var open: [Int] = []   // offsets of the block tags open
        var index = 0
        let brace = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        while index + 1 < bytes.count {
            guard bytes[index] == brace, let end = closer(of: bytes[index + 1]) else {
                index += 1
                continue
            }
            let start = index
            var cursor = index + 1   // as Stencil: `{%}` is a closed tag
            while cursor + 1 < bytes.count, !(bytes[cursor] == end && bytes[cursor + 1] == close) { cursor += 1 }
            let opener = String(decoding: bytes[start..<start + 2], as: UTF8.self)
            guard cursor + 1 < bytes.count else {
                return .error(
                    "'\(opener)' is not closed: no '\(Character(Unicode.Scalar(end)))}' after it (the rest of the template would be dropped)",
                    at: location(of: start, in: bytes, path: path))
            }
            if cursor - start > limits.tagBytes {
                return .error("this tag is longer than \(limits.tagBytes) bytes", at: location(of: start, in: bytes, path: path))
            }
            if end == UInt8(ascii: "%") {
                // `min`: `{%}` is a closed tag, with nothing inside.
                let words = String(decoding: bytes[min(start + 2, cursor)..<cursor], as: UTF8.self).split(whereSeparator: {
                    $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "-" || $0 == "+"
                })
                if let name = words.first {
                    if name.hasPrefix("end") {
                        _ = open.popLast()
                    } else if opensBlock(String(name), words: words.count) {
                        open.append(start)
                        if open.count > limits.nesting {
                            return .error("block tags nested more than \(limits.nesting) deep", at: location(of: start, in: bytes, path: path))
                        }
                    }
                }
            }
            index = cursor + 2
        }
        return nil
    }

    /// The character that, followed by `}`, ends a tag opened by `{` and `byte`.
    private static func closer(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        case UInt8(ascii: "%"): UInt8(ascii: "%")
        case UInt8(ascii: "#"): UInt8(ascii: "#")
        default: nil
        }
    }

    /// Whether a block tag named `name` (with `words` words) waits for its `end…` tag.
    private static func opensBlock(_ name: String, words: Int) -> Bool {
        switch name {
        case "for", "if", "ifnot", "filter", "block", "macro", "map": true
        case "set": words == 2
        default: name.hasSuffix(":")   // a labelled for
        }
    }

    /// Line and column (1-based, in characters) of byte `offset`.
    static func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>, path: String) -> SourceLocation {
        let newline = UInt8(ascii: "\n")
        let before = bytes[..<offset]
        let line = before.reduce(1) { $1 == newline ? $0 + 1 : $0 }
        let lineStart = (before.lastIndex(of: newline) ?? -1) + 1
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return SourceLocation(file: path, line: line, column: column)
    }
}
