import CDGenCore
import Foundation

/// The compiler's `-diagnostic-style=llvm` output, parsed.
enum CompilerDiagnostics {
    struct Diagnostic: Sendable {
        /// The full path as the compiler printed it.
        var path: String
        /// Its base name.
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var message: String
    }

    /// Diagnostics that are artefacts of checking on Linux against Swift stand-ins, with the reason.
    /// Each is matched on its whole message, and only where the reason applies.
    static let standInArtefacts: [(message: String, applies: @Sendable (CompilerRun) -> Bool, reason: String)] = [
        (
            "main actor-isolated initializer 'init(entity:insertInto:)' has different actor isolation from nonisolated overridden declaration",
            { $0.appTarget },
            """
            With -default-isolation MainActor (the app target's run), a subclass's inherited designated initializer is inferred \
            @MainActor. The compiler accepts that when the overridden initializer is imported from \
            Objective-C without isolation (the real NSManagedObject), but not when it is a Swift \
            declaration (the stand-in). swiftlang/swift#84644, fixed by #90311.
            """
        )
    ]

    /// `public import of 'X' was not used in public declarations or inlinable code`, for any module X.
    static let isUnusedPublicImport: @Sendable (String) -> Bool = {
        $0.hasPrefix("public import of '") && $0.hasSuffix("' was not used in public declarations or inlinable code")
    }

    /// Warnings that options beyond Xcode may leave, with the reason; any other warning in their
    /// output fails: that output is meant to compile without warnings in Swift 6 mode.
    static let toleratedWarnings: [(matches: @Sendable (String) -> Bool, reason: String)] = [
        (
            isUnusedPublicImport,
            """
            Only with InternalImportsByDefault (checked in Swift 6 mode; not on by default): a file whose \
            public or package declarations need nothing from Foundation, or package access, where \
            `public import` is the one import valid with and without the feature (see SourceStyle.importKeyword). \
            Xcode's own files have the same warning.
            """
        ),
        (
            { $0 == "'NSExpression' is deprecated: NSExpression is not available in swift-corelibs-foundation" },
            "swift-corelibs-foundation's, not the SDK's: derived attributes in the model builder use NSExpression."
        ),
    ]

    /// The warnings Xcode's own files get, and the first era whose files get each: output that is
    /// Xcode's byte for byte may have these and no other. Any other warning there is cdgen's, or
    /// a stand-in stricter than the SDK, and fails either way.
    static let xcodesOwnWarnings: [(matches: @Sendable (String) -> Bool, from: XcodeEra, reason: String)] = [
        (
            isUnusedPublicImport,
            .xcode26,
            """
            Only with InternalImportsByDefault (checked in Swift 6 mode): from Xcode 26 every class             file says `public import Foundation` and `public import CoreData`, and a sub-entity's             (`public class Employee: Person`) uses neither. The corpus's Xcode 26 and 27 pairs hold             such files, byte for byte.
            """
        )
    ]

    /// Whether `diagnostic` fails the check: every error; in output with options beyond Xcode
    /// every warning that is not tolerated; in Xcode's output every warning Xcode's own files of
    /// that era do not get.
    static func fails(_ diagnostic: Diagnostic, config: GenerationConfig) -> Bool {
        if diagnostic.severity == "error" { return true }
        let message = withoutGroup(diagnostic.message)
        guard config.isBeyondXcode else { return !xcodesOwnWarnings.contains { config.era >= $0.from && $0.matches(message) } }
        return !toleratedWarnings.contains { $0.matches(message) }
    }

    /// `message` without the diagnostic group the compiler may append (` [#DeprecatedDeclaration]`),
    /// so that both lists above match on the message alone.
    static func withoutGroup(_ message: String) -> String {
        guard message.hasSuffix("]"), let open = message.range(of: " [#", options: .backwards) else { return message }
        return String(message[..<open.lowerBound])
    }

    /// Errors and warnings (with their file's base name) minus stand-in artefacts; notes are dropped.
    static func parse(_ output: String, run: CompilerRun) -> (reported: [Diagnostic], errors: Int) {
        var reported: [Diagnostic] = []
        var errors = 0
        for line in output.split(separator: "\n") {
            guard let diagnostic = parseLine(String(line)), diagnostic.severity == "error" || diagnostic.severity == "warning" else { continue }
            if diagnostic.severity == "error" { errors += 1 }
            let message = withoutGroup(diagnostic.message)
            if standInArtefacts.contains(where: { $0.message == message && $0.applies(run) }) { continue }
            reported.append(diagnostic)
        }
        return (reported, errors)
    }

    /// `path:line:col: severity: message`.
    static func parseLine(_ line: String) -> Diagnostic? {
        for severity in ["error", "warning", "note", "remark"] {
            guard let range = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) else { continue }
            let path = location.dropLast(2).joined(separator: ":")
            return Diagnostic(
                path: path, file: URL(fileURLWithPath: path).lastPathComponent, line: lineNumber, column: column,
                severity: severity, message: String(line[range.upperBound...]))
        }
        return nil
    }
}
