/// The validation stage between parsing and emitting (`cdgen lint`, and the start of
/// `cdgen generate`): runs every check family on a model and returns the findings sorted by
/// place. Errors stop generation; warnings are printed. Each family lives in `Checks/` and
/// each finding carries its `LintCheck` id.
package enum ModelValidator {
    /// The check families, in the order their findings are listed at one place; the two that
    /// need one entity alone take the findings gathered while the model was read, when there are.
    private static let families: [@Sendable (ModelIndex, EntityFindings.Findings?) -> [Diagnostic]] = [
        { index, _ in ReferenceChecks.run(index) }, { index, _ in DuplicateNameChecks.run(index) },
        { index, early in early?.identifiers ?? IdentifierChecks.run(index) },
        { index, early in coreDataOnly(index) { IdentifierChecks.classNames(index, early: early?.classNames) } },
        { index, _ in OutputNameChecks.run(index) }, { index, _ in coreDataOnly(index) { AccessorChecks.run(index) } },
        { index, _ in InverseChecks.run(index) }, { index, _ in DeleteRuleChecks.run(index) },
        { index, early in early?.storedValues ?? AttributeValueChecks.run(index) }, { index, _ in coreDataOnly(index) { CodegenModeChecks.run(index) } },
        { index, _ in CloudKitChecks.run(index) }, { index, _ in MomcChecks.run(index) },
        { index, _ in SwiftDataChecks.run(index) }, { index, _ in IdentifierChecks.modelNames(index) },
    ]

    /// The findings of a family about Core Data's classes (their names, selectors and codegen
    /// modes), which SwiftData output does not have.
    private static func coreDataOnly(_ index: ModelIndex, _ family: () -> [Diagnostic]) -> [Diagnostic] {
        index.options.framework == .coreData ? family() : []
    }

    /// The findings for `model` under `options`, sorted by file, line and column (stable).
    /// `early` holds the per-entity findings gathered while this model was read, if any;
    /// `declarations` what the run writes (`RunDeclarations(alone:options:)` for a model checked on its own).
    package static func validate(
        _ model: DataModel, options: GeneratorOptions, early: EntityFindings? = nil, declarations: RunDeclarations
    ) -> [Diagnostic] {
        let index = ModelIndex(model, options: options, declarations: declarations)
        let gathered = early?.findings(for: model)
        var found = families.flatMap { $0(index, gathered) }
        found += UserInfoKeyValidator.validate(model, options: options)
        if options.modelBuilder { found += ModelBuilderValidator.validate(model) }
        if options.writesSnapshots { found += SnapshotValidator.validate(index) }
        if options.snapshots, !options.writesSnapshots { found += SnapshotValidator.unwritten(index) }
        found += CloudKitSchemaValidator.validate(model, options: options)
        return found.enumerated().sorted { a, b in
            let x = a.element.location, y = b.element.location
            let kx = (x?.file ?? "", x?.line ?? 0, x?.column ?? 0), ky = (y?.file ?? "", y?.line ?? 0, y?.column ?? 0)
            return kx != ky ? kx < ky : a.offset < b.offset
        }.map(\.element)
    }

    /// The clashes among `declarations` of `model` (`declaration-clash`, `output-collision`):
    /// for a run whose declarations grew after it was validated (lint reads the older versions
    /// after validation).
    package static func clashes(_ declarations: RunDeclarations, model: DataModel, options: GeneratorOptions) -> [Diagnostic] {
        OutputNameChecks.clashes(ModelIndex(model, options: options, declarations: declarations))
    }
}
