/// Every check cdgen runs on a model, with its stable id (printed as `[id]` after the message and
/// as `"id"` in `--format json`). Ids never change meaning once released; new checks get new ids.
package enum LintCheck: String, CaseIterable, Sendable {
    // References (ReferenceChecks)
    case danglingDestination = "dangling-destination"
    case danglingParent = "dangling-parent"
    case parentCycle = "parent-cycle"
    case inheritanceTooDeep = "inheritance-too-deep"
    case unknownEntity = "unknown-entity"
    // Inverses (InverseChecks)
    case missingInverse = "missing-inverse"
    case danglingInverse = "dangling-inverse"
    case inverseNotReciprocal = "inverse-not-reciprocal"
    case inverseEntityMismatch = "inverse-entity-mismatch"
    case inverseEntityKey = "inverse-entity-key"
    case inverseShape = "inverse-shape"
    // Delete rules (DeleteRuleChecks)
    case noActionDeleteRule = "no-action-delete-rule"
    case denyDeleteRule = "deny-delete-rule"
    case cascadeBothSides = "cascade-both-sides"
    // Names (DuplicateNameChecks, IdentifierChecks)
    case duplicateEntity = "duplicate-entity"
    case duplicateClass = "duplicate-class"
    case duplicateProperty = "duplicate-property"
    case inheritedProperty = "inherited-property"
    case reservedPropertyName = "reserved-property-name"
    case invalidPropertyName = "invalid-property-name"
    case invalidClassName = "invalid-class-name"
    case noCustomClass = "no-custom-class"
    // Output files and accessors (OutputNameChecks, AccessorChecks)
    case outputCollision = "output-collision"
    case invalidOutputName = "invalid-output-name"
    case accessorCollision = "accessor-selector-collision"
    // Attribute values (AttributeValueChecks)
    case invalidDefaultValue = "invalid-default-value"
    case invalidLimit = "invalid-limit"
    case minGreaterThanMax = "min-greater-than-max"
    case defaultOutOfRange = "default-out-of-range"
    case invalidRegex = "invalid-regex"
    // Codegen (CodegenModeChecks)
    case unknownCodegenMode = "unknown-codegen-mode"
    // Model evolution (MigrationCheck): an older version against the current one
    case migrationDataLoss = "migration-data-loss"
    case migrationLikelyRename = "migration-likely-rename"
    case migrationNotInferable = "migration-not-inferable"
    // CloudKit (CloudKitChecks)
    case cloudKitRequiredAttribute = "cloudkit-required-attribute"
    case cloudKitRequiredRelationship = "cloudkit-required-relationship"
    case cloudKitMissingInverse = "cloudkit-missing-inverse"
    case cloudKitOrderedRelationship = "cloudkit-ordered-relationship"
    case cloudKitDenyDeleteRule = "cloudkit-deny-delete-rule"
    case cloudKitUniquenessConstraint = "cloudkit-uniqueness-constraint"
    // What momc warns about (MomcChecks)
    case insecureTransformer = "insecure-transformer"
    case duplicateFetchIndex = "duplicate-fetch-index"
    case toOneMaxCount = "to-one-max-count"

    /// The check's id, as printed.
    package var id: String { rawValue }

    /// How serious a finding is before `--strict`: errors break Core Data or the generated code
    /// (they stop `generate`); warnings are legal models that will probably misbehave at run time
    /// (Xcode compiles them, and shipping apps have them); notes say what cdgen decided.
    package var severity: Diagnostic.Severity {
        switch self {
        case .noCustomClass:
            return .note
        case .missingInverse, .inverseEntityKey, .inverseNotReciprocal, .noActionDeleteRule, .denyDeleteRule, .cascadeBothSides,
            .invalidDefaultValue, .invalidLimit, .defaultOutOfRange, .migrationDataLoss, .migrationLikelyRename, .insecureTransformer,
            .duplicateFetchIndex, .toOneMaxCount:
            return .warning
        default:
            return .error
        }
    }

    /// A finding of this check at `location`.
    package func callAsFunction(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(severity, message, at: location, id: id)
    }
}
