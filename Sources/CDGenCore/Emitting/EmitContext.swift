/// What every emitter needs besides the entity at hand: the options and a name index of the
/// model's entities, built once so that lookups cost nothing per property.
struct EmitContext {
    /// The options in force.
    let options: GeneratorOptions
    /// The model's name.
    let modelName: String
    private let classNames: [String: String]

    /// Indexes `model` for emitting under `options`.
    init(model: DataModel, options: GeneratorOptions) {
        self.options = options
        self.modelName = model.name
        var classNames: [String: String] = [:]
        for entity in model.entities where classNames[entity.name] == nil {
            classNames[entity.name] = Naming.className(of: entity)
        }
        self.classNames = classNames
    }

    /// The Swift class of the entity named `entityName` (`NSManagedObject` if there is none;
    /// validation reports dangling names before emitting).
    func className(ofEntity entityName: String) -> String {
        classNames[entityName] ?? "NSManagedObject"
    }

    /// `"public "` (Xcode always writes public declarations).
    var access: String { "public " }

    /// `import` or, from Xcode 26, `public import`.
    var importKeyword: String { options.era >= .xcode26 ? "public import" : "import" }

    /// The attributes written before `public` on an `@NSManaged` member.
    var managedPrefix: String { options.nonisolated ? "@NSManaged nonisolated " : "@NSManaged " }
}
