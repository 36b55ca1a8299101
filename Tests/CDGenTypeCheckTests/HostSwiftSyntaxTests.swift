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
    /// The paths of the files this process has mapped (Linux's `/proc/self/maps`, read to its end).
    static let mappedFiles: Set<String> = {
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps") else { return [] }
        return Set(
            String(decoding: handle.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").compactMap { line in
                line.firstIndex(of: "/").map { String(line[$0...]) }
            })
    }()

    /// `<toolchain>/usr/lib/swift/host` of the toolchain whose runtime runs this process (the one
    /// that built it), when it holds the libraries the manifest looks for.
    static let toolchainHost: String? = {
        guard let runtime = mappedFiles.first(where: { $0.hasSuffix("/lib/swift/linux/libswiftCore.so") }) else { return nil }
        let host = String(runtime.dropLast("linux/libswiftCore.so".count)) + "host"
        let modules = ["SwiftSyntax", "SwiftParser"]
        return modules.allSatisfy {
            FileManager.default.fileExists(atPath: "\(host)/\($0).swiftmodule") && FileManager.default.fileExists(atPath: "\(host)/lib\($0).so")
        } ? host : nil
    }()

    @Test(
        "The tests parse with the toolchain's swift-syntax library where the toolchain has one",
        .enabled(if: toolchainHost != nil, "skipped: not Linux, or the toolchain has no swift-syntax of its own"))
    func parsesWithTheToolchainsLibrary() throws {
        let host = try #require(Self.toolchainHost)
        #expect(Parser.parse(source: "let x = 1").statements.count == 1)
        let linksTheToolchainsParser = Self.mappedFiles.contains("\(host)/libSwiftParser.so")
        #expect(
            linksTheToolchainsParser,
            "SwiftParser is not the toolchain's \(host)/libSwiftParser.so: the manifest fell back to the swift-syntax package (see hostSwiftSyntax in Package.swift)"
        )
    }
}
