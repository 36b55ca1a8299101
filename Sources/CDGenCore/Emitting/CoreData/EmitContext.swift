/// What every emitter needs besides the entity at hand: the options and a name index of the
/// model's entities, built once so that lookups cost nothing per property.
struct EmitContext {
    /// The options in force.
    let options: GeneratorOptions
    /// The model's name.
    let modelName: String
    /// The model itself (the model builder and the fetch request templates read all of it).
    let model: DataModel
    /// The access modifier and its space (`"public "`, Xcode's; `"package "`; `""` for internal).
    let access: String
    /// The attributes written before `public` on an `@NSManaged` member.
    let managedPrefix: String
    /// What cdgen's own members and types start with: `nonisolated ` for MainActor-by-default
    /// targets (`--nonisolated`), then the access modifier.
    let memberPrefix: String
    /// Xcode's to-many accessor lines under these options, made once.
    let toManyLines: ToManyAccessorsEmitter.XcodeLines
    private let classNames: [String: String]
    private let entitiesByName: [String: Entity]

    /// Indexes `model` for emitting under `options`.
    init(model: DataModel, options: GeneratorOptions) {
        self.options = options
        self.modelName = model.name
        self.model = model
        var classNames: [String: String] = [:]
        var entitiesByName: [String: Entity] = [:]
        for entity in model.entities where classNames[entity.name] == nil {
            classNames[entity.name] = Naming.className(of: entity)
            entitiesByName[entity.name] = entity
        }
        self.classNames = classNames
        self.entitiesByName = entitiesByName
        switch options.accessLevel {
        case .public: access = "public "
        case .package: access = "package "
        case .internal: access = ""
        }
        managedPrefix = options.nonisolated ? "@NSManaged nonisolated " : "@NSManaged "
        memberPrefix = (options.nonisolated ? "nonisolated " : "") + access
        toManyLines = ToManyAccessorsEmitter.XcodeLines(managedPrefix: managedPrefix, access: access)
    }

    /// The entity named `name`.
    func entity(named name: String) -> Entity? {
        entitiesByName[name]
    }

    /// `entity`'s ancestors and `entity` itself, root first (validation has ruled out cycles).
    func lineage(of entity: Entity) -> [Entity] {
        var chain = [entity]
        var seen: Set<String> = [entity.name]
        while let parentName = chain[0].parentEntity, let parent = entitiesByName[parentName], !seen.contains(parentName) {
            chain.insert(parent, at: 0)
            seen.insert(parentName)
        }
        return chain
    }

    /// The part of `lineage(of:)` whose properties `entity`'s class has as members: an ancestor
    /// without a class of its own is a plain `NSManagedObject`, so the class inherits nothing
    /// from it or from what is above it.
    func classLineage(of entity: Entity) -> [Entity] {
        let lineage = self.lineage(of: entity)
        guard let plain = lineage.lastIndex(where: { !Naming.hasCustomClass($0) }) else { return lineage }
        return Array(lineage[(plain + 1)...])
    }

    /// Whether `entity`'s files go beyond Xcode's output (then cdgen's own, defensive style applies:
    /// module-qualified standard types and the linter opt-outs).
    func isBeyondXcode(_ entity: Entity) -> Bool {
        options.accessLevel != .public || !options(for: entity).isXcodeIdentical || CDGenUserInfo.hasPropertyOverrides(entity)
    }

    /// The shape of `property` of `entity` (fetched properties have none).
    func shape(of property: Property, in entity: Entity) -> PropertyShape? {
        shape(of: property, entityOptions: options(for: entity), qualified: isBeyondXcode(entity))
    }

    /// The shape of `property` of an entity whose `options(for:)` and `isBeyondXcode` the caller
    /// already has (they read the entity's userInfo and every property's: once per entity, not
    /// once per property).
    func shape(of property: Property, entityOptions: EntityOptions, qualified: Bool) -> PropertyShape? {
        switch property {
        case .attribute(let a): return .attribute(a, entityOptions: entityOptions, context: self, qualified: qualified)
        case .relationship(let r): return .relationship(r, entityOptions: entityOptions, context: self, qualified: qualified)
        case .fetchedProperty: return nil
        }
    }

    /// The Swift class of the entity named `entityName` (`NSManagedObject` if there is none;
    /// validation reports dangling names before emitting).
    func className(ofEntity entityName: String) -> String {
        classNames[entityName] ?? "NSManagedObject"
    }

    /// `import` or, from Xcode 26, `public import`, for public and package access alike; a plain
    /// `import` for internal access, which needs no more. Not `package import`: in a target
    /// without `InternalImportsByDefault` (Swift 5 and 6 modes' default) it makes every other
    /// file's plain `import Foundation` an error ("ambiguous implicit access level"), which the
    /// type-check harness found; `public import` is valid with and without that feature.
    var importKeyword: String {
        guard options.era >= .xcode26 else { return "import" }
        return options.accessLevel == .internal ? "import" : "public import"
    }

    /// The options in force for `entity`: the global ones with its `cdgen.` userInfo overrides.
    func options(for entity: Entity) -> EntityOptions {
        EntityOptions(entity: entity, options: options)
    }
}
