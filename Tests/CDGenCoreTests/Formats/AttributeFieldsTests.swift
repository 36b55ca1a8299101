import CDGenTestSupport
import Foundation
import Testing

@testable import CDGenCore

/// The table of attribute fields (`AttributeField.all`) against everything that reads or writes a
/// field: each row's example changes its field alone, and the XML writer and reader, the JSON
/// encoder and decoder, the JSON Schema, the diff and Core Data's version-hash inputs must each
/// see exactly that change, as the row says.
@Suite struct AttributeFieldsTests {
    /// A model of one entity with the attribute `a`, and two composites for the composite row.
    static func model(_ attribute: Attribute) -> DataModel {
        var entity = Entity(name: "Item", representedClassName: "Item")
        entity.properties = [.attribute(attribute)]
        var model = DataModel(name: "Fields", entities: [entity])
        model.composites = [Composite(name: "Address", attributes: [Attribute(name: "street", type: .string)]), Composite(name: "Place")]
        return model
    }

    /// The attribute before and after `field`'s example.
    static func pair(_ field: AttributeField) -> (before: Attribute, after: Attribute) {
        var before = Attribute(name: "value", type: .string)
        before.isOptional = true
        field.context(&before)
        var after = before
        field.example(&after)
        return (before, after)
    }

    static func attribute(of model: DataModel) -> Attribute? {
        guard case .attribute(let attribute)? = model.entities.first?.properties.first else { return nil }
        return attribute
    }

    @Test(arguments: AttributeField.all.map { ($0.xml, $0) })
    func eachFieldTravelsThroughBothFormats(_ key: String, _ field: AttributeField) throws {
        let (before, after) = Self.pair(field)
        #expect(before != after, "the example changes nothing")
        // Each format leaves out a field at its own default (`optional`: NO in XML, true in JSON).
        let xml = XMLModelWriter.contents(of: Self.model(after)), xmlBefore = XMLModelWriter.contents(of: Self.model(before))
        #expect(xml != xmlBefore && (xml + xmlBefore).contains(" \(field.xml)=\""), "the XML writer does not write \(field.xml)")
        let readXML = try ModelParser.parseXML(Array(xml.utf8), path: "contents", modelName: "Fields").model.withoutLocations()
        #expect(Self.attribute(of: readXML) == after, "the XML reader does not read back \(field.xml)")
        #expect(Self.attribute(of: readXML)?.extraAttributes.isEmpty == true, "\(field.xml) lands among the extras")

        let json = JSONModelEncoder.text(of: Self.model(after)), jsonBefore = JSONModelEncoder.text(of: Self.model(before))
        #expect(json != jsonBefore && (json + jsonBefore).contains("\"\(field.json)\":"), "the JSON encoder does not write \(field.json)")
        let readJSON = try ModelParser.parseJSON(Array(json.utf8), path: "m.json", modelName: "Fields").model.withoutLocations()
        #expect(Self.attribute(of: readJSON) == after, "the JSON decoder does not read back \(field.json)")
    }

    @Test(arguments: AttributeField.all.map { ($0.xml, $0) })
    func theDiffAndTheVersionHashSeeWhatTheRowSays(_ key: String, _ field: AttributeField) {
        let (before, after) = Self.pair(field)
        let changed = SchemaFields.changes(SchemaFields.of(.attribute(before)), SchemaFields.of(.attribute(after))).map(\.field)
        #expect(changed == (field.diff.map { [$0] } ?? []), "the diff of \(field.xml)")
        let hashed = VersionHashInputs(coreData: Self.model(before)) != VersionHashInputs(coreData: Self.model(after))
        #expect(hashed == (field.hash == .hashed), "the version hash of \(field.xml)")
    }

    /// A field the version hash covers changes the schema a store keeps: the diff must show it,
    /// or a user sees a migration without its cause.
    @Test func everyHashedFieldIsInTheDiff() {
        let blind = AttributeField.all.filter { $0.hash == .hashed && $0.diff == nil && $0.xml != "name" }.map(\.xml)
        #expect(blind.isEmpty, "hashed, not in the diff: \(blind)")
    }

    @Test func theTableIsXcodesVocabularyAndTheSchemas() throws {
        #expect(Set(XMLVocabulary.order(of: .attribute)).subtracting(["syncable"]) == AttributeField.xmlKeys)
        #expect(Set(AttributeField.all.map(\.json)).count == AttributeField.all.count, "two rows share a JSON key")
        let url = TestPaths.repositoryRoot.appendingPathComponent("Schemas/cdgen-model.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let definitions = try #require((schema["$defs"] ?? schema["definitions"]) as? [String: Any])
        let attribute = try #require((definitions["attribute"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(attribute.keys).subtracting(["syncable", "extraAttributes", "userInfo"]) == Set(AttributeField.all.map(\.json)))
    }
}
