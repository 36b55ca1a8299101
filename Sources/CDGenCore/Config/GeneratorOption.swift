/// The table of generator options: each option that `cdgen.json` and the command line set,
/// declared once (a case and its row in `spec`). The configuration decoder, `GeneratorConfig`'s
/// layering, the `cdgen.` entity keys, and the tests that hold the CLI's flags, the JSON schema,
/// the docs and the type-check harness to it all read this table. Adding an option: a case here,
/// its row, and the `GeneratorOptions` property it sets (then its use in an emitter). The case
/// name is the `cdgen.json` key; the order is the documented one and the order options apply
/// in (`style` before the options it sets, so that those win).
package enum GeneratorOption: String, CaseIterable, Sendable {
    case xcodeVersion, swiftVersion, codegen, nonisolated, modelFile, guardWithCanImport, style, accessLevel
    case respectOptional, typedCollections, keys, fetchHelpers, modelBuilder, framework, versionedSchema, stagedMigration
    case snapshots, documentation, mermaidDiagram, cloudKitSchema

    /// The option's row.
    package var spec: Spec {
        switch self {
        case .xcodeVersion:
            Spec(
                help: "The Xcode release whose output to reproduce: 8, 9, 12, 26 (default) or 27; any version maps to its era.",
                value: .xcodeVersion, effect: .text, get: { .integer($0.era.rawValue) }, set: { $0.era = XcodeEra(rawValue: $1.integer) ?? $0.era })
        case .swiftVersion:
            .integer(\.swiftVersion, minimum: 1, help: "The target's Swift version (default 5); 3 gives NSDate?/NSData? as momc did.", effect: .text)
        case .codegen:
            .choice(
                \.codegen,
                help: "auto (default): each entity's own codegen mode; class: both files for every entity; category: properties files only; manual: no file.",
                effect: .files)
        case .nonisolated:
            .toggle(
                \.nonisolated,
                help: "Write `@NSManaged nonisolated`, as Xcode 27 does (always on with --xcode-version 27); on older eras, for MainActor-by-default targets.",
                effect: .text)
        case .modelFile:
            .toggle(\.modelFile, help: "Write <Model>+CoreDataModel.swift (default: on).", effect: .files)
        case .guardWithCanImport:
            .toggle(\.guardWithCanImport, help: "Wrap each file in #if canImport(CoreData) … #endif, for targets that also build on Linux.", effect: .text)
        case .style:
            Spec(
                help: "xcode: Xcode's output (default); swift: --respect-optional --typed-collections --keys --fetch-helpers.",
                value: .name(OutputStyle.allCases.map(\.rawValue)), effect: .text, get: { _ in .name(OutputStyle.xcode.rawValue) },
                set: { options, value in OutputStyle(rawValue: value.name).map { options.apply($0) } })
        case .accessLevel:
            .choice(\.accessLevel, help: "The access level of every generated declaration: public (Xcode, default), internal or package.", effect: .text)
        case .respectOptional:
            .toggle(
                \.respectOptional,
                help: "Swift types follow the model's Optional flag (attributes, to-one relationships); optional scalars through primitive accessors.",
                perEntity: true, effect: .text)
        case .typedCollections:
            .toggle(
                \.typedCollections, help: "Set<Dest> for unordered to-many relationships, a typed array view for ordered ones, typed accessors.",
                perEntity: true, effect: .text)
        case .keys:
            .toggle(\.keys, help: "Name constants (Keys) and typed key paths (KeyPaths) for every attribute and relationship.", perEntity: true, effect: .text)
        case .fetchHelpers:
            .toggle(
                \.fetchHelpers, help: "A typed <class>FetchRequest(), functions for the model's fetch request templates, and a Sendable ObjectID.",
                perEntity: true, effect: .text)
        case .modelBuilder:
            .toggle(\.modelBuilder, help: "Also write <Model>+ManagedObjectModel.swift, which builds the NSManagedObjectModel in code.", effect: .text)
        case .framework:
            .choice(
                \.framework, help: "coredata: NSManagedObject subclasses (default); swiftdata: an @Model class per entity, named after the entity.",
                effect: .text)
        case .versionedSchema:
            .toggle(
                \.versionedSchema, help: "SwiftData: every version of the bundle as a VersionedSchema, and a SchemaMigrationPlan from the migration check.",
                effect: .text)
        case .stagedMigration:
            .toggle(
                \.stagedMigration,
                help:
                    "Core Data: also write <Model>StagedMigration.swift, an NSStagedMigrationManager of the bundle's versions whose custom stages your code must supply.",
                effect: .text)
        case .snapshots:
            .toggle(
                \.snapshots,
                help: "Core Data: also write <Class>+Snapshot.swift per class: a Sendable <Class>ID and <Class>Snapshot, and their conversions.",
                effect: .text)
        case .documentation:
            .toggle(
                \.documentation,
                help:
                    "Also write <Model>+Documentation.md (Markdown with a Mermaid ER diagram) and <Model>+Diagram.dot (Graphviz); the build plugin never writes them.",
                effect: .documents)
        case .mermaidDiagram:
            .toggle(
                \.mermaidDiagram,
                help: "Also write <Model>+Diagram.mmd, the ER diagram in Mermaid's language (mmdc draws it); the build plugin never writes it.",
                effect: .documents)
        case .cloudKitSchema:
            .toggle(
                \.cloudKitSchema,
                help:
                    "Core Data: also write <Model>+CloudKitSchema.ckdb, the CloudKit schema the model mirrors to (cdgen.json's cloudKit says which configurations, sharing and database); the build plugin never writes it.",
                effect: .documents)
        }
    }

    /// The `cdgen.json` key.
    package var key: String { rawValue }

    /// The command line's flag without its dashes: the key in kebab case (`fetch-helpers`), with
    /// CloudKit one word, as the `cloudkit` command writes it (`cloudkit-schema`).
    package var flag: String {
        rawValue.replacingOccurrences(of: "cloudKit", with: "cloudkit").reduce(into: "") { flag, character in
            if character.isUppercase { flag += "-" }
            flag += character.lowercased()
        }
    }

    /// The `cdgen.` userInfo key that sets the option for one entity, when `spec.perEntity`.
    package var userInfoKey: String? { spec.perEntity ? CDGenUserInfo.prefix + rawValue : nil }

    /// The option's value in `options` (its default in `GeneratorOptions()`).
    package func value(in options: GeneratorOptions) -> OptionValue { spec.get(options) }

    /// Sets the option to `value` in `options`.
    package func apply(_ value: OptionValue, to options: inout GeneratorOptions) { spec.set(&options, value) }
}

/// A value of an option: what `cdgen.json` or the command line gave, checked against its kind.
package enum OptionValue: Sendable, Hashable {
    case bool(Bool)
    case integer(Int)
    case name(String)

    // The table's setters read their own kind: the decoder and the command line give nothing else.
    var bool: Bool {
        guard case .bool(let value) = self else { preconditionFailure("\(self) is not a Boolean") }
        return value
    }
    var integer: Int {
        guard case .integer(let value) = self else { preconditionFailure("\(self) is not a number") }
        return value
    }
    var name: String {
        guard case .name(let value) = self else { preconditionFailure("\(self) is not a name") }
        return value
    }
}

extension GeneratorOption {
    /// What the table says of one option.
    package struct Spec: Sendable {
        /// The command line's help, also the JSON schema's description.
        package let help: String
        /// What a value is.
        package let value: Kind
        /// Whether an entity's `cdgen.<key>` userInfo entry may set it for that entity's files.
        package let perEntity: Bool
        /// What it changes in the output.
        package let effect: Effect
        let get: @Sendable (GeneratorOptions) -> OptionValue
        let set: @Sendable (inout GeneratorOptions, OptionValue) -> Void

        init(
            help: String, value: Kind, perEntity: Bool = false, effect: Effect, get: @escaping @Sendable (GeneratorOptions) -> OptionValue,
            set: @escaping @Sendable (inout GeneratorOptions, OptionValue) -> Void
        ) {
            self.help = help
            self.value = value
            self.perEntity = perEntity
            self.effect = effect
            self.get = get
            self.set = set
        }

        /// `true` or `false` in `cdgen.json`; `--x` and `--no-x` on the command line.
        static func toggle(_ path: WritableKeyPath<GeneratorOptions, Bool> & Sendable, help: String, perEntity: Bool = false, effect: Effect) -> Spec {
            Spec(help: help, value: .bool, perEntity: perEntity, effect: effect, get: { .bool($0[keyPath: path]) }, set: { $0[keyPath: path] = $1.bool })
        }

        /// A whole number from `minimum` on.
        static func integer(_ path: WritableKeyPath<GeneratorOptions, Int> & Sendable, minimum: Int, help: String, effect: Effect) -> Spec {
            Spec(
                help: help, value: .integer(minimum: minimum), effect: effect, get: { .integer($0[keyPath: path]) },
                set: { $0[keyPath: path] = $1.integer })
        }

        /// One of the names of `T`'s cases.
        static func choice<T: RawRepresentable<String> & CaseIterable & Sendable>(
            _ path: WritableKeyPath<GeneratorOptions, T> & Sendable, help: String, effect: Effect
        ) -> Spec {
            Spec(
                help: help, value: .name(T.allCases.map(\.rawValue)), effect: effect, get: { .name($0[keyPath: path].rawValue) },
                set: { options, value in T(rawValue: value.name).map { options[keyPath: path] = $0 } })
        }
    }

    /// The kind of an option's value.
    package enum Kind: Sendable, Equatable {
        /// `true`/`false`; `--x`/`--no-x`.
        case bool
        /// A whole number from `minimum` on.
        case integer(minimum: Int)
        /// One of these names.
        case name([String])
        /// An Xcode version (`"26"`, `"12.5"`, `9`), kept as its era's number.
        case xcodeVersion
    }

    /// What an option changes in what a run writes.
    package enum Effect: Sendable, Equatable {
        /// The text of generated files: the type-check harness must compile it.
        case text
        /// Only which files are written, each a file of another option set's output
        /// (`SelectionOptionTests` proves it).
        case files
        /// Files of another format than Swift (`OutputFormat.isCompiled` false): nothing to compile.
        case documents
    }
}

extension GeneratorOption {
    /// The options an entity's userInfo may set, with their `cdgen.` keys, in table order.
    static let perEntity: [(option: GeneratorOption, key: String)] = allCases.compactMap { option in option.userInfoKey.map { (option, $0) } }
}

extension CDGenUserInfo {
    /// The keys allowed on entities: `YES`/`NO` overrides of the global options for that entity's
    /// files, `cdgen.<key>` for each option the table lets an entity set.
    package static let entityKeys = Set(GeneratorOption.perEntity.map { $0.key })
}
