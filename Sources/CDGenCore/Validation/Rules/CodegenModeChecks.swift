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

// The records of the ids raised here (one per id, listed by LintCatalogue).
extension LintCheck {
    package static let unknownCodegenMode = LintCheck(
        id: "unknown-codegen-mode", severity: .error, family: .lint,
        summary: "a codeGenerationType other than class or category",
        situation: "<entity name=\"A\" representedClassName=\"A\" codeGenerationType=\"nope\"/>",
        message: "entity 'A' has the unknown codegen mode 'nope'; use \"class\", \"category\", or remove codeGenerationType for Manual/None")
}
