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

/// Renders a Stencil template with StencilSwiftKit's filters and tags.
package enum TemplateRenderer {
    /// `text` (read from `path`, which names it in errors) rendered over `context`. A template that
    /// does not parse or render throws a `DiagnosticError` located in it
    /// (`Post.stencil:3:7: error: Unknown filter 'shout'`).
    package static func render(_ text: String, path: String, context: [String: Any], spacing: TemplateSpacing = .modern) throws -> String {
        let environment = makeEnvironment(spacing)
        let template = environment.templateClass.init(templateString: text, environment: environment, name: path)
        // Dictionaries wrapped: Stencil copies a dictionary's whole tree at each lookup step.
        let stack = Context(dictionary: ContextDictionary.wrapping(context), environment: environment)
        do {
            // A level of its own for what the template sets at the top: Stencil's context has
            // none when the dictionary is empty, and would drop it.
            let rendered = try stack.push { try template.render(stack) }
            return spacing == .legacy ? LegacySpacingTemplate.compact(rendered) : rendered
        } catch {
            throw located(error, path: path)
        }
    }

    private static func makeEnvironment(_ spacing: TemplateSpacing) -> Environment {
        let ext = Extension()
        StringFilters.register(in: ext)
        Tags.register(in: ext)
        switch spacing {
        case .modern: return Environment(extensions: [ext], trimBehaviour: .smart)
        case .legacy: return Environment(extensions: [ext], templateClass: LegacySpacingTemplate.self, trimBehaviour: .nothing)
        }
    }

    private static func located(_ error: Error, path: String) -> DiagnosticError {
        guard let syntax = error as? TemplateSyntaxError else { return DiagnosticError([.error("\(error)", at: SourceLocation(file: path))]) }
        guard let token = syntax.token else { return DiagnosticError([.error(syntax.reason, at: SourceLocation(file: path))]) }
        let location = token.sourceMap.location
        let place = SourceLocation(file: path, line: Int(location.lineNumber), column: location.lineOffset + 1)
        return DiagnosticError([.error(syntax.reason, at: place)])
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
