// The records of ids raised where a record beside the check could not be seen by everyone who
// raises it: `output` (cdgen.json's templates in Config, OutputPlan in Planning, the driver),
// `swiftdata-class-name` (OutputPlan too, beside SwiftDataChecks), and `check`'s ids
// (CheckFindings in Reporting, a folder listed below Validation, where LintCatalogue is).
extension LintCheck {
    package static let swiftDataClassName = LintCheck(
        id: "swiftdata-class-name", severity: .warning, family: .swiftData,
        summary: "--framework swiftdata: an entity whose class name differs from its name; the @Model class takes the entity's name",
        situation: "<entity name=\"A\" representedClassName=\"AObject\"/>",
        message:
            "entity 'A' has the class 'AObject'; SwiftData names the class after the entity, so it is 'A' (a Core Data stack of the same model can keep its own class beside it)"
    )

    package static let output = LintCheck(
        id: "output", severity: .error, family: .output,
        summary: "cdgen cannot write the output folder or a file in it; nothing is left half-written",
        situation: "-o names an existing file",
        message: "the output path exists and is not a folder")

    package static let staleFile = LintCheck(
        id: "stale-file", severity: .error, family: .check,
        summary: "a generated file whose text differs from what generate writes (cdgen check); located at its first differing line",
        situation: "A+CoreDataClass.swift edited by hand in the folder given to cdgen check",
        message: "'A+CoreDataClass.swift' differs from what generate writes from the model, first at line 1; run cdgen generate")

    package static let missingFile = LintCheck(
        id: "missing-file", severity: .error, family: .check,
        summary: "a file generate writes that the folder lacks (cdgen check)",
        situation: "A+CoreDataClass.swift deleted from the folder given to cdgen check",
        message: "'A+CoreDataClass.swift' is missing: generate writes it from the model; run cdgen generate")

    package static let extraFile = LintCheck(
        id: "extra-file", severity: .error, family: .check,
        summary: "a file cdgen generated earlier for the model that it no longer writes, after an entity was renamed or deleted (cdgen check)",
        situation: "entity A renamed B after generating; A+CoreDataClass.swift is still in the folder given to cdgen check",
        message: "'A+CoreDataClass.swift' was generated earlier from the model and is no longer produced; remove it or run cdgen generate --prune")
}
