import ArgumentParser
import CDGenDriver

/// Options the build plugin passes; a person running cdgen by hand has no use for them.
struct PluginFlags: ParsableArguments {
    @Option(
        name: .customLong("declared-outputs"),
        help: ArgumentHelp(
            "A file listing the file names the build declared for this model, one per line: files the build did not declare go into <Model>+CoreDataUnplanned.swift, declared files of removed entities are written header-only, and a replan marker is added.",
            valueName: "file"))
    var declaredOutputs: String?

    @Option(
        name: .customLong("replan-marker"),
        help: ArgumentHelp(
            "A folder whose listing SwiftPM watches; cdgen adds a marker file to it when the declared outputs are out of date, so that SwiftPM plans the next build again.",
            valueName: "folder"))
    var replanMarker: String?

    @Flag(
        name: .customLong("unplanned-file"),
        help:
            "Also plan <Model>+CoreDataUnplanned.swift (last), the file the build plugin always declares; header-only unless --declared-outputs puts files in it."
    )
    var unplannedFile = false

    @Flag(
        name: .customLong("remove-stale"),
        help:
            "Delete files of the output folder named like cdgen's (…+CoreDataClass.swift, …+CoreDataProperties.swift, …+CoreDataModel.swift) that this run does not write and that cdgen wrote (its header); others are left alone and named."
    )
    var removeStale = false

    @Flag(
        name: .customLong("xcode-project"),
        help: "The model is also built by Xcode's own codegen: an entity whose Codegen is not Manual/None and that cdgen would generate is an error.")
    var xcodeProject = false

    /// The options as the shared `GenerateJob` takes them.
    var options: GenerateJob.PluginOptions {
        var options = GenerateJob.PluginOptions()
        options.declaredOutputs = declaredOutputs
        options.replanMarker = replanMarker
        options.removeStale = removeStale
        options.xcodeProject = xcodeProject
        return options
    }
}
