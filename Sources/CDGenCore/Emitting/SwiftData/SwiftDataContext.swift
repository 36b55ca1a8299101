/// What the SwiftData emitters need besides the entity at hand: the options, the style both
/// frameworks share, the model's entities by name, which of them have sub-entities, and the
/// standard type names an entity shadows.
struct SwiftDataContext {
    /// The options in force.
    let options: GeneratorOptions
    /// The model being written.
    let model: DataModel
    /// The access modifier, the import keyword and the `#if canImport` guard.
    let style: SourceStyle
    /// The access modifier and its space (`style.access`).
    let access: String
    /// Entities that are the parent of another: their classes are not `final`.
    let parents: Set<String>
    /// The entities by name, with their ancestors.
    let entities: EntityLineage
    /// The names of the model's own types (`RunDeclarations.names`).
    let names: ModelTypeNames
    /// The standard types the model's entities and composites shadow.
    let shadowed: ShadowedTypes

    /// Indexes `model` for writing SwiftData classes under `options`; `names`: the run's (by
    /// default, those of `model`'s name).
    init(model: DataModel, options: GeneratorOptions, names: ModelTypeNames? = nil) {
        self.options = options
        self.model = model
        self.names = names ?? ModelTypeNames(modelName: model.name)
        entities = EntityLineage(model)
        shadowed = ShadowedTypes(model)
        parents = Set(model.entities.compactMap(\.parentEntity))
        style = SourceStyle(options: options)
        access = style.access
    }

    /// The entity named `name`.
    func entity(named name: String) -> Entity? {
        entities.entity(named: name)
    }

    /// The property named `name` of the entity named `entityName` or of the ancestor that declares it.
    func declaration(of name: String, in entityName: String) -> (owner: Entity, property: Property)? {
        entities.declaration(of: name, in: entityName)
    }

    /// `name` as a type in the generated code: an entity or composite of the model shadows a
    /// standard type of the same name (an entity `Date`), so the standard one is then qualified
    /// by its module (`Foundation.Date`).
    func standardType(_ name: String, module: String) -> String {
        shadowed.standardType(name, module: module)
    }

    /// A SwiftData macro or type (`Attribute`, `Model`, `Schema`), qualified when an entity of the
    /// model has its name (WooCommerce has an entity `Attribute`).
    func swiftData(_ name: String) -> String {
        standardType(name, module: "SwiftData")
    }
}
