/// The emit stage and the pure entry point of the core: a validated `DataModel` and options in,
/// generated files out. No file is read or written here.
public enum Generator {
    /// Validates `model` and emits every planned file. Throws `DiagnosticError` when validation
    /// finds errors (with `strict`, also warnings); returns the files and the warnings otherwise.
    public static func generate(_ model: DataModel, options: GeneratorOptions, strict: Bool = false) throws -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
        let diagnostics = try validate(model, options: options, strict: strict)
        return (emit(model, plan: OutputPlan(model: model, options: options), options: options), diagnostics)
    }

    /// The warnings of `model` under `options`; throws `DiagnosticError` when there are errors
    /// (with `strict`, also when there are warnings).
    public static func validate(_ model: DataModel, options: GeneratorOptions, strict: Bool = false) throws -> [Diagnostic] {
        let found = ModelValidator.validate(model, options: options)
        let diagnostics = strict ? ModelValidator.strict(found) : found
        if diagnostics.hasErrors { throw DiagnosticError(diagnostics) }
        return diagnostics
    }

    /// Emits the files of `plan` (no validation).
    static func emit(_ model: DataModel, plan: OutputPlan, options: GeneratorOptions) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        emit(model, plan: plan, options: options) { files.append($0) }
        return files
    }

    /// Emits the files of `plan` one at a time, in plan order, handing each to `body` (no
    /// validation): only one file's text is alive at a time unless `body` keeps it.
    static func emit(_ model: DataModel, plan: OutputPlan, options: GeneratorOptions, each body: (GeneratedFile) throws -> Void) rethrows {
        let context = EmitContext(model: model, options: options)
        var entityIndex: [String: Int] = [:]
        for (index, entity) in model.entities.enumerated() where entityIndex[entity.name] == nil {
            entityIndex[entity.name] = index
        }
        for planned in plan.files {
            let entity = planned.entityName.flatMap { entityIndex[$0] }.map { model.entities[$0] }
            let text: String
            switch (planned.kind, entity) {
            case (.classFile, let entity?): text = ClassFileEmitter.emit(entity, fileName: planned.name, context: context)
            case (.propertiesFile, let entity?): text = PropertiesFileEmitter.emit(entity, fileName: planned.name, context: context)
            case (.modelBuilder, _): text = ModelBuilderEmitter.emit(fileName: planned.name, context: context)
            default: text = ModelFileEmitter.emit(fileName: planned.name, context: context)
            }
            try body(GeneratedFile(name: planned.name, kind: planned.kind, entityName: planned.entityName, contents: text))
        }
    }
}
