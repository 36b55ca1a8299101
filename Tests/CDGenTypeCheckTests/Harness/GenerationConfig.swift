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

    /// Whether any option beyond Xcode's output is on (snapshot files are cdgen's own: they must not warn).
    var isBeyondXcode: Bool { !options.isXcodeIdentical || modelBuilder || snapshots }

    /// Every era, the Swift 3 types (`NSDate?`/`NSData?`), `--nonisolated` and the
    /// `#if canImport(CoreData)` guard (true here: the stand-in CoreData is importable, so the
    /// guarded code is checked). Options that only choose which files are written (codegen
    /// selection, overrides, complement, entity filter, model file) write the same text as
    /// `--codegen class`; `SelectionOptionTests` proves it.
    /// Add a configuration here whenever the generator gains an option that changes the text
    /// (`OptionCoverageTests` fails until a configuration sets it).
    /// The eras are `XcodeEra.allCases`: an era the generator gains is compiled without a change here.
    static let matrix: [GenerationConfig] =
        eras + [
            GenerationConfig(era: .xcode26, nonisolated: true),
            GenerationConfig(era: .xcode26, guardWithCanImport: true),
        ]

    /// Xcode's own output of every era, nothing added: the matrix's first entries.
    static let eras: [GenerationConfig] = XcodeEra.allCases.map { GenerationConfig(era: $0, swiftVersion: $0 == .xcode8 ? 3 : 5) }

    /// `--snapshots` alone, beside Xcode's own files of every era from Xcode 12 (the eras whose
    /// output a snapshot file is written beside today), and with `--nonisolated` in the newest.
    static let snapshotMatrix: [GenerationConfig] =
        XcodeEra.allCases.filter { $0 >= .xcode12 }.map { GenerationConfig(era: $0, snapshots: true) } + [
            GenerationConfig(era: XcodeEra.allCases.max()!, nonisolated: true, snapshots: true)
        ]

    /// `--style swift --model-builder` at every access level, with and without `--nonisolated`:
    /// the recommended output, for every model that gets the Xcode matrix's first-class checks.
    /// The two `public` ones add `--snapshots` (with and without main-actor default isolation):
    /// the snapshot files ride on compiler runs that happen anyway, no run of their own.
    static let styleMatrix: [GenerationConfig] =
        AccessLevel.allCases.flatMap { access in
            [false, true].map { nonisolated in
                GenerationConfig(
                    era: .xcode26, nonisolated: nonisolated, accessLevel: access, respectOptional: true,
                    typedCollections: true, keys: true, fetchHelpers: true, modelBuilder: true, snapshots: access == .public)
            }
        } + snapshotMatrix

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

    /// What the every-combination test compiles: all of `allCombinations` with
    /// `CDGEN_TYPECHECK_FULL=1`, else `combinationCover`.
    static let everyCombinationRun: [GenerationConfig] =
        Toolchain.full ? allCombinations : combinationCover

    /// The seven factors of `allCombinations`, as numbers: access level, `--nonisolated`, then the five on/off options.
    var combinationFactors: [Int] {
        [AccessLevel.allCases.firstIndex(of: accessLevel) ?? 0, nonisolated ? 1 : 0]
            + [respectOptional, typedCollections, keys, fetchHelpers, modelBuilder].map { $0 ? 1 : 0 }
    }

    /// How many of the five on/off options of `allCombinations` are on.
    var switchesOn: Int { combinationFactors.dropFirst(2).reduce(0, +) }

    /// Every choice of values of three factors a configuration makes (`combinationFactors`).
    static func triples(of config: GenerationConfig) -> Set<[Int]> {
        let f = config.combinationFactors
        var triples = Set<[Int]>()
        for i in f.indices { for j in f.indices where j > i { for k in f.indices where k > j { triples.insert([i, j, k, f[i], f[j], f[k]]) } } }
        return triples
    }

    /// The value triples of all of `configs`.
    static func triples(of configs: [GenerationConfig]) -> Set<[Int]> {
        configs.reduce(into: Set<[Int]>()) { $0.formUnion(triples(of: $1)) }
    }

    /// A subset of `allCombinations` (about a quarter) that keeps what the options' code can
    /// interact through: at every access level and isolation, no option and each option alone; and
    /// every value of every three factors together (a covering array of strength 3, built greedily
    /// in `allCombinations`' order, so the same list every run). An emitter branch on two options
    /// (`--typed-collections` with `--respect-optional` on one property, `--keys` with
    /// `--fetch-helpers`) is a pair, and every pair sits beside every access level and isolation.
    /// All five at once, at every access level and isolation, is `styleMatrix`.
    static let combinationCover: [GenerationConfig] = {
        var chosen = allCombinations.filter { $0.switchesOn <= 1 }
        var covered = triples(of: chosen)
        let all = triples(of: allCombinations)
        while covered.count < all.count {
            let best = allCombinations.max { triples(of: $0).subtracting(covered).count < triples(of: $1).subtracting(covered).count }!
            chosen.append(best)
            covered.formUnion(triples(of: best))
        }
        return chosen
    }()
}

/// One compiler run over a generated model: a language mode and the target settings that go with it.
///
/// The runs are the settings users build with: Swift 5 mode, Swift 6 mode (complete strict
/// concurrency), and a new Xcode 26 (or 27) app target, whose default isolation is the main actor
/// (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`) and whose Approachable Concurrency
/// (`SWIFT_APPROACHABLE_CONCURRENCY = YES`) turns on, in Swift 6 mode, the upcoming features
/// `NonisolatedNonsendingByDefault` and `InferIsolatedConformances` (what the setting does in
/// Swift 6 mode, as its Swift forum thread states: https://forums.swift.org/t/approachable-concurrency/86717).
/// Every configuration, `--nonisolated` or not, is compiled by every run of its input: no
/// combination is left out because it once failed.
struct CompilerRun: Sendable, Hashable, CustomStringConvertible {
    var languageMode: Int
    /// An Xcode 26/27 app target: main-actor default isolation and Approachable Concurrency.
    var appTarget = false
    /// Approachable Concurrency without main-actor default isolation (a framework or package target
    /// with its upcoming features): there a `nonisolated async` function runs on its caller's actor,
    /// and what it hands to a `nonisolated async` SDK method is sent ("sending 'context' risks
    /// causing data races"), which the app target, whose callers are on the main actor, does not show.
    var approachable = false
    /// Whether the run stops after type-checking even in Swift 6 mode (`historyTypeCheck`).
    var typeCheckOnly = false

    var description: String {
        "swift\(languageMode)" + (appTarget ? "-app" : "") + (approachable ? "-approachable" : "") + (typeCheckOnly ? "-typecheck" : "")
    }

    /// The upcoming features Approachable Concurrency turns on in Swift 6 mode.
    static let approachableFlags = [
        "-enable-upcoming-feature", "NonisolatedNonsendingByDefault", "-enable-upcoming-feature", "InferIsolatedConformances",
    ]
    /// Main-actor default isolation and Approachable Concurrency: an Xcode 26/27 app target.
    static let appTargetFlags = ["-default-isolation", "MainActor"] + approachableFlags

    /// The flags of this run's target settings: an app target's, Approachable Concurrency's, or none.
    var targetFlags: [String] { appTarget ? Self.appTargetFlags : approachable ? Self.approachableFlags : [] }

    /// How far the front end goes for files whose words are `words` (`CompileUnit.identifiers`).
    /// The plain Swift 6 run: always through the mandatory SIL passes (`-emit-sil`), where
    /// region-based isolation and definite initialisation are diagnosed. The app-target and
    /// Approachable Concurrency runs go that far only for files that can cross an isolation
    /// boundary (`crossesIsolation`): the other SIL diagnostics (definite initialisation, a
    /// missing return) do not depend on the isolation settings, so the plain run of the same
    /// files reports them, and region analysis has nothing to check where no value is sent.
    /// Swift 5 mode stops after type-checking: its minimal concurrency checking runs no region
    /// analysis (`-emit-sil` costs about twice `-typecheck`'s CPU).
    func action(words: Set<String>) -> [String] {
        let throughSIL = !typeCheckOnly && languageMode >= 6 && (!appTarget && !approachable || Self.crossesIsolation(words))
        return throughSIL ? ["-emit-sil", "-o", "/dev/null"] : ["-typecheck"]
    }

    /// The files of a unit (each file's words) whose bodies this run compiles (`-primary-file`),
    /// or nil for all of them. Approachable Concurrency alone changes only code that crosses an
    /// isolation boundary: its SIL run compiles the bodies of the files that can (each file's own
    /// words), with the other files' declarations as context. Their bodies are the plain Swift 6
    /// run's, through SIL, with flags that differ only for such code. The app target's default
    /// isolation changes every declaration, and so every file: all of them, always.
    func primaryFiles(_ words: [Set<String>]) -> [Int]? {
        guard approachable, !appTarget else { return nil }
        let crossing = words.indices.filter { Self.crossesIsolation(words[$0]) }
        return crossing.isEmpty ? nil : crossing
    }

    /// Whether code with these words can send a value from one isolation domain to another: an
    /// `async` function or an `await`, a `Task`, a `sending` parameter or result, an actor, a
    /// context's `perform`. A `Sendable` conformance or `@Sendable` closure alone is not such
    /// code: its checks are the type checker's. A word in a name or a comment only makes the
    /// check stricter.
    static func crossesIsolation(_ words: Set<String>) -> Bool { !words.isDisjoint(with: isolationWords) }
    static let isolationWords: Set<String> = ["async", "await", "Task", "TaskGroup", "sending", "perform", "Dispatch", "DispatchQueue", "actor"]

    /// The `swiftc` flags for this run of `config`'s output.
    func flags(for config: GenerationConfig) -> [String] {
        var flags = ["-swift-version", "\(languageMode)"]
        // Xcode 26 writes `public import`: check it the way a package target with internal
        // imports by default (the Swift 6 direction) builds it.
        if config.era >= .xcode26, languageMode >= 6, !appTarget, !approachable {
            flags += ["-enable-upcoming-feature", "InternalImportsByDefault"]
        }
        flags += targetFlags
        // `package` declarations need the module to belong to a package, as SwiftPM's targets do.
        if config.accessLevel == .package {
            flags += ["-package-name", "CheckedPackage"]
        }
        return flags
    }

    /// Whether this run can report anything the plain Swift 6 run of `config`'s output does not.
    /// Approachable Concurrency without default isolation changes only `nonisolated async`
    /// functions and closures (NonisolatedNonsendingByDefault, SE-0461) and the conformances of
    /// global-actor-isolated types (InferIsolatedConformances, SE-0470). Generated code has async
    /// functions only with `--snapshots` (`fetch`, and the harness's usage file), and declares no
    /// global actor; the Samples' app types may have both. Elsewhere the run is the Swift 6 run again.
    func canDiffer(for config: GenerationConfig, withAppTypes: Bool) -> Bool {
        !approachable || appTarget || config.snapshots || withAppTypes
    }

    static let swift6Mode = CompilerRun(languageMode: 6)
    static let swift5Mode = CompilerRun(languageMode: 5)
    static let app = CompilerRun(languageMode: 6, appTarget: true)
    static let approachableMode = CompilerRun(languageMode: 6, approachable: true)
    /// Swift 6 mode up to type-checking: the versions a bundle does not use
    /// (`ModelCatalog.historyRuns`). Their files come from the emitters whose SIL diagnostics
    /// (definite initialisation, a missing return, region isolation) the current version's plain
    /// Swift 6 run already went through; a history version brings other names and types, which
    /// are the type checker's.
    static let historyTypeCheck = CompilerRun(languageMode: 6, typeCheckOnly: true)

    /// Every setting: Swift 6, Swift 5, the app target and Approachable Concurrency alone.
    static let both = [swift6Mode, swift5Mode, app, approachableMode]
    /// Swift 6 mode: plain, in an app target, and with Approachable Concurrency alone.
    static let swift6 = [swift6Mode, app, approachableMode]
}
