import Foundation

/// A bundle's model history: its versions, each parsed at most once per run, read by every stage
/// that needs them (the migration check of `lint`, `--versioned-schema`, `--staged-migration`)
/// under one policy for a version that cannot be read, each case reported once however many
/// stages read it:
///
/// - Malformed (bad XML, no `contents`): an error, located where reading it failed. Xcode's model
///   compiler compiles every version of a bundle, so the app does not build with it either.
/// - Saved before Xcode 4 (binary `elements`, which Xcode still compiles and cdgen cannot read, as
///   Simplenote's first version): a warning; it is left out of the migration check, and of a
///   history when no version before it is read. After a version that is read it is an error:
///   leaving it out would make the versions around it one step, checked and migrated as a step
///   the app never shipped.
final class BundleVersions {
    /// The versions named, as far as they were read.
    struct Reading {
        /// Those read, in the order named.
        var versions: [SchemaHistory.Version] = []
        /// No version was malformed.
        var complete = true
        /// The first version left out after one that was read, and that one.
        var gap: (left: String, after: String)?
    }

    /// The `.xcdatamodeld` bundle (or the model path, which then has no versions to read).
    let path: String
    private var listed: [String]?
    private var cache: [String: Result<ParsedModel, DiagnosticError>] = [:]
    private var reported: Set<String> = []

    init(bundle path: String) {
        self.path = path
    }

    /// Every version sorted before the one named `current`, oldest first: the steps a store takes
    /// to it. Stops the run when one of them is malformed, or left out between two others.
    func history(before current: String, diagnostics: DiagnosticCollector) throws -> [SchemaHistory.Version] {
        let reading = read(try names(diagnostics: diagnostics).prefix { $0 != current }, diagnostics: diagnostics)
        guard reading.complete else { throw PipelineStopped() }
        if let gap = reading.gap {
            try diagnostics.stopOnErrors([
                .error(
                    "version \(Quoted.name(gap.left)) cannot be read by cdgen, and cannot be left out of the history: the steps from \(Quoted.name(gap.after)) through it would be one step; open and save it in a newer Xcode",
                    at: location(of: gap.left))
            ])
        }
        return reading.versions
    }

    /// The bundle's version folders in natural order (`ModelLocator.modelVersions`), listed once.
    func names(diagnostics: DiagnosticCollector) throws -> [String] {
        if let listed { return listed }
        let names = try diagnostics.collecting { try ModelLocator.modelVersions(in: path) }
        listed = names
        return names
    }

    /// The versions named `names` (`.xcdatamodel` folder names), in that order, as far as they can
    /// be read: the problems of those that cannot are in `diagnostics`.
    func read(_ names: some Sequence<String>, diagnostics: DiagnosticCollector) -> Reading {
        var reading = Reading()
        for name in names {
            switch parsed(name) {
            case .success(let parsed):
                reading.versions.append(SchemaHistory.Version(label: name, model: parsed.model))
            case .failure(let error):
                let legacy = ModelLocator.savedBeforeXcode4(location(of: name).file)
                if legacy, reading.gap == nil, let after = reading.versions.last { reading.gap = (name, after.label) }
                reading.complete = reading.complete && legacy
                guard reported.insert(name).inserted else { continue }
                diagnostics.add(legacy ? [leftOut(name)] : error.diagnostics.filter { $0.severity == .error })
            }
        }
        return reading
    }

    /// The version named `name`, parsed, or why it cannot be read; parsed once.
    func parsed(_ name: String) -> Result<ParsedModel, DiagnosticError> {
        if let cached = cache[name] { return cached }
        let result = Result { () throws(DiagnosticError) -> ParsedModel in
            do {
                return try ModelParser.load(path, version: name).parsed
            } catch let error as DiagnosticError {
                throw error
            } catch {
                throw DiagnosticError([.error("version \(Quoted.name(name)) cannot be read: \(error)", at: location(of: name))])
            }
        }
        cache.updateValue(result, forKey: name)
        return result
    }

    private func location(of name: String) -> SourceLocation {
        SourceLocation(file: (path as NSString).appendingPathComponent(name))
    }

    private func leftOut(_ name: String) -> Diagnostic {
        .warning(
            "version \(Quoted.name(name)) was saved before Xcode 4 (binary 'elements', no 'contents'), which cdgen cannot read: stores of it are not checked for migration, nor migrated by a versioned schema or staged migration; open and save it in a newer Xcode",
            at: location(of: name))
    }
}
