@testable import CDGenCore
import Testing

/// XcodeOutput.md §16: the XML front end keeps every element and key, in document order, with lines.
@Suite struct XMLModelDecoderTests {
    static let rich = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22158.8" systemVersion="22G90" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
            <entity name="MainEntity" representedClassName="App.CustomMainEntity" parentEntity="Base" isAbstract="YES" elementID="renamed" versionHashModifier="v2" syncable="YES" codeGenerationType="category">
                <attribute name="binaryData" optional="YES" attributeType="Binary" allowsExternalBinaryDataStorage="YES">
                    <userInfo>
                        <entry key="key" value="value"/>
                    </userInfo>
                </attribute>
                <attribute name="count" optional="YES" attributeType="Integer 64" minValueString="1" maxValueString="9" defaultValueString="3" usesScalarValueType="YES" derived="YES" derivationExpression="items.@count"/>
                <attribute name="when" attributeType="Date" minDateTimeInterval="0" defaultDateTimeInterval="708064860" usesScalarValueType="NO" preserveAfterDeletion="YES"/>
                <attribute name="point" optional="YES" attributeType="Composite" composite="Point"/>
                <attribute name="scratch" optional="YES" transient="YES"/>
                <relationship name="items" optional="YES" toMany="YES" minCount="1" maxCount="9" deletionRule="Cascade" ordered="YES" destinationEntity="Base" inverseName="owner" inverseEntity="Base"/>
                <attribute name="zeta" optional="YES" attributeType="String" regularExpressionString="^[a-z]+$" spotlightIndexingEnabled="YES" allowsCloudEncryption="YES"/>
                <fetchedProperty name="recent" optional="YES">
                    <fetchRequest name="fetchedPropertyFetchRequest" entity="Base" predicateString="true == true"/>
                </fetchedProperty>
                <fetchIndex name="byCount">
                    <fetchIndexElement property="count" type="Binary" order="ascending"/>
                </fetchIndex>
                <uniquenessConstraints>
                    <uniquenessConstraint>
                        <constraint value="zeta"/>
                        <constraint value="count"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
                <compoundIndexes>
                    <compoundIndex>
                        <index value="count"/>
                    </compoundIndex>
                </compoundIndexes>
                <userInfo/>
            </entity>
            <entity name="Base" representedClassName="Base" syncable="YES">
                <relationship name="owner" optional="YES" maxCount="1" deletionRule="No Action" destinationEntity="MainEntity" inverseName="items" inverseEntity="MainEntity"/>
            </entity>
            <composite name="Point">
                <attribute name="x" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
            </composite>
            <fetchRequest name="ObjectFetchRequest" entity="MainEntity" predicateString="zeta == $NAME" fetchLimit="100" returnObjectsAsFaults="YES"/>
            <configuration name="Cloud" usedWithCloudKit="YES">
                <memberEntity name="MainEntity"/>
                <memberEntity name="Base"/>
            </configuration>
            <elements>
                <element name="Base" positionX="0" positionY="0" width="128" height="44"/>
            </elements>
        </model>
        """

    private func parse() throws -> ParsedModel {
        try ModelParser.parseXML(Array(Self.rich.utf8), path: "Rich.xml", modelName: "Rich")
    }

    @Test func entityKeysAreAllKept() throws {
        let parsed = try parse()
        #expect(parsed.diagnostics.isEmpty)
        let main = try #require(parsed.model.entities.first)
        #expect(main.name == "MainEntity" && main.representedClassName == "App.CustomMainEntity")
        #expect(main.parentEntity == "Base" && main.isAbstract && main.codeGenerationType == .category)
        #expect(main.elementID == "renamed" && main.versionHashModifier == "v2")
        #expect(main.extraAttributes == [ExtraAttribute(name: "syncable", value: "YES")])
        #expect(main.fetchIndexes.map(\.name) == ["byCount"])
        #expect(main.fetchIndexes.first?.elements == [FetchIndexElement(property: "count", type: "Binary", order: "ascending")])
        #expect(main.uniquenessConstraints == [["zeta", "count"]])
        #expect(main.compoundIndexes == [["count"]])
        #expect(main.userInfo == [])
        #expect(main.location?.line == 3 && main.location?.column == 5)
    }

    @Test func propertiesStayInDocumentOrder() throws {
        let main = try #require(try parse().model.entities.first)
        #expect(main.properties.map(\.name) == ["binaryData", "count", "when", "point", "scratch", "items", "zeta", "recent"])
        #expect(main.properties.compactMap(\.location?.line) == [4, 9, 10, 11, 12, 13, 14, 15])
    }

    @Test func attributeKeysAreAllKept() throws {
        let attributes = try #require(try parse().model.entities.first).attributes
        #expect(
            attributes[0].type == .binary && attributes[0].allowsExternalBinaryDataStorage
                && attributes[0].userInfo == [UserInfoEntry(key: "key", value: "value")])
        let count = attributes[1]
        #expect(count.minValueString == "1" && count.maxValueString == "9" && count.defaultValueString == "3")
        #expect(count.usesScalarValueType == true && count.isDerived && count.derivationExpression == "items.@count" && count.isOptional)
        #expect(
            attributes[2].minDateTimeInterval == "0" && attributes[2].defaultDateTimeInterval == "708064860" && attributes[2].preserveAfterDeletion
                && !attributes[2].isOptional)
        #expect(attributes[3].type == .composite && attributes[3].compositeName == "Point")
        #expect(attributes[4].type == .undefined && attributes[4].isTransient)
        #expect(attributes[5].regularExpressionString == "^[a-z]+$" && attributes[5].spotlightIndexingEnabled && attributes[5].allowsCloudEncryption)
    }

    @Test func relationshipKeysAreAllKept() throws {
        let model = try parse().model
        let items = try #require(model.entities.first?.relationships.first)
        #expect(items.isToMany && items.isOrdered && items.minCount == "1" && items.maxCount == "9" && items.deletionRule == .cascade)
        #expect(items.destinationEntity == "Base" && items.inverseName == "owner" && items.inverseEntity == "Base")
        #expect(model.entities[1].relationships.first?.deletionRule == .noAction)
    }

    @Test func modelLevelElementsAreKept() throws {
        let model = try parse().model
        #expect(model.modelAttributes.first { $0.name == "lastSavedToolsVersion" }?.value == "22158.8")
        #expect(model.composites.map(\.name) == ["Point"] && model.composites[0].attributes.map(\.name) == ["x"])
        #expect(model.fetchRequests.map(\.name) == ["ObjectFetchRequest"])
        #expect(model.fetchRequests[0].predicateString == "zeta == $NAME")
        #expect(model.fetchRequests[0].extraAttributes.map(\.name) == ["fetchLimit", "returnObjectsAsFaults"])
        #expect(model.configurations.map(\.memberEntities) == [["MainEntity", "Base"]])
        #expect(model.configurations[0].extraAttributes == [ExtraAttribute(name: "usedWithCloudKit", value: "YES")])
        let fetched = try #require(model.entities.first?.fetchedProperties.first)
        #expect(fetched.fetchRequest?.predicateString == "true == true")
    }

    @Test func malformedXMLGivesALocatedError() throws {
        let bad = "<?xml version=\"1.0\"?>\n<model>\n    <entity name=\"A\">\n</model>\n"
        let error = try #require(throws: DiagnosticError.self) {
            try ModelParser.parseXML(Array(bad.utf8), path: "Bad.xml", modelName: "Bad")
        }
        let first = try #require(error.diagnostics.first)
        #expect(first.severity == .error && first.location?.file == "Bad.xml" && first.location?.line == 4)
        #expect(first.description.hasPrefix("Bad.xml:4:"))
    }

    @Test(arguments: [
        ("<model><entity name=\"A\" isAbstract=\"maybe\"/></model>", "'isAbstract' must be YES or NO"),
        ("<model><entity name=\"A\"><attribute name=\"x\" attributeType=\"Integer 128\"/></entity></model>", "unknown attributeType 'Integer 128'"),
        ("<model><entity name=\"A\"><relationship name=\"r\"/></entity></model>", "<relationship> has no 'destinationEntity' attribute"),
        ("<plist/>", "expected a <model> root element"),
        ("", "the file is empty"),
        ("<!DOCTYPE model [<!ENTITY x \"y\">]><model name=\"&x;\"/>", "<!DOCTYPE> is not allowed"),
    ])
    func badInputIsALocatedError(xml: String, message: String) throws {
        let error = try #require(throws: DiagnosticError.self) {
            try ModelParser.parseXML(Array(xml.utf8), path: "M.xml", modelName: "M")
        }
        #expect(error.diagnostics.contains { $0.message.contains(message) && $0.location?.line ?? 0 >= 1 }, "\(error)")
    }
}
