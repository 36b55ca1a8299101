// swift-tools-version:6.0
import PackageDescription

#if os(Linux)
import Foundation

/// The toolchain's own swift-syntax, release-built (`<toolchain>/usr/lib/swift/host`, found from
/// the PackageDescription library this manifest runs with): the type-check harness parses with it
/// instead of a debug build of swift-syntax from source, which costs minutes to build and parses
/// many times slower. `nil` (the package below instead) where it is not there.
let hostSwiftSyntax: String? = {
    // Read to the end: `String(contentsOfFile:)` stops after about 4 KB of this file (whose size
    // says 0), so the library's line, one among a hundred, was found on some runs only.
    guard let maps = FileHandle(forReadingAtPath: "/proc/self/maps").map({ String(decoding: $0.readDataToEndOfFile(), as: UTF8.self) }),
        let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/pm/ManifestAPI/libPackageDescription.so") }),
        let start = line.firstIndex(of: "/")
    else { return nil }
    let host = URL(fileURLWithPath: String(line[start...])).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("host").path
    let modules = ["SwiftSyntax", "SwiftParser"]
    return modules.allSatisfy({
        FileManager.default.fileExists(atPath: "\(host)/\($0).swiftmodule") && FileManager.default.fileExists(atPath: "\(host)/lib\($0).so")
    }) ? host : nil
}()
#else
let hostSwiftSyntax: String? = nil
#endif

let package = Package(
    name: "cdgen",
    products: [
        .executable(name: "cdgen", targets: ["cdgen"]),
        // Generates the files of every Core Data model of a target at build time.
        .plugin(name: "CDGenPlugin", targets: ["CDGenPlugin"]),
        // `swift package generate-core-data-sources`: writes the files you keep in your sources.
        .plugin(name: "CDGenCommand", targets: ["CDGenCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `cdgen render`: the template engine SwiftGen and Sourcery render with.
        .package(url: "https://github.com/stencilproject/Stencil", exact: "0.15.1"),
    ]
        // Test-only: the type-check harness parses generated files with swift-syntax, this package
        // where the toolchain has none of its own. Nothing that users of `cdgen` build depends on it.
        + (hostSwiftSyntax == nil ? [.package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0")] : []),
    targets: [
        // libxml2 through pkg-config (apt: libxml2-dev, brew: libxml2).
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // The pure core: parse → validate → emit. No file writing, no argument parsing.
        .target(
            name: "CDGenCore",
            dependencies: ["CLibXML2"]
        ),
        // Stencil templates over a model: the context (SwiftGen's coredata keys and cdgen's own),
        // StencilSwiftKit's filters and tags. Kept out of CDGenCore so Stencil stays out of it.
        .target(
            name: "CDGenTemplates",
            dependencies: ["CDGenCore", .product(name: "Stencil", package: "Stencil")]
        ),
        // The driver every command runs once its arguments are read (pipeline, then writing the
        // files: all or nothing, only what changed), without argument parsing: shared by the two
        // executables below.
        .target(
            name: "CDGenDriver",
            dependencies: ["CDGenCore", "CDGenTemplates"]
        ),
        // The command-line shell over the core.
        .executableTarget(
            name: "cdgen",
            dependencies: [
                "CDGenCore",
                "CDGenDriver",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `generate` for the plugins, with the few arguments they pass read by hand: a package
        // that uses a plugin builds this tool, not swift-argument-parser and the whole CLI.
        .executableTarget(
            name: "cdgen-plugin-tool",
            dependencies: ["CDGenCore", "CDGenDriver"]
        ),
        // The build-tool plugin: runs the tool's `generate` for each model; the tool lists the
        // outputs, plus <Model>+CoreDataUnplanned.swift, which takes the files of a model edit the
        // build did not plan, so that every edit builds in one go.
        .plugin(
            name: "CDGenPlugin",
            capability: .buildTool(),
            dependencies: ["cdgen-plugin-tool"]
        ),
        // The command plugin: the "Create NSManagedObject Subclass…" workflow.
        .plugin(
            name: "CDGenCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-core-data-sources",
                    description: "Write the Core Data entity files the build does not generate into the package's sources"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "cdgen writes <Class>+CoreDataClass.swift and +CoreDataProperties.swift beside each model")
                ]
            ),
            dependencies: ["cdgen-plugin-tool"]
        ),
        // Locates the repository, the shared corpus and the Samples for every test target.
        .target(
            name: "CDGenTestSupport",
            path: "Tests/CDGenTestSupport"
        ),
        .testTarget(
            name: "CDGenCoreTests",
            dependencies: ["CDGenCore", "CDGenTestSupport"],
            exclude: ["Evolution/CorpusMigrationFindings.txt"]   // a golden the test reads by path
        ),
        .testTarget(
            name: "CDGenTemplatesTests",
            dependencies: ["CDGenTemplates", "CDGenCore", "CDGenTestSupport"],
            exclude: ["Fixtures"]
        ),
        // Runs the real `cdgen` executable: the corpus, the Samples and the CLI's behaviour.
        .testTarget(
            name: "cdgenTests",
            dependencies: ["cdgen", "cdgen-plugin-tool", "CDGenCore", "CDGenDriver", "CDGenTestSupport"]
        ),
        .testTarget(
            name: "CDGenTypeCheckTests",
            dependencies: [
                "CDGenCore",
                "CDGenTestSupport",
            ]
                + (hostSwiftSyntax == nil
                    ? [
                        .product(name: "SwiftParser", package: "swift-syntax"),
                        .product(name: "SwiftSyntax", package: "swift-syntax"),
                    ] : []),
            exclude: ["README.md"],
            resources: [.copy("StandIns")],
            swiftSettings: hostSwiftSyntax.map { [.unsafeFlags(["-I", $0])] } ?? [],
            linkerSettings: hostSwiftSyntax.map {
                [.unsafeFlags(["-L", $0, "-lSwiftParser", "-lSwiftSyntax", "-Xlinker", "-rpath", "-Xlinker", $0])]
            } ?? []
        ),
    ]
)
