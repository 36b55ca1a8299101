/// What every Core Data emitter needs besides the entity at hand: the options, the style both
/// frameworks share, and a name index of the model's entities, built once so that lookups cost
/// nothing per property.
struct CoreDataEmitContext {
    /// The options in force.
    let options: GeneratorOptions
    /// The model's name.
    let modelName: String
    /// The model itself (the model builder and the fetch request templates read all of it).
    let model: DataModel
    /// The access modifier, the import keyword and the `#if canImport` guard.
    let style: SourceStyle
    /// The access modifier and its space (`style.access`).
    let access: String
    /// The attributes written before `public` on an `@NSManaged` member.
    let managedPrefix: String
    /// What cdgen's own members and types start with: `nonisolated ` where the `@NSManaged`
    /// members are (`--nonisolated`, Xcode 27), then the access modifier.
    let memberPrefix: String
    /// Xcode's to-many accessor lines under these options, made once.
    let toManyLines: ToManyAccessorsEmitter.XcodeLines
    /// The entities by name, with their ancestors.
    let entities: EntityLineage
    /// The names of the model's own types (`RunDeclarations.names`).
    let names: ModelTypeNames
    private let classNames: [String: String]

    /// Indexes `model` for emitting under `options`, with the run's `declarations`.
    init(model: DataModel, options: GeneratorOptions, declarations: RunDeclarations) {
        self.options = options
        names = declarations.names
        self.modelName = model.name
        self.model = model
        self.classNames = declarations.classNames
        entities = EntityLineage(model)
        style = SourceStyle(options: options)
        access = style.access
        managedPrefix = PropertyShape.managedPrefix(nonisolated: options.isNonisolated)
        memberPrefix = (options.isNonisolated ? "nonisolated " : "") + access
        toManyLines = ToManyAccessorsEmitter.XcodeLines(managedPrefix: managedPrefix, access: access)
    }

    /// The entity named `name`.
    func entity(named name: String) -> Entity? {
        entities.entity(named: name)
    }

    /// The part of `entity`'s lineage (`EntityLineage.lineage(of:)`) whose properties `entity`'s
    /// class has as members: an ancestor without a class of its own is a plain `NSManagedObject`,
    /// so the class inherits nothing from it or from what is above it.
    func classLineage(of entity: Entity) -> [Entity] {
        let lineage = entities.lineage(of: entity)
        guard let plain = lineage.lastIndex(where: { !Naming.hasCustomClass($0) }) else { return lineage }
        return Array(lineage[(plain + 1)...])
    }

    /// Whether `entity`'s files go beyond Xcode's output (then cdgen's own, defensive style applies:
    /// module-qualified standard types and the linter opt-outs).
    func isBeyondXcode(_ entity: Entity) -> Bool {
        PropertyShape.isBeyondXcode(entity, options: options, entityOptions: options(for: entity))
    }

    /// The shape of `property` of `entity` (fetched properties have none).
    func shape(of property: Property, in entity: Entity) -> PropertyShape? {
        shape(of: property, entityOptions: options(for: entity), qualified: isBeyondXcode(entity))
    }

    /// The shape of `property` of an entity whose `options(for:)` and `isBeyondXcode` the caller
    /// already has (they read the entity's userInfo and every property's: once per entity, not
    /// once per property).
    func shape(of property: Property, entityOptions: EntityOptions, qualified: Bool) -> PropertyShape? {
        // As `PropertyShape.of`, without a closure over this context per property (the emitters' hot path).
        switch property {
        case .attribute(let a): .attribute(a, entityOptions: entityOptions, options: options, qualified: qualified)
        case .relationship(let r):
            .relationship(r, entityOptions: entityOptions, destinationClass: className(ofEntity: r.destinationEntity), qualified: qualified)
        case .fetchedProperty: nil
        }
    }

    /// The Swift class of the entity named `entityName` (`NSManagedObject` if there is none;
    /// validation reports dangling names before emitting).
    func className(ofEntity entityName: String) -> String {
        classNames[entityName] ?? "NSManagedObject"
    }

    /// The options in force for `entity`: the global ones with its `cdgen.` userInfo overrides.
    func options(for entity: Entity) -> EntityOptions {
        EntityOptions(entity: entity, options: options)
    }
}
