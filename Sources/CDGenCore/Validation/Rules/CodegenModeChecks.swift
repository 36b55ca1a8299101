/// Codegen modes must be ones Xcode writes: `class` (Class Definition), `category`
/// (Category/Extension), or none (Manual/None). Anything else would silently generate nothing.
enum CodegenModeChecks {
    /// The findings of this family.
    static func run(_ index: ModelIndex) -> [Diagnostic] {
        index.model.entities.compactMap { entity in
            guard let mode = entity.unknownCodeGenerationType else { return nil }
            return LintCheck.unknownCodegenMode(
                "entity \(Quoted.name(entity.name)) has the unknown codegen mode \(Quoted.name(mode)); use \"class\", \"category\", or remove codeGenerationType for Manual/None",
                at: entity.location)
        }
    }
}
