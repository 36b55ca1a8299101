import Foundation

/// The SwiftData stand-in (`StandIns/SwiftData/SwiftData.swift`) and its macro plugin
/// (`StandIns/SwiftData/SwiftDataMacros.swift`), built once per test process like the other
/// stand-ins: the plugin into a shared library against the toolchain's own swift-syntax (the
/// `lib/swift/host` folder beside `swiftc`, which also holds the compiler's own plugins), then the
/// module with the plugin loaded. Kept apart from `StandInModules` so the Core Data checks neither
/// wait for the plugin nor depend on it.
actor SwiftDataStandIn {
    static let shared = SwiftDataStandIn()

    /// What a SwiftData type-check needs.
    struct Prepared: Sendable {
        /// The other stand-ins (Foundation-level frameworks the output may import).
        var standIns: StandInModules.Prepared
        /// The folder holding `SwiftData.swiftmodule`.
        var moduleFolder: URL
        /// The plugin, for `-load-plugin-library`.
        var plugin: URL

        /// The compiler arguments (of the driver, `swiftc -typecheck`) that make `import SwiftData`
        /// resolve to the stand-in, and Foundation's `ValueTransformer` visible as Foundation's.
        var arguments: [String] {
            [
                "-I", standIns.moduleFolder.path, "-I", moduleFolder.path, "-module-cache-path", standIns.moduleCache.path,
                "-load-plugin-library", plugin.path,
            ] + Self.foundationAdditions.flatMap { ["-Xfrontend", $0] }
        }

        /// The same for `swiftc -frontend`.
        var frontendArguments: [String] {
            [
                "-I", standIns.moduleFolder.path, "-I", moduleFolder.path, "-module-cache-path", standIns.moduleCache.path,
                "-load-plugin-library", plugin.path,
            ] + Self.foundationAdditions
        }

        /// `StandIns/FoundationAdditions.swift`, imported into every file as if Foundation declared it.
        static let foundationAdditions = ["-import-module", "FoundationAdditions"]
    }

    private var task: Task<Prepared, Error>?

    /// Builds the plugin and the module the first time; later calls share the result.
    func prepare() async throws -> Prepared {
        if let task { return try await task.value }
        let task = Task { try await Self.build() }
        self.task = task
        return try await task.value
    }

    /// `StandIns/SwiftData`, copied as a resource or in the source tree.
    static var sourceFolder: URL { StandInModules.sourceFolder.appendingPathComponent("SwiftData") }

    /// The toolchain's swift-syntax: `<swiftc>/../../lib/swift/host`, symbolic links resolved.
    static func hostLibraries() throws -> URL {
        guard let swiftc = Toolchain.swiftc else { throw HarnessError("swiftc not found: put it on PATH or set SWIFTC") }
        let host = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host")
        guard FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntaxMacros.swiftmodule").path) else {
            throw HarnessError("\(host.path) has no SwiftSyntaxMacros.swiftmodule: this toolchain cannot build the SwiftData macro plugin")
        }
        return host
    }

    private static func build() async throws -> Prepared {
        let standIns = try await StandInModules.shared.prepare()
        let folder = Scratch.root.appendingPathComponent("SwiftDataStandIn")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let plugin = try await buildPlugin(into: folder)
        let (status, output) = try await Toolchain.runSwiftc(
            [
                "-emit-module", "-parse-as-library", "-module-name", "SwiftData", "-swift-version", "5",
                "-I", standIns.moduleFolder.path, "-module-cache-path", standIns.moduleCache.path, "-load-plugin-library", plugin.path,
                "-emit-module-path", folder.appendingPathComponent("SwiftData.swiftmodule").path,
                sourceFolder.appendingPathComponent("SwiftData.swift").path,
            ], outputFile: folder.appendingPathComponent("SwiftData.log"))
        if status != 0 { throw HarnessError("the SwiftData stand-in does not compile:\n\(output)") }
        return Prepared(standIns: standIns, moduleFolder: folder, plugin: plugin)
    }

    /// `swiftc -emit-library` of the plugin source, linked to the host swift-syntax libraries.
    private static func buildPlugin(into folder: URL) async throws -> URL {
        let host = try hostLibraries().path
        let library = folder.appendingPathComponent("libSwiftDataMacros.so")
        let (status, output) = try await Toolchain.runSwiftc(
            [
                "-emit-library", "-parse-as-library", "-module-name", "SwiftDataMacros", "-I", host, "-L", host,
                "-lSwiftSyntax", "-lSwiftSyntaxMacros", "-lSwiftDiagnostics", "-Xlinker", "-rpath", "-Xlinker", host,
                "-o", library.path, sourceFolder.appendingPathComponent("SwiftDataMacros.swift").path,
            ], outputFile: folder.appendingPathComponent("SwiftDataMacros.log"))
        if status != 0 { throw HarnessError("the SwiftData macro plugin does not build:\n\(output)") }
        return library
    }
}
