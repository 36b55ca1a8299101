import CDGenTestSupport
import Foundation
import Testing

/// `cdgen convert` and `cdgen dump` as a user runs them, on the Samples and their JSON twins.
@Suite struct ConvertCommandTests {
    static func sample(_ name: String) -> URL {
        TestPaths.repositoryRoot.appendingPathComponent("Samples/\(name)")
    }

    @Test(arguments: TestPaths.samples.map(\.lastPathComponent))
    func theJSONTwinConvertsToTheSamplesXMLByteForByte(sample: String) throws {
        let output = try CLI.temporaryFolder("convert").appendingPathComponent("\(sample).xcdatamodeld")
        let run = try CLI.run(["convert", Self.sample(sample).appendingPathComponent("\(sample).json").path, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "cdgen: 2 files written, 0 unchanged in \(output.path)\n")
        let original = Self.sample(sample).appendingPathComponent("\(sample).xcdatamodeld")
        for file in [".xccurrentversion", "\(sample).xcdatamodel/contents"] {
            let want = try Data(contentsOf: original.appendingPathComponent(file))
            let got = try Data(contentsOf: output.appendingPathComponent(file))
            #expect(want == got, "\(sample): \(file) differs: diff \(original.path)/\(file) \(output.path)/\(file)")
        }
        let again = try CLI.run(["convert", Self.sample(sample).appendingPathComponent("\(sample).json").path, "--output", output.path])
        #expect(again.stdout == "cdgen: 0 files written, 2 unchanged in \(output.path)\n")
    }

    @Test(arguments: TestPaths.samples.map(\.lastPathComponent))
    func theSamplesXMLConvertsToItsJSONTwinAndDumpPrintsIt(sample: String) throws {
        let output = try CLI.temporaryFolder("convert").appendingPathComponent("\(sample).json")
        let bundle = Self.sample(sample).appendingPathComponent("\(sample).xcdatamodeld").path
        let run = try CLI.run(["convert", bundle, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let twin = try String(contentsOf: Self.sample(sample).appendingPathComponent("\(sample).json"), encoding: .utf8)
        #expect(try String(contentsOf: output, encoding: .utf8) == twin)
        #expect(try CLI.run(["dump", bundle]).stdout == twin)
        #expect(try CLI.run(["dump", output.path]).stdout == twin)
    }

    @Test(arguments: TestPaths.samples.map(\.lastPathComponent))
    func generateFromTheJSONTwinWritesTheGoldens(sample: String) throws {
        let output = try CLI.temporaryFolder("json-generate")
        let run = try CLI.run(["generate", Self.sample(sample).appendingPathComponent("\(sample).json").path, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let golden = Self.sample(sample).appendingPathComponent("Golden")
        let names = try SampleGoldenTests.swiftFiles(in: golden)
        #expect(try SampleGoldenTests.swiftFiles(in: output) == names)
        for name in names {
            #expect(try Data(contentsOf: output.appendingPathComponent(name)) == Data(contentsOf: golden.appendingPathComponent(name)), "\(sample)/\(name)")
        }
    }

    @Test func anInverseNamedOnceIsWrittenOnBothSides() throws {
        let folder = try CLI.temporaryFolder("inverse")
        let json = folder.appendingPathComponent("Pets.json")
        try #"""
        {
          "format": "cdgen-model",
          "version": 1,
          "entities": [
            {"name": "Owner", "relationships": [{"name": "pets", "destination": "Pet", "toMany": true, "deletionRule": "Cascade"}]},
            {"name": "Pet", "attributes": [{"name": "name", "type": "String", "optional": false}],
             "relationships": [{"name": "owner", "destination": "Owner", "inverse": "pets"}]}
          ]
        }
        """#.write(to: json, atomically: true, encoding: .utf8)
        let bundle = folder.appendingPathComponent("Pets.xcdatamodeld")
        let run = try CLI.run(["convert", json.path, "--output", bundle.path])
        #expect(run.status == 0, "\(run.stderr)")
        let contents = try String(contentsOf: bundle.appendingPathComponent("Pets.xcdatamodel/contents"), encoding: .utf8)
        #expect(
            contents == """
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="24512" systemVersion="25C56" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
                    <entity name="Owner" representedClassName="Owner" syncable="YES" codeGenerationType="class">
                        <relationship name="pets" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Pet" inverseName="owner" inverseEntity="Pet"/>
                    </entity>
                    <entity name="Pet" representedClassName="Pet" syncable="YES" codeGenerationType="class">
                        <attribute name="name" attributeType="String"/>
                        <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Owner" inverseName="pets" inverseEntity="Owner"/>
                    </entity>
                </model>
                """)
    }

    @Test func theOutputMustNameTheOtherFormat() throws {
        let folder = try CLI.temporaryFolder("refuse")
        let chat = Self.sample("Chat")
        let toXML = try CLI.run(["convert", chat.appendingPathComponent("Chat.json").path, "--output", folder.appendingPathComponent("Chat.json").path])
        #expect(toXML.status == 1)
        #expect(toXML.stderr == "\(folder.path)/Chat.json: error: a JSON model converts to a bundle: name the output <Name>.xcdatamodeld\n")
        let toJSON = try CLI.run([
            "convert", chat.appendingPathComponent("Chat.xcdatamodeld").path, "--output", folder.appendingPathComponent("Chat.xcdatamodeld").path,
        ])
        #expect(toJSON.status == 1)
        #expect(toJSON.stderr == "\(folder.path)/Chat.xcdatamodeld: error: an XML model converts to JSON: name the output <Name>.json\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

/// The JSON models page of the documentation says what cdgen does: its Chat model converts to the
/// Chat sample byte for byte, and its error message is the one cdgen prints.
@Suite struct ReadmeJSONTests {
    static let page = TestPaths.repositoryRoot.appendingPathComponent("Sources/cdgen/Documentation.docc/JSONFormat.md")

    /// The first ```json block after "# JSON models".
    static func chatBlock() throws -> String {
        let text = try String(contentsOf: page, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "# JSON models").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```json\n").dropFirst().first)
        return try #require(block.components(separatedBy: "```").first)
    }

    @Test func theReadmesChatConvertsToTheChatSampleByteForByte() throws {
        let folder = try CLI.temporaryFolder("readme")
        let json = folder.appendingPathComponent("Chat.json")
        try Self.chatBlock().write(to: json, atomically: true, encoding: .utf8)
        let bundle = folder.appendingPathComponent("Chat.xcdatamodeld")
        let run = try CLI.run(["convert", json.path, "--output", bundle.path])
        #expect(run.status == 0, "\(run.stderr)")
        let sample = ConvertCommandTests.sample("Chat").appendingPathComponent("Chat.xcdatamodeld")
        for file in [".xccurrentversion", "Chat.xcdatamodel/contents"] {
            #expect(try Data(contentsOf: bundle.appendingPathComponent(file)) == Data(contentsOf: sample.appendingPathComponent(file)), "\(file)")
        }
    }

    @Test func theReadmesErrorMessageIsCdgensOwn() throws {
        let folder = try CLI.temporaryFolder("readme")
        let json = folder.appendingPathComponent("Chat.json")
        try Self.chatBlock().replacingOccurrences(of: "\"Integer 16\"", with: "\"Integer 128\"").write(to: json, atomically: true, encoding: .utf8)
        let run = try CLI.run(["generate", json.path, "--output", folder.appendingPathComponent("out").path])
        #expect(run.status == 1)
        let message = run.stderr.replacingOccurrences(of: folder.path + "/", with: "")
        #expect(message.hasPrefix("Chat.json:"))
        #expect(try String(contentsOf: Self.page, encoding: .utf8).contains("  " + message))
    }
}
