/// The kinds of file cdgen writes: the one list of them, each case naming the type that defines
/// it (`OutputKindDefinition`: its names, format, planning and declarations), in planning order.
/// The emitters' table (`OutputEmitter`) switches over these cases, so the compiler asks for the
/// text of a new kind.
package enum OutputKind: Sendable, Hashable, CaseIterable {
    case classFile, propertiesFile, snapshot, swiftDataModel
    case modelFile, modelBuilder, stagedMigration
    case swiftDataComposite, versionedSchema, migrationPlan, currentTypealiases, modelList
    case documentation, diagram, mermaidDiagram, cloudKitSchema
    case unplanned, rendered

    /// The type that defines the kind.
    package var definition: any OutputKindDefinition.Type {
        switch self {
        case .classFile: ClassFileKind.self
        case .propertiesFile: PropertiesFileKind.self
        case .snapshot: SnapshotKind.self
        case .swiftDataModel: SwiftDataModelKind.self
        case .modelFile: ModelFileKind.self
        case .modelBuilder: ModelBuilderKind.self
        case .stagedMigration: StagedMigrationKind.self
        case .swiftDataComposite: SwiftDataCompositeKind.self
        case .versionedSchema: VersionedSchemaKind.self
        case .migrationPlan: MigrationPlanKind.self
        case .currentTypealiases: CurrentTypealiasesKind.self
        case .modelList: ModelListKind.self
        case .documentation: DocumentationKind.self
        case .diagram: DiagramKind.self
        case .mermaidDiagram: MermaidDiagramKind.self
        case .cloudKitSchema: CloudKitSchemaKind.self
        case .unplanned: UnplannedKind.self
        case .rendered: RenderedKind.self
        }
    }

    /// The file name for a class, model or type named `name`.
    package func fileName(for name: String) -> String {
        definition.fileName(for: name)
    }

    /// What the name of a file of this kind ends with (`+CoreDataClass.swift`); `nil` for the
    /// files named after their type alone.
    package var fileSuffix: String? {
        definition.suffix.map { "+\($0).\(format.fileExtension)" }
    }

    /// The text format of the kind's files: their extension, comment syntax and role in a build.
    package var format: OutputFormat { definition.format }

    /// What a message calls the model's own file of this kind.
    package var role: String { definition.role }
}

extension OutputFormat {
    /// The formats of every output kind, in the kinds' order.
    package static let all: [OutputFormat] = OutputKind.allCases.map(\.format).reduce(into: []) { formats, format in
        if !formats.contains(format) { formats.append(format) }
    }
}
