import Foundation

/// The version lock: `cdgen lock` records a bundle's released versions, and `lint`, `check`
/// and `generate` (so the build plugin) check the bundle against the lock beside it.
extension Pipeline {
    /// What `cdgen lock` writes: the lock's file, and the versions it added and rewrote.
    package struct LockUpdate: Sendable {
        package var file: ConvertedFile
        package var added: [String]
        package var replaced: [String]
        /// Whether the text differs from the lock on disk.
        package var changed: Bool
    }

    /// The lock of the bundle at `path` with every version up to the current one that it does not
    /// record yet (later ones are drafts no release shipped); the versions named in `relock` are
    /// recorded again as they are now. Stops on a bad bundle or lock, or a `relock` name the lock
    /// does not have.
    package static func lock(_ path: String, relock: [String], diagnostics: DiagnosticCollector) throws -> LockUpdate {
        let current = try load(path, version: nil, diagnostics: diagnostics)
        guard current.source.kind == .bundle else {
            try diagnostics.stopOnErrors([.error("cdgen lock needs a .xcdatamodeld bundle", at: SourceLocation(file: path))])
            throw PipelineStopped()
        }
        let lockPath = VersionLock.path(besideBundle: path)
        var lock = try readLock(at: lockPath, diagnostics: diagnostics) ?? VersionLock()
        let versions = BundleVersions(bundle: path)
        let currentName = label(current.source)
        let names = try versions.names(diagnostics: diagnostics)
        let released = Array(names.prefix { $0 != currentName }) + [currentName]
        let wanted = relock.map { $0.hasSuffix(".xcdatamodel") ? $0 : $0 + ".xcdatamodel" }
        for name in wanted where !lock.versions.contains(where: { $0.name == name }) {
            diagnostics.add([.error("version \(Quoted.name(name)) is not in the lock, so it cannot be locked again", at: SourceLocation(file: lockPath))])
        }
        let reading = versions.read(released.filter { name in wanted.contains(name) || !lock.versions.contains { $0.name == name } }, diagnostics: diagnostics)
        try diagnostics.stopOnErrors()
        var update = LockUpdate(file: ConvertedFile(path: lockPath, contents: ""), added: [], replaced: [], changed: false)
        for version in reading.versions {
            let entry = VersionLock.Entry(name: version.label, current: currentName, inputs: VersionHashInputs(coreData: version.model))
            if let at = lock.versions.firstIndex(where: { $0.name == version.label }) {
                if lock.versions[at] != entry { update.replaced.append(version.label) }
                lock.versions[at] = entry
            } else {
                lock.versions.append(entry)
                update.added.append(version.label)
            }
        }
        update.file.contents = lock.text
        update.changed = (try? String(contentsOfFile: lockPath, encoding: .utf8)) != lock.text
        return update
    }

    /// The findings of the bundle of `current` against the lock beside it, when there is one.
    static func checkLock(_ current: LoadedModel, bundle path: String, versions: BundleVersions, diagnostics: DiagnosticCollector) throws {
        guard current.source.kind == .bundle else { return }
        guard let lock = try readLock(at: VersionLock.path(besideBundle: path), diagnostics: diagnostics, stopping: false) else { return }
        let names = try versions.names(diagnostics: diagnostics)
        let read = versions.read(names, diagnostics: diagnostics).versions.map { version in
            VersionLockCheck.Version(
                name: version.label, model: version.model,
                contents: ((path as NSString).appendingPathComponent(version.label) as NSString).appendingPathComponent("contents"))
        }
        let marker = SourceLocation(file: (path as NSString).appendingPathComponent(".xccurrentversion"))
        diagnostics.add(VersionLockCheck.findings(lock: lock, listed: names, read: read, current: label(current.source), marker: marker))
    }

    /// The lock at `path`, `nil` when there is none or (not `stopping`) when it cannot be read,
    /// its problems collected; `stopping`, a lock that cannot be read stops the run.
    private static func readLock(at path: String, diagnostics: DiagnosticCollector, stopping: Bool = true) throws -> VersionLock? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            try diagnostics.stopOnErrors([.error("the version lock cannot be read", at: SourceLocation(file: path))])
            return nil
        }
        let (lock, found) = VersionLock.read(Array(data), path: path)
        if stopping { try diagnostics.stopOnErrors(found) } else { diagnostics.add(found) }
        return lock
    }
}
