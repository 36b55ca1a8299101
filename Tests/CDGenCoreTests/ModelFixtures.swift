@testable import CDGenCore

/// A JSON model that uses every kind of object of the format and most keys, written by hand,
/// and the `contents` XML Xcode would save for the same model, also written by hand: the two
/// are independent expectations for each other.
enum ModelFixtures {
    /// Every object kind of the format: entity, attribute, relationship, fetched property, fetch
    /// request (both kinds), composite, configuration, fetch index and element (both forms),
    /// userInfo (both forms); defaults left out, inverses named once.
    static let richJSON = #"""
        {
          "format": "cdgen-model",
          "version": 1,
          "lastSavedToolsVersion": "22758",
          "systemVersion": "23F79",
          "usedWithCloudKit": true,
          "entities": [
            {
              "name": "Base",
              "className": ".Base",
              "abstract": true,
              "codegen": "category",
              "attributes": [
                {"name": "created", "type": "Date", "usesScalarType": false, "defaultDate": 708064860, "minDate": "0"},
                {"name": "title", "type": "String", "optional": false, "min": 1, "max": "64", "regularExpression": "^[a-z]+$", "default": "", "indexInSpotlight": true}
              ],
              "relationships": [
                {"name": "owner", "destination": "Person", "deletionRule": "No Action"}
              ],
              "userInfo": {"note": "a \"base\" <entity> & more"}
            },
            {
              "name": "Person",
              "parent": "Base",
              "renamingID": "Human",
              "hashModifier": "v2",
              "syncable": null,
              "extraAttributes": {"customFlag": "on"},
              "attributes": [
                {"name": "age", "type": "Integer 16", "usesScalarType": true, "default": 0, "derived": true, "derivation": "birth.@count"},
                {"name": "avatar", "type": "Binary", "allowsExternalStorage": true, "allowsCloudEncryption": true, "preserveAfterDeletion": true, "syncable": true},
                {"name": "color", "type": "Transformable", "transformer": "NSSecureUnarchiveFromDataTransformer", "customClass": "UIKit.UIColor",
                 "indexed": true, "storeInExternalRecordFile": true, "renamingID": "colour", "hashModifier": "2",
                 "userInfo": [{"key": "k", "value": "1"}, {"key": "k", "value": "2"}]},
                {"name": "flag", "type": "Boolean", "default": false, "usesScalarType": true},
                {"name": "place", "type": "Composite", "composite": "Point"},
                {"name": "scratch", "type": "Undefined", "transient": true, "extraAttributes": {"futureKey": "x"}}
              ],
              "relationships": [
                {"name": "items", "destination": "Base", "inverse": "owner", "toMany": true, "ordered": true, "minCount": 1, "maxCount": "9",
                 "deletionRule": "Cascade", "transient": true, "indexInSpotlight": true, "renamingID": "things", "hashModifier": "h",
                 "syncable": true, "userInfo": {}},
                {"name": "best", "destination": "Person", "inverse": null, "maxCount": null, "optional": false},
                {"name": "friends", "destination": "Person", "toMany": true, "inverse": "friendOf"},
                {"name": "friendOf", "destination": "Person", "toMany": true}
              ],
              "fetchedProperties": [
                {"name": "recent", "fetchRequest": {"entity": "Base", "predicate": "created > $FETCH_SOURCE.created"}, "syncable": true, "userInfo": {"a": "b"}}
              ],
              "propertyOrder": ["age", "avatar", "best", "color", "flag", "friendOf", "friends", "items", "place", "recent", "scratch"],
              "fetchIndexes": [
                {"name": "byAge", "elements": ["age", {"property": "title", "order": "descending"},
                                               {"property": "place", "type": "R-Tree", "order": null, "extraAttributes": {"collation": "x"}}]}
              ],
              "uniquenessConstraints": [["title"], ["age", "color"]],
              "compoundIndexes": [],
              "userInfo": {"z": "1", "a": "2"}
            }
          ],
          "composites": [
            {"name": "Point", "attributes": [{"name": "x", "type": "Double", "default": "0.0", "usesScalarType": true}]},
            {"name": "Empty"}
          ],
          "fetchRequests": [
            {"name": "Adults", "entity": "Person", "predicate": "age >= $AGE && title != \"\"", "includeSubentities": true,
             "resultType": 2, "fetchLimit": 100, "extraAttributes": {"fetchOffset": "5"}}
          ],
          "configurations": [
            {"name": "Cloud", "entities": ["Base", "Person"], "usedWithCloudKit": true},
            {"name": "Local"}
          ],
          "userInfo": {"model": "info"}
        }
        """#

    /// `richJSON` as Xcode saves it: Xcode's attribute order, 4-space indentation, `>` not
    /// escaped, no newline after `</model>`. Extra attributes Xcode's order does not know
    /// (`customFlag`, `futureKey`, `collation`, `fetchOffset`) come last.
    static let richXML = #"""
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22758" systemVersion="23F79" minimumToolsVersion="Automatic" sourceLanguage="Swift" usedWithCloudKit="YES" userDefinedModelVersionIdentifier="">
            <entity name="Base" representedClassName=".Base" isAbstract="YES" syncable="YES" codeGenerationType="category">
                <attribute name="created" optional="YES" attributeType="Date" minDateTimeInterval="0" defaultDateTimeInterval="708064860" usesScalarValueType="NO"/>
                <attribute name="title" attributeType="String" minValueString="1" maxValueString="64" regularExpressionString="^[a-z]+$" defaultValueString="" spotlightIndexingEnabled="YES"/>
                <relationship name="owner" optional="YES" maxCount="1" deletionRule="No Action" destinationEntity="Person" inverseName="items" inverseEntity="Person"/>
                <userInfo>
                    <entry key="note" value="a &quot;base&quot; &lt;entity> &amp; more"/>
                </userInfo>
            </entity>
            <entity name="Person" representedClassName="Person" parentEntity="Base" elementID="Human" versionHashModifier="v2" codeGenerationType="class" customFlag="on">
                <attribute name="age" optional="YES" attributeType="Integer 16" defaultValueString="0" derived="YES" derivationExpression="birth.@count" usesScalarValueType="YES"/>
                <attribute name="avatar" optional="YES" attributeType="Binary" allowsExternalBinaryDataStorage="YES" preserveAfterDeletion="YES" allowsCloudEncryption="YES" syncable="YES"/>
                <relationship name="best" deletionRule="Nullify" destinationEntity="Person"/>
                <attribute name="color" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromDataTransformer" customClassName="UIKit.UIColor" indexed="YES" storedInTruthFile="YES" elementID="colour" versionHashModifier="2">
                    <userInfo>
                        <entry key="k" value="1"/>
                        <entry key="k" value="2"/>
                    </userInfo>
                </attribute>
                <attribute name="flag" optional="YES" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
                <relationship name="friendOf" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Person" inverseName="friends" inverseEntity="Person"/>
                <relationship name="friends" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Person" inverseName="friendOf" inverseEntity="Person"/>
                <relationship name="items" optional="YES" transient="YES" toMany="YES" minCount="1" maxCount="9" deletionRule="Cascade" ordered="YES" destinationEntity="Base" inverseName="owner" inverseEntity="Base" spotlightIndexingEnabled="YES" elementID="things" versionHashModifier="h" syncable="YES">
                    <userInfo/>
                </relationship>
                <attribute name="place" optional="YES" attributeType="Composite" composite="Point"/>
                <fetchedProperty name="recent" optional="YES" syncable="YES">
                    <fetchRequest name="fetchedPropertyFetchRequest" entity="Base" predicateString="created > $FETCH_SOURCE.created"/>
                    <userInfo>
                        <entry key="a" value="b"/>
                    </userInfo>
                </fetchedProperty>
                <attribute name="scratch" optional="YES" transient="YES" futureKey="x"/>
                <fetchIndex name="byAge">
                    <fetchIndexElement property="age" type="Binary" order="ascending"/>
                    <fetchIndexElement property="title" type="Binary" order="descending"/>
                    <fetchIndexElement property="place" type="R-Tree" collation="x"/>
                </fetchIndex>
                <uniquenessConstraints>
                    <uniquenessConstraint>
                        <constraint value="title"/>
                    </uniquenessConstraint>
                    <uniquenessConstraint>
                        <constraint value="age"/>
                        <constraint value="color"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
                <compoundIndexes/>
                <userInfo>
                    <entry key="z" value="1"/>
                    <entry key="a" value="2"/>
                </userInfo>
            </entity>
            <composite name="Point">
                <attribute name="x" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
            </composite>
            <composite name="Empty"/>
            <fetchRequest name="Adults" entity="Person" predicateString="age >= $AGE &amp;&amp; title != &quot;&quot;" includeSubentities="YES" resultType="2" fetchLimit="100" fetchOffset="5"/>
            <configuration name="Cloud" usedWithCloudKit="YES">
                <memberEntity name="Base"/>
                <memberEntity name="Person"/>
            </configuration>
            <configuration name="Local"/>
            <userInfo>
                <entry key="model" value="info"/>
            </userInfo>
        </model>
        """#

    /// Parses `richJSON`.
    static func richFromJSON() throws -> ParsedModel {
        try ModelParser.parseJSON(Array(richJSON.utf8), path: "Rich.json", modelName: "Rich")
    }

    /// Parses `richXML`.
    static func richFromXML() throws -> ParsedModel {
        try ModelParser.parseXML(Array(richXML.utf8), path: "Rich/contents", modelName: "Rich")
    }
}
