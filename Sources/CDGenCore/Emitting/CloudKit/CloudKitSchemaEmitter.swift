/// `<Model>+CloudKitSchema.ckdb`: the generated-file header as `//` comments, then the schema the
/// model mirrors to exactly as `cdgen cloudkit schema` prints it (`cktool export-schema`'s layout),
/// so that the file reads as the schema language and, below its header, diffs line for line
/// against an export of the container.
///
/// For a model with one entity `Note` and its attribute `title` (String), below the header:
///
/// ```
/// DEFINE SCHEMA
///
///     RECORD TYPE CD_Note (
///         "___createTime" TIMESTAMP SORTABLE,
///         …
///         CD_title        STRING QUERYABLE SEARCHABLE SORTABLE,
///         …
/// ```
enum CloudKitSchemaEmitter {
    static func emit(_ model: DataModel, fileName: String, options: GeneratorOptions) -> String {
        // Validation refuses the options no mirror has (`CloudKitSchemaValidator`) before a file is written.
        let schema = (try? CloudKitMirror.schema(model, options: CloudKitMirror.Options(options.cloudKitContainer))).map(CKDBPrinter.print) ?? ""
        return OutputKind.cloudKitSchema.format.comment.header(fileName: fileName, modelName: model.name) + schema
    }
}
