/// The Xcode release whose output format cdgen reproduces.
public enum XcodeEra: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// Xcode 8.0–8.2: `;` after the fetch request, no `Identifiable`.
    case xcode8 = 8
    /// Xcode 8.3–11: no `;`, no `Identifiable`.
    case xcode9 = 9
    /// Xcode 12–16: the `Identifiable` extension for root entities.
    case xcode12 = 12
    /// Xcode 26: `public import` and the `…Set = NSSet` typealiases.
    case xcode26 = 26

    /// The era of any Xcode version (`8`, `8.3`, `10.2`, `15`, `26.1`), or `nil` for versions
    /// before Xcode 8, which had no code generation.
    public init?(version: String) {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard let major = parts.first ?? nil, parts.allSatisfy({ $0 != nil }), major >= 8, parts.count <= 3 else { return nil }
        let minor = parts.count > 1 ? parts[1]! : 0
        switch major {
        case 8 where minor < 3: self = .xcode8
        case 8..<12: self = .xcode9
        case 12..<26: self = .xcode12
        default: self = .xcode26
        }
    }

    /// Orders eras by release.
    public static func < (a: XcodeEra, b: XcodeEra) -> Bool { a.rawValue < b.rawValue }
}

/// Which entities get which files.
public enum CodegenSelection: String, Sendable, Hashable, CaseIterable {
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
public struct GeneratorOptions: Sendable, Hashable {
    /// The Xcode release to reproduce.
    public var era: XcodeEra = .xcode26
    /// The Swift language version of the target; below 4, `Date`/`Binary` become `NSDate?`/`NSData?`.
    public var swiftVersion: Int = 5
    /// Which entities get which files.
    public var codegen: CodegenSelection = .auto
    /// Per-entity selections (by entity name) that replace `codegen` for those entities.
    public var codegenOverrides: [String: CodegenSelection] = [:]
    /// Plans the entity files the selection leaves out instead (both files of Manual/None
    /// entities, the class file of Category/Extension ones): the files a user keeps in the sources,
    /// as Xcode's "Create NSManagedObject Subclass…" writes them.
    public var complement = false
    /// Only these entities (by entity name); empty means all.
    public var entityFilter: [String] = []
    /// Adds `nonisolated` to the `@NSManaged` members (MainActor-by-default targets).
    public var nonisolated = false
    /// Writes `<Model>+CoreDataModel.swift` beside the entity files.
    public var modelFile = true
    /// Writes the model file even when no entity file is written (the build plugin's way of
    /// always having one output per model, so that the build runs cdgen when the model changes).
    public var modelFileWhenEmpty = false
    /// Wraps each file after its header in `#if canImport(CoreData)` … `#endif`, so that targets
    /// also built where CoreData does not exist (Linux) compile.
    public var guardWithCanImport = false

    /// The selection in force for the entity named `entityName`.
    public func codegen(forEntity entityName: String) -> CodegenSelection {
        codegenOverrides[entityName] ?? codegen
    }

    /// Creates the default options.
    public init() {}
}
