// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "cdgen",
    products: [
        .executable(name: "cdgen", targets: ["cdgen"]),
        // Generates the files of every Core Data model of a target at build time.
        .plugin(name: "CDGenPlugin", targets: ["CDGenPlugin"]),
        // `swift package generate-core-data-sources`: writes the files you keep in your sources.
        .plugin(name: "CDGenCommand", targets: ["CDGenCommand"]),
        // Opt-in: checks the target's hand-written classes against its models at build time
        // (`cdgen lint --sources`). It runs the full CLI, built from source only with the
        // LintPlugin trait (or prebuilt in the plugin-only package CDGenLintPlugins).
        .plugin(name: "CDGenLintPlugin", targets: ["CDGenLintPlugin"]),
    ],
    // `lint --sources` reads Swift with swift-syntax, whose release build takes minutes. It is on by
    // default, so that every ordinary build (Mint, `experimental-install`, `swift test`, the lint
    // plugin from source) has it; `--disable-default-traits` builds `cdgen` without swift-syntax,
    // which is what the README's first command does, and the CDGenPlugin build tool never needs it.
    traits: [
        .trait(name: "SourceCheck", description: "cdgen lint --sources: the app's Swift read with swift-syntax"),
        // SwiftPM builds a plugin's tools for the host apart from the products ("-tool" copies),
        // even when host and target are one: were cdgen CDGenLintPlugin's tool by default, every
        // build of this package (`swift test` too) would compile swift-syntax, the source check
        // and the CLI twice. A package that lints from source enables the trait.
        .trait(
            name: "LintPlugin", description: "CDGenLintPlugin from source: its tool, cdgen with lint --sources, built for the plugin",
            enabledTraits: ["SourceCheck"]),
        .default(enabledTraits: ["SourceCheck"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `cdgen render`: the template engine SwiftGen and Sourcery render with.
        .package(url: "https://github.com/stencilproject/Stencil", exact: "0.15.1"),
        // `cdgen lint --sources` reads the app's Swift with it (CDGenSourceCheck: the CLI links it,
        // the plugins' tool does not). The type-check tests parse generated files with it too.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    ],
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
        // `lint --sources`: the app's hand-written classes, read with swift-syntax, checked against
        // what the model declares. Only the CLI links it: plugin users never build swift-syntax.
        .target(
            name: "CDGenSourceCheck",
            dependencies: [
                "CDGenCore",
                "CDGenDriver",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The command-line shell over the core; `lint --sources` only with the SourceCheck trait.
        .executableTarget(
            name: "cdgen",
            dependencies: [
                "CDGenCore",
                "CDGenDriver",
                .target(name: "CDGenSourceCheck", condition: .when(traits: ["SourceCheck"])),
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
        // The lint build-tool plugin: `cdgen lint <model> --sources <the target's Swift files>` per
        // model. It depends on the CLI (swift-syntax), never CDGenPlugin: the default stays lean;
        // without the LintPlugin trait it has no tool and says how to get one.
        .plugin(
            name: "CDGenLintPlugin",
            capability: .buildTool(),
            dependencies: [.target(name: "cdgen", condition: .when(traits: ["LintPlugin"]))]
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
        // The source check's reader and checks, on Swift text and models in memory.
        .testTarget(
            name: "CDGenSourceCheckTests",
            dependencies: ["CDGenSourceCheck", "CDGenCore", "CDGenTestSupport"]
        ),
        .testTarget(
            name: "CDGenTypeCheckTests",
            dependencies: [
                "CDGenCore",
                // `lint --sources --fix`'s output is type-checked too (FixedSources).
                "CDGenSourceCheck",
                "CDGenTestSupport",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            // Analyzer/ is a program the harness builds itself (Harness/SyntaxAnalyzer.swift).
            exclude: ["README.md", "Analyzer"],
            resources: [.copy("StandIns")]
        ),
    ]
)
