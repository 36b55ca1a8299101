/// One file the generator will write, known before any text is produced. The build plugin
/// declares these as its outputs, so this is the single source of truth for output names.
package struct PlannedOutput: Sendable, Hashable {
    /// The file name.
    package var name: String
    /// The kind of file: which emitter writes it.
    package var kind: OutputKind
    /// What it comes from: what its emitter needs, nothing more.
    package var subject: PlannedSubject

    package init(name: String, kind: OutputKind, subject: PlannedSubject) {
        self.name = name
        self.kind = kind
        self.subject = subject
    }

    /// The entity the file comes from, if it comes from one.
    package var entity: PlannedEntity? { subject.entity }

    /// The name of the entity the file comes from; `nil` for the model's own files.
    package var entityName: String? { subject.entity?.name }
}

/// Which files a model produces under some options, and which entities produce none.
package struct OutputPlan: Sendable, Hashable {
    /// The files: each entity's in model order (class file, properties file, snapshot), then the
    /// model's own (the model file, the builder, …, the build plugin's unplanned file last).
    package var files: [PlannedOutput] = []
    /// Entities that get no file (their codegen mode or selection is Manual/None; with
    /// `complement`, those whose files the build writes).
    package var manualEntities: [String] = []
    /// Entities that get no file in any selection because the model names no class for them
    /// (`Naming.hasCustomClass`): Core Data creates plain `NSManagedObject`s for them.
    package var classlessEntities: [String] = []

    /// Plans the outputs of `model` under `options` (`history`: the versions `--versioned-schema`
    /// writes; the model alone when `nil`): entity by entity, every kind's files for it, then every
    /// kind's files for the model, in `OutputKind`'s order.
    package init(model: DataModel, options: GeneratorOptions, history: SchemaHistory? = nil) {
        let run = PlanningRun(model: model, options: options, history: history, planning: true)
        let kinds = OutputKind.allCases
        let entityKinds = kinds.filter { $0.definition.plansPerEntity }
        for (position, entity) in model.entities.enumerated() {
            for kind in entityKinds {
                if let file = kind.definition.file(of: entity, at: position, in: run) {
                    files.append(PlannedOutput(name: file.name, kind: kind, subject: file.subject))
                }
            }
        }
        for kind in kinds {
            if kind == .unplanned, options.unplannedFile {
                // The build plugin's run: SwiftPM compiles every declared `.swift` output and copies any
                // other as a resource, so a build writes only what it compiles.
                files.removeAll { !$0.kind.format.isCompiled }
            }
            files += kind.definition.files(in: run).map { PlannedOutput(name: $0.name, kind: kind, subject: $0.subject) }
        }
        if options.framework == .coreData, !options.documentsOnly { noteEntitiesWithoutFiles(run) }
    }

    /// The formats of the files in an output folder that this plan answers for: those `check`
    /// compares and `--prune` may remove. A documents-only run (`cdgen doc`) leaves the Swift
    /// files beside its documents alone.
    package func formats(options: GeneratorOptions) -> [OutputFormat] {
        options.documentsOnly ? [OutputKind.documentation.format, OutputKind.diagram.format] : OutputFormat.all
    }

    /// Core Data's entities that get neither a class file nor a properties file: those without a
    /// class of their own, and those whose mode or selection leaves their files to the app.
    private mutating func noteEntitiesWithoutFiles(_ run: PlanningRun) {
        for (position, entity) in run.model.entities.enumerated() where run.isSelected(entity) {
            let writes = CoreDataEntityFiles.writes(at: position, in: run)
            if writes.className == nil {
                classlessEntities.append(entity.name)
            } else if !writes.classFile, !writes.propertiesFile {
                manualEntities.append(entity.name)
            }
        }
    }
}
