@testable import CDGenDriver
import Foundation
import Testing

/// `PathText.parent(of:)` against Foundation where Foundation does not trap, and by hand where it does.
@Suite struct PathTextTests {
    @Test(arguments: ["ab", "a/b", "/a", "x/a", "/", "..", "a/b/", "//a", "a//b", "/ab/cd", "./out", "../x/y", "Sources/App/Generated", "", "ü/é", "/ab//"])
    func sameAsFoundation(path: String) {
        #expect(PathText.parent(of: path) == (path as NSString).deletingLastPathComponent)
    }

    @Test func oneCharacterNames() {
        #expect(PathText.parent(of: "a") == "")
        #expect(PathText.parent(of: ".") == "")
        #expect(PathText.parent(of: "a/") == "")
        #expect(PathText.parent(of: "x/a") == "x")
        #expect(PathText.parent(of: "//") == "/")
    }
}
