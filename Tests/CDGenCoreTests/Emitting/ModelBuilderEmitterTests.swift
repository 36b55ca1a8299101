@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// `--model-builder`: the Banking sample's builder carries every validation rule of seed 004, read
/// back from the generated source; and the builder's statements for the other model features.
@Suite struct ModelBuilderEmitterTests {
    /// What a builder source sets on one property, read back from its statements.
    struct BuiltProperty {
        var kind = ""
        var settings: [String: String] = [:]
        var predicates: [String] = []
        var warnings: [String] = []
    }

    /// Reads `let v = NS…Description()`, `v.key = value` and `v.setValidationPredicates([…], withValidationWarnings: […])`
    /// back into `[entity name: [property name: BuiltProperty]]`.
    static func readBack(_ source: String) -> [String: [String: BuiltProperty]] {
        var kinds: [String: String] = [:]
        var settings: [String: [String: String]] = [:]
        var predicates: [String: [String]] = [:]
        var warnings: [String: [String]] = [:]
        var propertyLists: [String: [String]] = [:]
        var collecting: (variable: String, warnings: Bool)?
        for raw in source.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if let (v, inWarnings) = collecting {
                if line.hasPrefix("], withValidationWarnings: [") { collecting = (v, true); continue }
                if line == "])" { collecting = nil; continue }
                let item = String(line.dropLast())   // the trailing comma
                if inWarnings { warnings[v, default: []].append(item) } else { predicates[v, default: []].append(item) }
                continue
            }
            if line.hasPrefix("let "), let eq = line.range(of: " = NS"), line.hasSuffix("Description()") {
                kinds[String(line[line.index(line.startIndex, offsetBy: 4)..<eq.lowerBound])] = String(line[eq.upperBound...].dropLast(2)).replacingOccurrences(
                    of: "Description", with: "")
            } else if let dot = line.firstIndex(of: "."), line.contains(".setValidationPredicates([") {
                collecting = (String(line[..<dot]), false)
            } else if let dot = line.firstIndex(of: "."), let eq = line.range(of: " = ") {
                let v = String(line[..<dot]), key = String(line[line.index(after: dot)..<eq.lowerBound]), value = String(line[eq.upperBound...])
                if key == "properties" {
                    propertyLists[v] = value.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                } else {
                    settings[v, default: [:]][key] = value
                }
            }
        }
        var result: [String: [String: BuiltProperty]] = [:]
        for (entityVar, members) in propertyLists {
            guard let entityName = settings[entityVar]?["name"].map(unquote) else { continue }
            for v in members {
                let built = BuiltProperty(kind: kinds[v] ?? "", settings: settings[v] ?? [:], predicates: predicates[v] ?? [], warnings: warnings[v] ?? [])
                result[entityName, default: [:]][unquote(built.settings["name"] ?? "")] = built
            }
        }
        return result
    }

    static func unquote(_ text: String) -> String { String(text.dropFirst().dropLast()) }

    static func bankingBuilder() throws -> String {
        let path = TestPaths.repositoryRoot.appendingPathComponent("Samples/Banking/Banking.xcdatamodeld").path
        var options = GeneratorOptions()
        options.modelBuilder = true
        let model = try ModelParser.load(path).parsed.model
        let files = try Pipeline.generate(model, options: options).files
        return try #require(files.first { $0.kind == .modelBuilder }).contents
    }

    /// Seed 004, hand-transcribed: age 18–100 default 18, names 2–255 characters, amount at least
    /// 1000, everything mandatory, Cascade from User.accounts and Nullify from Account.belongsTo.
    @Test func bankingCarriesEverySeedRule() throws {
        let built = Self.readBack(try Self.bankingBuilder())
        let user = try #require(built["User"]), account = try #require(built["Account"])

        let age = try #require(user["age"])
        #expect(age.kind == "Attribute")
        #expect(age.settings["attributeType"] == ".integer16AttributeType")
        #expect(age.settings["isOptional"] == "false")
        #expect(age.settings["defaultValue"] == "Foundation.NSNumber(value: 18 as Swift.Int16)")
        #expect(age.predicates == [#"NSPredicate(format: "SELF >= 18")"#, #"NSPredicate(format: "SELF <= 100")"#])
        #expect(age.warnings.count == age.predicates.count)

        for name in ["name", "lastName", "email"] {
            let attribute = try #require(user[name])
            #expect(attribute.settings["attributeType"] == ".stringAttributeType")
            #expect(attribute.settings["isOptional"] == "false")
            #expect(attribute.predicates == [#"NSPredicate(format: "length >= 2")"#, #"NSPredicate(format: "length <= 255")"#])
        }

        let amount = try #require(account["amount"])
        #expect(amount.settings["attributeType"] == ".doubleAttributeType")
        #expect(amount.settings["isOptional"] == "false")
        #expect(amount.predicates == [#"NSPredicate(format: "SELF >= 1000")"#])
        #expect(amount.settings["defaultValue"] == nil)
        #expect(account["openingDate"]?.settings["attributeType"] == ".dateAttributeType")
        #expect(account["openingDate"]?.settings["isOptional"] == "false")
        #expect(account["name"]?.settings["isOptional"] == "false")

        let accounts = try #require(user["accounts"])
        #expect(accounts.kind == "Relationship")
        #expect(accounts.settings["deleteRule"] == ".cascadeDeleteRule")
        #expect(accounts.settings["maxCount"] == "0")
        #expect(accounts.settings["destinationEntity"] == "accountEntity")
        #expect(accounts.settings["inverseRelationship"] == "accountBelongsTo")
        let belongsTo = try #require(account["belongsTo"])
        #expect(belongsTo.settings["deleteRule"] == ".nullifyDeleteRule")
        #expect(belongsTo.settings["maxCount"] == "1")
        #expect(belongsTo.settings["destinationEntity"] == "userEntity")
        #expect(belongsTo.settings["inverseRelationship"] == "userAccounts")
    }

    static let features = """
        <entity name="Item" representedClassName=".Item" isAbstract="YES" syncable="YES">
            <attribute name="title" attributeType="String" regularExpressionString="^[a-z&quot;]+$"/>
            <attribute name="when" optional="YES" attributeType="Date" defaultDateTimeInterval="708064860" minDateTimeInterval="0" usesScalarValueType="NO"/>
            <attribute name="done" attributeType="Boolean" defaultValueString="YES" usesScalarValueType="YES"/>
            <relationship name="tags" optional="YES" toMany="YES" minCount="1" maxCount="5" deletionRule="Deny" ordered="YES" destinationEntity="Item"/>
            <fetchIndex name="byTitle">
                <fetchIndexElement property="title" type="Binary" order="descending"/>
            </fetchIndex>
            <uniquenessConstraints>
                <uniquenessConstraint><constraint value="title"/><constraint value="when"/></uniquenessConstraint>
            </uniquenessConstraints>
            <userInfo><entry key="k" value="v"/></userInfo>
        </entity>
        <entity name="Note" representedClassName="Note" parentEntity="Item" syncable="YES"/>
        <fetchRequest name="byTitle" entity="Item" predicateString="title LIKE &quot;a%&quot; AND title == $T" fetchLimit="10" resultType="2"/>
        <configuration name="Cloud"><memberEntity name="Note"/></configuration>
        """

    /// Hand-written statements for the features the seed does not use.
    @Test func otherFeatures() throws {
        let files = try Snippet.files(Self.features) { $0.modelBuilder = true }
        let text = try #require(files["Snippet+ManagedObjectModel.swift"])
        let expected = [
            "itemEntity.managedObjectClassName = NSStringFromClass(Item.self)",
            "itemEntity.isAbstract = true",
            #"itemEntity.userInfo = ["k": "v"]"#,
            #"NSPredicate(format: "SELF MATCHES %@", "^[a-z\"]+$"),"#,
            "itemWhen.defaultValue = Foundation.Date(timeIntervalSinceReferenceDate: 708064860)",
            #"NSPredicate(format: "SELF >= CAST(0, \"NSDate\")"),"#,
            "itemDone.defaultValue = Foundation.NSNumber(value: true)",
            "itemTags.deleteRule = .denyDeleteRule", "itemTags.minCount = 1", "itemTags.maxCount = 5", "itemTags.isOrdered = true",
            "itemEntity.subentities = [noteEntity]",
            #"itemEntity.uniquenessConstraints = [["title", "when"]]"#,
            "let itemByTitleElement = NSFetchIndexElementDescription(property: itemTitle, collationType: .binary)",
            "itemByTitleElement.isAscending = false",
            #"itemEntity.indexes = [NSFetchIndexDescription(name: "byTitle", elements: [itemByTitleElement])]"#,
            "model.entities = [itemEntity, noteEntity]",
            #"model.setEntities([noteEntity], forConfigurationName: "Cloud")"#,
            "let byTitleRequest = NSFetchRequest<NSFetchRequestResult>()",
            "byTitleRequest.entity = itemEntity",
            #"byTitleRequest.predicate = NSPredicate(format: "title LIKE \"a%%\" AND title == $T")"#,
            "byTitleRequest.fetchLimit = 10",
            "byTitleRequest.resultType = .dictionaryResultType",
            #"model.setFetchRequestTemplate(byTitleRequest, forName: "byTitle")"#,
        ]
        let lines = Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        for line in expected {
            #expect(lines.contains(line), "missing: \(line)")
        }
    }

    /// Numbers that go into predicates must be numbers; a composite attribute needs its composite. Located errors.
    @Test(arguments: [
        (#"<attribute name="n" attributeType="Integer 16" minValueString="1) OR (TRUE" usesScalarValueType="YES"/>"#, "invalid-number"),
        (#"<attribute name="n" attributeType="Date" minDateTimeInterval="yesterday" usesScalarValueType="NO"/>"#, "invalid-number"),
        (#"<attribute name="n" optional="YES" attributeType="Composite" composite="C"/>"#, "dangling-composite"),
    ])
    func refusedValues(attribute: String, id: String) throws {
        let entity = "<entity name=\"A\" representedClassName=\"A\" syncable=\"YES\">\(attribute)</entity>"
        let error = try #require(throws: DiagnosticError.self) { try Snippet.files(entity) { $0.modelBuilder = true } }
        #expect(error.diagnostics.contains { $0.id == id && $0.location?.line == 3 })
        #expect((try? Snippet.files(entity)) != nil, "without --model-builder the model generates")
    }

    /// Sloppy defaults of real models (`0.0` on an Integer, `NO` on a number) are read as NSString
    /// reads them, with a warning; derived attributes get their expression.
    @Test func lenientDefaultsAndDerivedAttributes() throws {
        let entity = """
            <entity name="A" representedClassName="A" syncable="YES">
                <attribute name="a" attributeType="Integer 32" defaultValueString="0.0" usesScalarValueType="YES"/>
                <attribute name="b" attributeType="Double" defaultValueString="NO" usesScalarValueType="YES"/>
                <attribute name="n" optional="YES" attributeType="Integer 64" derived="YES" derivationExpression="posts.@count" usesScalarValueType="YES"/>
            </entity>
            """
        var options = GeneratorOptions()
        options.modelBuilder = true
        let result = try Pipeline.generate(try Snippet.parse(entity), options: options)
        #expect(result.diagnostics.filter { $0.id == "inexact-default" }.map(\.severity) == [.warning, .warning])
        let text = try #require(result.files.first { $0.kind == .modelBuilder }).contents
        #expect(text.contains("        aA.defaultValue = Foundation.NSNumber(value: 0 as Swift.Int32)\n"))
        #expect(text.contains("        aB.defaultValue = Foundation.NSNumber(value: 0.0 as Swift.Double)\n"))
        #expect(text.contains("        let aN = NSDerivedAttributeDescription()\n"))
        #expect(text.contains("        aN.derivationExpression = NSExpression(format: \"posts.@count\")\n"))
    }

    /// Boolean defaults of shipping models (`0.0`, `100`: Kiwix, iAPS) are read as NSString's
    /// `boolValue` reads them, as Core Data does, with a warning; `YES`/`NO` need none.
    @Test(arguments: [
        ("YES", true, false), ("NO", false, false), ("0.0", false, true), ("100", true, true), ("-1", true, true), ("  007", true, true), ("true", true, false),
        ("nope", false, true),
    ])
    func booleanDefaultsAreReadAsCoreDataReadsThem(value: String, read: Bool, warns: Bool) throws {
        let entity = """
            <entity name="A" representedClassName="A" syncable="YES">
                <attribute name="flag" attributeType="Boolean" defaultValueString="\(value)" usesScalarValueType="YES"/>
            </entity>
            """
        var options = GeneratorOptions()
        options.modelBuilder = true
        let result = try Pipeline.generate(try Snippet.parse(entity), options: options)
        #expect(result.diagnostics.filter { $0.id == "inexact-default" }.map(\.severity) == (warns ? [.warning] : []))
        let text = try #require(result.files.first { $0.kind == .modelBuilder }).contents
        #expect(text.contains("        aFlag.defaultValue = Foundation.NSNumber(value: \(read))\n"), "\(text)")
        #expect(DefaultValueText.boolValue(value) == NSString(string: value).boolValue, "Foundation reads \(value) otherwise")
    }

    /// An index on an expression (MomXML's `byPropertyIndex` on `1`) is left out with a warning
    /// naming it; the rest of the model, its property indexes included, is built.
    @Test func anExpressionIndexIsLeftOutWithAWarning() throws {
        let entity = """
            <entity name="A" representedClassName="A" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
                <fetchIndex name="byExpression">
                    <fetchIndexElement property="1" type="Binary" order="ascending"/>
                </fetchIndex>
                <fetchIndex name="byName">
                    <fetchIndexElement property="name" type="Binary" order="ascending"/>
                </fetchIndex>
            </entity>
            """
        var options = GeneratorOptions()
        options.modelBuilder = true
        let result = try Pipeline.generate(try Snippet.parse(entity), options: options)
        let warning = try #require(result.diagnostics.first { $0.id == "model-builder-unsupported" })
        #expect(warning.severity == .warning && warning.message.contains("'byExpression'") && warning.location?.line == 5)
        let text = try #require(result.files.first { $0.kind == .modelBuilder }).contents
        #expect(!text.contains("byExpression"))
        #expect(text.contains(#"aEntity.indexes = [NSFetchIndexDescription(name: "byName", elements: [aByNameElement])]"#), "\(text)")
    }

    /// Hand-written: a composite's elements are built first (nested composites too), and `make()`
    /// is marked with the availability of `NSCompositeAttributeDescription`.
    @Test func compositeAttributes() throws {
        let model = """
            <entity name="Place" representedClassName="Place" syncable="YES">
                <attribute name="address" optional="YES" attributeType="Composite" composite="Address"/>
            </entity>
            <composite name="Address">
                <attribute name="street" optional="YES" attributeType="String" maxValueString="80"/>
                <attribute name="geo" optional="YES" attributeType="Composite" composite="Geo"/>
            </composite>
            <composite name="Geo">
                <attribute name="lat" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
            </composite>
            """
        let text = try #require(try Snippet.files(model) { $0.modelBuilder = true }["Snippet+ManagedObjectModel.swift"])
        #expect(
            text.contains(
                """
                    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
                    public static func make() -> NSManagedObjectModel {
                """))
        #expect(
            text.contains(
                """
                        let placeAddressStreet = NSAttributeDescription()
                        placeAddressStreet.name = "street"
                        placeAddressStreet.attributeType = .stringAttributeType
                        placeAddressStreet.isOptional = true
                        placeAddressStreet.setValidationPredicates([
                            NSPredicate(format: "length <= 80"),
                        ], withValidationWarnings: [
                            "Place.address.street must have at most 80 characters",
                        ])

                        let placeAddressGeoLat = NSAttributeDescription()
                        placeAddressGeoLat.name = "lat"
                        placeAddressGeoLat.attributeType = .doubleAttributeType
                        placeAddressGeoLat.isOptional = true
                        placeAddressGeoLat.defaultValue = Foundation.NSNumber(value: 0.0 as Swift.Double)

                        let placeAddressGeo = NSCompositeAttributeDescription()
                        placeAddressGeo.name = "geo"
                        placeAddressGeo.isOptional = true
                        placeAddressGeo.elements = [placeAddressGeoLat]

                        let placeAddress = NSCompositeAttributeDescription()
                        placeAddress.name = "address"
                        placeAddress.isOptional = true
                        placeAddress.elements = [placeAddressStreet, placeAddressGeo]

                        placeEntity.properties = [placeAddress]
                """))
    }
}
