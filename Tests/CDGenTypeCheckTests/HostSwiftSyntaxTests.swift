import Foundation
import SwiftParser
import Testing

/// The manifest links the type-check tests against the toolchain's own swift-syntax (release-built,
/// in `<toolchain>/usr/lib/swift/host`) when the toolchain has one, and falls back to the
/// swift-syntax package, a debug build from source, only where it has none. A fallback where it
/// should not happen costs minutes of every clean build and parses several times slower, without
/// failing anything else: this test is what notices it.
@Suite("The harness's swift-syntax")
struct HostSwiftSyntaxTests {
    /// `<toolchain>/usr/lib/swift/host` of the `swiftc` the harness runs, when it holds the
    /// libraries the manifest looks for (the manifest takes them on Linux only).
    static let toolchainHost: String? = {
        #if os(Linux)
        guard let swiftc = Toolchain.swiftc else { return nil }
        let host = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host").path
        let modules = ["SwiftSyntax", "SwiftParser"]
        return modules.allSatisfy {
            FileManager.default.fileExists(atPath: "\(host)/\($0).swiftmodule") && FileManager.default.fileExists(atPath: "\(host)/lib\($0).so")
        } ? host : nil
        #else
        return nil
        #endif
    }()

    @Test(
        "The tests parse with the toolchain's swift-syntax library where the toolchain has one",
        .enabled(if: toolchainHost != nil, "skipped: the toolchain has no swift-syntax of its own (or this is not Linux)"))
    func parsesWithTheToolchainsLibrary() throws {
        let host = try #require(Self.toolchainHost)
        #expect(Parser.parse(source: "let x = 1").statements.count == 1)
        let handle = try #require(FileHandle(forReadingAtPath: "/proc/self/maps"))
        let loaded = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").compactMap { line in line.firstIndex(of: "/").map { String(line[$0...]) } }
        #expect(
            loaded.contains("\(host)/libSwiftParser.so"),
            "SwiftParser is not the toolchain's \(host)/libSwiftParser.so: the manifest fell back to the swift-syntax package (see hostSwiftSyntax in Package.swift)"
        )
    }
}
