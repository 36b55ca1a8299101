import CDGenCore
import Foundation

/// One set of generator options in the matrix (always `--codegen class`: every entity gets both files).
struct GenerationConfig: Sendable, Hashable, CustomStringConvertible {
    var era: XcodeEra
    var swiftVersion: Int = 5
    var nonisolated = false
    var guardWithCanImport = false

    var options: GeneratorOptions {
        var options = GeneratorOptions()
        options.codegen = .class
        options.era = era
        options.swiftVersion = swiftVersion
        options.nonisolated = nonisolated
        options.guardWithCanImport = guardWithCanImport
        options.modelFile = true
        return options
    }

    var description: String {
        "xcode\(era.rawValue)" + (swiftVersion < 4 ? "-swift\(swiftVersion)" : "") + (nonisolated ? "-nonisolated" : "")
            + (guardWithCanImport ? "-canimport" : "")
    }

    /// Every era, the Swift 3 types (`NSDate?`/`NSData?`), `--nonisolated` and the
    /// `#if canImport(CoreData)` guard (true here: the stand-in CoreData is importable, so the
    /// guarded code is checked). Options that only choose which files are written (codegen
    /// selection, overrides, complement, entity filter, model file) write the same text as
    /// `--codegen class`; `SelectionOptionTests` proves it.
    /// Add a configuration here whenever the generator gains an option that changes the text.
    static let matrix: [GenerationConfig] = [
        GenerationConfig(era: .xcode8, swiftVersion: 3),
        GenerationConfig(era: .xcode9),
        GenerationConfig(era: .xcode12),
        GenerationConfig(era: .xcode26),
        GenerationConfig(era: .xcode26, nonisolated: true),
        GenerationConfig(era: .xcode26, guardWithCanImport: true),
    ]
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
        return flags
    }

    static let both = [CompilerRun(languageMode: 6), CompilerRun(languageMode: 5)]
    static let swift6 = [CompilerRun(languageMode: 6)]
}
