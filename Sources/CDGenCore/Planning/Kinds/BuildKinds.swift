// The kinds of the files a build brings beside the model's: the build plugin's unplanned file and
// the renders of `cdgen.json`'s templates.

/// `<Model>+CoreDataUnplanned.swift`, the build plugin's always-declared file, header-only until a
/// model edit the build did not plan for brings it files. A class name has no `+`, so no class
/// file can have this name. Planned last: the plan keeps only the files a build compiles before it.
package enum UnplannedKind: OutputKindDefinition {
    package static let suffix: String? = "CoreDataUnplanned"
    package static let role = "the build plugin's unplanned file"

    package static func files(in run: PlanningRun) -> [KindFile] {
        run.options.unplannedFile ? [file(named: run.model.name)] : []
    }
}

/// A file a template of `cdgen.json`'s `templates` renders, named by its `output`: declared by
/// the run (`RunDeclarations`), rendered by the driver, never planned from the model.
package enum RenderedKind: OutputKindDefinition {}
