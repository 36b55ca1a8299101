/// `cloudkit schema` and `cloudkit check`: the CloudKit schema a model mirrors to, and the model
/// against a schema its container has.
extension Pipeline {
    /// The `.ckdb` text of the schema the current version of `path` mirrors to.
    package static func cloudKitSchema(
        _ path: String, version: String?, options: CloudKitMirror.Options, diagnostics: DiagnosticCollector
    ) throws -> String {
        let loaded = try load(path, version: version, diagnostics: diagnostics)
        return CKDBPrinter.print(try diagnostics.collecting { try CloudKitMirror.schema(loaded.model, options: options) })
    }

    /// The findings of the model at `path` against the schema file at `schemaPath`.
    package static func cloudKitCheck(
        _ path: String, version: String?, schemaPath: String, options: CloudKitMirror.Options, strict: Bool, diagnostics: DiagnosticCollector
    ) throws {
        let loaded = try load(path, version: version, diagnostics: diagnostics)
        let schema = try diagnostics.collecting { try readSchema(schemaPath) }
        diagnostics.add(
            try diagnostics.collecting {
                try CloudKitDriftChecks.run(loaded.model, schema: schema, options: options, strict: strict)
            })
    }

    /// `lint` with `cloudKit` in `cdgen.json`: the model against the schema file it names, if it names one.
    static func checkCloudKit(_ model: DataModel, against config: CloudKitConfig, diagnostics: DiagnosticCollector) throws {
        guard let path = config.schema else { return }
        let schema = try diagnostics.collecting { try readSchema(path) }
        diagnostics.add(
            try diagnostics.collecting {
                try CloudKitDriftChecks.run(model, schema: schema, options: CloudKitMirror.Options(config), strict: false, modelRules: false)
            })
    }

    /// The schema in the `.ckdb` file at `path`.
    package static func readSchema(_ path: String) throws -> CKDBSchema {
        try CKDBParser.parse(try ModelFile.read(path), path: path)
    }
}
