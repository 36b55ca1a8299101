import CDGenCore
import Foundation

extension Driver {
    /// `lock`: records the bundle's versions up to the current one that the lock beside it does not
    /// have (and those of `relock` again), written atomically; returns the lines to print.
    package func lock(_ bundle: String, relock: [String]) throws -> [String] {
        try run { diagnostics in
            let update = try Pipeline.lock(bundle, relock: relock, diagnostics: diagnostics)
            if update.changed { _ = try OutputWriter.write([update.file]) }
            let path = update.file.path
            var lines = update.added.map { "locked \(Quoted.name($0)) in \(path)" } + update.replaced.map { "locked \(Quoted.name($0)) again in \(path)" }
            if lines.isEmpty { lines = ["\(path): every version up to the current one is locked; nothing added"] }
            return lines
        }
    }

    /// `diff` where either side may be `<revision>:<path>`, read with git (`GitRevision`): that
    /// side is the model as the revision has it, named by its spec.
    package func diff(old: String, new: String) throws -> ModelDiff {
        try compared(old, new).diff
    }

    /// `diff --format markdown` with sides as for `diff(old:new:)`: a pull request's check compares
    /// the model with its base, `main:<path>`, without a second checkout.
    package func diffMarkdown(old: String, new: String) throws -> String {
        let compared = try compared(old, new)
        return DiffMarkdown.text(compared.diff, old: compared.old, new: compared.new)
    }

    /// The two sides, each a path or a `<revision>:<path>` copied out of git for the run (the
    /// copies removed after it), compared; a git side is named by its spec.
    private func compared(_ old: String, _ new: String) throws -> (diff: ModelDiff, old: DataModel, new: DataModel) {
        try run { diagnostics in
            var folders: [URL] = []
            defer { for folder in folders { try? FileManager.default.removeItem(at: folder) } }
            func side(_ spec: String) throws -> (path: String, label: String?) {
                guard let revision = GitRevision(spec) else { return (spec, nil) }
                let copy = try diagnostics.collecting { try revision.checkout() }
                folders.append(copy.folder)
                return (copy.path, spec)
            }
            let before = try side(old), after = try side(new)
            var compared = try Pipeline.compared(old: (before.path, nil), new: (after.path, nil), diagnostics: diagnostics)
            if let label = before.label { compared.diff.oldLabel = label }
            if let label = after.label { compared.diff.newLabel = label }
            return compared
        }
    }
}
