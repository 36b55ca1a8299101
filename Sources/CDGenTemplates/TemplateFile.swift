import CDGenCore
import Foundation
import Stencil

/// Reading a template file, with a reason a person understands for each way it can fail
/// (`Post.stencil: error: cannot read the template: it is a folder`).
package enum TemplateFile {
    /// The text of the template at `path`; a located `DiagnosticError` when it is missing, not a
    /// regular file, too large, unreadable, binary or not UTF-8.
    package static func read(_ path: String) throws -> String {
        switch text(path) {
        case .success(let text): return text
        case .failure(let problem): throw DiagnosticError([.error("cannot read the template: \(problem.reason)", at: problem.location)])
        }
    }

    /// Why a template cannot be read, and where (the file, or the line and column of a bad byte).
    struct Problem: Error {
        var reason: String
        var location: SourceLocation
    }

    /// The text of `path`, or why not.
    static func text(_ path: String) -> Result<String, Problem> {
        let place = SourceLocation(file: path)
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason = errno == ENOENT ? "there is no such file" : String(cString: strerror(errno))
            return .failure(Problem(reason: reason, location: place))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(Problem(reason: "it is a folder, not a template file", location: place))
        default: return .failure(Problem(reason: "it is not a regular file (a device, a socket or a pipe)", location: place))
        }
        let limit = RenderLimits.standard.templateBytes
        if Int(info.st_size) > limit {
            return .failure(Problem(reason: "it is \(info.st_size) bytes long, more than the \(RenderBudget.size(limit)) a template may have", location: place))
        }
        guard let bytes = FileBytes.read(path, limit: limit) else {
            return .failure(Problem(reason: access(path, R_OK) != 0 ? "permission denied" : "it could not be read", location: place))
        }
        return decode(bytes, path: path)
    }

    /// `bytes` as text, or where they stop being UTF-8 text.
    private static func decode(_ bytes: [UInt8], path: String) -> Result<String, Problem> {
        var offset = 0
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var text = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\0" {
                    return .failure(
                        Problem(reason: "it holds a NUL byte: a binary file, not a template", location: location(of: offset, in: bytes, path: path)))
                }
                text.append(scalar)
                offset += UTF8.width(scalar)
            case .emptyInput:
                return .success(String(text))
            case .error:
                return .failure(
                    Problem(
                        reason: "it is not UTF-8 text (a binary file, or another encoding); save it as UTF-8",
                        location: location(of: offset, in: bytes, path: path)))
            }
        }
    }

    private static func location(of offset: Int, in bytes: [UInt8], path: String) -> SourceLocation {
        bytes.withUnsafeBufferPointer { TemplateCheck.location(of: offset, in: $0, path: path) }
    }
}

/// Loads the templates `include` and `extends` name, from the folder of the template being
/// rendered and the folders under it only: an absolute name, a `..` or a symbolic link that leads
/// out of the folder is refused. Each load is charged to the render's budget (a template that
/// includes itself stops at the budget's stack guard).
final class TemplateFolderLoader: Loader {
    let folder: String
    private let resolvedFolder: String
    private let budget: RenderBudget
    /// Templates already loaded by name: a template included in a loop is read and parsed once.
    private var loaded: [String: Template] = [:]

    init(folder: String, budget: RenderBudget) {
        self.folder = folder
        self.budget = budget
        resolvedFolder = Self.resolved(folder) ?? folder
    }

    func loadTemplate(name: String, environment: Environment) throws -> Template {
        try budget.charge(at: nil, what: "including '\(name)'")
        if let template = loaded[name] { return template }
        let template = try load(name, environment: environment)
        loaded[name] = template
        return template
    }

    private func load(_ name: String, environment: Environment) throws -> Template {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.isEmpty, !name.hasPrefix("/"), !parts.contains("..") else {
            throw TemplateSyntaxError(
                "cannot include '\(name)': only templates in the template's folder (or folders under it) can be included, by a relative name")
        }
        let path = (folder as NSString).appendingPathComponent(name)
        guard let resolved = Self.resolved(path), resolved.hasPrefix(resolvedFolder + "/") else {
            if Self.resolved(path) == nil { throw TemplateDoesNotExist(templateNames: [name], loader: self) }
            throw TemplateSyntaxError("cannot include '\(name)': it leads out of the template's folder")
        }
        switch TemplateFile.text(path) {
        case .failure(let problem):
            throw TemplateSyntaxError("cannot include '\(name)': \(problem.reason) (\(problem.location))")
        case .success(let text):
            if let problem = TemplateCheck.problem(in: text, path: path, limits: budget.limits) {
                throw TemplateSyntaxError("in the included '\(name)': \(problem)")
            }
            return environment.templateClass.init(templateString: text, environment: environment, name: path)
        }
    }

    /// `path` with its links resolved, or `nil` when it does not exist.
    private static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
