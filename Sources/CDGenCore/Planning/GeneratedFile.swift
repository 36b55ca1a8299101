import Foundation

/// The kinds of file cdgen writes.
package enum OutputKind: String, Sendable, Hashable, CaseIterable {
    /// `<Class>+CoreDataClass.swift`.
    case classFile = "CoreDataClass"
    /// `<Class>+CoreDataProperties.swift`.
    case propertiesFile = "CoreDataProperties"
    /// `<Model>+CoreDataModel.swift`.
    case modelFile = "CoreDataModel"
    /// `<Model>+ManagedObjectModel.swift` (`--model-builder`).
    case modelBuilder = "ManagedObjectModel"
    /// `<Model>+CoreDataUnplanned.swift`, the build plugin's always-declared file: it holds the
    /// files of a model edit the build did not plan for. A class name has no `+`, so no class file
    /// can have this name.
    case unplanned = "CoreDataUnplanned"
    /// `<Entity>.swift`: the `@Model` class of an entity (`--framework swiftdata`).
    case swiftDataModel = "SwiftDataModel"
    /// `<Composite>.swift`: the Codable value type of a composite attribute (`--framework swiftdata`).
    case swiftDataComposite = "SwiftDataComposite"
    /// `<Model>SchemaV<N>.swift`: one version as a `VersionedSchema` (`--versioned-schema`).
    case versionedSchema = "VersionedSchema"
    /// `<Model>MigrationPlan.swift`: the `SchemaMigrationPlan` (and the protocol of its custom stages' code).
    case migrationPlan = "MigrationPlan"
    /// `<Model>StagedMigration.swift`: Core Data's staged migration of the bundle's versions
    /// (`--staged-migration`).
    case stagedMigration = "StagedMigration"
    /// `<Model>Typealiases.swift`: the current version's types by their plain names (`--versioned-schema`).
    case currentTypealiases = "Typealiases"
    /// `<Model>Store.swift`: every `@Model` class, and a container on Core Data's store file (`--framework swiftdata`).
    case modelList = "ModelList"
    /// A file a template of `cdgen.json`'s `templates` renders, named by its `output`.
    case rendered = "Rendered"
    /// `<Class>+Snapshot.swift`: a class's typed ID, its entity's snapshot and their conversions (`--snapshots`).
    case snapshot = "Snapshot"
    /// `<Model>+Documentation.md`: the model's documentation page, with its Mermaid ER diagram (`--documentation`).
    case documentation = "Documentation"
    /// `<Model>+Diagram.dot`: the model's ER diagram in Graphviz's language (`--documentation`).
    case diagram = "Diagram"
    /// `<Model>+CloudKitSchema.ckdb`: the CloudKit schema the model mirrors to, in
    /// `cktool export-schema`'s layout (`--cloudkit-schema`).
    case cloudKitSchema = "CloudKitSchema"

    /// The file name for a class, model or type named `name`.
    package func fileName(for name: String) -> String {
        "\(name)\(suffix.map { "+\($0)" } ?? "").\(format.fileExtension)"
    }

    /// What the name of a file of this kind ends with (`+CoreDataClass.swift`); `nil` for the
    /// SwiftData files, which are named after their type alone.
    package var fileSuffix: String? {
        suffix.map { "+\($0).\(format.fileExtension)" }
    }

    /// What follows a `+` in the names of Core Data's files and the documents (`CoreDataClass`).
    private var suffix: String? {
        switch self {
        case .classFile, .propertiesFile, .modelFile, .modelBuilder, .unplanned, .snapshot, .documentation, .diagram, .cloudKitSchema: rawValue
        case .swiftDataModel, .swiftDataComposite, .versionedSchema, .migrationPlan, .stagedMigration, .currentTypealiases, .modelList, .rendered: nil
        }
    }

    /// The text format of the kind's files: their extension, comment syntax and role in a build.
    package var format: OutputFormat {
        switch self {
        case .documentation: .markdown
        case .diagram: .dot
        case .cloudKitSchema: .ckdb
        case .classFile, .propertiesFile, .modelFile, .modelBuilder, .unplanned, .snapshot, .swiftDataModel, .swiftDataComposite, .versionedSchema,
            .migrationPlan, .stagedMigration, .currentTypealiases, .modelList, .rendered:
            .swift
        }
    }
}

/// A text format cdgen writes: what its files are named with, how they hold a comment (the
/// generated-file header and its marker), and whether a build compiles them.
package struct OutputFormat: Sendable, Hashable {
    /// The file name extension, without its dot.
    package var fileExtension: String
    /// How a comment block is written: the header every generated file starts with.
    package var comment: CommentSyntax
    /// Whether a Swift build compiles the files. The build plugin declares only these as its
    /// outputs: SwiftPM compiles a declared `.swift` file and copies any other as a resource.
    package var isCompiled: Bool

    /// Swift source.
    package static let swift = OutputFormat(fileExtension: "swift", comment: .lines(prefix: "//"), isCompiled: true)
    /// Markdown, as GitHub and DocC render it; its header is an HTML comment, which neither shows.
    package static let markdown = OutputFormat(fileExtension: "md", comment: .block(open: "<!--", close: "-->"), isCompiled: false)
    /// Graphviz's DOT language, which takes C++-style `//` comments.
    package static let dot = OutputFormat(fileExtension: "dot", comment: .lines(prefix: "//"), isCompiled: false)
    /// The CloudKit Schema Language (`cktool`'s files), which takes `//` comments.
    package static let ckdb = OutputFormat(fileExtension: "ckdb", comment: .lines(prefix: "//"), isCompiled: false)

    /// The formats of every output kind, in the kinds' order.
    package static let all: [OutputFormat] = OutputKind.allCases.map(\.format).reduce(into: []) { formats, format in
        if !formats.contains(format) { formats.append(format) }
    }

    /// The format a file named `name` is in, by its extension; `nil` for a file cdgen never writes.
    package static func of(fileName name: String) -> OutputFormat? {
        all.first { name.hasSuffix(".\($0.fileExtension)") }
    }
}

/// How a format writes a comment block: every line behind a prefix (`//`), or the lines between
/// an opening and a closing line (`<!--` … `-->`).
package enum CommentSyntax: Sendable, Hashable {
    case lines(prefix: String)
    case block(open: String, close: String)

    /// The line of a header that marks a file as written by cdgen, up to the model's name.
    package var marker: String {
        switch self {
        case .lines(let prefix): "\(prefix)  Generated by cdgen from the "
        case .block: "  Generated by cdgen from the "
        }
    }

    /// `lines` as one comment block, each line made safe for it (no line break, no closing
    /// sequence), ending with a newline.
    package func block(_ lines: [String]) -> String {
        switch self {
        case .lines(let prefix):
            return lines.map { $0.isEmpty ? "\(prefix)\n" : "\(prefix)  \(Self.oneLine($0))\n" }.joined()
        case .block(let open, let close):
            // The closing sequence split by a space can no longer end the block early.
            let body = lines.map {
                $0.isEmpty
                    ? "\n" : "  \(Self.oneLine($0).replacingOccurrences(of: close, with: "\(close.first.map(String.init) ?? "") \(close.dropFirst())"))\n"
            }
            return "\(open)\n\(body.joined())\(close)\n"
        }
    }

    /// The header of a generated file of another format than Swift (Swift's is
    /// `FileHeaderEmitter`'s, the same lines): its name, its model and the marker, then a blank line.
    package func header(fileName: String, modelName: String) -> String {
        block([
            "", fileName, modelName, "", "Generated by cdgen from the \(modelName) model.", "This file was automatically generated and should not be edited.",
            "",
        ])
            + "\n"
    }

    /// The model named in the leading comment block of `text` when that block carries the marker, else `nil`.
    /// A block may follow a title and a blank line: DocC wants an article's title first.
    package func modelName(in text: Substring) -> String? {
        var lines = text.split(separator: "\n", maxSplits: 14, omittingEmptySubsequences: false).prefix(14)[...]
        if case .block(let open, _) = self {
            guard let start = lines.prefix(3).firstIndex(of: Substring(open)) else { return nil }
            lines = lines[(start + 1)...]
        }
        for line in lines {
            switch self {
            case .lines(let prefix): guard line.hasPrefix(prefix) else { return nil }
            case .block(_, let close): if line == Substring(close) { return nil }
            }
            guard line.hasPrefix(marker), line.hasSuffix(" model.") else { continue }
            return String(line.dropFirst(marker.count).dropLast(" model.".count))
        }
        return nil
    }

    /// `text` on one line: line breaks, control and bidirectional characters escaped as in
    /// Swift's comments.
    private static func oneLine(_ text: String) -> String {
        SwiftComment.text(text)
    }
}

/// One file the generator produced: a name relative to the output folder and its text.
package struct GeneratedFile: Sendable, Hashable {
    /// The file name (no folders).
    package var name: String
    /// The kind of file.
    package var kind: OutputKind
    /// The entity it was generated from; `nil` for the model file.
    package var entityName: String?
    /// The full text, ending with a newline.
    package var contents: String

    /// Creates a generated file.
    package init(name: String, kind: OutputKind, entityName: String?, contents: String) {
        self.name = name
        self.kind = kind
        self.entityName = entityName
        self.contents = contents
    }
}
