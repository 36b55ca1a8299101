import CDGenTestSupport
import Foundation
import Testing

/// `cdgen generate --framework swiftdata` output for what the stand-in's rules are about compiles
/// against the stand-in: a required transient attribute of every type without a default (the
/// values cdgen picks satisfy `@Transient`'s rule), a model subclass, and an R-tree `#Index`.
@Suite("Generated SwiftData output meets the stand-in's rules")
struct SwiftDataGeneratedRulesTests {
    static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
            <entity name="Cache" representedClassName="Cache">
                <attribute name="short" transient="YES" attributeType="Integer 16"/>
                <attribute name="medium" transient="YES" attributeType="Integer 32"/>
                <attribute name="long" transient="YES" attributeType="Integer 64"/>
                <attribute name="price" transient="YES" attributeType="Decimal"/>
                <attribute name="ratio" transient="YES" attributeType="Double"/>
                <attribute name="scale" transient="YES" attributeType="Float"/>
                <attribute name="text" transient="YES" attributeType="String"/>
                <attribute name="flag" transient="YES" attributeType="Boolean"/>
                <attribute name="when" transient="YES" attributeType="Date"/>
                <attribute name="bytes" transient="YES" attributeType="Binary"/>
                <attribute name="token" transient="YES" attributeType="UUID"/>
                <attribute name="link" transient="YES" attributeType="URI"/>
                <attribute name="tint" transient="YES" attributeType="Transformable"/>
                <attribute name="handle" transient="YES" attributeType="ObjectID"/>
                <attribute name="latitude" attributeType="Double" defaultValueString="0"/>
                <attribute name="longitude" attributeType="Double" defaultValueString="0"/>
                <attribute name="name" attributeType="String"/>
                <fetchIndex name="byName"><fetchIndexElement property="name" type="Binary" order="ascending"/></fetchIndex>
                <fetchIndex name="byPlace">
                    <fetchIndexElement property="latitude" type="R-Tree" order="ascending"/>
                    <fetchIndexElement property="longitude" type="R-Tree" order="ascending"/>
                </fetchIndex>
            </entity>
            <entity name="Pinned" representedClassName="Pinned" parentEntity="Cache">
                <attribute name="rank" transient="YES" attributeType="Integer 32"/>
                <attribute name="note" attributeType="String"/>
            </entity>
        </model>
        """

    @Test("Transient defaults of every type, a model subclass and an R-tree index compile")
    func generatedOutputCompiles() async throws {
        let folder = try Scratch.folder("swiftdata-generated-rules")
        defer { if !Scratch.keep { try? FileManager.default.removeItem(at: folder) } }
        let model = folder.appendingPathComponent("Rules.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try Self.model.write(to: model.appendingPathComponent("contents"), atomically: false, encoding: .utf8)
        let output = folder.appendingPathComponent("out")
        let run = try await SwiftDataTypeCheckTests.generate(["generate", model.path, "--framework", "swiftdata", "-o", output.path], log: folder)
        try #require(run.status == 0, "\(run.output)")
        let cache = try String(contentsOf: output.appendingPathComponent("Cache.swift"), encoding: .utf8)
        #expect(cache.contains("@Transient public var link: URL = URL(string: \"about:blank\")!"), "\(cache)")
        #expect(cache.contains(#"#Index<Cache>(.binary([\.name]), .rtree([\.latitude, \.longitude]))"#), "\(cache)")
        let outcome = try await SwiftDataCheck.typeCheck(folder: output, label: "swiftdata-generated-rules")
        #expect(outcome.files == 3)   // the two @Model classes and RulesStore.swift
        #expect(outcome.problems.isEmpty, "\(outcome.problems.joined(separator: "\n"))")
    }
}
