/// One kind of file cdgen writes, as a type: how its files are named and in what format, which
/// files a run gets (it plans them from the model and the options), and the top-level
/// declarations each of them holds. `OutputKind` lists the kinds once; the emitters print exactly
/// what their kind declares (`PrintedDeclarationsTests` reads every file back).
///
/// Planning goes entity by entity through every kind's `file(of:at:in:)`, then once through
/// every kind's `files(in:)`, in `OutputKind`'s order: each kind answers for its framework and
/// options and plans nothing otherwise.
package protocol OutputKindDefinition {
    /// Whether the kind plans files for entities (`file(of:at:in:)`); planning asks only those,
    /// entity by entity.
    static var plansPerEntity: Bool { get }
    /// What follows a `+` in the names of its files (`CoreDataClass`: `Usuario+CoreDataClass.swift`);
    /// `nil` for files named after their type alone (`Mensaje.swift`).
    static var suffix: String? { get }
    /// The text format of its files: their extension, comment syntax and role in a build.
    static var format: OutputFormat { get }
    /// What a message calls the model's own file of this kind (`the model builder (--model-builder)`);
    /// `the model` for a kind whose files belong to an entity, a composite or a template.
    static var role: String { get }
    /// The file of this kind for the entity at `position`, if it gets one; none by default.
    static func file(of entity: Entity, at position: Int, in run: PlanningRun) -> KindFile?
    /// The model's own files of this kind, after every entity's; none by default.
    static func files(in run: PlanningRun) -> [KindFile]
    /// The top-level declarations of `file`, in the order its emitter prints them; none by default
    /// (a document declares no Swift type).
    static func declarations(of file: KindFile, in run: PlanningRun) -> [KindDeclaration]
}

extension OutputKindDefinition {
    package static var plansPerEntity: Bool { false }
    package static var suffix: String? { nil }
    package static var format: OutputFormat { .swift }
    package static var role: String { "the model" }
    package static func file(of entity: Entity, at position: Int, in run: PlanningRun) -> KindFile? { nil }
    package static func files(in run: PlanningRun) -> [KindFile] { [] }
    package static func declarations(of file: KindFile, in run: PlanningRun) -> [KindDeclaration] { [] }

    /// The name of its file for a class, model or type named `name`.
    package static func fileName(for name: String) -> String {
        "\(name)\(suffix.map { "+\($0)" } ?? "").\(format.fileExtension)"
    }

    /// The file of this kind for the type, class or model named `name`, from `subject`.
    static func file(named name: String, from subject: PlannedSubject = .model) -> KindFile {
        KindFile(name: fileName(for: name), subject: subject)
    }
}

/// What a run's kinds plan from: the model, the options, and the versions `--versioned-schema`
/// writes (the model alone when `nil`), with the names of the model's own types.
package struct PlanningRun {
    package let model: DataModel
    package let options: GeneratorOptions
    package let history: SchemaHistory?
    package let names: ModelTypeNames
    /// Core Data's files of each entity, by position, worked out once for a plan (several kinds
    /// ask); empty when not planning.
    private(set) var entityFiles: [CoreDataEntityFiles.Writes]

    /// `planning`: the run makes a plan (else it only declares a plan's files).
    package init(model: DataModel, options: GeneratorOptions, history: SchemaHistory?, planning: Bool = false) {
        self.model = model
        self.options = options
        self.history = history
        names = ModelTypeNames(modelName: model.name)
        entityFiles = []
        if planning, options.framework == .coreData, !options.documentsOnly {
            let run = self
            entityFiles = model.entities.map { CoreDataEntityFiles.writes($0, in: run) }
        }
    }

    /// Whether the run writes the entity's files: it is among the entities asked for (all when none is named).
    func isSelected(_ entity: Entity) -> Bool {
        options.entityFilter.isEmpty || options.entityFilter.contains(entity.name)
    }
}

/// One file a kind plans: its name and what it comes from.
package struct KindFile: Sendable, Hashable {
    package var name: String
    package var subject: PlannedSubject
}

/// What a planned file comes from: what its emitter needs to find, nothing more.
package enum PlannedSubject: Sendable, Hashable {
    /// An entity (its class file, properties file, snapshot, `@Model` class).
    case entity(PlannedEntity)
    /// A composite, by name (its SwiftData value type).
    case composite(String)
    /// A version of the run's history, by its index in `SchemaHistory.versions` (its versioned schema).
    case version(Int)
    /// The model as a whole (the model file, the builder, the store, the documents, …).
    case model

    /// The entity, if the file comes from one.
    package var entity: PlannedEntity? {
        if case .entity(let entity) = self { entity } else { nil }
    }
}

/// The entity a planned file comes from: its name, and where it is in the model the plan was
/// made from, so that the emitter finds it without a search.
package struct PlannedEntity: Sendable, Hashable {
    package var name: String
    /// Its index in `DataModel.entities`.
    package var position: Int
}

/// What a top-level Swift declaration is.
package enum DeclarationKind: String, Sendable, Hashable {
    case `class`, `struct`, `enum`, `protocol`, `typealias`
    /// An extension of the type named so: it declares no name of its own.
    case `extension`
}

/// One top-level declaration a kind's file holds.
package struct KindDeclaration: Sendable, Hashable {
    /// The name, unescaped (an extension's: the type it extends).
    package var name: String
    package var kind: DeclarationKind
    /// What it comes from when that is not the file's own subject (a typealias of
    /// `<Model>Typealiases.swift` comes from the entity or composite it names).
    package var subject: PlannedSubject? = nil
    /// A name claimed whether or not the file prints it (`TypeDeclaration.isReserved`).
    package var isReserved = false

    init(_ name: String, _ kind: DeclarationKind, subject: PlannedSubject? = nil, isReserved: Bool = false) {
        self.name = name
        self.kind = kind
        self.subject = subject
        self.isReserved = isReserved
    }
}
