/// What `NSPersistentCloudKitContainer` mirrors a model to: the record types and fields of the
/// CloudKit schema, each with the model element it comes from (where the drift check reports a
/// field that is missing). Every rule names its evidence; `../shared/reference/cloudkit-schema.md`
/// and the CloudKit page of the documentation list them with their status. The sources:
/// - "Reading CloudKit Records for Core Data" (developer.apple.com/documentation/coredata/
///   reading-cloudkit-records-for-core-data), "Reading" below: the `CD_` prefix, one record type
///   per root entity with `CD_entityName`, relationships stored by cardinality (a to-one as the
///   related record's name, many-to-many in `CDMR` records), never `CKRecord.Reference`;
/// - "Creating a Core Data Model for CloudKit" (…/coredata/creating-a-core-data-model-for-cloudkit),
///   "Creating" below: which entities a configuration mirrors, the attribute types;
/// - the schema-language page ("Integrating a Text-Based Schema into Your Workflow"): the system
///   fields, the `Users` type, the grants;
/// - the real exports next to their models (`../shared/corpus/ckdb/`), "export" below.
package enum CloudKitMirror {
    /// Which database the store mirrors to.
    package enum Database: String, Sendable, CaseIterable {
        case `private`, `public`
    }

    /// What the model cannot say about its container.
    package struct Options: Sendable, Hashable {
        /// The configurations mirrored to CloudKit; empty: `defaultScope`.
        package var configurations: [String] = []
        /// Whether the app shares records (`NSPersistentCloudKitContainer.share(_:to:)`).
        package var sharing = false
        /// The database.
        package var database: Database = .private

        /// Options of a private database without sharing, mirroring the default scope.
        package init() {}

        /// The options `cdgen.json`'s `cloudKit` gives.
        package init(_ config: CloudKitConfig) {
            configurations = config.configurations
            sharing = config.sharing
            database = Database(rawValue: config.database) ?? .private
        }
    }

    /// One field the model needs, with where it comes from.
    package struct NeededField: Sendable, Hashable {
        /// What the field is for; the drift check rates a missing one by it.
        package enum Role: Sendable, Hashable {
            /// An attribute's or to-one relationship's value, or `CD_entityName`, or a `CDMR` field.
            case value
            /// The `_ckAsset` companion a value moves to once it outgrows the record.
            case asset
            /// `CD_moveReceipt` and its companion: written when a record moves between zones.
            case moveReceipt
            /// A field whose type the evidence leaves open (a Decimal attribute): not written in
            /// the schema, only named in a comment; the check wants a field of that name.
            case open
        }

        package var field: CKDBField
        package var role: Role
        /// The model element it comes from: the property, or the entity.
        package var source: SourceLocation?
        /// How a finding names that element: `'Entity.property'` or `entity 'Entity'`.
        package var owner: String
    }

    /// One record type the model needs.
    package struct NeededType: Sendable, Hashable {
        package var recordType: CKDBRecordType
        package var fields: [NeededField]
        /// The root entity, or `nil` for the types Core Data adds (`CDMR`, `Users`, `"cloudkit.share"`).
        package var source: SourceLocation?
        /// How a finding names the element the type comes from.
        package var owner: String
    }

    /// The record types `model` mirrors to, in the order of the model's root entities, then
    /// `CDMR`, `Users` and `"cloudkit.share"`; throws an error for an unknown configuration, or for
    /// sharing in the public database.
    package static func neededTypes(_ model: DataModel, options: Options) throws -> [NeededType] {
        if options.sharing, options.database == .public {
            throw DiagnosticError([.error("records of the public database cannot be shared: --sharing needs the private database")])
        }
        let scope = try mirroredEntities(model, configurations: options.configurations)
        let lineage = EntityLineage(model)
        var roots: [String: [Entity]] = [:]
        var rootOrder: [Entity] = []
        for entity in model.entities where scope.contains(entity.name) {
            let root = lineage.lineage(of: entity)[0]
            if roots[root.name] == nil { rootOrder.append(root) }
            roots[root.name, default: []].append(entity)
        }
        var types = rootOrder.map { entityType($0, members: roots[$0.name] ?? [], database: options.database) }
        if rootOrder.flatMap({ roots[$0.name] ?? [] }).contains(where: hasManyToMany(lineage)) { types.append(manyToManyType) }
        types.append(usersType)
        if options.sharing { types.append(shareType) }
        return types
    }

    /// The schema `model` mirrors to, with the comments that say where the evidence is open.
    package static func schema(_ model: DataModel, options: Options) throws -> CKDBSchema {
        CKDBSchema(recordTypes: try neededTypes(model, options: options).map(\.recordType))
    }

    /// The names of the entities mirrored: those of `configurations` when given (an unknown one is
    /// an error), else `defaultScope`.
    package static func mirroredEntities(_ model: DataModel, configurations: [String]) throws -> Set<String> {
        guard !configurations.isEmpty else { return defaultScope(model) }
        var names: Set<String> = []
        for name in configurations {
            guard let configuration = model.configurations.first(where: { $0.name == name }) else {
                let known = model.configurations.map { Quoted.name($0.name) }.joined(separator: ", ")
                throw DiagnosticError([
                    .error("the model has no configuration \(Quoted.name(name)) (its configurations: \(known.isEmpty ? "none" : known))")
                ])
            }
            names.formUnion(configuration.memberEntities)
        }
        return names
    }

    /// The entities Xcode marks Used with CloudKit ("Creating"): every entity when the model's own
    /// mark (its Default configuration) is set or `everyEntity`, else the members of the named
    /// configurations marked. The CloudKit lint rules check the same entities.
    package static func defaultScope(_ model: DataModel, everyEntity: Bool = false) -> Set<String> {
        let defaultConfiguration = model.modelAttributes.contains { $0.name == "usedWithCloudKit" && $0.value == "YES" }
        if everyEntity || defaultConfiguration { return Set(model.entities.map(\.name)) }
        let marked = model.configurations.filter { c in c.extraAttributes.contains { $0.name == "usedWithCloudKit" && $0.value == "YES" } }
        return Set(marked.flatMap(\.memberEntities))
    }

    // MARK: The types

    /// The grants a Development container gives a type Core Data creates (every export; the
    /// schema-language page names the same three for a public database).
    static let defaultGrants = [CKDBGrant([.write], to: "_creator"), CKDBGrant([.create], to: "_icloud"), CKDBGrant([.read], to: "_world")]

    /// `CD_<root>`: `CD_entityName`, the fields of the root's and its mirrored sub-entities'
    /// properties, `CD_moveReceipt`, the system fields ("Reading"; export).
    private static func entityType(_ root: Entity, members: [Entity], database: Database) -> NeededType {
        let owner = "entity \(Quoted.name(root.name))"
        var fields = [NeededField(field: indexed("CD_entityName", CKDBFieldType(.string)), role: .value, source: root.location, owner: owner)]
        var seen: Set<String> = ["CD_entityName"]
        let subEntities = members.filter { $0.name != root.name && !$0.properties.isEmpty }
        var notes: [String] = []
        if !subEntities.isEmpty {
            notes.append(
                "the fields of the sub-entities \(subEntities.map { Quoted.name($0.name) }.joined(separator: ", ")) are on their root's type: inferred (Apple documents one record type per root entity; no export with sub-entities was seen)"
            )
        }
        for entity in [root] + members.filter({ $0.name != root.name }) {
            for property in entity.properties {
                for var needed in propertyFields(property, of: entity) where seen.insert(needed.field.name).inserted {
                    if entity.name != root.name, needed.field.note == nil { needed.field.note = "from sub-entity \(Quoted.name(entity.name))" }
                    fields.append(needed)
                }
            }
        }
        // Written by a record's move between zones (sharing), and by initializeCloudKitSchema on
        // every type; production without it refuses shares (export; reference page).
        fields.append(NeededField(field: indexed("CD_moveReceipt", CKDBFieldType(.bytes)), role: .moveReceipt, source: root.location, owner: owner))
        fields.append(NeededField(field: CKDBField("CD_moveReceipt_ckAsset", CKDBFieldType(.asset)), role: .moveReceipt, source: root.location, owner: owner))
        if database == .public {
            notes.append(
                "public database: Core Data queries it (an Apple engineer, developer forums thread 655392); which indexes those queries need beyond these is not documented here"
            )
        }
        fields += CKDBSchema.systemFields.map { NeededField(field: $0, role: .value, source: nil, owner: owner) }
        notes += fields.filter { $0.role == .open }.map { "\($0.field.name) (\($0.owner)): \($0.field.note ?? "")" }
        return NeededType(
            recordType: CKDBRecordType(
                name: "CD_" + root.name, fields: fields.filter { $0.role != .open }.map(\.field), grants: defaultGrants, notes: notes),
            fields: fields, source: root.location, owner: owner)
    }

    /// The one `CDMR` type of a model with many-to-many relationships: three `STRING`s naming
    /// both sides of each link ("Reading"; export).
    static let manyToManyType: NeededType = {
        let fields =
            ["CD_entityNames", "CD_recordNames", "CD_relationships"].map {
                NeededField(field: indexed($0, CKDBFieldType(.string)), role: .value, source: nil, owner: "the many-to-many relationships")
            } + CKDBSchema.systemFields.map { NeededField(field: $0, role: .value, source: nil, owner: "the many-to-many relationships") }
        return NeededType(
            recordType: CKDBRecordType(name: "CDMR", fields: fields.map(\.field), grants: defaultGrants), fields: fields, source: nil,
            owner: "the many-to-many relationships")
    }()

    /// `Users`, which every container has (every export).
    static let usersType: NeededType = {
        let fields = (CKDBSchema.systemFields + [CKDBField("roles", CKDBFieldType(.int64, list: true))]).map {
            NeededField(field: $0, role: .value, source: nil, owner: "every container")
        }
        return NeededType(
            recordType: CKDBRecordType(
                name: "Users", fields: fields.map(\.field), grants: [CKDBGrant([.write], to: "_creator"), CKDBGrant([.read], to: "_world")]),
            fields: fields, source: nil, owner: "every container")
    }()

    /// `"cloudkit.share"`, the type of `CKShare` records: its three fields are the server's (the
    /// reference page's export); its grants are those one app's export shows, and no export of
    /// the corpus has the type, which its note says.
    static let shareType: NeededType = {
        let owner = "sharing (--sharing)"
        let fields =
            (CKDBSchema.systemFields + [
                CKDBField("cloudkit.thumbnailImageData", CKDBFieldType(.bytes)), CKDBField("cloudkit.title", CKDBFieldType(.string)),
                CKDBField("cloudkit.type", CKDBFieldType(.string)),
            ]).map { NeededField(field: $0, role: .value, source: nil, owner: owner) }
        let note = "the fields of this type are the server's; its grants and the fields' indexes are open (no export of a sharing app's model was compared)"
        return NeededType(
            recordType: CKDBRecordType(
                name: "cloudkit.share", fields: fields.map(\.field), grants: [CKDBGrant([.write], to: "_creator"), CKDBGrant([.read], to: "_world")],
                notes: [note]), fields: fields, source: nil, owner: owner)
    }()

    // MARK: The fields

    /// The fields of one property: none, a value, or a value and its `_ckAsset` companion.
    private static func propertyFields(_ property: Property, of entity: Entity) -> [NeededField] {
        let owner = Quoted.name("\(entity.name).\(property.name)")
        switch property {
        case .attribute(let a):
            guard let mapping = attributeMapping(a) else { return [] }
            let name = "CD_" + a.name
            var value = CKDBField(name, mapping.type, indexes: a.allowsCloudEncryption ? [] : developmentIndexes(mapping.type), note: mapping.note)
            if a.allowsCloudEncryption { value.type.isEncrypted = value.type.primitive.canBeEncrypted }
            var fields = [NeededField(field: value, role: mapping.open ? .open : .value, source: a.location, owner: owner)]
            if mapping.asset {
                fields.append(NeededField(field: CKDBField(name + "_ckAsset", CKDBFieldType(.asset)), role: .asset, source: a.location, owner: owner))
            }
            return fields
        case .relationship(let r) where !r.isTransient && !r.isToMany:
            // A to-one holds the related record's name as a STRING, on both sides of a one-to-one
            // ("Reading"; export: CD_term, CD_household); never a REFERENCE.
            return [NeededField(field: indexed("CD_" + r.name, CKDBFieldType(.string)), role: .value, source: r.location, owner: owner)]
        default:
            // A to-many has no field: its inverse to-one holds the link, or CDMR records do
            // (export: no field for ErrorTag.events, Term.comments).
            return []
        }
    }

    /// How an attribute is mirrored: its field's type, whether a `_ckAsset` companion goes with
    /// it, and a note where the evidence is open; `nil` for what Core Data does not mirror.
    static func attributeMapping(_ a: Attribute) -> Mapping? {
        // Transient and derived attributes are not stored, so not mirrored (read from
        // OpenCloudData, a reimplementation of Core Data's serializer).
        guard !a.isTransient, !a.isDerived else { return nil }
        guard var mapping = plainMapping(a.type) else { return nil }
        if a.allowsCloudEncryption {
            let note =
                "allowsCloudEncryption: ENCRYPTED with no index is inferred (CKRecord.encryptedValues: CloudKit indexes no encrypted field), not seen in an export; whether the _ckAsset companion is written is open"
            mapping.note = [mapping.note, note].compactMap { $0 }.joined(separator: "; ")
        }
        return mapping
    }

    /// An attribute's field.
    struct Mapping {
        var type: CKDBFieldType
        var asset: Bool
        var note: String?
        /// The evidence leaves the type open: no field is written.
        var open = false

        init(_ primitive: CKDBPrimitive, asset: Bool = false, note: String? = nil, open: Bool = false) {
            type = CKDBFieldType(primitive)
            self.asset = asset
            self.note = note
            self.open = open
        }
    }

    private static func plainMapping(_ type: AttributeType) -> Mapping? {
        switch type {
        // Export: CD_text STRING + CD_text_ckAsset ASSET; CD_id (UUID) STRING alone.
        case .string: Mapping(.string, asset: true)
        case .uuid: Mapping(.string)
        // "Creating" lists URI; its STRING and companion are read from OpenCloudData.
        case .uri: Mapping(.string, asset: true)
        // Export: Integer 16/32/64 and Boolean as INT64 (CD_schemaVersion, CD_isActive), Double as
        // DOUBLE, Date as TIMESTAMP, Binary Data as BYTES + companion (CD_avatarData).
        case .integer16, .integer32, .integer64, .boolean: Mapping(.int64)
        case .double: Mapping(.double)
        case .date: Mapping(.timestamp)
        case .binary: Mapping(.bytes, asset: true)
        // Transformable values are archived to data ("Creating"; OpenCloudData).
        case .transformable: Mapping(.bytes, asset: true)
        case .float: Mapping(.double, note: "Float as DOUBLE is inferred (CloudKit has no 32-bit type); no export shows a Float attribute")
        case .composite:
            Mapping(
                .bytes,
                note: "Composite as BYTES is read from OpenCloudData, not seen in an export; whether a _ckAsset companion goes with it is open (none written)")
        case .decimal:
            Mapping(.string, note: "how Core Data mirrors a Decimal attribute is open (no export or Apple document shows it): no field is written", open: true)
        case .objectID, .undefined: nil
        }
    }

    /// The indexes a field Core Data creates in a Development container has (every field of the
    /// LearnWords export): `STRING` queryable, searchable and sortable; `ASSET` none; the rest
    /// queryable and sortable. An imported schema keeps what its file says instead.
    static func developmentIndexes(_ type: CKDBFieldType) -> CKDBIndexes {
        switch type.primitive {
        case .string: [.queryable, .searchable, .sortable]
        case .asset: []
        default: [.queryable, .sortable]
        }
    }

    private static func indexed(_ name: String, _ type: CKDBFieldType) -> CKDBField {
        CKDBField(name, type, indexes: developmentIndexes(type))
    }

    /// Whether an entity has a to-many relationship whose inverse is to-many.
    private static func hasManyToMany(_ lineage: EntityLineage) -> (Entity) -> Bool {
        { entity in
            entity.relationships.contains { r in
                guard r.isToMany, !r.isTransient, let inverse = r.inverseName else { return false }
                if case .relationship(let back)? = lineage.declaration(of: inverse, in: r.destinationEntity)?.property { return back.isToMany }
                return false
            }
        }
    }
}
