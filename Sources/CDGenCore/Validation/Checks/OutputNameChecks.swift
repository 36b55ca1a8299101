import Foundation

/// The planned output files (`OutputPlan`, the single source of output names) must be distinct
/// on every file system, including case-insensitive ones (APFS and HFS+ by default: `User` and
/// `user` are one file), and each must be one valid file name inside the output folder.
enum OutputNameChecks {
    /// The longest file name (bytes of UTF-8) Linux and macOS file systems accept.
    static let maxFileNameBytes = 255

    /// The findings of this family.
    static func run(_ index: ModelIndex) -> [Diagnostic] {
        let plan = OutputPlan(model: index.model, options: index.options)
        var seen: [String: PlannedOutput] = [:]
        var found: [Diagnostic] = []
        for file in plan.files {
            let entity = file.entityName.flatMap(index.entity)
            if entity.map({ !Naming.isIdentifier(Naming.className(of: $0)) }) ?? false { continue }   // IdentifierChecks
            if let problem = fileNameProblem(file.name) {
                found.append(LintCheck.invalidOutputName("output file \(Quoted.name(file.name)) \(problem)", at: entity?.location ?? index.model.location))
                continue
            }
            let key = file.name.folding(options: [.caseInsensitive], locale: nil)
            if let earlier = seen[key] {
                if earlier.name != file.name {   // the same name twice is DuplicateNameChecks' duplicate-class
                    found.append(LintCheck.outputCollision(
                        "output file \(Quoted.name(file.name)) of entity \(Quoted.name(file.entityName ?? "")) and \(Quoted.name(earlier.name)) of entity \(Quoted.name(earlier.entityName ?? "")) are the same file on case-insensitive file systems; give one class a name that differs by more than case",
                        at: entity?.location ?? index.model.location))
                }
                continue
            }
            seen[key] = file
        }
        return found
    }

    /// Why `name` cannot be written as one file of the output folder, or `nil`.
    static func fileNameProblem(_ name: String) -> String? {
        if name.utf8.count > maxFileNameBytes {
            return "is longer than \(maxFileNameBytes) bytes; shorten the class or model name"
        }
        if name.isEmpty || name == "." || name == ".." || name.contains("/") || name.contains("\\") {
            return "is not a plain file name; use a class or model name without path separators"
        }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "contains control characters; rename the class or model"
        }
        return nil
    }
}
