import ArgumentParser
import CDGenCore
import CDGenDriver
import Foundation

/// The state of a `watch`: which files to watch, and one regeneration at a time that never
/// replaces good output with the result of an invalid model.
struct WatchSession {
    let model: String
    let flags: GeneratorFlags
    let output: String
    /// The files the last successful run read (the model's own path and the config until then).
    private(set) var inputs: [String]

    /// Creates a session; nothing runs yet.
    init(model: String, flags: GeneratorFlags, output: String) {
        self.model = model
        self.flags = flags
        self.output = output
        inputs = [model] + (flags.config.map { [$0] } ?? [])
    }

    /// The folders to watch: those holding the inputs, and the model itself if it is a folder
    /// (a new version or a new `.xccurrentversion` appears there).
    var folders: [String] {
        var isDirectory: ObjCBool = false
        let own = FileManager.default.fileExists(atPath: model, isDirectory: &isDirectory) && isDirectory.boolValue ? [model] : []
        return Array(Set(own + inputs.map { PathText.parent(of: $0) })).sorted()
    }

    /// The current state of the inputs and watched folders.
    func snapshot() -> InputSnapshot {
        InputSnapshot(files: inputs, folders: folders)
    }

    /// Generates and writes; returns the line to print. On errors prints the diagnostics and
    /// leaves the output as it was.
    mutating func regenerate(reason: String) -> String {
        let start = DispatchTime.now()
        let elapsed = { "\((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000) ms" }
        do {
            let request = try flags.request(model: model)
            let config = flags.config.map { [$0] } ?? []
            let result = try Driver().regenerate(request, output: output) { inputs = $0 + config }
            return "cdgen watch: \(reason): \(result.written.count) written, \(result.unchanged.count) unchanged (\(elapsed()))"
        } catch is Driver.Failed {
            return "cdgen watch: \(reason): errors, kept the last good output (\(elapsed()))"
        } catch {
            return "cdgen watch: \(reason): \(error) (\(elapsed()))"
        }
    }
}
