import ArgumentParser
import CDGenCore
import CDGenDriver
import Foundation

/// `cdgen watch <model> --output <dir>`: generates once, then again whenever the model changes
/// (any version, `.xccurrentversion`, a JSON model, the `--config` file), once per settled burst of saves; an invalid
/// save prints its diagnostics and keeps the last good output.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Regenerate whenever the model changes, until interrupted.",
        discussion:
            "Takes generate's options: Core Data files by default, SwiftData's @Model classes with --framework swiftdata. The model is Xcode's XML (every version and .xccurrentversion are watched) or a cdgen JSON model."
    )

    @Argument(help: "A .xcdatamodeld bundle, a .xcdatamodel folder, a contents file, or a .json model.")
    var model: String

    @Option(name: .shortAndLong, help: "The folder to write into.")
    var output: String

    @Option(name: .customLong("debounce-ms"), help: "How long the model must stay unchanged before a run (milliseconds).")
    var debounceMilliseconds = 200

    @Option(name: .customLong("poll-ms"), help: "How often to look when no change notification arrives (milliseconds, at least 50).")
    var pollMilliseconds = 1000

    @OptionGroup var flags: GeneratorFlags

    /// The shortest poll interval: below it a watch with no change notifications spins a core.
    static let minimumPollMilliseconds = 50

    func validate() throws {
        if output.isEmpty { throw ValidationError("--output must not be empty (an unset variable?)") }
        if pollMilliseconds < Self.minimumPollMilliseconds {
            throw ValidationError("--poll-ms must be at least \(Self.minimumPollMilliseconds): a shorter interval would keep a core busy")
        }
        if debounceMilliseconds < 0 { throw ValidationError("--debounce-ms must not be negative") }
    }

    func run() throws {
        _ = try flags.request(model: model)
        StopSignal.install()
        var session = WatchSession(model: model, flags: flags, output: output)
        let notifier = ChangeNotifier(pollInterval: Double(pollMilliseconds) / 1000)
        let first = session.regenerate(reason: "initial run")
        var snapshot = session.snapshot()
        notifier.watch(session.folders)
        Console.line(first)
        Console.line("cdgen watch: watching \(session.inputs.count) files of \(model); press Ctrl-C to stop")
        while true {
            notifier.wait()
            let changed = session.snapshot()
            guard changed != snapshot else { continue }
            let settled = Debounce.settled(
                from: changed, pause: { Thread.sleep(forTimeInterval: Double(debounceMilliseconds) / 1000) }, look: { session.snapshot() })
            let base = PathText.parent(of: model) + "/"
            let paths = settled.changes(since: snapshot).map { $0.hasPrefix(base) ? String($0.dropFirst(base.count)) : $0 }
            let inputs = session.inputs
            let line = session.regenerate(reason: paths.joined(separator: ", ") + " changed")
            // The baseline is what was generated from, so a save during the run is seen next time.
            snapshot = session.inputs == inputs ? settled : session.snapshot()
            notifier.watch(session.folders)
            Console.line(line)
        }
    }
}
