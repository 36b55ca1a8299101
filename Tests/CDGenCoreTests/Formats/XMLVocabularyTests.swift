@testable import CDGenCore
import Testing

/// The serializer's table of modelled keys agrees with what the XML front end reads into fields:
/// every modelled key is taken, every other key is kept as an extra.
@Suite struct XMLVocabularyTests {
    /// A minimal document in which `element` carries every modelled key plus `unknownKey`.
    private func document(for element: XMLVocabulary.Element) -> String {
        let attributes =
            XMLVocabulary.modelled(in: element).sorted().map { key -> String in
                let value =
                    ["attributeType": "String", "deletionRule": "Cascade", "codeGenerationType": "class"][key]
                    ?? ([
                        "optional", "transient", "derived", "usesScalarValueType", "allowsExternalBinaryDataStorage", "allowsCloudEncryption",
                        "spotlightIndexingEnabled", "preserveAfterDeletion", "indexed", "storedInTruthFile", "isAbstract", "toMany", "ordered",
                    ].contains(key) ? "YES" : "v")
                return " \(key)=\"\(value)\""
            }.joined() + #" unknownKey="u""#
        let tag = "<\(element.rawValue)\(attributes)/>"
        let body: String
        switch element {
        case .entity: body = tag
        case .attribute, .relationship, .fetchedProperty: body = "<entity name=\"E\">\(tag)</entity>"
        case .fetchRequest, .configuration: body = tag
        case .fetchIndexElement: body = "<entity name=\"E\"><fetchIndex name=\"i\">\(tag)</fetchIndex></entity>"
        }
        return "<model>\(body)</model>"
    }

    private func extras(of element: XMLVocabulary.Element, in model: DataModel) -> [ExtraAttribute] {
        switch element {
        case .entity: model.entities.first?.extraAttributes ?? []
        case .attribute: model.entities.first?.attributes.first?.extraAttributes ?? []
        case .relationship: model.entities.first?.relationships.first?.extraAttributes ?? []
        case .fetchedProperty: model.entities.first?.fetchedProperties.first?.extraAttributes ?? []
        case .fetchRequest: model.fetchRequests.first?.extraAttributes ?? []
        case .configuration: model.configurations.first?.extraAttributes ?? []
        case .fetchIndexElement: model.entities.first?.fetchIndexes.first?.elements.first?.extraAttributes ?? []
        }
    }

    @Test(arguments: XMLVocabulary.Element.allCases)
    func modelledKeysAreExactlyTheOnesTheXMLFrontEndTakes(element: XMLVocabulary.Element) throws {
        let model = try ModelParser.parseXML(Array(document(for: element).utf8), path: "V", modelName: "V").model
        #expect(extras(of: element, in: model) == [ExtraAttribute(name: "unknownKey", value: "u")])
    }

    @Test(arguments: XMLVocabulary.Element.allCases)
    func xcodesOrderNamesEveryModelledKeyOnce(element: XMLVocabulary.Element) {
        let order = XMLVocabulary.order(of: element)
        #expect(Set(order).count == order.count)
        #expect(XMLVocabulary.modelled(in: element).isSubset(of: Set(order)))
    }
}
