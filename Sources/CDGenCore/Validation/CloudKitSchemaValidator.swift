/// `--cloudkit-schema`: what stops the schema file before anything is written, the mirror's own
/// refusals (a configuration the model does not have, sharing in the public database), and the
/// framework that writes none.
enum CloudKitSchemaValidator {
    static func validate(_ model: DataModel, options: GeneratorOptions) -> [Diagnostic] {
        guard options.cloudKitSchema, !options.documentsOnly else { return [] }
        guard options.framework == .coreData else {
            return [
                LintCheck.cloudKitSchemaNotWritten(
                    "--cloudkit-schema writes the schema NSPersistentCloudKitContainer mirrors a Core Data model to, and --framework swiftdata writes none: cdgen has no evidence of the schema SwiftData's store mirrors to",
                    at: model.location)
            ]
        }
        do {
            _ = try CloudKitMirror.neededTypes(model, options: CloudKitMirror.Options(options.cloudKitContainer))
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics
        } catch {
            return [.error("the CloudKit schema cannot be made: \(error)")]
        }
    }
}

extension LintCheck {
    package static let cloudKitSchemaNotWritten = LintCheck(
        id: "cloudkit-schema-not-written", severity: .warning, family: .generatedNames,
        summary: "--cloudkit-schema with --framework swiftdata, which writes no schema",
        situation: "--cloudkit-schema with --framework swiftdata",
        message:
            "--cloudkit-schema writes the schema NSPersistentCloudKitContainer mirrors a Core Data model to, and --framework swiftdata writes none: cdgen has no evidence of the schema SwiftData's store mirrors to"
    )
}
