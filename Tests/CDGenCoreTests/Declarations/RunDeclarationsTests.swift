@testable import CDGenCore
import Testing

/// What a run declares, and the clashes among its declarations: each a located error naming both
/// sources, before anything is written (`generate` and `lint` run the same validation).
@Suite struct RunDeclarationsTests {
    /// The findings of `entities` (a model named `Snippet`) under `options`, with the older
    /// versions `older` before it in the run's history, and `templates`: `line: message [id]`.
    static func findings(
        _ entities: String, older: [String] = [], templates: [TemplateEntry] = [], _ configure: (inout GeneratorOptions) -> Void
    ) throws -> [String] {
        var options = GeneratorOptions()
        configure(&options)
        let model = try Snippet.parse(entities)
        let versions = try older.enumerated().map { SchemaHistory.Version(label: "V\($0.offset + 1)", model: try Snippet.parse($0.element)) }
        let history =
            older.isEmpty
            ? nil
            : SchemaHistory(
                versions: versions + [SchemaHistory.Version(label: "Current", model: model)],
                stages: versions.map { _ in SchemaHistory.Stage() })
        let plan = OutputPlan(model: model, options: options, history: history)
        let declarations = RunDeclarations(plan: plan, model: model, options: options, history: history, templates: templates)
        return ModelValidator.validate(model, options: options, declarations: declarations).map { "\($0.location?.line ?? 0): \($0.message) [\($0.id ?? "")]" }
    }

    /// An entity `<Model>Store` and the store enum of `--framework swiftdata`: one class and one
    /// enum `SnippetStore`, both in `SnippetStore.swift` (cdgen wrote one over the other).
    @Test func anEntityNamedLikeTheStoreEnumIsAnError() throws {
        let found = try Self.findings(
            #"<entity name="Trip" representedClassName="Trip"/><entity name="SnippetStore" representedClassName="SnippetStore"/>"#
        ) { $0.framework = .swiftData }
        #expect(
            found == [
                "3: class 'SnippetStore' of entity 'SnippetStore' in SnippetStore.swift and enum 'SnippetStore' of the store helper (--framework swiftdata) in SnippetStore.swift have the same name, which one module cannot declare twice; rename the entity [declaration-clash]"
            ])
    }

    /// `--versioned-schema` over two versions: the current entities' typealiases may not be named
    /// like the schemas, the plan or the store enum.
    @Test func anEntityNamedLikeAVersionedSchemaTypeIsAnError() throws {
        let entities = ["SnippetStore", "SnippetSchemaV1", "SnippetSchemaV2", "SnippetMigrationPlan", "Trip"]
            .map { #"<entity name="\#($0)" representedClassName="\#($0)"/>"# }.joined(separator: "\n")
        let found = try Self.findings(entities, older: [#"<entity name="Trip" representedClassName="Trip"/>"#]) {
            $0.framework = .swiftData
            $0.versionedSchema = true
        }
        #expect(
            found == [
                "3: typealias 'SnippetStore' of entity 'SnippetStore' in SnippetTypealiases.swift and enum 'SnippetStore' of the store helper (--framework swiftdata) in SnippetStore.swift have the same name, which one module cannot declare twice; rename the entity [declaration-clash]",
                "4: enum 'SnippetSchemaV1' of a versioned schema (--versioned-schema) in SnippetSchemaV1.swift and typealias 'SnippetSchemaV1' of entity 'SnippetSchemaV1' in SnippetTypealiases.swift have the same name, which one module cannot declare twice; rename the entity [declaration-clash]",
                "5: enum 'SnippetSchemaV2' of a versioned schema (--versioned-schema) in SnippetSchemaV2.swift and typealias 'SnippetSchemaV2' of entity 'SnippetSchemaV2' in SnippetTypealiases.swift have the same name, which one module cannot declare twice; rename the entity [declaration-clash]",
                "6: enum 'SnippetMigrationPlan' of the migration plan (--versioned-schema) in SnippetMigrationPlan.swift and typealias 'SnippetMigrationPlan' of entity 'SnippetMigrationPlan' in SnippetTypealiases.swift have the same name, which one module cannot declare twice; rename the entity [declaration-clash]",
            ])
    }

    /// `--staged-migration --model-builder` over two versions: the classes may not be named like
    /// the migration's enum and protocol or the builder's enum.
    @Test func aClassNamedLikeTheStagedMigrationOrTheBuilderIsAnError() throws {
        let entities = ["SnippetStagedMigration", "SnippetMigrationSteps", "SnippetManagedObjectModel"]
            .map { #"<entity name="\#($0)" representedClassName="\#($0)" codeGenerationType="class"/>"# }.joined(separator: "\n")
        let found = try Self.findings(entities, older: [entities]) {
            $0.stagedMigration = true
            $0.modelBuilder = true
        }
        #expect(
            found == [
                "3: class 'SnippetStagedMigration' of entity 'SnippetStagedMigration' in SnippetStagedMigration+CoreDataClass.swift and enum 'SnippetStagedMigration' of the staged migration (--staged-migration) in SnippetStagedMigration.swift have the same name, which one module cannot declare twice; rename the entity's class [declaration-clash]",
                "4: class 'SnippetMigrationSteps' of entity 'SnippetMigrationSteps' in SnippetMigrationSteps+CoreDataClass.swift and protocol 'SnippetMigrationSteps' of the staged migration (--staged-migration) in SnippetStagedMigration.swift have the same name, which one module cannot declare twice; rename the entity's class [declaration-clash]",
                "5: class 'SnippetManagedObjectModel' of entity 'SnippetManagedObjectModel' in SnippetManagedObjectModel+CoreDataClass.swift and enum 'SnippetManagedObjectModel' of the model builder (--model-builder) in Snippet+ManagedObjectModel.swift have the same name, which one module cannot declare twice; rename the entity's class [declaration-clash]",
            ])
    }

    /// Xcode 26's model file declares two typealiases; a class of either name is the same clash.
    @Test func aClassNamedLikeTheModelFilesTypealiasIsAnError() throws {
        let found = try Self.findings(#"<entity name="A" representedClassName="SnippetFoundationFrameworkSet" codeGenerationType="class"/>"#) { _ in }
        #expect(
            found == [
                "3: class 'SnippetFoundationFrameworkSet' of entity 'A' in SnippetFoundationFrameworkSet+CoreDataClass.swift and typealias 'SnippetFoundationFrameworkSet' of the model file in Snippet+CoreDataModel.swift have the same name, which one module cannot declare twice; rename the entity's class [declaration-clash]"
            ])
    }

    /// A template's output and a generated file that differ only in case are one file on macOS:
    /// the error is at the template's `output`.
    @Test func aTemplateOutputThatDiffersFromAGeneratedFileInCaseIsAnError() throws {
        let at = SourceLocation(file: "cdgen.json", line: 2, column: 40)
        let template = TemplateEntry(template: "t.stencil", path: "t.stencil", output: "usuario+coredataclass.swift", location: at, outputLocation: at)
        let found = try Self.findings(#"<entity name="Usuario" representedClassName="Usuario" codeGenerationType="class"/>"#, templates: [template]) { _ in }
        #expect(
            found == [
                "2: output file 'usuario+coredataclass.swift' of template 't.stencil' and 'Usuario+CoreDataClass.swift' of entity 'Usuario' are the same file on case-insensitive file systems; give the template another output [output-collision]"
            ])
    }

    /// macOS compares file names ignoring Unicode normalization too: `Café` precomposed and
    /// `CAFE` + U+0301 are one file.
    @Test func fileNamesAreComparedIgnoringNormalization() throws {
        let found = try Self.findings(
            "<entity name=\"A\" representedClassName=\"Caf\u{E9}\" codeGenerationType=\"class\"/>\n<entity name=\"B\" representedClassName=\"CAFE\u{301}\" codeGenerationType=\"class\"/>"
        ) { _ in }
        #expect(found.count == 2 && found.allSatisfy { $0.hasPrefix("4: output file 'CAFE\u{301}+CoreData") && $0.hasSuffix("[output-collision]") }, "\(found)")
    }

    /// The description an emitter and a checker of hand-written classes read: each entity's class
    /// (written by the run or by the app), its Objective-C name, superclass and properties with
    /// their types and selectors, and every top-level type of the run.
    @Test func theDeclarationsOfACoreDataRun() throws {
        let model = try Snippet.parse(
            """
            <entity name="A" representedClassName="A" codeGenerationType="class">
                <attribute name="title" attributeType="String"/>
                <attribute name="count" attributeType="Integer 16" usesScalarValueType="YES"/>
                <relationship name="bs" toMany="YES" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
            </entity>
            <entity name="B" representedClassName="Mod.B" parentEntity="A" codeGenerationType="class">
                <relationship name="a" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="bs" inverseEntity="A"/>
            </entity>
            <entity name="C" representedClassName="C" codeGenerationType="category"/>
            <entity name="Plain"/>
            """)
        var options = GeneratorOptions()
        options.modelBuilder = true
        let declarations = RunDeclarations(plan: OutputPlan(model: model, options: options), model: model, options: options)
        #expect(
            declarations.entities.map { "\($0.className) \($0.objcName ?? "-") \($0.superclass ?? "-") \($0.classFile ?? "-")" } == [
                "A A NSManagedObject A+CoreDataClass.swift", "B - A B+CoreDataClass.swift", "C C NSManagedObject -",
            ])
        let a = try #require(declarations.entity(named: "A"))
        #expect(
            declarations.properties(of: a).map { "\($0.name): \($0.swiftType) \($0.isOptional) \($0.isManaged) \($0.selectors.joined(separator: " "))" } == [
                "title: String? true true title setTitle: primitiveTitle setPrimitiveTitle:",
                "count: Int16 false true count setCount: primitiveCount setPrimitiveCount:",
                "bs: NSSet? true true bs setBs: primitiveBs setPrimitiveBs: addBsObject: removeBsObject: addBs: removeBs:",
            ])
        #expect(
            declarations.types.map { "\($0.kind.rawValue) \($0.name) \($0.file)" } == [
                "typealias ACoreDataClassSet A+CoreDataClass.swift", "class A A+CoreDataClass.swift",
                "typealias ACoreDataPropertiesSet A+CoreDataProperties.swift", "extension A A+CoreDataProperties.swift",
                "typealias BCoreDataClassSet B+CoreDataClass.swift", "class B B+CoreDataClass.swift",
                "typealias BCoreDataPropertiesSet B+CoreDataProperties.swift", "extension B B+CoreDataProperties.swift",
                "typealias CCoreDataPropertiesSet C+CoreDataProperties.swift", "extension C C+CoreDataProperties.swift",
                "typealias SnippetFoundationFrameworkSet Snippet+CoreDataModel.swift",
                "typealias SnippetCoreDataFrameworkManagedObject Snippet+CoreDataModel.swift",
                "enum SnippetManagedObjectModel Snippet+ManagedObjectModel.swift",
            ])
        #expect(declarations.clashes().isEmpty)
    }

    /// SwiftData: every entity's `@Model` class is named after it, with its parent's as superclass.
    @Test func theDeclarationsOfASwiftDataRun() throws {
        let model = try Snippet.parse(#"<entity name="A" representedClassName="AObject"/><entity name="B" parentEntity="A"/>"#)
        var options = GeneratorOptions()
        options.framework = .swiftData
        let declarations = RunDeclarations(plan: OutputPlan(model: model, options: options), model: model, options: options)
        #expect(
            declarations.entities.map { "\($0.className) \($0.objcName ?? "-") \($0.superclass ?? "-") \($0.classFile ?? "-")" } == [
                "A - - A.swift", "B - A B.swift",
            ])
        #expect(
            declarations.types.map { "\($0.kind.rawValue) \($0.name) \($0.file)" } == [
                "class A A.swift", "class B B.swift", "enum SnippetStore SnippetStore.swift",
            ])
    }

    /// SwiftData: each `@Model` class's stored properties as its emitter writes them, with what a
    /// hand-written class must match: the macro and its arguments, the initial value.
    @Test func theSwiftDataPropertiesOfARun() throws {
        let model = try Snippet.parse(
            """
            <entity name="Person" representedClassName="Person">
                <attribute name="email" attributeType="String"/>
                <attribute name="age" optional="YES" attributeType="Integer 16" defaultValueString="7" usesScalarValueType="YES"/>
                <attribute name="tint" optional="YES" attributeType="Transformable" valueTransformerName="ColorTransformer" customClassName="UIColor"/>
                <attribute name="draft" attributeType="String" transient="YES"/>
                <attribute name="handle" optional="YES" attributeType="ObjectID"/>
                <relationship name="posts" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Post" inverseName="author" inverseEntity="Post"/>
                <uniquenessConstraints><uniquenessConstraint><constraint value="email"/></uniquenessConstraint></uniquenessConstraints>
            </entity>
            <entity name="Post" representedClassName="Post">
                <attribute name="address" optional="YES" attributeType="Composite" composite="Address"/>
                <relationship name="author" maxCount="1" deletionRule="Nullify" destinationEntity="Person" inverseName="posts" inverseEntity="Person"/>
                <fetchedProperty name="recent" optional="YES"><fetchRequest name="fetchedPropertyFetchRequest" entity="Post"/></fetchedProperty>
            </entity>
            <composite name="Address"><attribute name="street" optional="YES" attributeType="String"/></composite>
            """)
        var options = GeneratorOptions()
        options.framework = .swiftData
        let declarations = RunDeclarations(plan: OutputPlan(model: model, options: options), model: model, options: options)
        let described = { (entity: String) throws -> [String] in
            try declarations.properties(of: #require(declarations.entity(named: entity))).map { p in
                let shape = try #require(p.swiftData)
                let macro = shape.macro.map { "\($0)" } ?? "-"
                return "\(p.isRelationship ? "relationship" : "attribute") \(p.name): \(p.swiftType) \(p.isOptional) \(macro) = \(shape.initialValue ?? "-")"
            }
        }
        #expect(
            try described("Person") == [
                #"attribute email: String false attribute([".unique"]) = -"#,
                "attribute age: Int16? true - = 7",
                #"attribute tint: UIColor? true attribute([".transformable(by: \"ColorTransformer\")"]) = -"#,
                #"attribute draft: String false transient = """#,
                "attribute handle: NSObject? true transient = nil",
                #"relationship posts: [Post]? true relationship(["deleteRule: .cascade", "inverse: \\Post.author"]) = []"#,
            ])
        #expect(try described("Post") == ["attribute address: Address? true - = -", "relationship author: Person false - = -"])
        #expect(try declarations.properties(of: #require(declarations.entity(named: "Post"))).allSatisfy { !$0.isManaged && $0.selectors.isEmpty })
    }
}
