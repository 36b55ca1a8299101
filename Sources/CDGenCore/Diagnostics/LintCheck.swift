/// The catalogue of every diagnostic id cdgen prints (as `[id]` after the message and as `"id"`
/// in `--format json`): the lint checks, and the ids of reading a model, of the `cdgen.` userInfo
/// keys, of the names and the model builder the options add, of writing output and of the build
/// plugin. Each case has its family, severity, a one-line description and an example;
/// `cdgen lint --list-rules` prints them. Every place that gives a diagnostic an id takes it from
/// here. Ids never change meaning once released; new checks get new ids. (Problems locating a
/// bundle's version, reading a JSON model or a configuration file have no id.)
package enum LintCheck: String, CaseIterable, Sendable {
    // Reading a model file (ModelFile, XMLReader, XMLTreeBuilder, XMLErrorSink, XMLFields, XMLModelDecoder)
    case unreadableFile = "unreadable-file"
    case emptyFile = "empty-file"
    case tooLarge = "too-large"
    case doctype = "doctype"
    case entityReference = "entity-reference"
    case malformedXML = "malformed-xml"
    case notAModel = "not-a-model"
    case missingKey = "missing-key"
    case invalidValue = "invalid-value"
    case unknownElement = "unknown-element"
    // The cdgen. userInfo keys (UserInfoKeyValidator)
    case unknownCDGenKey = "unknown-cdgen-key"
    case invalidCDGenValue = "invalid-cdgen-value"
    case cdgenKeyIgnored = "cdgen-key-ignored"
    case invalidCDGenType = "invalid-cdgen-type"
    case enumRawType = "enum-raw-type"
    // The names the options beyond Xcode add (GeneratedNameValidator)
    case generatedNameClash = "generated-name-clash"
    case danglingTemplateEntity = "dangling-template-entity"
    // The model builder, --model-builder (ModelBuilderValidator)
    case danglingComposite = "dangling-composite"
    case danglingConstraint = "dangling-constraint"
    case danglingConfigurationEntity = "dangling-configuration-entity"
    case invalidNumber = "invalid-number"
    case inexactDefault = "inexact-default"
    case modelBuilderUnsupported = "model-builder-unsupported"
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
    // Output files, declarations and accessors (OutputNameChecks, AccessorChecks)
    case outputCollision = "output-collision"
    case declarationClash = "declaration-clash"
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
    // Names reserved on some platforms only (IdentifierChecks)
    case platformReservedPropertyName = "platform-reserved-property-name"
    // Model versions (MigrationCheck, lint only): an older version against the current one
    case migrationDataLoss = "migration-data-loss"
    case migrationLikelyRename = "migration-likely-rename"
    case migrationNotInferable = "migration-not-inferable"
    // SwiftData output, --framework swiftdata (SwiftDataChecks; the migration plan's stages)
    case swiftDataOrderedRelationship = "swiftdata-ordered-relationship"
    case swiftDataFetchedProperty = "swiftdata-fetched-property"
    case swiftDataDerivedAttribute = "swiftdata-derived-attribute"
    case swiftDataFetchRequest = "swiftdata-fetch-request"
    case swiftDataAbstractEntity = "swiftdata-abstract-entity"
    case swiftDataUniqueToMany = "swiftdata-unique-to-many"
    case swiftDataConfiguration = "swiftdata-configuration"
    case swiftDataClassName = "swiftdata-class-name"
    case swiftDataUnsupportedType = "swiftdata-unsupported-type"
    case swiftDataEntityIdentifier = "swiftdata-entity-identifier"
    case swiftDataExpressionIndex = "swiftdata-expression-index"
    case swiftDataReservedName = "swiftdata-reserved-name"
    case swiftDataCustomMigration = "swiftdata-custom-migration"
    case swiftDataValidationRule = "swiftdata-validation-rule"
    case swiftDataTransientDefault = "swiftdata-transient-default"
    case swiftDataMixedIndex = "swiftdata-mixed-index"
    // Writing the output folder (cdgen's OutputWriter)
    case output = "output"
    // The build plugin's flags (XcodeCodegenConflicts)
    case xcodeCodegenConflict = "xcode-codegen-conflict"
    // The output folder against what generate writes (cdgen check, CheckFindings)
    case staleFile = "stale-file"
    case missingFile = "missing-file"
    case extraFile = "extra-file"

    /// The check's id, as printed.
    package var id: String { rawValue }

    /// How serious a finding is before `--strict`: errors break Core Data or the generated code
    /// (they stop `generate`); warnings are legal models that will probably misbehave at run time
    /// (Xcode compiles them, and shipping apps have them); notes say what cdgen decided. A check
    /// in `severities` with more than one severity starts at this one and is lowered where it says.
    package var severity: Diagnostic.Severity {
        switch self {
        case .noCustomClass:
            return .note
        case .missingInverse, .inverseEntityKey, .inverseNotReciprocal, .noActionDeleteRule, .denyDeleteRule, .cascadeBothSides,
            .invalidDefaultValue, .invalidLimit, .defaultOutOfRange, .platformReservedPropertyName, .insecureTransformer,
            .duplicateFetchIndex, .toOneMaxCount, .migrationDataLoss, .migrationLikelyRename,
            .unknownElement, .unknownCDGenKey, .cdgenKeyIgnored, .inexactDefault, .modelBuilderUnsupported,
            .swiftDataOrderedRelationship, .swiftDataFetchedProperty, .swiftDataDerivedAttribute, .swiftDataFetchRequest, .swiftDataAbstractEntity,
            .swiftDataUniqueToMany, .swiftDataConfiguration, .swiftDataClassName, .swiftDataUnsupportedType, .swiftDataEntityIdentifier,
            .swiftDataExpressionIndex, .swiftDataCustomMigration, .swiftDataValidationRule, .swiftDataTransientDefault, .swiftDataMixedIndex:
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

extension LintCheck {
    /// Which part of cdgen gives an id.
    package enum Family: String, CaseIterable, Sendable {
        case parse, userInfo = "userinfo", generatedNames = "generated-names", modelBuilder = "model-builder", lint, migration,
            swiftData = "swiftdata", output, plugin, check

        /// A heading.
        package var title: String {
            switch self {
            case .parse: "Reading a model file"
            case .userInfo: "cdgen. userInfo keys"
            case .generatedNames: "Names the options add"
            case .modelBuilder: "The model builder (--model-builder)"
            case .lint: "Model checks"
            case .migration: "Model versions (lint's migration check)"
            case .swiftData: "SwiftData output (--framework swiftdata)"
            case .output: "Writing the output folder"
            case .plugin: "The build plugin"
            case .check: "Checking generated files (check)"
            }
        }
    }

    /// An example: a model snippet or situation, and the message it gives (without place and id).
    package struct Example: Sendable, Equatable {
        /// The input or situation.
        package var situation: String
        /// The message printed after `severity: `.
        package var message: String
    }

    /// The family of this id.
    package var family: Family {
        switch self {
        case .unreadableFile, .emptyFile, .tooLarge, .doctype, .entityReference, .malformedXML, .notAModel, .missingKey, .invalidValue, .unknownElement:
            return .parse
        case .unknownCDGenKey, .invalidCDGenValue, .cdgenKeyIgnored, .invalidCDGenType, .enumRawType:
            return .userInfo
        case .generatedNameClash, .danglingTemplateEntity:
            return .generatedNames
        case .danglingComposite, .danglingConstraint, .danglingConfigurationEntity, .invalidNumber, .inexactDefault, .modelBuilderUnsupported:
            return .modelBuilder
        case .migrationDataLoss, .migrationLikelyRename, .migrationNotInferable:
            return .migration
        case .swiftDataOrderedRelationship, .swiftDataFetchedProperty, .swiftDataDerivedAttribute, .swiftDataFetchRequest, .swiftDataAbstractEntity,
            .swiftDataUniqueToMany, .swiftDataConfiguration, .swiftDataClassName, .swiftDataUnsupportedType, .swiftDataEntityIdentifier,
            .swiftDataExpressionIndex, .swiftDataReservedName, .swiftDataCustomMigration, .swiftDataValidationRule, .swiftDataTransientDefault,
            .swiftDataMixedIndex:
            return .swiftData
        case .output:
            return .output
        case .xcodeCodegenConflict:
            return .plugin
        case .staleFile, .missingFile, .extraFile:
            return .check
        default:
            return .lint
        }
    }

    /// Every severity this id is printed at before `--strict`: one, or two where the same finding
    /// is milder in a context (accessor-selector-collision: a warning for an entity the run writes
    /// no files for; migration-not-inferable: a warning when a mapping model is beside the bundle).
    package var severities: [Diagnostic.Severity] {
        self == .accessorCollision || self == .migrationNotInferable ? [.error, .warning] : [severity]
    }

    /// The severity as listed: `error`, `warning`, `note`, or `varies`.
    package var listedSeverity: String {
        severities.count == 1 ? severity.rawValue : "varies"
    }

    /// What the id means, on one line.
    package var summary: String { entry.summary }

    /// An example of a finding with this id.
    package var example: Example { Example(situation: entry.situation, message: entry.message) }
}
