@testable import CDGenCore
import Testing

/// `--framework swiftdata`: what SwiftData cannot say is warned about.
@Suite struct SwiftDataChecksTests {
    /// What SwiftData cannot say is a warning with its own id, and the class is still written.
    @Test func whatSwiftDataCannotSayIsWarned() throws {
        let model = try Snippet.parse(
            """
            <entity name="A" representedClassName="AObject" isAbstract="YES">
                <relationship name="items" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="A"/>
                <attribute name="total" optional="YES" attributeType="Date" derived="YES" derivationExpression="now()"/>
            </entity>
            """)
        var options = GeneratorOptions()
        options.framework = .swiftData
        let result = try Pipeline.generate(model, options: options)
        #expect(
            result.diagnostics.compactMap(\.id).filter { $0.hasPrefix("swiftdata-") } == [
                "swiftdata-abstract-entity", "swiftdata-class-name", "swiftdata-shared-store-hash", "swiftdata-ordered-relationship",
                "swiftdata-shared-store-hash", "swiftdata-derived-attribute",
                // A derived attribute is a plain stored property in SwiftData: Core Data hashes its derivation.
                "swiftdata-shared-store-hash",
            ])
        #expect(result.files.map(\.name) == ["A.swift", "SnippetStore.swift"])   // the class and the model list
    }

    /// The warnings of `entities` with `--framework swiftdata` whose id is one of `ids`, printed.
    static func printed(_ entities: String, ids: Set<String>) throws -> [String] {
        var options = GeneratorOptions()
        options.framework = .swiftData
        return try Pipeline.generate(try Snippet.parse(entities), options: options).diagnostics.filter { ids.contains($0.id ?? "") }.map(\.description)
    }

    /// `<Model>Store`'s container on Core Data's store: each difference between the version hash
    /// inputs of the `@Model` classes and of the entities (Core Data's ordered flag included) is a
    /// finding at its place, naming it and that the store cannot be shared without a migration.
    @Test func whatKeepsTheStoreFromBeingSharedIsWarnedWithItsPlace() throws {
        let found = try Self.printed(
            """
            <entity name="A" representedClassName="A" isAbstract="YES" versionHashModifier="v2">
                <attribute name="plain" optional="YES" attributeType="String"/>
                <attribute name="scratch" optional="YES" transient="YES" attributeType="String"/>
                <relationship name="items" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
            </entity>
            <entity name="B" representedClassName="B">
                <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="items" inverseEntity="A"/>
            </entity>
            """, ids: ["swiftdata-shared-store-hash"])
        let tail =
            "hashes differently in SwiftData than in Core Data, so SnippetStore.container(url:) sees another model in Core Data's store and cannot share it without a migration (SwiftData migrates the file or fails to open it) [swiftdata-shared-store-hash]"
        #expect(
            found == [
                "Snippet.xml:3:1: warning: entity 'A' is abstract in the Core Data model, and a @Model class never is: entity 'A' \(tail)",
                "Snippet.xml:3:1: warning: entity 'A' has the version hash modifier 'v2', which a @Model class cannot carry: entity 'A' \(tail)",
                "Snippet.xml:5:5: warning: property 'A.scratch' is in the Core Data model and not in SwiftData's schema (@Transient or not stored): entity 'A' \(tail)",
                "Snippet.xml:6:5: warning: relationship 'A.items' is ordered in the Core Data model and an array without order in its @Model class: entity 'A' \(tail)",
            ])
        // The same model without what SwiftData reads otherwise: its classes open Core Data's store as it is.
        let agreeing = try Self.printed(
            """
            <entity name="A" representedClassName="A">
                <attribute name="plain" optional="YES" attributeType="String"/>
                <relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
            </entity>
            <entity name="B" representedClassName="B">
                <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="items" inverseEntity="A"/>
            </entity>
            """, ids: ["swiftdata-shared-store-hash"])
        #expect(agreeing.isEmpty, "\(agreeing)")
    }

    /// A run limited to some entities writes no `<Model>Store`, so there is no shared store to warn about.
    @Test func aRunWithoutTheStoreHasNoSharingFinding() throws {
        var options = GeneratorOptions()
        options.framework = .swiftData
        options.entityFilter = ["A"]
        let model = try Snippet.parse(
            #"<entity name="A" representedClassName="A"><relationship name="items" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="A"/></entity>"#
        )
        #expect(!(try Pipeline.generate(model, options: options).diagnostics.contains { $0.id == "swiftdata-shared-store-hash" }))
    }

    /// A store shared with Core Data ("Adopting SwiftData for a Core Data app"): validation rules
    /// SwiftData does not check, an order it loses, a derivation it does not run, each located.
    @Test func whatASharedStoreLosesIsWarnedWithItsPlace() throws {
        let found = try Self.printed(
            """
            <entity name="A" representedClassName="A">
                <attribute name="age" attributeType="Integer 16" minValueString="0" maxValueString="150" defaultValueString="0"/>
                <attribute name="code" optional="YES" attributeType="String" minValueString="2" regularExpressionString="[A-Z]+"/>
                <attribute name="blob" optional="YES" attributeType="Binary" maxValueString="1024"/>
                <attribute name="due" optional="YES" attributeType="Date" minDateTimeInterval="0"/>
                <attribute name="scratch" optional="YES" transient="YES" attributeType="String" regularExpressionString="x"/>
                <attribute name="plain" optional="YES" attributeType="String"/>
                <attribute name="total" optional="YES" attributeType="Integer 64" derived="YES" derivationExpression="items.@count"/>
                <relationship name="items" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="A"/>
            </entity>
            """, ids: ["swiftdata-validation-rule", "swiftdata-ordered-relationship", "swiftdata-derived-attribute"])
        let breaks =
            "that SwiftData does not check: it saves values that break them, and on a store shared with Core Data the Core Data side then fails to save those objects (a validation error); check the values in code before SwiftData saves them [swiftdata-validation-rule]"
        #expect(
            found == [
                "Snippet.xml:4:5: warning: attribute 'A.age' has validation rules (minimum value '0', maximum value '150') \(breaks)",
                "Snippet.xml:5:5: warning: attribute 'A.code' has validation rules (minimum length '2', regular expression '[A-Z]+') \(breaks)",
                "Snippet.xml:6:5: warning: attribute 'A.blob' has validation rules (maximum length '1024') \(breaks)",
                "Snippet.xml:7:5: warning: attribute 'A.due' has validation rules (minimum value '0') \(breaks)",
                "Snippet.xml:10:5: warning: attribute 'A.total' is derived, which SwiftData cannot say: it becomes a stored property that nothing updates, and on a store shared with Core Data the objects SwiftData saves keep a stale value for both sides; compute it in code [swiftdata-derived-attribute]",
                "Snippet.xml:11:5: warning: relationship 'A.items' is ordered, which SwiftData cannot say: it becomes an array whose order is not kept, and on a store shared with Core Data the order is lost for the Core Data side too; store an index to sort by [swiftdata-ordered-relationship]",
            ])
    }

    /// A required transient attribute without a default: the value cdgen chose, or that it is optional.
    @Test func aTransientAttributesValueIsNamed() throws {
        let found = try Self.printed(
            """
            <entity name="A" representedClassName="A">
                <attribute name="count" transient="YES" attributeType="Integer 32"/>
                <attribute name="link" transient="YES" attributeType="URI"/>
                <attribute name="tint" transient="YES" attributeType="Transformable"/>
                <attribute name="kept" transient="YES" attributeType="String" defaultValueString="k"/>
                <attribute name="maybe" optional="YES" transient="YES" attributeType="String"/>
            </entity>
            """, ids: ["swiftdata-transient-default"])
        let start = "is transient and required with no default value, and @Transient needs an initial value unless its type is optional:"
        #expect(
            found == [
                "Snippet.xml:4:5: warning: attribute 'A.count' \(start) cdgen gives it the value 0; give it a default value in the model to choose another [swiftdata-transient-default]",
                "Snippet.xml:5:5: warning: attribute 'A.link' \(start) cdgen gives it the value URL(string: \"about:blank\")!; give it a default value in the model to choose another [swiftdata-transient-default]",
                "Snippet.xml:6:5: warning: attribute 'A.tint' \(start) cdgen writes it as optional (NSObject? = nil), as its type has no value cdgen can make; make it optional in the model [swiftdata-transient-default]",
            ])
    }

    /// Without `--framework swiftdata` none of these is printed: Core Data checks the rules itself.
    /// The members SwiftData's `@Model` adds (SwiftData.swiftinterface's `macro Model()` names,
    /// the `_name` peer of each stored property) are reserved: an error at the property. A `_name`
    /// beside a transient `name` (no peer) or beside nothing is not.
    @Test func namesTheModelMacroAddsAreRefusedAtTheProperty() throws {
        var options = GeneratorOptions()
        options.framework = .swiftData
        let model = try Snippet.parse(
            """
            <entity name="A" representedClassName="A">
                <attribute name="access" optional="YES" attributeType="String"/>
                <attribute name="withMutation" optional="YES" attributeType="String"/>
                <attribute name="_SwiftDataNoType" optional="YES" attributeType="String"/>
                <attribute name="title" optional="YES" attributeType="String"/>
                <attribute name="_title" optional="YES" attributeType="String"/>
                <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A"/>
                <attribute name="_owner" optional="YES" attributeType="String"/>
                <attribute name="scratch" optional="YES" transient="YES" attributeType="String"/>
                <attribute name="_scratch" optional="YES" attributeType="String"/>
                <attribute name="_alone" optional="YES" attributeType="String"/>
            </entity>
            """)
        let found = ModelValidator.validate(alone: model, options: options).filter { $0.id == "swiftdata-reserved-name" }.map(\.description)
        let member =
            "has the name of a member SwiftData's @Model adds to the class; rename it, with the old name as its renaming identifier [swiftdata-reserved-name]"
        #expect(
            found == [
                "Snippet.xml:4:5: error: property 'A.access' \(member)",
                "Snippet.xml:5:5: error: property 'A.withMutation' \(member)",
                "Snippet.xml:6:5: error: property 'A._SwiftDataNoType' \(member)",
                "Snippet.xml:8:5: error: property 'A._title' has the name SwiftData's @Model gives the storage of 'A.title'; rename it, with the old name as its renaming identifier [swiftdata-reserved-name]",
                "Snippet.xml:10:5: error: property 'A._owner' has the name SwiftData's @Model gives the storage of 'A.owner'; rename it, with the old name as its renaming identifier [swiftdata-reserved-name]",
            ])
    }

    @Test func coreDataOutputIsNotWarned() throws {
        let model = try Snippet.parse(
            #"<entity name="A" representedClassName="A"><attribute name="n" transient="YES" attributeType="Integer 16" minValueString="1"/></entity>"#)
        let ids = try Pipeline.generate(model, options: GeneratorOptions()).diagnostics.compactMap(\.id)
        #expect(!ids.contains { $0.hasPrefix("swiftdata-") }, "\(ids)")
    }
}
