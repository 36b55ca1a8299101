/// The Xcode release whose output format cdgen reproduces.
package enum XcodeEra: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// Xcode 8.0–8.2: `;` after the fetch request, no `Identifiable`.
    case xcode8 = 8
    /// Xcode 8.3–11: no `;`, no `Identifiable`.
    case xcode9 = 9
    /// Xcode 12–16: the `Identifiable` extension for root entities.
    case xcode12 = 12
    /// Xcode 26: `public import` and the `…Set = NSSet` typealiases.
    case xcode26 = 26
    /// Xcode 27: Xcode 26's format with `nonisolated` after every `@NSManaged`, whatever the
    /// target's settings.
    case xcode27 = 27

    /// The era of any Xcode version (`8`, `8.3`, `10.2`, `15`, `26.1`), or `nil` for versions
    /// before Xcode 8, which had no code generation.
    package init?(version: String) {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard let major = parts.first ?? nil, parts.allSatisfy({ $0 != nil }), major >= 8, parts.count <= 3 else { return nil }
        let minor = parts.count > 1 ? parts[1]! : 0
        switch major {
        case 8 where minor < 3: self = .xcode8
        case 8..<12: self = .xcode9
        case 12..<26: self = .xcode12
        case 26: self = .xcode26
        default: self = .xcode27
        }
    }

    /// Whether Xcode writes `@NSManaged nonisolated` in this era (Xcode 27 does for every target,
    /// main actor by default or not; before it, only `--nonisolated` asks for it).
    package var writesNonisolated: Bool { self >= .xcode27 }

    /// Orders eras by release.
    package static func < (a: XcodeEra, b: XcodeEra) -> Bool { a.rawValue < b.rawValue }
}

/// Which entities get which files.
package enum CodegenSelection: String, Sendable, Hashable, CaseIterable {
    /// Each entity's own mode: class → both files, category → properties, manual → none.
    case auto
    /// Both files for every entity ("Create NSManagedObject Subclass…").
    case `class`
    /// The properties file for every entity.
    case category
    /// No file for the entity (Manual/None): the user writes its class. Useful per entity.
    case manual
}

/// Everything that shapes the generated text. The defaults reproduce Xcode 26.
package struct GeneratorOptions: Sendable, Hashable {
    /// The Xcode release to reproduce.
    package var era: XcodeEra = .xcode26
    /// The Swift language version of the target; below 4, `Date`/`Binary` become `NSDate?`/`NSData?`.
    package var swiftVersion: Int = 5
    /// Which entities get which files.
    package var codegen: CodegenSelection = .auto
    /// Per-entity selections (by entity name) that replace `codegen` for those entities.
    package var codegenOverrides: [String: CodegenSelection] = [:]
    /// Plans the entity files the selection leaves out instead (both files of Manual/None
    /// entities, the class file of Category/Extension ones): the files a user keeps in the sources,
    /// as Xcode's "Create NSManagedObject Subclass…" writes them.
    package var complement = false
    /// Only these entities (by entity name); empty means all.
    package var entityFilter: [String] = []
    /// Asks for `nonisolated` after `@NSManaged` in eras that do not write it (Xcode 27 always
    /// does): what Xcode 27 writes, and what main-actor targets need on older eras. Emitters read
    /// `isNonisolated`, the one fact the era and this option make.
    package var nonisolated = false
    /// Writes `<Model>+CoreDataModel.swift` beside the entity files.
    package var modelFile = true
    /// Writes the model file even when no entity file is written (the build plugin's way of
    /// always having one output per model, so that the build runs cdgen when the model changes).
    package var modelFileWhenEmpty = false
    /// Plans `<Model>+CoreDataUnplanned.swift` last: the file the build plugin always declares,
    /// which holds the files a build did not plan (header-only otherwise).
    package var unplannedFile = false
    /// Check every entity against CloudKit's rules, not only those of configurations used with
    /// CloudKit (`lint --cloudkit`).
    package var cloudKit = false
    /// Wraps each file after its header in `#if canImport(CoreData)` … `#endif`, so that targets
    /// also built where CoreData does not exist (Linux) compile.
    package var guardWithCanImport = false

    /// Whether the `@NSManaged` members (and cdgen's own members) are `nonisolated`: the era
    /// writes it, or `nonisolated` asks for it.
    package var isNonisolated: Bool { nonisolated || era.writesNonisolated }

    /// The selection in force for the entity named `entityName`.
    package func codegen(forEntity entityName: String) -> CodegenSelection {
        codegenOverrides[entityName] ?? codegen
    }

    // MARK: Beyond Xcode (all off by default: the default output is Xcode's, byte for byte)

    /// The access level of every generated declaration (Xcode: `public`).
    package var accessLevel: AccessLevel = .public
    /// Swift types follow the model's Optional flag for attributes and to-one relationships;
    /// optional scalars go through primitive-value accessors.
    package var respectOptional = false
    /// `Set<Dest>` for unordered to-many relationships, a typed array view for ordered ones, and
    /// accessor signatures typed to match.
    package var typedCollections = false
    /// Name constants (`Keys`) and typed key paths (`KeyPaths`) for attributes and relationships.
    package var keys = false
    /// A typed fetch request that does not collide with `NSManagedObject.fetchRequest()`, typed
    /// functions for the model's fetch request templates, and a `Sendable` typed object ID.
    package var fetchHelpers = false
    /// Writes `<Model>+ManagedObjectModel.swift`, which builds the whole `NSManagedObjectModel` in code.
    package var modelBuilder = false

    // MARK: SwiftData

    /// The persistence framework the files are written for.
    package var framework: OutputFramework = .coreData
    /// SwiftData: every version of the bundle as a `VersionedSchema`, and a `SchemaMigrationPlan`.
    package var versionedSchema = false

    /// Whether the run writes a versioned schema (the option is SwiftData's only).
    package var writesVersionedSchema: Bool { framework == .swiftData && versionedSchema }

    // MARK: Core Data migration

    /// Core Data: `<Model>StagedMigration.swift`, an `NSStagedMigrationManager` of the bundle's
    /// versions with a lightweight or custom stage per step, as the migration check finds it.
    package var stagedMigration = false

    /// Whether the run writes the staged migration (the option is Core Data's only: with
    /// SwiftData the versioned schema's migration plan is the answer).
    package var writesStagedMigration: Bool { framework == .coreData && stagedMigration }

    // MARK: Crossing actors

    /// Core Data: `<Class>+Snapshot.swift` per class, with a `Sendable` typed ID (`<Class>ID`), a
    /// `Sendable` snapshot of each concrete entity (`<Class>Snapshot`) and their conversions.
    package var snapshots = false

    /// Whether the run writes snapshot files (the option is Core Data's only).
    package var writesSnapshots: Bool { framework == .coreData && snapshots }

    // MARK: Documentation

    /// `<Model>+Documentation.md` and `<Model>+Diagram.dot`: the model's documentation page and ER diagram.
    package var documentation = false
    /// Plans the documents alone (`cdgen doc`): no Swift file.
    package var documentsOnly = false

    // MARK: CloudKit

    /// `<Model>+Diagram.mmd`: the model's ER diagram in Mermaid's language.
    package var mermaidDiagram = false
    /// Core Data: `<Model>+CloudKitSchema.ckdb`, the CloudKit schema the model mirrors to.
    package var cloudKitSchema = false
    /// What the model cannot say about its container (`cloudKit` in `cdgen.json`): the
    /// configurations mirrored, sharing, the database (`CloudKitMirror.Options(_:)` reads them).
    package var cloudKitContainer = CloudKitConfig()

    /// Creates the default options.
    package init() {}

    /// Sets the preset's options: `.swift` turns them on, `.xcode` turns them off again (so that
    /// `--style xcode` wins over `"style": "swift"` in the configuration). Access level, isolation
    /// and the model builder are not part of the preset.
    package mutating func apply(_ style: OutputStyle) {
        let on = style == .swift
        respectOptional = on
        typedCollections = on
        keys = on
        fetchHelpers = on
    }

    /// Whether the entity files are exactly Xcode's: no option beyond Xcode's output is on.
    package var isXcodeIdentical: Bool {
        accessLevel == .public && !respectOptional && !typedCollections && !keys && !fetchHelpers
    }
}

/// The access level of the generated declarations.
package enum AccessLevel: String, Sendable, Hashable, CaseIterable {
    /// Xcode's: usable from other modules.
    case `public`
    /// Swift's default: this module only. Nothing is written before the declarations.
    case `internal`
    /// This package only (SE-0386).
    case `package`
}

/// A preset of options.
package enum OutputStyle: String, Sendable, Hashable, CaseIterable {
    /// Xcode's output (the default).
    case xcode
    /// The recommended Swift API: `--respect-optional`, `--typed-collections`, `--keys`, `--fetch-helpers`.
    case swift
}

/// The persistence framework the generated files use.
package enum OutputFramework: String, Sendable, Hashable, CaseIterable {
    /// `NSManagedObject` subclasses, as Xcode writes them (the default).
    case coreData = "coredata"
    /// `@Model` classes named after the entities (`--framework swiftdata`).
    case swiftData = "swiftdata"
}
