import Foundation

/// The planned output files (`OutputPlan`, the single source of output names) must be distinct
/// on every file system, including case-insensitive ones (APFS and HFS+ by default: `User` and
/// `user` are one file), and each must be one valid file name inside the output folder.
enum OutputNameChecks {
    /// The longest file name (bytes of UTF-8) Linux and macOS file systems accept.
    static let maxFileNameBytes = 255

    /// The findings of this family.
    static func run(_ index: ModelIndex) -> [Diagnostic] {
        var seen: [String: PlannedOutput] = [:]
        seen.reserveCapacity(index.plan.files.count)
        var found: [Diagnostic] = []
        for file in index.plan.files {
            let entity = file.entityName.flatMap(index.entity)
            if entity.map({ !Naming.isIdentifier(Naming.className(of: $0)) }) ?? false { continue }   // IdentifierChecks
            if let problem = fileNameProblem(file.name) {
                found.append(LintCheck.invalidOutputName("output file \(Quoted.name(file.name)) \(problem)", at: entity?.location ?? index.model.location))
                continue
            }
            let key = caseFolded(file.name)
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

    /// `name` case-folded as Foundation folds it (`folding(options: .caseInsensitive, locale: nil)`);
    /// an all-ASCII name is folded by lowering A–Z, which is what Foundation gives for ASCII.
    static func caseFolded(_ name: String) -> String {
        guard isASCII(name) else { return name.folding(options: [.caseInsensitive], locale: nil) }
        guard name.utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return name }
        return String(decoding: name.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    /// Why `name` cannot be written as one file of the output folder, or `nil`.
    static func fileNameProblem(_ name: String) -> String? {
        if name.utf8.count > maxFileNameBytes {
            return "is longer than \(maxFileNameBytes) bytes; shorten the class or model name"
        }
        let ascii = isASCII(name)   // then every test below is one of bytes
        if name.isEmpty || name == "." || name == ".."
            || (ascii ? name.utf8.contains { $0 == 0x2F || $0 == 0x5C } : name.contains("/") || name.contains("\\")) {
            return "is not a plain file name; use a class or model name without path separators"
        }
        if ascii ? name.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F })
            : name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "contains control characters; rename the class or model"
        }
        return nil
    }

    /// Whether `name` is all ASCII (then a byte is a character for every test here).
    static func isASCII(_ name: String) -> Bool {
        name.utf8.allSatisfy { $0 < 0x80 }
    }
}
