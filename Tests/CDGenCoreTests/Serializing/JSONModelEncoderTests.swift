@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// Canonical JSON: defaults left out, `null` only where a default or an inference would say
/// something else, and `decode(encode(m)) == m`.
@Suite struct ModelJSONEncoderTests {
    private func roundTrip(_ model: DataModel) throws -> DataModel {
        try ModelParser.parseJSON(Array(JSONModelEncoder.text(of: model).utf8), path: "M.json", modelName: model.name).model
    }

    @Test func theRichModelReadsBackTheSameAndItsTextIsStable() throws {
        let model = try ModelFixtures.richFromJSON().model
        let text = JSONModelEncoder.text(of: model)
        let back = try roundTrip(model)
        #expect(back.withoutLocations() == model.withoutLocations())
        #expect(JSONModelEncoder.text(of: back) == text)
        #expect(JSONModelEncoder.text(of: try ModelFixtures.richFromXML().model) == text)
    }

    @Test func aChatEntityIsShortBecauseXcodesDefaultsAreLeftOut() throws {
        let folder = TestPaths.repositoryRoot.appendingPathComponent("Samples/Chat/Chat.xcdatamodeld")
        let model = try ModelParser.load(folder.path).parsed.model
        let json = JSONModelEncoder.json(of: model)
        let mensaje = try #require(json["entities"]?.array?[1])
        #expect(
            JSONWriter.text(of: mensaje) == """
                {
                  "name": "Mensaje",
                  "attributes": [
                    {
                      "name": "fecha",
                      "type": "Date",
                      "usesScalarType": false
                    },
                    {
                      "name": "texto",
                      "type": "String"
                    }
                  ],
                  "relationships": [
                    {
                      "name": "conversacion",
                      "destination": "Conversacion",
                      "inverse": "mensajes"
                    },
                    {
                      "name": "usuario",
                      "destination": "Usuario",
                      "inverse": "mensajes"
                    }
                  ]
                }

                """)
        #expect(json.members?.map(\.key) == ["format", "version", "entities"])
    }

    @Test func aMissingInverseIsNullOnlyWhereTheOtherSideWouldGiveOne() throws {
        var a = Entity(name: "A", representedClassName: "A")
        var named = Relationship(name: "r", destinationEntity: "A")
        named.inverseName = "s"
        named.inverseEntity = "A"
        a.properties = [
            .relationship(named), .relationship(Relationship(name: "s", destinationEntity: "A")),
            .relationship(Relationship(name: "t", destinationEntity: "A")),
        ]
        let model = DataModel(name: "M", entities: [a])
        let relationships = try #require(JSONModelEncoder.json(of: model)["entities"]?.array?.first?["relationships"]?.array)
        #expect(relationships.map { $0["inverse"]?.kind } == [.string("s"), .null, nil])
        #expect(try roundTrip(model).withoutLocations() == model.withoutLocations())
    }

    @Test func legacyModelAttributesAndOddValuesFallBackToExtraAttributesLosslessly() throws {
        var model = DataModel(name: "Old", entities: [Entity(name: "A")])
        model.modelAttributes = [
            ExtraAttribute(name: "name", value: ""), ExtraAttribute(name: "userDefinedModelVersionIdentifier", value: ""),
            ExtraAttribute(name: "type", value: "com.apple.IDECoreDataModeler.DataModel"), ExtraAttribute(name: "iOSVersion", value: "Automatic"),
        ]
        model.entities[0].extraAttributes = [ExtraAttribute(name: "syncable", value: "maybe")]
        var r = Relationship(name: "r", destinationEntity: "A")
        r.isToMany = true
        r.maxCount = "07"
        r.minCount = "1"
        model.entities[0].properties = [.relationship(r)]
        let json = JSONModelEncoder.json(of: model)
        #expect(
            json.members?.map(\.key) == [
                "format", "version", "documentVersion", "lastSavedToolsVersion", "systemVersion", "minimumToolsVersion",
                "sourceLanguage", "extraAttributes", "entities",
            ])
        #expect(json["documentVersion"]?.kind == .null)
        let entity = try #require(json["entities"]?.array?.first)
        #expect(entity["className"]?.kind == .null)
        #expect(entity["syncable"] == nil && entity["extraAttributes"]?["syncable"]?.string == "maybe")
        let relationship = try #require(entity["relationships"]?.array?.first)
        #expect(relationship["minCount"]?.kind == .number("1") && relationship["maxCount"]?.kind == .string("07"))
        #expect(try roundTrip(model).withoutLocations() == model.withoutLocations())
    }
}
