import CDGenCore

/// `lint --sources`: lint's findings for the model, then the app's Swift under the source paths
/// checked against it: the one place the CLI calls (the `lint` of the driver, with the sources).
package struct SourceLint {
    /// What a run found: every diagnostic in print order (the model's, the sources' problems,
    /// then the comparison's), and the comparison's findings with the fixes that are certain.
    package struct Result {
        package var diagnostics: [Diagnostic]
        package var findings: [SourceFinding]
        package var index: SourceIndex
    }

    /// Warnings are errors, and so is a model property no source declares (full coverage).
    package var strict: Bool

    package init(strict: Bool) {
        self.strict = strict
    }

    /// Lints `request`'s model and checks the Swift files under `sources` (folders recursively,
    /// leaving out what an `exclude` glob matches) against it.
    package func run(_ request: PipelineRequest, sources: [String], exclude: [String]) throws -> Result {
        let diagnostics = DiagnosticCollector(strict: strict, stopping: .onlyOnFoundErrors)
        var linted: Pipeline.LintedModel?
        do {
            linted = try Pipeline.lint(request, diagnostics: diagnostics)
        } catch is PipelineStopped {}
        let index = SourceReader.read(paths: sources, exclude: exclude)
        diagnostics.add(index.problems)
        var findings: [SourceFinding] = []
        if let linted {
            findings = Self.findings(index, linted)
            diagnostics.add(findings.map { strict && $0.diagnostic.id == LintCheck.sourceUndeclaredProperty.id ? Self.raised($0.diagnostic) : $0.diagnostic })
        }
        return Result(diagnostics: diagnostics.diagnostics, findings: findings, index: index)
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
