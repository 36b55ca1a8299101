import CDGenCore
import Foundation

/// Which configurations of a historical bundle version need no compiler run of their own, because
/// their text is, verifiably, another configuration's text with declarations removed:
///   * `xcode9` is `xcode12` without the `extension X : Identifiable {}` blocks;
///   * `xcode26` is `xcode26-nonisolated` without `nonisolated` (checked there under the stricter
///     main-actor default isolation);
///   * `xcode26-canimport` is `xcode26` inside `#if canImport(CoreData)` (true here).
/// Removing an empty extension or `nonisolated` from code that type-checks leaves code that
/// type-checks. The relation is verified on the actual text, file by file, ignoring blank lines
/// (they never change type-checking; every configuration is still parsed on its own), and the
/// configuration is compiled after all when the relation does not hold.
enum Implication {
    static func impliedConfigs(_ generated: [GenerationConfig: [GeneratedFile]]) -> [GenerationConfig: GenerationConfig] {
        var implied: [GenerationConfig: GenerationConfig] = [:]
        for (config, files) in generated {
            var covering = config
            var normalizeImplied: (String) -> String = { $0 }
            var normalizeCovering: (String) -> String = { $0 }
            if config.guardWithCanImport {
                covering.guardWithCanImport = false
                normalizeImplied = removeGuard
            } else if config.era == .xcode9 {
                covering.era = .xcode12
                normalizeCovering = removeIdentifiable
            } else if config.era == .xcode26, !config.nonisolated {
                covering.nonisolated = true
                normalizeCovering = { $0.replacingOccurrences(of: "@NSManaged nonisolated ", with: "@NSManaged ") }
            } else {
                continue
            }
            guard let coveringFiles = generated[covering], coveringFiles.count == files.count else { continue }
            let same = zip(files.sorted { $0.name < $1.name }, coveringFiles.sorted { $0.name < $1.name }).allSatisfy {
                $0.name == $1.name && nonBlankLines(normalizeImplied($0.contents)) == nonBlankLines(normalizeCovering($1.contents))
            }
            if same { implied[config] = covering }
        }
        return implied
    }

    static func nonBlankLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
    }

    /// The text without `extension X : Identifiable {` + blank + `}` blocks.
    static func removeIdentifiable(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index + 2 < lines.count {
            if lines[index].hasPrefix("extension "), lines[index].hasSuffix(" : Identifiable {"),
                lines[index + 1].isEmpty, lines[index + 2] == "}"
            {
                lines.removeSubrange(index...(index + 2))
            } else {
                index += 1
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The text without the `#if canImport(CoreData)` and `#endif` lines.
    static func removeGuard(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0 != "#if canImport(CoreData)" && $0 != "#endif" }.joined(separator: "\n")
    }
}
