import CDGenCore
import CDGenDriver

/// `lint --sources`: the driver's `lint` of the model, then the app's Swift under the source paths
/// checked against it, and with `--fix` the fixes that are certain written through the driver:
/// the one place the CLI calls.
package struct SourceLint {
    /// What a run found: every diagnostic in print order (the model's, the sources' problems,
    /// then the comparison's), and the comparison's findings with the fixes that are certain.
    package struct Result {
        package var diagnostics: [Diagnostic]
        package var findings: [SourceFinding]
        package var index: SourceIndex
        /// The model's name, which a new properties file's header names.
        package var modelName: String
    }

    /// Warnings are errors, and so is a model property no source declares (full coverage).
    package var strict: Bool

    package init(strict: Bool) {
        self.strict = strict
    }

    /// Lints `request`'s model and checks the Swift files under `sources` (folders recursively,
    /// leaving out what an `exclude` glob matches) against it.
    package func run(_ request: PipelineRequest, sources: [String], exclude: [String]) throws -> Result {
        let (diagnostics, made) = try Driver(strict: strict).lint(request) { linted in
            let index = SourceReader.read(paths: sources, exclude: exclude)
            guard let linted else { return (index.problems, (index: index, findings: [SourceFinding](), modelName: "")) }
            let findings = Self.findings(index, linted)
            let raised = findings.map { strict && $0.diagnostic.id == LintCheck.sourceUndeclaredProperty.id ? Self.raised($0.diagnostic) : $0.diagnostic }
            return (index.problems + raised, (index: index, findings: findings, modelName: linted.model.name))
        }
        return Result(diagnostics: diagnostics, findings: made.findings, index: made.index, modelName: made.modelName)
    }

    /// The comparison for the model's framework.
    static func findings(_ index: SourceIndex, _ linted: Pipeline.LintedModel) -> [SourceFinding] {
        switch linted.options.framework {
        case .coreData:
            let access = linted.options.accessLevel == .internal ? "" : linted.options.accessLevel.rawValue + " "
            return CoreDataSourceCheck.check(
                index, model: linted.model, declarations: linted.declarations, access: access, nonisolated: linted.options.isNonisolated)
        case .swiftData:
            return SwiftDataSourceCheck.check(index, model: linted.model, declarations: linted.declarations)
        }
    }

    private static func raised(_ diagnostic: Diagnostic) -> Diagnostic {
        var copy = diagnostic
        copy.severity = .error
        return copy
    }
}
