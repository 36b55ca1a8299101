@testable import CDGenCore
import Testing

/// The JSON front end: defaults, inverse inference, and a located diagnostic for every kind of
/// bad input.
@Suite struct JSONModelDecoderTests {
    /// The diagnostics of parsing `text` (thrown or returned), one `line:col: severity: message` each.
    private func diagnostics(_ text: String) -> [String] {
        let render = { (d: Diagnostic) in "\(d.location?.line ?? 0):\(d.location?.column ?? 0): \(d.severity): \(d.message)" }
        do {
            return try ModelParser.parseJSON(Array(text.utf8), path: "M.json", modelName: "M").diagnostics.map(render)
        } catch let error as DiagnosticError {
            return error.diagnostics.map(render)
        } catch {
            return ["\(error)"]
        }
    }

    /// A model with one entity `A` whose body is `entity` (JSON members after `"name": "A"`).
    private func model(entity: String, more: String = "") -> String {
        """
        {
          "format": "cdgen-model",
          "version": 1,
          "entities": [
            {
              "name": "A",
              \(entity)
            }
          ]\(more)
        }
        """
    }

    @Test func theRichJSONIsTheSameModelAsItsHandWrittenXML() throws {
        let json = try ModelFixtures.richFromJSON()
        let xml = try ModelFixtures.richFromXML()
        #expect(json.diagnostics.isEmpty, "\(json.diagnostics)")
        #expect(xml.diagnostics.isEmpty, "\(xml.diagnostics)")
        let a = json.model.withoutLocations(), b = xml.model.withoutLocations()
        #expect(a.modelAttributes == b.modelAttributes)
        for (x, y) in zip(a.entities, b.entities) {
            for (p, q) in zip(x.properties, y.properties) { #expect(p == q) }
            #expect(x == y)
        }
        #expect(a == b)
    }

    @Test func absentKeysAreXcodesDefaults() throws {
        let parsed = try ModelParser.parseJSON(
            Array(model(entity: #""attributes": [{"name": "n", "type": "String"}], "relationships": [{"name": "r", "destination": "A"}]"#).utf8),
            path: "M.json", modelName: "M")
        let entity = try #require(parsed.model.entities.first)
        #expect(
            parsed.model.modelAttributes.map { "\($0.name)=\($0.value)" } == [
                "type=com.apple.IDECoreDataModeler.DataModel", "documentVersion=1.0", "lastSavedToolsVersion=24512",
                "systemVersion=25C56", "minimumToolsVersion=Automatic", "sourceLanguage=Swift", "userDefinedModelVersionIdentifier=",
            ])
        #expect(entity.representedClassName == "A")
        #expect(entity.codeGenerationType == .class)
        #expect(entity.extraAttributes == [ExtraAttribute(name: "syncable", value: "YES")])
        #expect(entity.attributes.first?.isOptional == true)
        #expect(entity.attributes.first?.usesScalarValueType == nil)
        let r = try #require(entity.relationships.first)
        #expect(r.isOptional && !r.isToMany && r.maxCount == "1" && r.minCount == nil && r.deletionRule == .nullify)
        #expect(r.inverseName == nil && r.inverseEntity == nil)
    }

    @Test func anInverseNamedOnOneSideIsInferredOnTheOther() throws {
        let text = model(
            entity: #"""
                "relationships": [{"name": "children", "destination": "A", "toMany": true}, {"name": "parent", "destination": "A", "inverse": "children"},
                                  {"name": "lonely", "destination": "A"}]
                """#)
        let parsed = try ModelParser.parseJSON(Array(text.utf8), path: "M.json", modelName: "M")
        let relationships = try #require(parsed.model.entities.first).relationships
        #expect(
            relationships.map { "\($0.name)→\($0.inverseEntity ?? "-").\($0.inverseName ?? "-")" } == ["children→A.parent", "parent→A.children", "lonely→-.-"])
    }

    @Test func anUnknownVersionNamesTheSupportedOnes() {
        #expect(
            diagnostics(#"{"format": "cdgen-model", "version": 2, "entities": 5}"#)
                == ["1:38: error: unsupported version 2 of the cdgen-model format; this cdgen reads version 1"])
        #expect(
            diagnostics(#"{"format": "cdgen-model", "version": "1"}"#)
                == [#"1:38: error: unsupported version "1" of the cdgen-model format; this cdgen reads version 1"#])
        #expect(diagnostics(#"{"format": "cdgen-model"}"#) == ["1:1: error: missing key \"version\" (this cdgen reads version 1)"])
        #expect(diagnostics(#"{"version": 1}"#) == [#"1:1: error: missing key "format": a cdgen model starts with "format": "cdgen-model""#])
        #expect(diagnostics(#"{"format": "momxml", "version": 1}"#) == [#"1:12: error: "format" must be "cdgen-model", not "momxml""#])
        #expect(diagnostics("[]") == ["1:1: error: the model must be an object, not an array"])
    }

    @Test func wrongTypesUnknownKeysAndValuesAreLocated() {
        let text = model(
            entity: #"""
                "abstract": "YES",
                "attributes": [{"name": "n", "type": "Integer 128", "optinal": true, "default": [1]}],
                "relationships": [{"name": "r", "destination": "A", "toMany": 1, "deletionRule": "cascade", "maxCount": 1.5}]
                """#, more: #", "entites": []"#)
        #expect(
            diagnostics(text) == [
                #"7:19: error: "abstract" must be a Boolean (true or false), not a string"#,
                #"8:38: error: unknown attribute type "Integer 128"; did you mean "Integer 16"?"#,
                #"8:53: error: unknown key "optinal" in attribute "A.n"; did you mean "optional"?"#,
                #"8:81: error: "default" must be a string, a number or a Boolean, not an array"#,
                #"9:63: error: "toMany" must be a Boolean (true or false), not a number"#,
                #"9:82: error: unknown deletion rule "cascade"; did you mean "Cascade"?"#,
                #"9:105: error: "maxCount" must be an integer, a string or null, not a number"#,
                #"11:6: error: unknown key "entites" in the model; did you mean "entities"?"#,
            ])
    }

    @Test func namesThatReferToNothingAreErrorsWithADidYouMean() {
        let text = model(
            entity: #"""
                "parent": "B",
                "attributes": [{"name": "p", "type": "Composite", "composite": "Pointt"}],
                "relationships": [{"name": "r", "destination": "a", "inverse": "s", "inverseEntity": "Zed"}]
                """#,
            more: #"""
                ,
                  "composites": [{"name": "Point"}],
                  "fetchRequests": [{"name": "All", "entity": "AA"}],
                  "configurations": [{"name": "C", "entities": ["A", "Nope"]}]
                """#)
        #expect(
            diagnostics(text) == [
                #"7:17: error: unknown parent entity "B" in entity "A""#,
                #"8:64: error: unknown composite "Pointt" in attribute "A.p"; did you mean "Point"?"#,
                #"9:48: error: unknown destination entity "a" in relationship "A.r"; did you mean "A"?"#,
                #"9:86: error: unknown inverse entity "Zed" in relationship "A.r""#,
                #"13:47: error: unknown entity "AA" in fetch request "All""#,
                #"14:54: error: unknown entity "Nope" in configuration "C""#,
            ])
    }

    @Test func anInverseItsEntityDoesNotHaveIsAWarningLikeTheXMLFrontEndAccepts() {
        let text = model(entity: #""relationships": [{"name": "parent", "destination": "A", "inverse": "chlidren"}]"#)
        #expect(
            diagnostics(text) == [
                #"7:75: warning: the inverse "chlidren" of relationship "A.parent" is not a relationship of entity "A""#
            ])
    }

    @Test func extraAttributesCannotShadowModelledOrPromotedKeys() {
        let text = model(
            entity: #"""
                "syncable": true,
                "extraAttributes": {"name": "X", "syncable": "YES", "1bad": "x", "ok": 1}
                """#)
        #expect(
            diagnostics(text) == [
                #"8:21: error: "name" cannot be an extra attribute: it has a key of its own in entity "A""#,
                #"8:34: error: "syncable" is given twice: as "syncable" and in "extraAttributes""#,
                #"8:53: error: "1bad" is not a valid XML attribute name"#,
                #"8:72: error: the extra attribute "ok" must be a string, not a number"#,
            ])
    }

    @Test func propertyOrderMustNameEveryPropertyOnce() {
        let body = #""attributes": [{"name": "a", "type": "String"}, {"name": "b", "type": "String"}],"#
        #expect(
            diagnostics(model(entity: body + #" "propertyOrder": ["b", "c"]"#))
                == [#"7:112: error: "propertyOrder" names "c", which is not a property of entity "A" (or is named twice)"#])
        #expect(
            diagnostics(model(entity: body + #" "propertyOrder": ["b"]"#))
                == [#"7:106: error: "propertyOrder" does not name the property "a""#])
    }

    @Test func charactersAnXMLFileCannotHoldAreRefused() {
        #expect(diagnostics(model(entity: #""renamingID": "a\u0001b""#)) == ["7:21: error: the string contains U+0001, which an XML model file cannot hold"])
    }
}
