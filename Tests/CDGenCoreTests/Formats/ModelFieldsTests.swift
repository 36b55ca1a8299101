import CDGenTestSupport
import Foundation
import Testing

@testable import CDGenCore

/// The tables of model fields (`ModelFields`) against everything that reads or writes a field:
/// each row's example changes its field alone, and the XML writer and reader, the JSON encoder
/// and decoder, the JSON Schema, the diff and Core Data's version-hash inputs must each see
/// exactly that change, as the row says.
@Suite struct ModelFieldsTests {
    /// An element of one kind in a model: its table, the element before any example, the model
    /// that holds it (entities `Other` and `Third` beside it, each with a relationship `back`
    /// to itself, and the composite `Address`), and how each reader finds it again and the diff compares it.
    struct Subject<Element: Equatable & Sendable>: Sendable {
        let kind: String
        let fields: [ModelField<Element>]
        let base: Element
        let model: @Sendable (Element) -> DataModel
        let find: @Sendable (DataModel) -> Element?
        let diffFields: @Sendable (Element) -> [(String, String?)]
    }

    static func model(item: Entity) -> DataModel {
        var others = ["Other", "Third"].map { name in
            var entity = Entity(name: name, representedClassName: name)
            entity.codeGenerationType = .class
            entity.properties = [.relationship(Relationship(name: "back", destinationEntity: name))]
            return entity
        }
        others[0].properties.append(.attribute(Attribute(name: "kept", type: .string)))
        var model = DataModel(name: "Fields", entities: [item] + others)
        model.composites = [Composite(name: "Address", attributes: [Attribute(name: "street", type: .string)])]
        return model
    }

    static func item(_ properties: [Property]) -> Entity {
        var item = Entity(name: "Item", representedClassName: "Item")
        item.codeGenerationType = .class
        item.properties = properties
        return item
    }

    static let entity = Subject<Entity>(
        kind: "entity", fields: ModelFields.entity, base: item([]), model: { model(item: $0) }, find: { $0.entities.first },
        diffFields: { SchemaFields.of($0) })

    static let attribute: Subject<Attribute> = {
        var base = Attribute(name: "value", type: .string)
        base.isOptional = true
        return Subject(
            kind: "attribute", fields: ModelFields.attribute, base: base, model: { model(item: item([.attribute($0)])) },
            find: { $0.entities.first?.attributes.first }, diffFields: { SchemaFields.of(.attribute($0)) })
    }()

    static let relationship: Subject<Relationship> = {
        var base = Relationship(name: "r", destinationEntity: "Other")
        base.isOptional = true
        base.maxCount = "1"
        return Subject(
            kind: "relationship", fields: ModelFields.relationship, base: base, model: { model(item: item([.relationship($0)])) },
            find: { $0.entities.first?.relationships.first }, diffFields: { SchemaFields.of(.relationship($0)) })
    }()

    /// The model before and after the example of `subject`'s row `index`.
    static func pair<Element>(_ subject: Subject<Element>, _ index: Int) -> (field: ModelField<Element>, before: Element, after: Element) {
        let field = subject.fields[index]
        var before = subject.base
        field.context(&before)
        var after = before
        field.example(&after)
        return (field, before, after)
    }

    static func travels<Element>(_ subject: Subject<Element>, _ index: Int) throws {
        let (field, before, after) = pair(subject, index)
        let what = "\(subject.kind) field \(field.xml)"
        #expect(before != after, "the example of \(what) changes nothing")
        // Each format leaves out a field at its own default (`optional`: NO in XML, true in JSON).
        let xml = XMLModelWriter.contents(of: subject.model(after)), xmlBefore = XMLModelWriter.contents(of: subject.model(before))
        #expect(xml != xmlBefore && (xml + xmlBefore).contains(" \(field.xml)=\""), "the XML writer does not write the \(what)")
        let readXML = try ModelParser.parseXML(Array(xml.utf8), path: "contents", modelName: "Fields").model.withoutLocations()
        #expect(subject.find(readXML) == after, "the XML reader does not read back the \(what)")

        let json = JSONModelEncoder.text(of: subject.model(after)), jsonBefore = JSONModelEncoder.text(of: subject.model(before))
        #expect(json != jsonBefore && (json + jsonBefore).contains("\"\(field.json)\":"), "the JSON encoder does not write the \(what)")
        let readJSON = try ModelParser.parseJSON(Array(json.utf8), path: "m.json", modelName: "Fields").model.withoutLocations()
        #expect(subject.find(readJSON) == after, "the JSON decoder does not read back the \(what)")
    }

    static func compares<Element>(_ subject: Subject<Element>, _ index: Int) {
        let (field, before, after) = pair(subject, index)
        let changed = SchemaFields.changes(subject.diffFields(before), subject.diffFields(after)).map(\.field)
        #expect(changed == (field.diff.map { [$0] } ?? []), "the diff of the \(subject.kind) field \(field.xml)")
        let hashed = VersionHashInputs(coreData: subject.model(before)) != VersionHashInputs(coreData: subject.model(after))
        #expect(hashed == (field.hash == .hashed), "the version hash of the \(subject.kind) field \(field.xml)")
    }

    @Test(arguments: ModelFields.entity.indices) func eachEntityField(_ index: Int) throws {
        try Self.travels(Self.entity, index)
        Self.compares(Self.entity, index)
    }

    @Test(arguments: ModelFields.attribute.indices) func eachAttributeField(_ index: Int) throws {
        try Self.travels(Self.attribute, index)
        Self.compares(Self.attribute, index)
    }

    @Test(arguments: ModelFields.relationship.indices) func eachRelationshipField(_ index: Int) throws {
        try Self.travels(Self.relationship, index)
        Self.compares(Self.relationship, index)
    }

    /// A field the version hash covers changes the schema a store keeps: the diff must show it,
    /// or a user sees a migration without its cause. (A name is how the diff pairs elements.)
    @Test func everyHashedFieldIsInTheDiff() {
        let blind =
            ModelFields.entity.filter { $0.hash == .hashed && $0.diff == nil }.map { "entity \($0.xml)" }
            + ModelFields.attribute.filter { $0.hash == .hashed && $0.diff == nil }.map { "attribute \($0.xml)" }
            + ModelFields.relationship.filter { $0.hash == .hashed && $0.diff == nil }.map { "relationship \($0.xml)" }
        #expect(blind == ["entity name", "attribute name", "relationship name"], "hashed, not in the diff: \(blind)")
    }

    /// The tables are Xcode's vocabulary (every key Xcode writes but the legacy `syncable`) and the
    /// JSON Schema's properties of each element (but those of child elements and extras).
    @Test func theTablesAreXcodesVocabularyAndTheSchemas() throws {
        let url = TestPaths.repositoryRoot.appendingPathComponent("Schemas/cdgen-model.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let definitions = try #require((schema["$defs"] ?? schema["definitions"]) as? [String: Any])
        func keys(_ name: String) throws -> Set<String> {
            Set(try #require((definitions[name] as? [String: Any])?["properties"] as? [String: Any]).keys)
        }
        let tables: [(XMLVocabulary.Element, [String], [String], Set<String>)] = [
            (
                .entity, ModelFields.entity.map(\.xml), ModelFields.entity.map(\.json),
                [
                    "syncable", "extraAttributes", "userInfo", "attributes", "relationships", "fetchedProperties", "propertyOrder", "fetchIndexes",
                    "uniquenessConstraints", "compoundIndexes",
                ]
            ),
            (.attribute, ModelFields.attribute.map(\.xml), ModelFields.attribute.map(\.json), ["syncable", "extraAttributes", "userInfo"]),
            (.relationship, ModelFields.relationship.map(\.xml), ModelFields.relationship.map(\.json), ["syncable", "extraAttributes", "userInfo"]),
        ]
        for (element, xml, json, others) in tables {
            #expect(Set(XMLVocabulary.order(of: element)).subtracting(["syncable"]) == Set(xml), "\(element)")
            #expect(Set(json).count == json.count, "two rows of \(element) share a JSON key")
            let schemaKeys = try keys(element.rawValue)
            #expect(Set(json).isSubset(of: schemaKeys), "\(element): not in the schema: \(Set(json).subtracting(schemaKeys))")
            let unlisted = schemaKeys.subtracting(json).subtracting(others)
            #expect(unlisted.isEmpty, "\(element): in the schema, not in the table: \(unlisted)")
        }
    }
}
