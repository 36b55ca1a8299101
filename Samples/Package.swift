// swift-tools-version:6.0
import PackageDescription

// The seed models built with the cdgen plugin, one target per model. `swift build` here runs cdgen
// for each model and compiles the generated files with the code beside them; on Linux, where
// CoreData does not exist, `"guardWithCanImport": true` in each target's cdgen.json wraps the
// generated files in `#if canImport(CoreData)`, and the code beside them is guarded the same way.
let package = Package(
    name: "CDGenSamples",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
    dependencies: [
        // The cdgen repository (its package is named "cdgen").
        .package(name: "cdgen", path: ".."),
    ],
    targets: [
        // README: Use it in a package (begin)
        .target(
            name: "ChatSample",
            path: "Chat",
            exclude: ["Golden", "GoldenSwiftStyle", "GoldenSwiftData", "Chat.json"],
            resources: [.process("Chat.xcdatamodeld")],
            plugins: [.plugin(name: "CDGenPlugin", package: "cdgen")]
        ),
        // README: Use it in a package (end)
        .target(
            name: "CompanySample",
            path: "Company",
            // GoldenStagedMigration: what the plugin writes with the sample's cdgen.json ("stagedMigration": true), reviewed.
            // Company.cdgen-lock.json: the version lock, read by cdgen (lint, generate, the plugin), not a resource.
            exclude: ["Golden", "GoldenSwiftStyle", "GoldenSwiftData", "GoldenStagedMigration", "Company.json", "Company.cdgen-lock.json"],
            resources: [.process("Company.xcdatamodeld")],
            plugins: [.plugin(name: "CDGenPlugin", package: "cdgen")]
        ),
        // This one leaves the model out of `resources`: the plugin reads it, so SwiftPM does not
        // warn about an unhandled file either way (apps that load the model at run time need it).
        .target(
            name: "OrdersSample",
            path: "Orders",
            // Templates: the one of cdgen.json's "templates", read by cdgen (OrdersEntityNames.swift), not compiled.
            exclude: ["Golden", "GoldenSwiftStyle", "GoldenSwiftData", "Orders.json", "Templates"],
            plugins: [.plugin(name: "CDGenPlugin", package: "cdgen")]
        ),
        .target(
            name: "BankingSample",
            path: "Banking",
            exclude: ["Golden", "GoldenSwiftStyle", "GoldenSwiftData", "Banking.json"],
            // The compiled model (Banking.momd) for the runtime tests, which compare it with the
            // model builder that `"modelBuilder": true` in cdgen.json adds.
            resources: [.process("Banking.xcdatamodeld")],
            plugins: [.plugin(name: "CDGenPlugin", package: "cdgen")]
        ),
        // The SwiftData goldens (`cdgen generate --framework swiftdata --guard-with-can-import`),
        // compiled as they are: on Linux, where SwiftData does not exist, they compile to nothing.
        .target(name: "ChatSwiftData", path: "Chat/GoldenSwiftData"),
        .target(name: "CompanySwiftData", path: "Company/GoldenSwiftData"),
        .target(name: "OrdersSwiftData", path: "Orders/GoldenSwiftData"),
        .target(name: "BankingSwiftData", path: "Banking/GoldenSwiftData"),
        // Runtime tests over the generated code: stores opened, saved, fetched, shared with
        // SwiftData. They exist only where CoreData (and SwiftData) can be imported; elsewhere
        // `swift test` reports one skipped test. `swift build` does not build test targets.
        .testTarget(
            name: "SamplesRuntimeTests",
            dependencies: ["ChatSample", "BankingSample", "CompanySample", "BankingSwiftData"],
            path: "RuntimeTests"
        ),
    ]
)
