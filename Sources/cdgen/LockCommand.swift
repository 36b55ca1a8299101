import ArgumentParser
import CDGenDriver

/// `cdgen lock <bundle>`: records the bundle's released versions in the lock beside it, which
/// lint, check and generate (so the build plugin) then check.
struct LockCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lock",
        abstract: "Record a bundle's released versions in <Model>.cdgen-lock.json beside it.",
        discussion:
            "Adds every version up to the current one that the lock does not have yet, with exactly what Core Data hashes of it, and prints what it added. A locked version is never rewritten unless named with --relock. lint, check and generate then report a locked version that changed, one removed or renamed, and a current version older than the newest locked one."
    )

    @Argument(help: "The .xcdatamodeld bundle.")
    var model: String

    @Option(name: .customLong("relock"), help: "A locked version to record again as it is now (with or without .xcdatamodel); repeatable.")
    var relock: [String] = []

    func run() throws {
        for line in try Driver.exitingOnFailure({ try Driver().lock(model, relock: relock) }) { print(line) }
    }
}
