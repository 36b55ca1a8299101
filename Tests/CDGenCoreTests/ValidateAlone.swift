@testable import CDGenCore

extension ModelValidator {
    /// `model` validated on its own, as a run of its plan alone (no history, no templates).
    static func validate(alone model: DataModel, options: GeneratorOptions, early: EntityFindings? = nil) -> [Diagnostic] {
        validate(model, options: options, early: early, declarations: RunDeclarations(alone: model, options: options))
    }
}
