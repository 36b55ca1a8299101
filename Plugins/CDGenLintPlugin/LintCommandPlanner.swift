import Foundation
import PackagePlugin

/// Builds the lint commands of one target: one `cdgen lint <model> --sources <Swift files>` per
/// model. A build command needs an output: `--stamp-file` writes one, a Swift file holding only a
/// comment (the summary), which the target compiles to nothing; SwiftPM runs the command again
/// when the model, `cdgen.json`, a Swift file of the target or cdgen changes, and otherwise not.
/// The findings print as `path:line:column: error: …`, which SwiftPM and Xcode show at the line.
struct LintCommandPlanner {
    /// The cdgen executable (the full CLI: `lint --sources`).
    var cdgen: URL
    /// The plugin's work folder for the target.
    var workDirectory: URL
    /// The folder model paths are made relative to, for the stamp files' names.
    var baseDirectory: URL

    /// The `cdgen` that `lookup` (the context's `tool(named:)`) finds. In the cdgen package the
    /// plugin has it only with the LintPlugin trait (so that a build of cdgen or of a package
    /// that does not lint compiles swift-syntax once, not a second time for the plugin): without
    /// it the build stops here, saying how to get it.
    static func cdgen(_ lookup: (String) throws -> URL) throws -> URL {
        do { return try lookup("cdgen") } catch {
            throw ToolMissing()
        }
    }

    struct ToolMissing: Error, CustomStringConvertible {
        var description: String {
            "CDGenLintPlugin has no cdgen to run: with the cdgen package, enable its LintPlugin trait, "
                + ".package(url: <cdgen>, from: <version>, traits: [\"LintPlugin\"]), or use the plugin-only package CDGenLintPlugins, whose cdgen is prebuilt"
        }
    }

    /// The commands for the models among `files`, each checking the Swift files among them.
    func commands(files: [URL]) throws -> [Command] {
        let inputs = try ModelInputs(files: files)
        let sources = files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        guard !inputs.models.isEmpty, !sources.isEmpty else { return [] }
        let stamps = workDirectory.appendingPathComponent("Lint")
        try FileManager.default.createDirectory(at: stamps, withIntermediateDirectories: true)
        return try inputs.models.map { model in
            // `+` keeps the name apart from any class's file; the key keeps two models' apart.
            let key = Self.fileName(ModelInputs.key(of: model, below: baseDirectory))
            let stamp = stamps.appendingPathComponent("\(key)+CDGenLint.swift")
            // The Swift files in a list file, not one argument each: a target of thousands of
            // files would pass the system's limit on a command line and never start.
            let list = stamps.appendingPathComponent("\(key)+CDGenLint.sources")
            try Self.write(Data(sources.map { $0.path + "\u{0}" }.joined().utf8), to: list)
            var arguments = ["lint", model.path]
            if let config = inputs.config { arguments += ["--config", config.path] }
            arguments += ["--stamp-file", stamp.path, "--sources-file", list.path]
            return .buildCommand(
                displayName: "cdgen: checking the classes of \(model.lastPathComponent)",
                executable: cdgen,
                arguments: arguments,
                inputFiles: [model] + ModelInputs.files(of: model) + ModelInputs.lock(of: model) + (inputs.config.map { [$0] } ?? []) + sources + [cdgen],
                outputFiles: [stamp]
            )
        }
    }

    /// `key` as one file name that no other key gives: letters, digits, `.` and `-` kept, every
    /// other byte (`/`, `_`, a space, a line break) written `_` and two hex digits, so that
    /// `Models/Chat` (`Models_2FChat`) and `Models_Chat` (`Models_5FChat`) stay apart.
    static func fileName(_ key: String) -> String {
        var name = ""
        for byte in key.utf8 {
            let isKept = (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2E || byte == 0x2D
            name += isKept ? String(UnicodeScalar(byte)) : "_" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        return name
    }

    /// Writes `data` at `url` unless it holds it already (its time then stays).
    private static func write(_ data: Data, to url: URL) throws {
        if (try? Data(contentsOf: url)) == data { return }
        try data.write(to: url, options: .atomic)
    }
}

extension String {
    /// The string with `0`s before it up to `count` characters.
    fileprivate func leftPadded(to count: Int) -> String {
        String(repeating: "0", count: max(0, count - self.count)) + self
    }
}
