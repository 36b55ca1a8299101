import CDGenCore
import Foundation
import Stencil

/// How blank lines are treated.
package enum TemplateSpacing: Sendable {
    /// Stencil's smart trimming (a line holding only a block tag leaves nothing), as SwiftGen
    /// renders its own templates.
    case modern
    /// StencilSwiftKit's older template class: no trimming, then every run of blank lines left
    /// by the tags collapsed, keeping the blank lines written in the template.
    case legacy
}

/// Renders a Stencil template with StencilSwiftKit's filters and tags, within `RenderLimits`.
package enum TemplateRenderer {
    /// `text` (read from `path`, which names it in errors) rendered over `context`. A template that
    /// does not parse, fails to render or passes a limit throws a `DiagnosticError` located in it
    /// (`Post.stencil:3:7: error: Unknown filter 'shout'`). `include` and `extends` load templates
    /// from the folder of `path` (and folders under it) only.
    package static func render(
        _ text: String, path: String, context: [String: Any], spacing: TemplateSpacing = .modern, limits: RenderLimits = .standard
    ) throws -> String {
        if let problem = TemplateCheck.problem(in: text, path: path, limits: limits) { throw DiagnosticError([problem]) }
        // On a thread of its own with a large stack: Stencil parses and renders recursively, and
        // the limits stop a render well before that stack is used up.
        let outcome = OnLargeStack.run { () -> Result<String, Error> in
            Result { try renderChecked(text, path: path, context: context, spacing: spacing, limits: limits) }
        }
        return try outcome.get()
    }

    private static func renderChecked(_ text: String, path: String, context: [String: Any], spacing: TemplateSpacing, limits: RenderLimits) throws -> String {
        let budget = RenderBudget(limits)
        // Not NSString's deletingLastPathComponent: it traps on an empty path on Linux.
        let folder = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let environment = makeEnvironment(spacing, loader: TemplateFolderLoader(folder: folder, budget: budget))
        do {
            let template = environment.templateClass.init(templateString: text, environment: environment, name: path)
            // Dictionaries wrapped: Stencil copies a dictionary's whole tree at each lookup step.
            var root = ContextDictionary.wrapping(context)
            root[RenderBudget.key] = budget
            let stack = Context(dictionary: root, environment: environment)
            // A level of its own for what the template sets at the top: Stencil's context has
            // none when the dictionary is empty, and would drop it.
            let rendered = try stack.push { try template.render(stack) }
            try budget.checkSize(rendered, at: nil, what: "the rendered text")
            return spacing == .legacy ? LegacySpacingTemplate.compact(rendered) : rendered
        } catch {
            throw located(error, path: path)
        }
    }

    private static func makeEnvironment(_ spacing: TemplateSpacing, loader: Loader) -> Environment {
        let ext = Extension()
        StringFilters.register(in: ext)
        Tags.register(in: ext)
        switch spacing {
        case .modern: return Environment(loader: loader, extensions: [ext], trimBehaviour: .smart)
        case .legacy: return Environment(loader: loader, extensions: [ext], templateClass: LegacySpacingTemplate.self, trimBehaviour: .nothing)
        }
    }

    /// `error` as a diagnostic at its tag, in the file the tag is in (an included template's own
    /// path), else at `path`.
    private static func located(_ error: Error, path: String) -> DiagnosticError {
        if let error = error as? DiagnosticError { return error }
        guard let syntax = error as? TemplateSyntaxError else { return DiagnosticError([.error("\(error)", at: SourceLocation(file: path))]) }
        guard let token = syntax.token ?? syntax.stackTrace.last else { return DiagnosticError([.error(syntax.reason, at: SourceLocation(file: path))]) }
        let location = token.sourceMap.location
        let file = token.sourceMap.filename ?? path
        let place = SourceLocation(file: file, line: Int(location.lineNumber), column: location.lineOffset + 1)
        return DiagnosticError([.error(syntax.reason, at: place)])
    }
}

/// Runs a closure on a new thread with a large stack (`RenderLimits.stackBytes`) and waits for it.
enum OnLargeStack {
    static func run<T>(_ body: @escaping () -> T) -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let body = body
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = RenderLimits.stackBytes
        thread.start()
        done.wait()
        return box.value!
    }

    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }
}

/// StencilSwiftKit's older spacing: blank lines of the template are marked before rendering,
/// blank lines the tags leave are removed after, then the marks turn back into blank lines.
final class LegacySpacingTemplate: Template {
    private static let mark = "\n\u{000b}\n"

    required init(templateString: String, environment: Environment? = nil, name: String? = nil) {
        // Twice: `\n\n\n` has overlapping pairs.
        let marked = templateString.replacingOccurrences(of: "\n\n", with: Self.mark).replacingOccurrences(of: "\n\n", with: Self.mark)
        super.init(templateString: marked, environment: environment, name: name)
    }

    /// `rendered` with the blank lines the tags left removed and the marked ones restored.
    static func compact(_ rendered: String) -> String {
        let blankRuns = try! NSRegularExpression(pattern: "\\n([ \\t]*\\n)+")
        let compact = blankRuns.stringByReplacingMatches(in: rendered, range: NSRange(rendered.startIndex..., in: rendered), withTemplate: "\n")
        return compact.replacingOccurrences(of: mark, with: "\n\n").replacingOccurrences(of: mark, with: "\n\n")
    }
}
