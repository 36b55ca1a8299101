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
            let entity = file.entityName.flatMap { index.entityPosition($0) }   // a position: no copy of the entity
            var location: SourceLocation? { entity.map { index.model.entities[$0].location } ?? index.model.location }
            if let entity, !Naming.isIdentifier(Naming.className(of: index.model.entities[entity])) { continue }   // IdentifierChecks
            if let problem = fileNameProblem(file.name) {
                found.append(LintCheck.invalidOutputName("output file \(Quoted.name(file.name)) \(problem)", at: location))
                continue
            }
            let key = caseFolded(file.name)
            if let earlier = seen[key] {
                if earlier.name != file.name {   // the same name twice is DuplicateNameChecks' duplicate-class
                    found.append(
                        LintCheck.outputCollision(
                            "output file \(Quoted.name(file.name)) of entity \(Quoted.name(file.entityName ?? "")) and \(Quoted.name(earlier.name)) of entity \(Quoted.name(earlier.entityName ?? "")) are the same file on case-insensitive file systems; give one class a name that differs by more than case",
                            at: location))
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
        guard let scan = ASCIIScan(name) else { return name.folding(options: [.caseInsensitive], locale: nil) }
        guard scan.hasUpperCase else { return name }
        var name = name
        return name.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { folded in
                for (offset, byte) in bytes.enumerated() { folded[offset] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
                return bytes.count
            }
        }
    }

    /// Why `name` cannot be written as one file of the output folder, or `nil`.
    static func fileNameProblem(_ name: String) -> String? {
        if name.utf8.count > maxFileNameBytes {
            return "is longer than \(maxFileNameBytes) bytes; shorten the class or model name"
        }
        let ascii = ASCIIScan(name)   // then every test below is one of bytes, done in one pass
        if name.isEmpty || name == "." || name == ".."
            || (ascii.map(\.hasSeparator) ?? (name.contains("/") || name.contains("\\")))
        {
            return "is not a plain file name; use a class or model name without path separators"
        }
        if ascii.map(\.hasControl)
            ?? name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        {
            return "contains control characters; rename the class or model"
        }
        return nil
    }
}

// The records of the ids raised here (one per id, listed by LintCatalogue).
extension LintCheck {
    package static let outputCollision = LintCheck(
        id: "output-collision", severity: .error, family: .lint,
        summary: "two output files that are one file on case-insensitive file systems",
        situation: "entities User (class User) and LowerUser (class user), codeGenerationType=\"class\"",
        message:
            "output file 'user+CoreDataClass.swift' of entity 'LowerUser' and 'User+CoreDataClass.swift' of entity 'User' are the same file on case-insensitive file systems; give one class a name that differs by more than case"
    )

    package static let invalidOutputName = LintCheck(
        id: "invalid-output-name", severity: .error, family: .lint,
        summary: "an output file name longer than 255 bytes, or a model name that is not a file name",
        situation: "an entity whose class name is 240 characters long",
        message: "output file 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA…' is longer than 255 bytes; shorten the class or model name")
}
