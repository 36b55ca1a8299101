/// Every diagnostic id cdgen prints, in the order `lint --list-rules` lists them within a family:
/// the records declared beside the code that raises each (`LintCheck`), collected here because
/// Validation sees every folder that declares one. A record left out of this list is not in
/// `--list-rules` or LintRules.md; `LintRulesTests` fails when a record is declared and not here.
package enum LintCatalogue {
    /// Every record.
    package static let checks: [LintCheck] = [
        // Reading a model file (ModelFile, XMLReader, XMLTreeBuilder, XMLErrorSink, XMLFields, XMLModelDecoder)
        .unreadableFile,
        .emptyFile,
        .tooLarge,
        .doctype,
        .entityReference,
        .malformedXML,
        .notAModel,
        .missingKey,
        .invalidValue,
        .unknownElement,
        // The cdgen. userInfo keys (UserInfoKeyValidator)
        .unknownCDGenKey,
        .invalidCDGenValue,
        .cdgenKeyIgnored,
        .invalidCDGenType,
        .enumRawType,
        // The names the options beyond Xcode add (GeneratedNameValidator)
        .generatedNameClash,
        .danglingTemplateEntity,
        // The model builder, --model-builder (ModelBuilderValidator)
        .danglingComposite,
        .danglingConstraint,
        .danglingConfigurationEntity,
        .invalidNumber,
        .inexactDefault,
        .modelBuilderUnsupported,
        // Snapshots, --snapshots (SnapshotValidator)
        .snapshotOmitsProperty,
        .snapshotNameClash,
        .snapshotsNotWritten,
        // The CloudKit schema file, --cloudkit-schema (CloudKitSchemaValidator)
        .cloudKitSchemaNotWritten,
        // References (ReferenceChecks)
        .danglingDestination,
        .danglingParent,
        .parentCycle,
        .inheritanceTooDeep,
        .unknownEntity,
        // Inverses (InverseChecks)
        .missingInverse,
        .danglingInverse,
        .inverseNotReciprocal,
        .inverseEntityMismatch,
        .inverseEntityKey,
        .inverseShape,
        // Delete rules (DeleteRuleChecks)
        .noActionDeleteRule,
        .denyDeleteRule,
        .cascadeBothSides,
        // Names (DuplicateNameChecks, IdentifierChecks)
        .duplicateEntity,
        .duplicateClass,
        .duplicateProperty,
        .inheritedProperty,
        .reservedPropertyName,
        .invalidPropertyName,
        .invalidClassName,
        .invalidName,
        .noCustomClass,
        // Output files and accessors (OutputNameChecks, AccessorChecks)
        .outputCollision,
        .declarationClash,
        .invalidOutputName,
        .accessorCollision,
        // Attribute values (AttributeValueChecks)
        .invalidDefaultValue,
        .invalidLimit,
        .minGreaterThanMax,
        .defaultOutOfRange,
        .invalidRegex,
        // Codegen (CodegenModeChecks)
        .unknownCodegenMode,
        // CloudKit (CloudKitChecks)
        .cloudKitRequiredAttribute,
        .cloudKitRequiredRelationship,
        .cloudKitMissingInverse,
        .cloudKitOrderedRelationship,
        .cloudKitDenyDeleteRule,
        .cloudKitUniquenessConstraint,
        // What momc warns about (MomcChecks)
        .insecureTransformer,
        .duplicateFetchIndex,
        .toOneMaxCount,
        // Names reserved on some platforms only (IdentifierChecks)
        .platformReservedPropertyName,
        // Model versions (MigrationCheck, lint only): an older version against the current one
        .migrationDataLoss,
        .migrationLikelyRename,
        .migrationNotInferable,
        // Released versions against the version lock (VersionLockCheck; lint, check and generate)
        .lockedVersionChanged,
        .lockedVersionMissing,
        .currentVersionRollback,
        .noOpVersion,
        .lockFormatNewer,
        // SwiftData output, --framework swiftdata (SwiftDataChecks; the migration plan's stages)
        .swiftDataOrderedRelationship,
        .swiftDataFetchedProperty,
        .swiftDataDerivedAttribute,
        .swiftDataFetchRequest,
        .swiftDataAbstractEntity,
        .swiftDataUniqueToMany,
        .swiftDataConfiguration,
        .swiftDataClassName,
        .swiftDataUnsupportedType,
        .swiftDataEntityIdentifier,
        .swiftDataExpressionIndex,
        .swiftDataReservedName,
        .swiftDataCustomMigration,
        .swiftDataValidationRule,
        .swiftDataTransientDefault,
        .swiftDataMixedIndex,
        .swiftDataSharedStoreHash,
        // Writing the output folder (cdgen's OutputWriter)
        .output,
        // The build plugin's flags (XcodeCodegenConflicts)
        .xcodeCodegenConflict,
        // The output folder against what generate writes (cdgen check, CheckFindings)
        .staleFile,
        .missingFile,
        .extraFile,
        // Hand-written classes against the model (lint --sources, CDGenSourceCheck; SourceCheckRecords)
        .sourceClassMissing,
        .sourceObjCName,
        .sourceUnknownProperty,
        .sourceTypeMismatch,
        .sourceNonOptional,
        .sourceUnknownAccessor,
        .sourceUndeclaredProperty,
        // CloudKit schemas (the .ckdb reader, CKDBRecords; cloudkit check, CloudKitDriftChecks)
        .ckdbSyntax,
        .ckdbDuplicate,
        .cloudKitMissingRecordType,
        .cloudKitMissingField,
        .cloudKitFieldTypeChanged,
        .cloudKitMissingAsset,
        .cloudKitMissingMoveReceipt,
        .cloudKitUnverifiedField,
        .cloudKitIndexDifference,
        .cloudKitGrantDifference,
    ]

    /// The record of `id`, or `nil` when no check has it.
    package static func check(id: String) -> LintCheck? {
        byID[id]
    }

    private static let byID = Dictionary(uniqueKeysWithValues: checks.map { ($0.id, $0) })
}
