import Foundation

/// The planned output files (`OutputPlan`, the single source of output names) must each be one
/// valid file name inside the output folder, and the run's declarations (`RunDeclarations`) may
/// not clash: no two files that are one on case-insensitive file systems (APFS and HFS+ by
/// default: `User` and `user` are one file), no two top-level types of one name.
enum OutputNameChecks {
    /// The longest file name (bytes of UTF-8) Linux and macOS file systems accept.
    static let maxFileNameBytes = 255

    /// The findings of this family.
    static func run(_ index: ModelIndex) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for file in index.plan.files {
            let entity = file.entityName.flatMap { index.entityPosition($0) }   // a position: no copy of the entity
            if let entity, !Naming.isIdentifier(typeName(of: file.kind, entity: index.model.entities[entity])) { continue }   // IdentifierChecks
            if let problem = fileNameProblem(file.name) {
                let location = entity.map { index.model.entities[$0].location } ?? index.model.location
                found.append(LintCheck.invalidOutputName("output file \(Quoted.name(file.name)) \(problem)", at: location))
            }
        }
        return found + clashes(index)
    }

    /// The name an entity's file of `kind` is named after: its Core Data class, or its `@Model` class.
    private static func typeName(of kind: OutputKind, entity: Entity) -> String {
        kind == .swiftDataModel ? Naming.swiftDataClassName(of: entity) : Naming.className(of: entity)
    }

    /// The run's declarations that clash (`RunDeclarations.clashes()`), each located at the one
    /// the user names (the later when both are) and naming both. A clash of an entity whose class
    /// name is not an identifier is left to IdentifierChecks and SwiftDataChecks.
    static func clashes(_ index: ModelIndex) -> [Diagnostic] {
        let kind: OutputKind = index.options.framework == .swiftData ? .swiftDataModel : .classFile
        return index.declarations.clashes().compactMap { clash in
            let (earlier, later) = clash.sources
            for case .entity(let planned) in [earlier, later] where !Naming.isIdentifier(typeName(of: kind, entity: index.model.entities[planned.position])) {
                return nil
            }
            let blamed = later.isNamedByUser || !earlier.isNamedByUser ? later : earlier
            return diagnostic(clash, blamed: blamed, declarations: index.declarations, framework: index.options.framework)
        }
    }

    private static func diagnostic(
        _ clash: DeclarationClash, blamed: DeclarationSource, declarations: RunDeclarations, framework: OutputFramework
    ) -> Diagnostic {
        let location = declarations.location(of: blamed)
        let describe = declarations.describe
        switch clash.subject {
        case .files(let a, let b):
            let advice =
                switch blamed {
                case .entity: a.name == b.name ? "rename the entity's class" : "give one class a name that differs by more than case"
                case .composite: "rename the composite"
                case .template: "give the template another output"
                case .model: "rename the model"
                }
            let same =
                a.name == b.name
                ? "output file \(Quoted.name(b.name)) of \(describe(b.source)) is also the file of \(describe(a.source))"
                : "output file \(Quoted.name(b.name)) of \(describe(b.source)) and \(Quoted.name(a.name)) of \(describe(a.source)) are the same file on case-insensitive file systems"
            return LintCheck.outputCollision("\(same); \(advice)", at: location)
        case .types(let a, let b):
            let advice =
                switch blamed {
                case .entity: framework == .swiftData ? "rename the entity" : "rename the entity's class"
                case .composite: "rename the composite"
                case .template, .model: "rename the model"
                }
            return LintCheck.declarationClash(
                "\(a.kind.rawValue) \(Quoted.name(a.name)) of \(describe(a.source)) in \(a.file) and \(b.kind.rawValue) \(Quoted.name(b.name)) of \(describe(b.source)) in \(b.file) have the same name, which one module cannot declare twice; \(advice)",
                at: location)
        }
    }

    /// `name` as macOS's default file system compares it (`RunDeclarations.fileSystemKey`).
    static func caseFolded(_ name: String) -> String { RunDeclarations.fileSystemKey(name) }

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

    package static let declarationClash = LintCheck(
        id: "declaration-clash", severity: .error, family: .lint,
        summary:
            "two top-level declarations of the output with one name (an entity's class and a type cdgen declares for the model), which one module cannot compile",
        situation: "an entity MStore in model M, with --framework swiftdata",
        message:
            "class 'MStore' of entity 'MStore' in MStore.swift and enum 'MStore' of the store helper (--framework swiftdata) in MStore.swift have the same name, which one module cannot declare twice; rename the entity"
    )

    package static let invalidOutputName = LintCheck(
        id: "invalid-output-name", severity: .error, family: .lint,
        summary: "an output file name longer than 255 bytes, or a model name that is not a file name",
        situation: "an entity whose class name is 240 characters long",
        message: "output file 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA…' is longer than 255 bytes; shorten the class or model name")
}
