import CDGenTestSupport
import Foundation
import Testing

@testable import CDGenCore

/// The schema a model mirrors to: per attribute type, relationship kind, inheritance,
/// configuration and sharing, and the corpus pairs against their real exports.
@Suite struct CloudKitMirrorTests {
    /// A model marked Used with CloudKit holding `entities`.
    static func model(_ entities: String, marked: Bool = true) throws -> DataModel {
        let text = Snippet.model(entities).replacingOccurrences(of: "<model ", with: marked ? "<model usedWithCloudKit=\"YES\" " : "<model ")
        return try ModelParser.parseXML(Array(text.utf8), path: "Snippet.xml", modelName: "Snippet").model
    }

    static func schema(_ entities: String, _ configure: (inout CloudKitMirror.Options) -> Void = { _ in }) throws -> CKDBSchema {
        var options = CloudKitMirror.Options()
        configure(&options)
        return try CloudKitMirror.schema(try model(entities), options: options)
    }

    /// `name type indexes` of each field of `type`, system fields left out.
    static func fields(_ schema: CKDBSchema, _ type: String) -> [String] {
        let fields = schema.recordType(named: type)?.fields ?? []
        return fields.filter { !$0.name.hasPrefix("___") }.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }.map {
            ([$0.name, $0.type.description] + $0.indexes.words).joined(separator: " ")
        }
    }

    @Test func theSchemaFileIsAnOutputOfCoreDataRunsTheBuildNeverDeclares() throws {
        let model = try Self.model(
            #"<entity name="A" representedClassName="A" syncable="YES"><attribute name="s" optional="YES" attributeType="String"/></entity>"#)
        var options = GeneratorOptions()
        options.cloudKitSchema = true
        let planned = OutputPlan(model: model, options: options).files
        #expect(planned.last?.name == "Snippet+CloudKitSchema.ckdb" && planned.last?.kind.format == .ckdb)
        // The file: the header as `//` comments, then the printed schema, which reads back as the same schema.
        let file = try Pipeline.generate(model, options: options).files.first { $0.kind == .cloudKitSchema }
        let text = try #require(file?.contents)
        let printed = CKDBPrinter.print(try CloudKitMirror.schema(model, options: CloudKitMirror.Options(options.cloudKitContainer)))
        #expect(text.hasSuffix(printed) && text.hasPrefix("//\n//  Snippet+CloudKitSchema.ckdb\n"), "\(text)")
        let read = try CKDBParser.parse(Array(text.utf8), path: "x.ckdb")
        #expect(CKDBPrinter.print(read) == CKDBPrinter.print(try CKDBParser.parse(Array(printed.utf8), path: "x.ckdb")))
        #expect(read.recordTypes.map(\.name) == ["CD_A", "Users"])
        #expect(GeneratedFileMarker.modelName(in: text[...]) == "Snippet")
        for change in [
            { (o: inout GeneratorOptions) in o.unplannedFile = true }, { $0.complement = true }, { $0.framework = .swiftData }, { $0.documentsOnly = true },
        ] {
            var other = options
            change(&other)
            #expect(!OutputPlan(model: model, options: other).files.contains { $0.kind == .cloudKitSchema })
        }
    }

    @Test func eachAttributeType() throws {
        let schema = try Self.schema(
            """
            <entity name="A" representedClassName="A" syncable="YES">
                <attribute name="bin" optional="YES" attributeType="Binary" allowsExternalBinaryDataStorage="YES"/>
                <attribute name="bool" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="comp" optional="YES" attributeType="Composite" composite="P"/>
                <attribute name="date" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="dec" optional="YES" attributeType="Decimal"/>
                <attribute name="dbl" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                <attribute name="enc" optional="YES" attributeType="String" allowsCloudEncryption="YES"/>
                <attribute name="flt" optional="YES" attributeType="Float" usesScalarValueType="YES"/>
                <attribute name="i16" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
                <attribute name="i32" optional="YES" attributeType="Integer 32" usesScalarValueType="YES"/>
                <attribute name="i64" optional="YES" attributeType="Integer 64" usesScalarValueType="YES"/>
                <attribute name="str" optional="YES" attributeType="String"/>
                <attribute name="tr" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData"/>
                <attribute name="uri" optional="YES" attributeType="URI"/>
                <attribute name="uuid" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
                <attribute name="gone" optional="YES" transient="YES" attributeType="String"/>
                <attribute name="sum" optional="YES" attributeType="Double" derived="YES" derivationExpression="1" usesScalarValueType="YES"/>
            </entity>
            """)
        #expect(schema.recordTypes.map(\.name) == ["CD_A", "Users"])
        #expect(
            Self.fields(schema, "CD_A") == [
                "CD_bin BYTES QUERYABLE SORTABLE", "CD_bin_ckAsset ASSET", "CD_bool INT64 QUERYABLE SORTABLE", "CD_comp BYTES QUERYABLE SORTABLE",
                "CD_date TIMESTAMP QUERYABLE SORTABLE", "CD_dbl DOUBLE QUERYABLE SORTABLE", "CD_enc ENCRYPTED STRING", "CD_enc_ckAsset ASSET",
                "CD_entityName STRING QUERYABLE SEARCHABLE SORTABLE", "CD_flt DOUBLE QUERYABLE SORTABLE", "CD_i16 INT64 QUERYABLE SORTABLE",
                "CD_i32 INT64 QUERYABLE SORTABLE", "CD_i64 INT64 QUERYABLE SORTABLE", "CD_moveReceipt BYTES QUERYABLE SORTABLE",
                "CD_moveReceipt_ckAsset ASSET", "CD_str STRING QUERYABLE SEARCHABLE SORTABLE", "CD_str_ckAsset ASSET",
                "CD_tr BYTES QUERYABLE SORTABLE", "CD_tr_ckAsset ASSET", "CD_uri STRING QUERYABLE SEARCHABLE SORTABLE", "CD_uri_ckAsset ASSET",
                "CD_uuid STRING QUERYABLE SEARCHABLE SORTABLE",
            ])
        // Where the evidence is open the output says so, and the comments still read as the language.
        let type = try #require(schema.recordType(named: "CD_A"))
        #expect(type.notes.contains { $0.hasPrefix("CD_dec ('A.dec'): how Core Data mirrors a Decimal attribute is open") })
        #expect(type.field(named: "CD_flt")?.note?.contains("inferred") == true)
        #expect(type.field(named: "CD_comp")?.note?.contains("open") == true)
        #expect(type.field(named: "CD_enc")?.note?.contains("allowsCloudEncryption") == true)
        #expect(type.field(named: "CD_str")?.note == nil)
        let printed = CKDBPrinter.print(schema)
        #expect(printed.contains("        // Float as DOUBLE is inferred"))
        #expect(CKDBPrinter.print(try CKDBParser.parse(Array(printed.utf8), path: "p.ckdb")) == CKDBPrinter.print(schema.withoutNotes))
    }

    @Test func eachRelationshipKind() throws {
        let schema = try Self.schema(
            """
            <entity name="A" representedClassName="A" syncable="YES">
                <relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
                <relationship name="cs" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="C" inverseName="a" inverseEntity="C"/>
                <relationship name="ds" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="D" inverseName="as" inverseEntity="D"/>
            </entity>
            <entity name="B" representedClassName="B" syncable="YES">
                <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/>
            </entity>
            <entity name="C" representedClassName="C" syncable="YES">
                <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="cs" inverseEntity="A"/>
            </entity>
            <entity name="D" representedClassName="D" syncable="YES">
                <relationship name="as" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="A" inverseName="ds" inverseEntity="A"/>
            </entity>
            """)
        #expect(schema.recordTypes.map(\.name) == ["CD_A", "CD_B", "CD_C", "CD_D", "CDMR", "Users"])
        let moveReceipt = ["CD_moveReceipt BYTES QUERYABLE SORTABLE", "CD_moveReceipt_ckAsset ASSET"]
        let entityName = "CD_entityName STRING QUERYABLE SEARCHABLE SORTABLE"
        #expect(Self.fields(schema, "CD_A") == ["CD_b STRING QUERYABLE SEARCHABLE SORTABLE", entityName] + moveReceipt)
        #expect(Self.fields(schema, "CD_B") == ["CD_a STRING QUERYABLE SEARCHABLE SORTABLE", entityName] + moveReceipt)
        #expect(Self.fields(schema, "CD_C") == ["CD_a STRING QUERYABLE SEARCHABLE SORTABLE", entityName] + moveReceipt)
        #expect(Self.fields(schema, "CD_D") == [entityName] + moveReceipt)
        #expect(
            Self.fields(schema, "CDMR") == [
                "CD_entityNames STRING QUERYABLE SEARCHABLE SORTABLE", "CD_recordNames STRING QUERYABLE SEARCHABLE SORTABLE",
                "CD_relationships STRING QUERYABLE SEARCHABLE SORTABLE",
            ])
    }

    @Test func subEntitiesShareTheirRootsType() throws {
        let schema = try Self.schema(
            """
            <entity name="Root" representedClassName="Root" isAbstract="YES" syncable="YES">
                <attribute name="r" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Sub" representedClassName="Sub" parentEntity="Root" syncable="YES">
                <attribute name="s" optional="YES" attributeType="Integer 64" usesScalarValueType="YES"/>
            </entity>
            """)
        #expect(schema.recordTypes.map(\.name) == ["CD_Root", "Users"])
        let root = try #require(schema.recordType(named: "CD_Root"))
        #expect(root.field(named: "CD_s")?.type == CKDBFieldType(.int64))
        #expect(root.field(named: "CD_s")?.note == "from sub-entity 'Sub'")
        #expect(root.notes.first?.contains("inferred") == true)
    }

    static let twoConfigurations = """
        <entity name="A" representedClassName="A" syncable="YES"/>
        <entity name="B" representedClassName="B" syncable="YES"/>
        <configuration name="Cloud" usedWithCloudKit="YES"><memberEntity name="A"/></configuration>
        <configuration name="Local"><memberEntity name="B"/></configuration>
        """

    @Test func onlyTheMirroredConfigurations() throws {
        // The model is not marked: the configuration marked Used with CloudKit is mirrored.
        let unmarked = try CloudKitMirror.schema(try Self.model(Self.twoConfigurations, marked: false), options: CloudKitMirror.Options())
        #expect(unmarked.recordTypes.map(\.name) == ["CD_A", "Users"])
        // Marked (the Default configuration): every entity, unless a configuration is named.
        #expect(try Self.schema(Self.twoConfigurations).recordTypes.map(\.name) == ["CD_A", "CD_B", "Users"])
        #expect(try Self.schema(Self.twoConfigurations) { $0.configurations = ["Local"] }.recordTypes.map(\.name) == ["CD_B", "Users"])
        #expect(try Self.schema(Self.twoConfigurations) { $0.configurations = ["Local", "Cloud"] }.recordTypes.map(\.name) == ["CD_A", "CD_B", "Users"])
        #expect(throws: DiagnosticError.self) { try Self.schema(Self.twoConfigurations) { $0.configurations = ["Sync"] } }
    }

    @Test func sharingAddsTheShareType() throws {
        let schema = try Self.schema(#"<entity name="A" representedClassName="A" syncable="YES"/>"#) { $0.sharing = true }
        #expect(schema.recordTypes.map(\.name) == ["CD_A", "Users", "cloudkit.share"])
        #expect(Self.fields(schema, "cloudkit.share") == ["cloudkit.thumbnailImageData BYTES", "cloudkit.title STRING", "cloudkit.type STRING"])
        #expect(CKDBPrinter.print(schema).contains("    RECORD TYPE \"cloudkit.share\" (\n"))
        #expect(throws: DiagnosticError.self) {
            try Self.schema(#"<entity name="A" representedClassName="A" syncable="YES"/>"#) {
                $0.sharing = true
                $0.database = .public
            }
        }
    }

    // MARK: The corpus pairs

    /// LearnWords' Production export was made by initializeCloudKitSchema from model 2933f30: the
    /// generated schema is the export byte for byte but for the three CD_id fields an earlier model
    /// had (production keeps every field).
    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func learnWordsEqualsItsProductionExport() throws {
        let model = try CloudKitCorpus.model("02-laconicman-LearnWords/model/LearnWords.xcdatamodeld")
        let generated = CKDBPrinter.print(try CloudKitMirror.schema(model, options: CloudKitMirror.Options()))
        let exportText = try CloudKitCorpus.text("02-laconicman-LearnWords/schema/CloudKitSchema-Production.ckdb")
        var export = try CKDBParser.parse(Array(exportText.utf8), path: "export.ckdb")
        var removed: [String] = []
        for index in export.recordTypes.indices where ["CD_ErrorTag", "CD_Language", "CD_Tag"].contains(export.recordTypes[index].name) {
            export.recordTypes[index].fields.removeAll { $0.name == "CD_id" }
            removed.append(export.recordTypes[index].name)
        }
        #expect(removed.count == 3)
        let trimmed = CKDBPrinter.print(export)
        #expect(generated == trimmed)
        // Nothing but those three lines differs.
        #expect(exportText.split(separator: "\n").count - trimmed.split(separator: "\n").count == 3)
    }

    /// familienplaner imported its own file into Development: the export has no indexes but
    /// `"___recordID" QUERYABLE` (an imported schema keeps what its file says) and no
    /// CD_moveReceipt (the schema was never fully materialised). With exactly those differences
    /// applied, each version of the Cloud configuration is its Development export byte for byte.
    @Test(
        .enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)),
        arguments: [
            ("Familienplaner.xcdatamodel", "schema-development.ckdb"), ("Familienplaner 2.xcdatamodel", "before-development.ckdb"),
        ])
    func familienplanerEqualsItsImportedExport(_ version: String, _ export: String) throws {
        let model = try CloudKitCorpus.model("04-DtB1804-familienplaner/model/Familienplaner.xcdatamodeld/\(version)")
        var options = CloudKitMirror.Options()
        options.configurations = ["Cloud"]
        var schema = try CloudKitMirror.schema(model, options: options)
        for t in schema.recordTypes.indices {
            schema.recordTypes[t].fields.removeAll { $0.name.hasPrefix("CD_moveReceipt") }
            for f in schema.recordTypes[t].fields.indices {
                let isRecordID = schema.recordTypes[t].fields[f].name == "___recordID" && schema.recordTypes[t].name.hasPrefix("CD_")
                schema.recordTypes[t].fields[f].indexes = isRecordID ? [.queryable] : []
            }
        }
        #expect(CKDBPrinter.print(schema) == (try CloudKitCorpus.text("04-DtB1804-familienplaner/schema/\(export)")))
    }
}

extension CKDBSchema {
    /// This schema without the printer's comments (what reading it back gives).
    var withoutNotes: CKDBSchema {
        var copy = self
        for t in copy.recordTypes.indices {
            copy.recordTypes[t].notes = []
            for f in copy.recordTypes[t].fields.indices { copy.recordTypes[t].fields[f].note = nil }
        }
        return copy
    }
}
