import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// The catalogue of diagnostic ids (`LintCheck`): ids are unique, every example prints exactly
/// what the catalogue says, every id cdgen prints on the bad inputs, the Samples and the corpus is
/// in it at one of its severities, no id is written as a raw string in Sources, and
/// `cdgen lint --list-rules` prints it.
@Suite struct LintRulesTests {
    /// How to make an example's finding: write files into a folder, give the cdgen arguments.
    enum Input: Sendable {
        /// `<model>` + `xml` + `</model>` as `M.xcdatamodel/contents`, linted with `args`.
        case entities(String, [String] = [])
        /// `text` as `M.xcdatamodel/contents`, linted.
        case contents(String)
        /// Anything else: writes into the folder and returns the arguments.
        case custom(@Sendable (URL) throws -> [String])
    }

    /// The input of each example.
    static let inputs: [LintCheck: Input] = [
        .unreadableFile: .custom { folder in
            let model = try modelFolder(in: folder)
            #expect(mkfifo(model.appendingPathComponent("contents").path, 0o644) == 0)
            return ["lint", model.path]
        },
        .emptyFile: .contents(""),
        .tooLarge: .contents("<model>\n" + String(repeating: "<userInfo/>", count: 500_001) + "\n</model>\n"),
        .doctype: .contents("<?xml version=\"1.0\"?>\n<!DOCTYPE model [<!ENTITY x \"y\">]>\n<model/>\n"),
        .entityReference: .custom { folder in
            let bundle = folder.appendingPathComponent("B.xcdatamodeld")
            try FileManager.default.createDirectory(at: bundle.appendingPathComponent("B.xcdatamodel"), withIntermediateDirectories: true)
            try Data("<model>\n<entity name=\"A\" representedClassName=\"A\"/>\n</model>\n".utf8).write(
                to: bundle.appendingPathComponent("B.xcdatamodel/contents"))
            try Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist [<!ENTITY x "B.xcdatamodel">]>
                <plist version="1.0">
                <dict>
                <key>_XCCurrentVersionName</key>
                <string>&x;</string>
                </dict>
                </plist>

                """.utf8
            ).write(to: bundle.appendingPathComponent(".xccurrentversion"))
            return ["lint", bundle.path]
        },
        .malformedXML: .entities(#"<entity name=A/>"#),
        .notAModel: .contents("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>\n"),
        .inheritanceTooDeep: .entities(
            #"<entity name="E0" representedClassName="E0"/>"#
                + (1...101).map { #"<entity name="E\#($0)" representedClassName="E\#($0)" parentEntity="E\#($0 - 1)"/>"# }.joined()),
        .invalidOutputName: .entities(#"<entity name="A" representedClassName="\#(String(repeating: "A", count: 240))" codeGenerationType="class"/>"#),
        .output: .custom { folder in
            let model = try modelFolder(in: folder, #"<entity name="A" representedClassName="A" codeGenerationType="class"/>"#)
            try Data().write(to: folder.appendingPathComponent("afile"))
            return ["generate", model.path, "-o", folder.appendingPathComponent("afile").path]
        },
        .xcodeCodegenConflict: .custom { folder in
            let model = try modelFolder(in: folder, #"<entity name="A" representedClassName="A" codeGenerationType="class"/>"#)
            return ["generate", model.path, "-o", folder.appendingPathComponent("out").path, "--xcode-project"]
        },
        .staleFile: .custom { folder in
            let arguments = try generated(in: folder)
            try Data("// edited\n".utf8).write(to: folder.appendingPathComponent("out/A+CoreDataClass.swift"))
            return arguments
        },
        .missingFile: .custom { folder in
            let arguments = try generated(in: folder)
            try FileManager.default.removeItem(at: folder.appendingPathComponent("out/A+CoreDataClass.swift"))
            return arguments
        },
        .extraFile: .custom { folder in
            let arguments = try generated(in: folder)
            let contents = folder.appendingPathComponent("M.xcdatamodel/contents")
            let renamed = try String(contentsOf: contents, encoding: .utf8).replacingOccurrences(of: "\"A\"", with: "\"B\"")
            try Data(renamed.utf8).write(to: contents)
            return arguments
        },
        .danglingDestination: .entities(#"<entity name="A" representedClassName="A"><relationship name="b" maxCount="1" destinationEntity="Gone"/></entity>"#),
        .danglingParent: .entities(#"<entity name="A" representedClassName="A" parentEntity="Gone"/>"#),
        .parentCycle: .entities(#"<entity name="A" representedClassName="A" parentEntity="B"/><entity name="B" representedClassName="B" parentEntity="A"/>"#),
        .unknownEntity: .entities(#"<entity name="A" representedClassName="A"/>"#, ["--entity", "Gone"]),
        .missingInverse: .entities(
            #"<entity name="A" representedClassName="A"><relationship name="bs" toMany="YES" deletionRule="Nullify" destinationEntity="B"/></entity><entity name="B" representedClassName="B"/>"#
        ),
        .danglingInverse: .entities(
            #"<entity name="A" representedClassName="A"><relationship name="b" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="owner" inverseEntity="B"/></entity><entity name="B" representedClassName="B"/>"#
        ),
        .inverseEntityKey: .entities(
            #"<entity name="A" representedClassName="A"><relationship name="b" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="C"/></entity><entity name="B" representedClassName="B"><relationship name="a" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/></entity><entity name="C" representedClassName="C"/>"#
        ),
        .inverseShape: .entities(
            #"<entity name="A" representedClassName="A"><relationship name="b" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/></entity><entity name="B" representedClassName="B"><attribute name="a" attributeType="String"/></entity>"#
        ),
        .noActionDeleteRule: .entities(
            #"<entity name="A" representedClassName="A"><relationship name="b" maxCount="1" deletionRule="No Action" destinationEntity="B" inverseName="a" inverseEntity="B"/></entity><entity name="B" representedClassName="B"><relationship name="a" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/></entity>"#
        ),
        .denyDeleteRule: .entities(
            #"<entity name="A" representedClassName="A"><relationship name="b" maxCount="1" deletionRule="Deny" destinationEntity="B" inverseName="a" inverseEntity="B"/></entity><entity name="B" representedClassName="B"><relationship name="a" maxCount="1" deletionRule="Deny" destinationEntity="A" inverseName="b" inverseEntity="A"/></entity>"#
        ),
        .cascadeBothSides: .entities(
            #"<entity name="A" representedClassName="A"><relationship name="bs" toMany="YES" deletionRule="Cascade" destinationEntity="B" inverseName="as" inverseEntity="B"/></entity><entity name="B" representedClassName="B"><relationship name="as" toMany="YES" deletionRule="Cascade" destinationEntity="A" inverseName="bs" inverseEntity="A"/></entity>"#
        ),
        .duplicateEntity: .entities(#"<entity name="A" representedClassName="A"/><entity name="A" representedClassName="B"/>"#),
        .duplicateClass: .entities(
            #"<entity name="A" representedClassName="Shared" codeGenerationType="class"/><entity name="B" representedClassName="Shared" codeGenerationType="class"/>"#
        ),
        .duplicateProperty: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="x" attributeType="String"/><attribute name="x" attributeType="Date"/></entity>"#),
        .inheritedProperty: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="x" attributeType="String"/></entity><entity name="B" representedClassName="B" parentEntity="A"><attribute name="x" attributeType="String"/></entity>"#
        ),
        .reservedPropertyName: .entities(#"<entity name="A" representedClassName="A"><attribute name="description" attributeType="String"/></entity>"#),
        .invalidPropertyName: .entities(#"<entity name="A" representedClassName="A"><attribute name="first name" attributeType="String"/></entity>"#),
        .invalidClassName: .entities(#"<entity name="A" representedClassName="My Class" codeGenerationType="class"/>"#),
        .invalidName: .entities(#"<entity name="Order&#10;Line" representedClassName="OrderLine"/>"#),
        .noCustomClass: .entities(#"<entity name="A"/>"#),
        .outputCollision: .entities(
            #"<entity name="User" representedClassName="User" codeGenerationType="class"/><entity name="LowerUser" representedClassName="user" codeGenerationType="class"/>"#
        ),
        .declarationClash: .entities(#"<entity name="MStore" representedClassName="MStore"/>"#, ["--framework", "swiftdata"]),
        .accessorCollision: .entities(
            #"<entity name="A" representedClassName="A" codeGenerationType="class"><attribute name="url" attributeType="String"/><attribute name="Url" attributeType="String"/></entity>"#
        ),
        .invalidDefaultValue: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="n" attributeType="Integer 16" defaultValueString="many"/></entity>"#),
        .invalidLimit: .entities(#"<entity name="A" representedClassName="A"><attribute name="n" attributeType="Integer 16" minValueString="low"/></entity>"#),
        .minGreaterThanMax: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="n" attributeType="Integer 16" minValueString="10" maxValueString="1"/></entity>"#),
        .defaultOutOfRange: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="n" attributeType="Integer 16" defaultValueString="20" minValueString="1" maxValueString="10"/></entity>"#
        ),
        .invalidRegex: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="s" attributeType="String" regularExpressionString="(["/></entity>"#),
        .unknownCodegenMode: .entities(#"<entity name="A" representedClassName="A" codeGenerationType="nope"/>"#),
        .platformReservedPropertyName: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="className" optional="YES" attributeType="String"/></entity>"#),
        .unknownCDGenKey: .entities(#"<entity name="A" representedClassName="A"><userInfo><entry key="cdgen.colour" value="red"/></userInfo></entity>"#),
        .invalidCDGenValue: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="x" optional="YES" attributeType="String"><userInfo><entry key="cdgen.optional" value="maybe"/></userInfo></attribute></entity>"#
        ),
        .cdgenKeyIgnored: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="x" attributeType="String"><userInfo><entry key="cdgen.rawType" value="String"/></userInfo></attribute></entity>"#
        ),
        .invalidCDGenType: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="x" attributeType="String"><userInfo><entry key="cdgen.type" value="not a type"/></userInfo></attribute></entity>"#
        ),
        .enumRawType: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="x" attributeType="Date"><userInfo><entry key="cdgen.type" value="Kind"/></userInfo></attribute></entity>"#
        ),
        .generatedNameClash: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="aFetchRequest" attributeType="String"/></entity>"#, ["--fetch-helpers"]),
        .danglingTemplateEntity: .entities(#"<entity name="A" representedClassName="A"/><fetchRequest name="All" entity="Gone"/>"#, ["--fetch-helpers"]),
        .danglingComposite: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="c" attributeType="Composite" composite="Gone"/></entity>"#, ["--model-builder"]),
        .modelBuilderUnsupported: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="x" attributeType="String"/><fetchIndex name="byY"><fetchIndexElement property="y" type="Binary" order="ascending"/></fetchIndex></entity>"#,
            ["--model-builder"]),
        .snapshotOmitsProperty: .entities(
            #"<entity name="Note" representedClassName="Note"><attribute name="body" optional="YES" attributeType="Transformable" customClassName="NSAttributedString"/></entity>"#,
            ["--snapshots"]),
        .snapshotNameClash: .entities(
            #"<entity name="Swift" representedClassName="Swift" codeGenerationType="class"><attribute name="x" optional="YES" attributeType="String"/></entity>"#,
            ["--snapshots"]),
        .snapshotsNotWritten: .entities(#"<entity name="A" representedClassName="A"/>"#, ["--snapshots", "--framework", "swiftdata"]),
        .cloudKitSchemaNotWritten: .entities(#"<entity name="A" representedClassName="A"/>"#, ["--cloudkit-schema", "--framework", "swiftdata"]),
        .danglingConstraint: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="x" attributeType="String"/><uniquenessConstraints><uniquenessConstraint><constraint value="y"/></uniquenessConstraint></uniquenessConstraints></entity>"#,
            ["--model-builder"]),
        .danglingConfigurationEntity: .entities(
            #"<entity name="A" representedClassName="A"/><configuration name="Cloud"><memberEntity name="Gone"/></configuration>"#, ["--model-builder"]),
        .invalidNumber: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="s" attributeType="String" minValueString="1.5"/></entity>"#, ["--model-builder"]),
        .inexactDefault: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="n" attributeType="Integer 16" defaultValueString="1.5"/></entity>"#,
            ["--model-builder"]),
        .unknownElement: .entities(#"<entity name="A" representedClassName="A"><gizmo/></entity>"#),
        .cloudKitRequiredAttribute: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="n" attributeType="String"/></entity>"#, ["--cloudkit"]),
        .cloudKitRequiredRelationship: .entities(
            #"<entity name="A" representedClassName="A"><relationship name="b" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/></entity><entity name="B" representedClassName="B"><relationship name="a" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/></entity>"#,
            ["--cloudkit"]),
        .cloudKitMissingInverse: .entities(
            #"<entity name="A" representedClassName="A"><relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B"/></entity><entity name="B" representedClassName="B"/>"#,
            ["--cloudkit"]),
        .cloudKitOrderedRelationship: .entities(
            #"<entity name="A" representedClassName="A"><relationship name="b" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/></entity><entity name="B" representedClassName="B"><relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/></entity>"#,
            ["--cloudkit"]),
        .cloudKitDenyDeleteRule: .entities(
            #"<entity name="A" representedClassName="A"><relationship name="b" optional="YES" maxCount="1" deletionRule="Deny" destinationEntity="B" inverseName="a" inverseEntity="B"/></entity><entity name="B" representedClassName="B"><relationship name="a" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/></entity>"#,
            ["--cloudkit"]),
        .cloudKitUniquenessConstraint: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="n" optional="YES" attributeType="String"/><uniquenessConstraints><uniquenessConstraint><constraint value="n"/></uniquenessConstraint></uniquenessConstraints></entity>"#,
            ["--cloudkit"]),
        .insecureTransformer: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="t" optional="YES" attributeType="Transformable"/></entity>"#),
        .duplicateFetchIndex: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="n" optional="YES" attributeType="String"/><fetchIndex name="byN"><fetchIndexElement property="n" type="Binary" order="ascending"/></fetchIndex><fetchIndex name="byN"><fetchIndexElement property="n" type="Binary" order="descending"/></fetchIndex></entity>"#
        ),
        .toOneMaxCount: .entities(
            #"<entity name="A" representedClassName="A"><relationship name="b" optional="YES" maxCount="3" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/></entity>"#
        ),
        .migrationDataLoss: .custom { folder in
            try versions(
                in: folder, #"<attribute name="title" optional="YES" attributeType="String"/><attribute name="body" optional="YES" attributeType="String"/>"#,
                #"<attribute name="title" optional="YES" attributeType="String"/>"#)
        },
        .migrationLikelyRename: .custom { folder in
            try versions(
                in: folder, #"<attribute name="title" optional="YES" attributeType="String"/>"#,
                #"<attribute name="heading" optional="YES" attributeType="String"/>"#)
        },
        .migrationNotInferable: .custom { folder in
            try versions(
                in: folder, #"<attribute name="title" optional="YES" attributeType="String"/>"#,
                #"<attribute name="title" optional="YES" attributeType="String"/><attribute name="created" attributeType="Date"/>"#)
        },
        .lockedVersionChanged: .custom { folder in
            try locked(in: folder, #"<attribute name="created" attributeType="Date"/>"#) { bundle in
                try versionContents(bundle, "M", #"<attribute name="created" optional="YES" attributeType="Date"/>"#)
            }
        },
        .lockedVersionMissing: .custom { folder in
            try locked(in: folder, "") { bundle in
                try FileManager.default.removeItem(at: bundle.appendingPathComponent("M 2.xcdatamodel"))
                try current(bundle, "M")
            }
        },
        .currentVersionRollback: .custom { folder in try locked(in: folder, "") { bundle in try current(bundle, "M") } },
        .noOpVersion: .custom { folder in
            try locked(in: folder, "") { bundle in
                try versionContents(bundle, "M 3", #"<attribute name="title" optional="YES" attributeType="String" defaultValueString="x"/>"#)
                try current(bundle, "M 3")
            }
        },
        .lockFormatNewer: .custom { folder in
            let arguments = try versions(in: folder, "", "")
            try Data("{\"format\": 2}\n".utf8).write(to: folder.appendingPathComponent("M.cdgen-lock.json"))
            return arguments
        },
        .swiftDataOrderedRelationship: .entities(
            #"<entity name="A" representedClassName="A"><relationship name="b" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="A"/></entity>"#,
            ["--framework", "swiftdata"]),
        .swiftDataSharedStoreHash: .entities(
            #"<entity name="A" representedClassName="A"><relationship name="b" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="A"/></entity>"#,
            ["--framework", "swiftdata"]),
        .swiftDataFetchedProperty: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="n" optional="YES" attributeType="String"/><fetchedProperty name="same" optional="YES"><fetchRequest name="fetchedPropertyFetchRequest" entity="A" predicateString="n == $FETCH_SOURCE.n"/></fetchedProperty></entity>"#,
            ["--framework", "swiftdata"]),
        .swiftDataDerivedAttribute: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="total" optional="YES" attributeType="Date" derived="YES" derivationExpression="now()"/></entity>"#,
            ["--framework", "swiftdata"]),
        .swiftDataFetchRequest: .entities(#"<entity name="A" representedClassName="A"/><fetchRequest name="all" entity="A"/>"#, ["--framework", "swiftdata"]),
        .swiftDataAbstractEntity: .entities(#"<entity name="A" representedClassName="A" isAbstract="YES"/>"#, ["--framework", "swiftdata"]),
        .swiftDataUniqueToMany: .entities(
            #"<entity name="A" representedClassName="A"><relationship name="b" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="A"/><uniquenessConstraints><uniquenessConstraint><constraint value="b"/></uniquenessConstraint></uniquenessConstraints></entity>"#,
            ["--framework", "swiftdata"]),
        .swiftDataConfiguration: .entities(
            #"<entity name="A" representedClassName="A"/><configuration name="Cloud"><memberEntity name="A"/></configuration>"#, ["--framework", "swiftdata"]),
        .swiftDataClassName: .entities(#"<entity name="A" representedClassName="AObject"/>"#, ["--framework", "swiftdata"]),
        .swiftDataUnsupportedType: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="o" optional="YES" attributeType="ObjectID"/></entity>"#, ["--framework", "swiftdata"]),
        .swiftDataEntityIdentifier: .entities(#"<entity name="A" representedClassName="A" elementID="OldA"/>"#, ["--framework", "swiftdata"]),
        .swiftDataExpressionIndex: .entities(
            #"<entity name="A" representedClassName="A"><relationship name="b" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="A"/><fetchIndex name="byB"><fetchIndexElement property="b" type="Binary" order="ascending"/></fetchIndex></entity>"#,
            ["--framework", "swiftdata"]),
        .swiftDataReservedName: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="modelContext" optional="YES" attributeType="String"/></entity>"#,
            ["--framework", "swiftdata"]),
        .swiftDataValidationRule: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="age" attributeType="Integer 16" minValueString="0" maxValueString="150" defaultValueString="0"/></entity>"#,
            ["--framework", "swiftdata"]),
        .swiftDataTransientDefault: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="count" transient="YES" attributeType="Integer 32"/></entity>"#,
            ["--framework", "swiftdata"]),
        .swiftDataMixedIndex: .entities(
            #"<entity name="A" representedClassName="A"><attribute name="x" attributeType="Double" defaultValueString="0"/><attribute name="y" attributeType="Double" defaultValueString="0"/><fetchIndex name="byPlace"><fetchIndexElement property="x" type="Binary" order="ascending"/><fetchIndexElement property="y" type="R-Tree" order="ascending"/></fetchIndex></entity>"#,
            ["--framework", "swiftdata"]),
        .swiftDataCustomMigration: .custom { folder in
            try versions(
                in: folder, #"<attribute name="title" optional="YES" attributeType="String"/>"#,
                #"<attribute name="title" optional="YES" attributeType="String"/><attribute name="created" attributeType="Date"/>"#)
                + ["--framework", "swiftdata", "--versioned-schema"]
        },
        .ckdbSyntax: .custom { try cloudKit(in: $0, "", schema: "RECORD TYPE CD_A ( CD_n TEXT );") },
        .ckdbDuplicate: .custom { try cloudKit(in: $0, "", schema: "RECORD TYPE CD_A ( CD_n STRING, CD_n INT64 );") },
        .cloudKitMissingRecordType: .custom { try cloudKit(in: $0, "", schema: "") },
        .cloudKitMissingField: .custom {
            try cloudKit(in: $0, #"<attribute name="n" optional="YES" attributeType="Boolean"/>"#, schema: "RECORD TYPE CD_A ( CD_entityName STRING );")
        },
        .cloudKitFieldTypeChanged: .custom {
            try cloudKit(in: $0, #"<attribute name="n" optional="YES" attributeType="Integer 64"/>"#, schema: "RECORD TYPE CD_A ( CD_n STRING );")
        },
        .cloudKitMissingAsset: .custom {
            try cloudKit(in: $0, #"<attribute name="n" optional="YES" attributeType="String"/>"#, schema: "RECORD TYPE CD_A ( CD_n STRING );")
        },
        .cloudKitMissingMoveReceipt: .custom { try cloudKit(in: $0, "", schema: "RECORD TYPE CD_A ( CD_entityName STRING );", "--sharing") },
        .cloudKitUnverifiedField: .custom {
            try cloudKit(in: $0, #"<attribute name="n" optional="YES" attributeType="Decimal"/>"#, schema: "RECORD TYPE CD_A ( CD_entityName STRING );")
        },
        .cloudKitIndexDifference: .custom {
            try cloudKit(
                in: $0, #"<attribute name="n" optional="YES" attributeType="String"/>"#, schema: "RECORD TYPE CD_A ( CD_n STRING, CD_n_ckAsset ASSET );",
                "--strict")
        },
        .cloudKitGrantDifference: .custom {
            try cloudKit(in: $0, "", schema: #"RECORD TYPE CD_A ( CD_entityName STRING, GRANT READ TO "_world" );"#, "--strict")
        },
        .sourceClassMissing: .custom { try sources(in: $0, [#"<entity name="A" representedClassName="A"/>"#], "import CoreData") },
        .sourceObjCName: .custom {
            try sources(in: $0, [#"<entity name="A" representedClassName="A"/>"#], "@objc(AObject) class A: NSManagedObject {}")
        },
        .sourceUnknownProperty: .custom {
            try sources(in: $0, [#"<entity name="A" representedClassName="A"/>"#], "@objc(A) class A: NSManagedObject {\n    @NSManaged var x: String?\n}")
        },
        .sourceTypeMismatch: .custom {
            try sources(
                in: $0,
                [#"<entity name="A" representedClassName="A">"#, #"<attribute name="n" attributeType="Integer 64" usesScalarValueType="YES"/>"#, "</entity>"],
                "@objc(A) class A: NSManagedObject {\n    @NSManaged var n: Int32\n}")
        },
        .sourceNonOptional: .custom {
            try sources(
                in: $0, [#"<entity name="A" representedClassName="A">"#, #"<attribute name="s" optional="YES" attributeType="String"/>"#, "</entity>"],
                "@objc(A) class A: NSManagedObject {\n    @NSManaged var s: String\n}")
        },
        .sourceUnknownAccessor: .custom {
            try sources(
                in: $0, [#"<entity name="A" representedClassName="A"/>"#],
                "@objc(A) class A: NSManagedObject {\n    @objc(addBsObject:)\n    @NSManaged func addToBs(_ value: A)\n}")
        },
        .sourceUndeclaredProperty: .custom {
            try sources(
                in: $0, [#"<entity name="A" representedClassName="A">"#, #"<attribute name="x" optional="YES" attributeType="String"/>"#, "</entity>"],
                "@objc(A) class A: NSManagedObject {}")
        },
        .missingKey: .entities(#"<entity representedClassName="A"/>"#),
        .invalidValue: .entities(#"<entity name="A" representedClassName="A"><attribute name="x" optional="maybe" attributeType="String"/></entity>"#),
        .inverseNotReciprocal: .entities(
            #"<entity name="A" representedClassName="A"><relationship name="b" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/><relationship name="other" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/></entity><entity name="B" representedClassName="B"><relationship name="a" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/></entity>"#
        ),
        .inverseEntityMismatch: .entities(
            #"<entity name="A" representedClassName="A"><relationship name="b" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="c" inverseEntity="B"/></entity><entity name="B" representedClassName="B"><relationship name="c" maxCount="1" deletionRule="Nullify" destinationEntity="C" inverseName="b" inverseEntity="C"/></entity><entity name="C" representedClassName="C"><relationship name="b" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="c" inverseEntity="B"/></entity>"#
        ),
    ]

    /// A bundle `M.xcdatamodeld` in `folder` whose versions `M` and `M 2` (current) hold entity
    /// Note with the properties `old` and `new`; returns the lint arguments.
    static func versions(in folder: URL, _ old: String, _ new: String) throws -> [String] {
        let bundle = folder.appendingPathComponent("M.xcdatamodeld")
        for (name, properties) in [("M", old), ("M 2", new)] {
            let version = bundle.appendingPathComponent("\(name).xcdatamodel")
            try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
            let document =
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<model>\n<entity name=\"Note\" representedClassName=\"Note\">\(properties)</entity>\n</model>\n"
            try Data(document.utf8).write(to: version.appendingPathComponent("contents"))
        }
        let plist = "<plist version=\"1.0\"><dict><key>_XCCurrentVersionName</key><string>M 2.xcdatamodel</string></dict></plist>\n"
        try Data(plist.utf8).write(to: bundle.appendingPathComponent(".xccurrentversion"))
        return ["lint", bundle.path]
    }

    /// The bundle of `versions(in:_:_:)` (`M` with `old`, `M 2` with a title attribute added),
    /// locked by `cdgen lock`, then changed by `edit`; returns the arguments of `lint` on it.
    static func locked(in folder: URL, _ old: String, edit: (URL) throws -> Void) throws -> [String] {
        let arguments = try versions(in: folder, old, old + #"<attribute name="title" optional="YES" attributeType="String"/>"#)
        let bundle = folder.appendingPathComponent("M.xcdatamodeld")
        #expect(try CLI.run(["lock", bundle.path]).status == 0)
        try edit(bundle)
        return arguments
    }

    /// Writes version `name` of `bundle` with entity Note holding `properties`.
    static func versionContents(_ bundle: URL, _ name: String, _ properties: String) throws {
        let version = bundle.appendingPathComponent("\(name).xcdatamodel")
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        let document =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<model>\n<entity name=\"Note\" representedClassName=\"Note\">\(properties)</entity>\n</model>\n"
        try Data(document.utf8).write(to: version.appendingPathComponent("contents"))
    }

    /// Makes version `name` of `bundle` the current one.
    static func current(_ bundle: URL, _ name: String) throws {
        let plist = "<plist version=\"1.0\"><dict><key>_XCCurrentVersionName</key><string>\(name).xcdatamodel</string></dict></plist>\n"
        try Data(plist.utf8).write(to: bundle.appendingPathComponent(".xccurrentversion"))
    }

    /// `M.xcdatamodel` holding `lines` from line 3 (after the XML declaration and `<model>`), and
    /// `App/A.swift` holding `swift`; returns the arguments of `lint --sources` on them.
    static func sources(in folder: URL, _ lines: [String], _ swift: String) throws -> [String] {
        let model = try modelFolder(in: folder, lines.joined(separator: "\n"))
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data((swift + "\n").utf8).write(to: app.appendingPathComponent("A.swift"))
        return ["lint", model.path, "--sources", app.path]
    }

    /// `M.xcdatamodel` (entity A, class codegen) generated into `folder/out`; returns the arguments
    /// of `check` on them with `--format json`, whose findings the example test reads.
    static func generated(in folder: URL) throws -> [String] {
        let model = try modelFolder(in: folder, #"<entity name="A" representedClassName="A" codeGenerationType="class"/>"#)
        let output = folder.appendingPathComponent("out").path
        #expect(try CLI.run(["generate", model.path, "-o", output]).status == 0)
        return ["check", model.path, "-o", output, "--format", "json"]
    }

    /// The findings of a `--format json` report on standard output as `file: severity: message [id]` lines.
    static func reportedLines(_ stdout: String) -> [String] {
        guard let report = try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any] else { return [] }
        return (report["findings"] as? [[String: Any]] ?? []).map { finding in
            "\(finding["file"] as? String ?? "cdgen"): \(finding["severity"] as? String ?? ""): \(finding["message"] as? String ?? "") [\(finding["id"] as? String ?? "")]"
        }
    }

    /// `cloudkit check` of entity A (holding `properties`, in a model marked Used with CloudKit)
    /// against `DEFINE SCHEMA` + `schema`.
    static func cloudKit(in folder: URL, _ properties: String, schema: String, _ args: String...) throws -> [String] {
        let model = try modelFolder(in: folder)
        let contents =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<model usedWithCloudKit=\"YES\">\n<entity name=\"A\" representedClassName=\"A\">\(properties)</entity>\n</model>\n"
        try Data(contents.utf8).write(to: model.appendingPathComponent("contents"))
        let file = folder.appendingPathComponent("schema.ckdb")
        try Data("DEFINE SCHEMA\n\(schema)\n".utf8).write(to: file)
        return ["cloudkit", "check", model.path, "--schema", file.path] + args
    }

    /// `M.xcdatamodel` in `folder`, holding `<model>` + `entities` + `</model>` unless `entities` is `nil`.
    static func modelFolder(in folder: URL, _ entities: String? = nil) throws -> URL {
        let model = folder.appendingPathComponent("M.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        if let entities {
            try Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<model>\n\(entities)\n</model>\n".utf8).write(to: model.appendingPathComponent("contents"))
        }
        return model
    }

    /// The `[id]` at the end of each line of `text` with its severity (`path: error: … [id]`).
    static func printedIDs(_ text: String) -> [(id: String, severity: String)] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
            let id = String(line[line.index(after: open)..<line.index(before: line.endIndex)])
            let severity = ["error", "warning", "note"].first { line.contains(": \($0): ") } ?? "?"
            return (id, severity)
        }
    }

    @Test func idsAreUniqueKebabCaseAndDescribed() {
        let ids = LintCatalogue.checks.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression) != nil })
        #expect(
            LintCheckListing.ordered(LintCatalogue.checks).count == ids.count
                && Set(LintCheckListing.ordered(LintCatalogue.checks)) == Set(LintCatalogue.checks))
        for family in LintCheck.Family.allCases {
            #expect(LintCatalogue.checks.contains { $0.family == family }, "\(family) has no id")
        }
        for check in LintCatalogue.checks {
            for text in [check.summary, check.example.situation, check.example.message] {
                #expect(!text.isEmpty && !text.contains("\n"), "\(check.id)")
            }
            #expect(check.severities.first == check.severity, "\(check.id)")
        }
    }

    /// Each example, run through cdgen, prints the line the catalogue lists for it.
    @Test(arguments: LintCatalogue.checks)
    func theExamplePrintsWhatTheCatalogueSays(_ check: LintCheck) throws {
        let input = try #require(Self.inputs[check], "no example input for \(check.id)")
        let folder = try CLI.temporaryFolder("lint-rule")
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments: [String]
        switch input {
        case .entities(let xml, let args):
            arguments = ["lint", try Self.modelFolder(in: folder, xml).path] + args
        case .contents(let text):
            let model = try Self.modelFolder(in: folder)
            try Data(text.utf8).write(to: model.appendingPathComponent("contents"))
            arguments = ["lint", model.path]
        case .custom(let make):
            arguments = try make(folder)
        }
        let run = try CLI.run(arguments, timeout: 120)
        let expected = LintCheckListing.line(check)
        let printed = run.stderr.split(separator: "\n").map(String.init) + Self.reportedLines(run.stdout)
        #expect(printed.contains { $0.hasSuffix(": " + expected) }, "expected …: \(expected)\ngot:\n\(run.stderr.prefix(2_000))\(run.stdout.prefix(2_000))")
    }

    /// Lint, with the options that add checks, on every bad input, Sample and corpus model: each
    /// printed id is in the catalogue, at one of its severities.
    @Test func everyPrintedIDIsInTheCatalogue() throws {
        let root = try CLI.temporaryFolder("lint-ids")
        defer { try? FileManager.default.removeItem(at: root) }
        var models: [(path: String, args: [String])] = []
        for (n, bad) in BadInputCases.all.enumerated() {
            let folder = root.appendingPathComponent("\(n)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try BadInputTests.create(bad.files, in: folder)
            models.append((folder.appendingPathComponent(bad.model).path, bad.args.filter { $0 != "--strict" }))
        }
        models += TestPaths.samples.map { ($0.appendingPathComponent("\($0.lastPathComponent).xcdatamodeld").path, []) }
        if let corpus = TestPaths.corpus {
            let walker = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                if url.pathExtension == "xcdatamodel" { models.append((url.path, [])); walker?.skipDescendants() }
            }
        }
        let extra = ["--fetch-helpers", "--keys", "--typed-collections", "--model-builder"]
        var seen: Set<String> = []
        for model in models {
            let run = try CLI.run(["lint", model.path] + model.args + extra, timeout: 120)
            for printed in Self.printedIDs(run.stderr) {
                let check = LintCatalogue.check(id: printed.id)
                #expect(check != nil, "\(model.path) printed the id [\(printed.id)], which is not in the catalogue")
                #expect(
                    check?.severities.map(\.rawValue).contains(printed.severity) ?? true,
                    "\(model.path) printed [\(printed.id)] as \(printed.severity), the catalogue says \(check?.listedSeverity ?? "")")
                seen.insert(printed.id)
            }
        }
        #expect(seen.count >= 20, "only \(seen.sorted()) printed over \(models.count) models")
    }

    /// Every id is declared once, as a record (`static let … = LintCheck(id: "…"`) beside the
    /// code that raises it; every record is in `LintCatalogue` and nothing else is; no id is a
    /// string literal elsewhere: code uses the record.
    @Test func eachIDIsOneRecordInTheCatalogue() throws {
        let sources = TestPaths.repositoryRoot.appendingPathComponent("Sources")
        let ids = Set(LintCatalogue.checks.map(\.id))
        let record = try Regex(#"static let \w+ = LintCheck\(\s*id: "([^"]*)""#)
        var declared: [String] = []
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var files = 0
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            let records = text.contains("= LintCheck(") ? text.matches(of: record) : []
            declared += records.compactMap { $0.output[1].substring.map(String.init) }
            let recordLines = Set(records.map { text[..<$0.range.upperBound].split(separator: "\n", omittingEmptySubsequences: false).count })
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !recordLines.contains(number + 1) {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                #expect(
                    code.range(of: #"(^|[^A-Za-z0-9_.])id: "|\.id [!=]= ""#, options: .regularExpression) == nil,
                    "\(url.lastPathComponent):\(number + 1): a raw id string")
                for id in ids where code.contains("\"\(id)\"") {
                    Issue.record("\(url.lastPathComponent):\(number + 1): \"\(id)\" written as a string; use its LintCheck record")
                }
            }
        }
        #expect(files > 50)
        #expect(declared.count == Set(declared).count, "an id declared twice")
        #expect(
            Set(declared) == ids,
            "declared, not in LintCatalogue: \(Set(declared).subtracting(ids).sorted()); listed, not declared: \(ids.subtracting(declared).sorted())")
        #expect(LintCatalogue.checks.count == ids.count)
    }

    @Test func listRulesPrintsTheCatalogueAsText() throws {
        let run = try CLI.run(["lint", "--list-rules"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout == LintCheckListing.text(LintCatalogue.checks))
        #expect(
            run.stdout.contains(
                """
                missing-inverse
                  severity: warning
                  family: lint (Model checks)
                  description: a relationship without an inverse
                """))
        #expect(run.stdout.contains("accessor-selector-collision\n  severity: varies (error or warning)\n"))
        #expect(run.stdout.components(separatedBy: "\n\n").count == LintCatalogue.checks.count)
    }

    @Test func listRulesPrintsTheCatalogueAsJSON() throws {
        let run = try CLI.run(["lint", "--list-rules", "--format", "json"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        struct Listing: Decodable { var rules: [LintCheckListing.Rule] }
        let listing = try JSONDecoder().decode(Listing.self, from: Data(run.stdout.utf8))
        #expect(listing.rules.map(\.id) == LintCheckListing.ordered(LintCatalogue.checks).map(\.id))
        let collision = try #require(listing.rules.first { $0.id == "accessor-selector-collision" })
        #expect(collision.severity == "varies" && collision.severities == ["error", "warning"] && collision.family == "lint")
        let empty = try #require(listing.rules.first { $0.id == "empty-file" })
        #expect(empty.severity == "error" && empty.family == "parse" && empty.example.message == "error: the file is empty [empty-file]")
        #expect(run.stdout.contains("\"description\" : \"a model file with no bytes\",\n      \"example\""), "keys are sorted")
    }

    @Test func listRulesTakesNoModelAndLintStillNeedsOne() throws {
        let both = try CLI.run(["lint", "--list-rules", "Some.xcdatamodeld"])
        #expect(both.status == 64 && both.stderr.contains("--list-rules takes no model"))
        let none = try CLI.run(["lint"])
        #expect(none.status == 64 && none.stderr.contains("Missing expected argument '<model>'"))
    }
}
