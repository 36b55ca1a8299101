import ArgumentParser
import CDGenCore

/// The `cdgen` command: Core Data models in, Swift source out.
@main
struct CDGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cdgen",
        abstract:
            "Generate Swift source for Core Data models (Xcode's XML or cdgen JSON): Core Data classes byte for byte as Xcode writes them, or SwiftData @Model classes.",
        version: CDGenVersion.current,
        subcommands: [
            GenerateCommand.self, CheckCommand.self, LintCommand.self, ConvertCommand.self, DumpCommand.self, DiffCommand.self, WatchCommand.self,
            LockCommand.self,
            RenderCommand.self, CloudKitCommand.self, DocCommand.self,
        ]
    )
}
