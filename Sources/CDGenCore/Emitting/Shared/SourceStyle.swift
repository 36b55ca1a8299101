/// How the files of one run spell what Core Data and SwiftData output have in common: the access
/// modifier of every declaration, the keyword of every import, and whether each file is wrapped in
/// `#if canImport(…)`. Made once from the options, read by both frameworks' contexts.
///
/// ```swift
/// public import Foundation
///
/// public final class Mensaje {
/// ```
struct SourceStyle {
    /// The access modifier and its space (`"public "`, Xcode's; `"package "`; `""` for internal).
    let access: String
    /// `import` or, from Xcode 26, `public import`, for public and package access alike; a plain
    /// `import` for internal access, which needs no more. Not `package import`: in a target
    /// without `InternalImportsByDefault` (Swift 5 and 6 modes' default) it makes every other
    /// file's plain `import Foundation` an error ("ambiguous implicit access level"), which the
    /// type-check harness found; `public import` is valid with and without that feature.
    let importKeyword: String
    /// Whether each file is wrapped in `#if canImport(<framework>)` (`--guard-with-can-import`).
    let guardsWithCanImport: Bool

    /// The style `options` ask for.
    init(options: GeneratorOptions) {
        switch options.accessLevel {
        case .public: access = "public "
        case .package: access = "package "
        case .internal: access = ""
        }
        importKeyword = options.era >= .xcode26 && options.accessLevel != .internal ? "public import" : "import"
        guardsWithCanImport = options.guardWithCanImport
    }
}
