/// Where Xcode's own Core Data codegen and cdgen would both write an entity's code. Xcode
/// generates the files of every entity whose Codegen is Class Definition or Category/Extension
/// when it builds a model; if cdgen's plan also has files for such an entity, the module gets
/// duplicate declarations. The build plugin checks this for Xcode projects.
package enum XcodeCodegenConflicts {
    /// One error per entity that both would generate, located at the entity.
    package static func diagnostics(model: DataModel, plan: OutputPlan, modelPath: String) -> [Diagnostic] {
        let planned = Set(plan.files.compactMap(\.entityName))
        return model.entities.filter { planned.contains($0.name) && $0.codeGenerationType != .manual }.map { entity in
            let mode = entity.codeGenerationType == .class ? "Class Definition" : "Category/Extension"
            return LintCheck.xcodeCodegenConflict(
                "Xcode generates entity \(Quoted.name(entity.name)) itself (its Codegen is \(mode)), and cdgen would too; set its Codegen to Manual/None in the model editor so that cdgen alone writes it",
                at: entity.location ?? SourceLocation(file: modelPath)
            )
        }
    }
}

// The records of the ids raised here (one per id, listed by LintCatalogue).
extension LintCheck {
    package static let xcodeCodegenConflict = LintCheck(
        id: "xcode-codegen-conflict", severity: .error, family: .plugin,
        summary: "with --xcode-project (the build plugin in an Xcode project): Xcode's own codegen would also write an entity cdgen generates",
        situation: "entity A with codeGenerationType=\"class\", generated with --xcode-project",
        message:
            "Xcode generates entity 'A' itself (its Codegen is Class Definition), and cdgen would too; set its Codegen to Manual/None in the model editor so that cdgen alone writes it"
    )
}
