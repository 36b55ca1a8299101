import CDGenCore
import Foundation

/// One set of generator options in the matrix (always `--codegen class`: every entity gets both files).
struct GenerationConfig: Sendable, Hashable, CustomStringConvertible {
    var era: XcodeEra
    var swiftVersion: Int = 5
    var nonisolated = false
    var guardWithCanImport = false
    /// The options beyond Xcode (`--access-level`, `--respect-optional`, … `--model-builder`).
    var accessLevel: AccessLevel = .public
    var respectOptional = false
    var typedCollections = false
    var keys = false
    var fetchHelpers = false
    var modelBuilder = false
    /// `--snapshots`: the snapshot files, and a usage file that hands snapshots and IDs across tasks (`SnapshotUsage`).
    var snapshots = false

    var options: GeneratorOptions {
        var options = GeneratorOptions()
        options.codegen = .class
        options.era = era
        options.swiftVersion = swiftVersion
        options.nonisolated = nonisolated
        options.guardWithCanImport = guardWithCanImport
        options.modelFile = true
        options.accessLevel = accessLevel
        options.respectOptional = respectOptional
        options.typedCollections = typedCollections
        options.keys = keys
        options.fetchHelpers = fetchHelpers
        options.modelBuilder = modelBuilder
        options.snapshots = snapshots
        return options
    }

    var description: String {
        let flags: [(Bool, String)] = [
            (swiftVersion < 4, "-swift\(swiftVersion)"), (nonisolated, "-nonisolated"), (guardWithCanImport, "-canimport"),
            (accessLevel != .public, "-\(accessLevel.rawValue)"), (respectOptional, "-optional"),
            (typedCollections, "-typed"), (keys, "-keys"), (fetchHelpers, "-fetch"), (modelBuilder, "-builder"), (snapshots, "-snapshots"),
        ]
        return "xcode\(era.rawValue)" + flags.filter(\.0).map(\.1).joined()
    }

    /// Whether any option beyond Xcode's output is on.
    var isBeyondXcode: Bool { !options.isXcodeIdentical || modelBuilder }

    /// Every era, the Swift 3 types (`NSDate?`/`NSData?`), `--nonisolated` and the
    /// `#if canImport(CoreData)` guard (true here: the stand-in CoreData is importable, so the
    /// guarded code is checked). Options that only choose which files are written (codegen
    /// selection, overrides, complement, entity filter, model file) write the same text as
    /// `--codegen class`; `SelectionOptionTests` proves it.
    /// Add a configuration here whenever the generator gains an option that changes the text
    /// (`OptionCoverageTests` fails until a configuration sets it).
    static let matrix: [GenerationConfig] = [
        GenerationConfig(era: .xcode8, swiftVersion: 3),
        GenerationConfig(era: .xcode9),
        GenerationConfig(era: .xcode12),
        GenerationConfig(era: .xcode26),
        GenerationConfig(era: .xcode26, nonisolated: true),
        GenerationConfig(era: .xcode26, guardWithCanImport: true),
    ]

    /// `--style swift --model-builder` at every access level, with and without `--nonisolated`:
    /// the recommended output, for every model that gets the Xcode matrix's first-class checks.
    /// The two `public` ones add `--snapshots` (with and without main-actor default isolation):
    /// the snapshot files ride on compiler runs that happen anyway, no run of their own.
    static let styleMatrix: [GenerationConfig] = AccessLevel.allCases.flatMap { access in
        [false, true].map { nonisolated in
            GenerationConfig(
                era: .xcode26, nonisolated: nonisolated, accessLevel: access, respectOptional: true,
                typedCollections: true, keys: true, fetchHelpers: true, modelBuilder: true, snapshots: access == .public)
        }
    }

    /// Every combination of the options beyond Xcode: 3 access levels × `--nonisolated` ×
    /// 2⁵ on/off (respect-optional, typed-collections, keys, fetch-helpers, model-builder) = 192.
    static let allCombinations: [GenerationConfig] = AccessLevel.allCases.flatMap { access in
        [false, true].flatMap { nonisolated in
            (0..<32).map { bits in
                GenerationConfig(
                    era: .xcode26, nonisolated: nonisolated, accessLevel: access,
                    respectOptional: bits & 1 != 0, typedCollections: bits & 2 != 0, keys: bits & 4 != 0,
                    fetchHelpers: bits & 8 != 0, modelBuilder: bits & 16 != 0)
            }
        }
    }
}

/// One compiler run over a generated model: a language mode and the flags that go with it.
struct CompilerRun: Sendable, Hashable, CustomStringConvertible {
    var languageMode: Int

    var description: String { "swift\(languageMode)" }

    /// The `swiftc` flags for this run of `config`'s output.
    func flags(for config: GenerationConfig) -> [String] {
        var flags = ["-swift-version", "\(languageMode)"]
        // Xcode 26 writes `public import`: check it the way a package target with internal
        // imports by default (the Swift 6 direction) builds it.
        if config.era >= .xcode26, languageMode >= 6 {
            flags += ["-enable-upcoming-feature", "InternalImportsByDefault"]
        }
        // `--nonisolated` exists for targets whose default isolation is the main actor.
        if config.nonisolated {
            flags += ["-default-isolation", "MainActor"]
        }
        // `package` declarations need the module to belong to a package, as SwiftPM's targets do.
        if config.accessLevel == .package {
            flags += ["-package-name", "CheckedPackage"]
        }
        return flags
    }

    static let both = [CompilerRun(languageMode: 6), CompilerRun(languageMode: 5)]
    static let swift6 = [CompilerRun(languageMode: 6)]
}
