/// The validation stage between parsing and emitting (`cdgen lint`, and the start of
/// `cdgen generate`): runs every check family on a model and returns the findings sorted by
/// place. Errors stop generation; warnings are printed. Each family lives in `Checks/` and
/// each finding carries its `LintCheck` id.
public enum ModelValidator {
    /// The check families, in the order their findings are listed at one place.
    private static let families: [@Sendable (ModelIndex) -> [Diagnostic]] = [
        { ReferenceChecks.run($0) }, { DuplicateNameChecks.run($0) }, { IdentifierChecks.run($0) },
        { OutputNameChecks.run($0) }, { AccessorChecks.run($0) }, { InverseChecks.run($0) },
        { DeleteRuleChecks.run($0) }, { AttributeValueChecks.run($0) }, { CodegenModeChecks.run($0) },
    ]

    /// The findings for `model` under `options`, sorted by file, line and column (stable).
    public static func validate(_ model: DataModel, options: GeneratorOptions) -> [Diagnostic] {
        let index = ModelIndex(model, options: options)
        let found = families.flatMap { $0(index) }
        return found.enumerated().sorted { a, b in
            let x = a.element.location, y = b.element.location
            let kx = (x?.file ?? "", x?.line ?? 0, x?.column ?? 0), ky = (y?.file ?? "", y?.line ?? 0, y?.column ?? 0)
            return kx != ky ? kx < ky : a.offset < b.offset
        }.map(\.element)
    }

    /// `diagnostics` with every warning made an error (`--strict`).
    public static func strict(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { var d = $0; if d.severity == .warning { d.severity = .error }; return d }
    }
}
