@testable import CDGenCore
import Foundation
import Testing

/// XcodeOutput.md §16: which version of a bundle is read, and the errors when that is unclear.
@Suite struct ModelLocatorTests {
    private static let contents = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><model><entity name="A" representedClassName="A"/></model>"#

    private static func plist(_ current: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>_XCCurrentVersionName</key>
        \t<string>\(current)</string>
        </dict>
        </plist>
        """
    }

    /// A bundle `Chat.xcdatamodeld` with these versions and, optionally, a current-version marker.
    private func bundle(_ versions: [String], current: String?) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locator-\(UUID().uuidString)/Chat.xcdatamodeld")
        for version in versions {
            let folder = root.appendingPathComponent("\(version).xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Self.contents.write(to: folder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        }
        if let current { try Self.plist(current).write(to: root.appendingPathComponent(".xccurrentversion"), atomically: true, encoding: .utf8) }
        return root.path
    }

    @Test func currentVersionComesFromTheMarker() throws {
        let path = try bundle(["Chat", "Chat 2", "Chat 10"], current: "Chat 2.xcdatamodel")
        let source = try ModelLocator.locate(path)
        #expect(source.file.hasSuffix("Chat 2.xcdatamodel/contents") && source.modelName == "Chat" && source.kind == .bundle)
        #expect(source.inputFiles.map { ($0 as NSString).lastPathComponent } == [".xccurrentversion", "contents", "contents", "contents"])
        #expect(try ModelLocator.modelVersions(in: path) == ["Chat.xcdatamodel", "Chat 2.xcdatamodel", "Chat 10.xcdatamodel"])
    }

    @Test(arguments: ["Chat 10", "Chat 10.xcdatamodel"])
    func modelVersionPicksAnotherVersion(name: String) throws {
        let path = try bundle(["Chat", "Chat 10"], current: "Chat.xcdatamodel")
        #expect(try ModelLocator.locate(path, version: name).file.hasSuffix("Chat 10.xcdatamodel/contents"))
    }

    @Test func singleVersionWithoutMarkerIsUsed() throws {
        #expect(try ModelLocator.locate(try bundle(["Only"], current: nil)).file.hasSuffix("Only.xcdatamodel/contents"))
    }

    /// Kiwix and Habitica ship bundles whose marker is `<dict/>`: with one version, it is current.
    @Test func aMarkerNamingNoVersionIsLikeNoMarker() throws {
        let path = try bundle(["Only"], current: nil)
        let empty = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n"
        try empty.write(toFile: path + "/.xccurrentversion", atomically: true, encoding: .utf8)
        #expect(try ModelLocator.locate(path).file.hasSuffix("Only.xcdatamodel/contents"))
        let two = try bundle(["A", "B"], current: nil)
        try empty.write(toFile: two + "/.xccurrentversion", atomically: true, encoding: .utf8)
        let error = try #require(throws: DiagnosticError.self) { try ModelLocator.locate(two) }
        #expect(error.description.contains(".xccurrentversion names no current version") && error.description.contains("'A.xcdatamodel', 'B.xcdatamodel'"))
    }

    @Test func severalVersionsWithoutMarkerIsAnErrorListingThem() throws {
        let error = try #require(throws: DiagnosticError.self) { try ModelLocator.locate(try bundle(["A", "B"], current: nil)) }
        #expect(error.description.contains("'A.xcdatamodel', 'B.xcdatamodel'"))
    }

    @Test func markerNamingAMissingVersionIsAnError() throws {
        let error = try #require(throws: DiagnosticError.self) { try ModelLocator.locate(try bundle(["A"], current: "Gone.xcdatamodel")) }
        #expect(error.description.contains("'Gone.xcdatamodel' is not in the bundle"))
    }

    @Test func unknownRequestedVersionIsAnError() throws {
        let error = try #require(throws: DiagnosticError.self) { try ModelLocator.locate(try bundle(["A"], current: nil), version: "Z") }
        #expect(error.description.contains("no model version 'Z'"))
    }

    @Test func folderAndContentsFileNameTheModel() throws {
        let path = try bundle(["Chat 2"], current: nil) + "/Chat 2.xcdatamodel"
        #expect(try ModelLocator.locate(path).modelName == "Chat 2")
        #expect(try ModelLocator.locate(path + "/contents").modelName == "Chat")
        let error = try #require(throws: DiagnosticError.self) { try ModelLocator.locate(path + "/nothing") }
        #expect(error.description.contains("no such file or folder"))
    }
}
