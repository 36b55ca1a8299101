/// The model against a CloudKit schema its container has (an export of Production, committed):
/// what the model needs that the schema lacks or has with another type. Production accepts only
/// what was deployed, and keeps every field forever, so an extra type or field is never a finding
/// (the schema-language page: a change that removes a type or field is not valid), a missing field
/// is an error, and a changed type can never be deployed. A missing `_ckAsset` companion fails only
/// once a value outgrows the record: a warning; so is a missing `CD_moveReceipt`, but for an app
/// that shares (a share moves records between zones and writes it). Index and grant differences
/// are findings only when asked (`strict`). The CloudKit rules of the model itself
/// (`CloudKitChecks`) run over the same entities.
package enum CloudKitDriftChecks {
    /// The findings for `model` against `schema` (an export); with
    /// `modelRules`, the CloudKit rules of the model first (`lint` runs those itself).
    package static func run(
        _ model: DataModel, schema: CKDBSchema, options: CloudKitMirror.Options, strict: Bool, modelRules: Bool = true
    ) throws -> [Diagnostic] {
        let needed = try CloudKitMirror.neededTypes(model, options: options)
        let scope = try CloudKitMirror.mirroredEntities(model, configurations: options.configurations)
        var found =
            modelRules
            ? CloudKitChecks.run(
                ModelIndex(model, options: GeneratorOptions(), declarations: RunDeclarations(alone: model, options: GeneratorOptions())), scope: scope) : []
        for type in needed where type.recordType.name != "Users" {
            let at = type.source ?? model.location
            guard let existing = schema.recordType(named: type.recordType.name) else {
                found.append(
                    LintCheck.cloudKitMissingRecordType(
                        "record type \(Quoted.name(type.recordType.name)) for \(type.owner) is not in the CloudKit schema; deploy it before the app ships",
                        at: at))
                continue
            }
            found += fields(of: type, in: existing, sharing: options.sharing, strict: strict, model: model)
            if strict, Set(existing.grants) != Set(type.recordType.grants) {
                found.append(
                    LintCheck.cloudKitGrantDifference(
                        "record type \(Quoted.name(type.recordType.name)) grants \(grants(existing.grants)) in the CloudKit schema, not \(grants(type.recordType.grants)) as Core Data's types have",
                        at: at))
            }
        }
        return found
    }

    private static func fields(
        of type: CloudKitMirror.NeededType, in existing: CKDBRecordType, sharing: Bool, strict: Bool, model: DataModel
    ) -> [Diagnostic] {
        let typeName = Quoted.name(type.recordType.name)
        var found: [Diagnostic] = []
        var missingNames: Set<String> = []
        for needed in type.fields where !needed.field.name.hasPrefix("___") {
            let name = Quoted.name(needed.field.name)
            let at = needed.source ?? type.source ?? model.location
            guard let field = existing.field(named: needed.field.name) else {
                missingNames.insert(needed.field.name)
                // The companion of a field already reported missing is reported with it.
                if needed.field.name.hasSuffix("_ckAsset"), missingNames.contains(String(needed.field.name.dropLast("_ckAsset".count))) { continue }
                found.append(missing(needed, "field \(name) of \(typeName) for \(needed.owner) is not in the CloudKit schema", sharing: sharing, at: at))
                continue
            }
            if needed.role != .open, !sameType(field.type, needed.field.type) {
                found.append(
                    LintCheck.cloudKitFieldTypeChanged(
                        "field \(name) of \(typeName) is \(field.type) in the CloudKit schema, but \(needed.owner) needs \(needed.field.type); a deployed field's type never changes: give the property a new name",
                        at: at))
            } else if strict, needed.role != .open, field.indexes != needed.field.indexes {
                found.append(
                    LintCheck.cloudKitIndexDifference(
                        "field \(name) of \(typeName) has \(indexes(field.indexes)) in the CloudKit schema, not \(indexes(needed.field.indexes)) as a field Core Data creates in Development",
                        at: at))
            }
        }
        return found
    }

    private static func missing(_ needed: CloudKitMirror.NeededField, _ what: String, sharing: Bool, at: SourceLocation?) -> Diagnostic {
        switch needed.role {
        case .value:
            LintCheck.cloudKitMissingField("\(what); deploy it before the app ships, or sync of this entity fails in production", at: at)
        case .asset:
            LintCheck.cloudKitMissingAsset("\(what); a value larger than a record holds will fail to sync until it is deployed", at: at)
        case .moveReceipt where sharing:
            LintCheck.cloudKitMissingMoveReceipt("\(what); sharing moves records between zones and fails in production without it", at: at)
        case .moveReceipt:
            LintCheck.cloudKitMissingMoveReceipt("\(what); moving a record to another zone (sharing) fails in production without it", at: at)
                .lowered
        case .open:
            LintCheck.cloudKitUnverifiedField("\(what); how Core Data mirrors this attribute is not known, so check by hand what it needs", at: at)
        }
    }

    /// Equal, reading `NUMBER PREFERRED AS T` as `T`.
    private static func sameType(_ a: CKDBFieldType, _ b: CKDBFieldType) -> Bool {
        func settled(_ t: CKDBFieldType) -> CKDBFieldType {
            guard t.primitive == .number, let preferred = t.preferred else { return t }
            return CKDBFieldType(preferred, encrypted: t.isEncrypted, list: t.isList)
        }
        return settled(a) == settled(b)
    }

    private static func indexes(_ indexes: CKDBIndexes) -> String {
        indexes.isEmpty ? "no index" : indexes.words.joined(separator: " ")
    }

    private static func grants(_ grants: [CKDBGrant]) -> String {
        grants.isEmpty ? "nothing" : grants.map { "\($0.privileges.map(\.rawValue).joined(separator: ", ")) to \($0.role)" }.joined(separator: "; ")
    }
}

extension Diagnostic {
    /// This error made a warning: a finding milder in its context.
    fileprivate var lowered: Diagnostic {
        var copy = self
        copy.severity = .warning
        return copy
    }
}

// The records of the ids raised here (one per id, listed by LintCatalogue).
extension LintCheck {
    package static let cloudKitMissingRecordType = LintCheck(
        id: "cloudkit-missing-record-type", severity: .error, family: .cloudKit,
        summary: "a record type the model mirrors to that the CloudKit schema (cloudkit check --schema) lacks",
        situation: "entity A mirrored to CloudKit, and a schema export with no RECORD TYPE CD_A",
        message: "record type 'CD_A' for entity 'A' is not in the CloudKit schema; deploy it before the app ships")

    package static let cloudKitMissingField = LintCheck(
        id: "cloudkit-missing-field", severity: .error, family: .cloudKit,
        summary: "a field an attribute, a to-one relationship, CD_entityName or CDMR needs that the CloudKit schema lacks",
        situation: "<attribute name=\"n\" optional=\"YES\" attributeType=\"Boolean\"/> in entity A, and an export whose CD_A has no CD_n",
        message: "field 'CD_n' of 'CD_A' for 'A.n' is not in the CloudKit schema; deploy it before the app ships, or sync of this entity fails in production")

    package static let cloudKitFieldTypeChanged = LintCheck(
        id: "cloudkit-field-type-changed", severity: .error, family: .cloudKit,
        summary: "a field the CloudKit schema has with another type than the model needs, which production can never change",
        situation: "<attribute name=\"n\" optional=\"YES\" attributeType=\"Integer 64\"/> in entity A, and an export with CD_n STRING in CD_A",
        message:
            "field 'CD_n' of 'CD_A' is STRING in the CloudKit schema, but 'A.n' needs INT64; a deployed field's type never changes: give the property a new name"
    )

    package static let cloudKitMissingAsset = LintCheck(
        id: "cloudkit-missing-asset", severity: .warning, family: .cloudKit,
        summary: "a _ckAsset companion field (where a large String or Binary value goes) that the CloudKit schema lacks",
        situation: "<attribute name=\"n\" optional=\"YES\" attributeType=\"String\"/> in entity A, and an export whose CD_A has CD_n but no CD_n_ckAsset",
        message:
            "field 'CD_n_ckAsset' of 'CD_A' for 'A.n' is not in the CloudKit schema; a value larger than a record holds will fail to sync until it is deployed")

    package static let cloudKitMissingMoveReceipt = LintCheck(
        id: "cloudkit-missing-move-receipt", severity: .error, lowered: .warning, family: .cloudKit,
        summary: "a CD_moveReceipt field the CloudKit schema lacks: an error with --sharing, else a warning",
        situation: "cloudkit check --sharing, and an export whose CD_A has no CD_moveReceipt",
        message:
            "field 'CD_moveReceipt' of 'CD_A' for entity 'A' is not in the CloudKit schema; sharing moves records between zones and fails in production without it"
    )

    package static let cloudKitUnverifiedField = LintCheck(
        id: "cloudkit-unverified-field", severity: .warning, family: .cloudKit,
        summary: "a field for an attribute whose CloudKit mapping the evidence leaves open (Decimal) that the CloudKit schema lacks",
        situation: "<attribute name=\"n\" optional=\"YES\" attributeType=\"Decimal\"/> in entity A, and an export whose CD_A has no CD_n",
        message:
            "field 'CD_n' of 'CD_A' for 'A.n' is not in the CloudKit schema; how Core Data mirrors this attribute is not known, so check by hand what it needs")

    package static let cloudKitIndexDifference = LintCheck(
        id: "cloudkit-index-difference", severity: .error, family: .cloudKit,
        summary: "with --strict: a field whose indexes differ from those Core Data's fields get in Development",
        situation: "cloudkit check --strict, and an export with CD_n STRING (no index) for a String attribute",
        message: "field 'CD_n' of 'CD_A' has no index in the CloudKit schema, not QUERYABLE SEARCHABLE SORTABLE as a field Core Data creates in Development")

    package static let cloudKitGrantDifference = LintCheck(
        id: "cloudkit-grant-difference", severity: .error, family: .cloudKit,
        summary: "with --strict: a record type whose grants differ from those of the types Core Data creates",
        situation: "cloudkit check --strict, and an export whose CD_A grants only READ to _world",
        message:
            "record type 'CD_A' grants READ to _world in the CloudKit schema, not WRITE to _creator; CREATE to _icloud; READ to _world as Core Data's types have"
    )
}
