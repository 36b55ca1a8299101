/// The names of Core Data's staged migration (`--staged-migration`).
extension Naming {
    /// The enum that builds the manager (`Company` → `CompanyStagedMigration`); also the file's name.
    package static func stagedMigrationName(modelName: String) -> String {
        identifierFragment(modelName) + "StagedMigration"
    }

    /// The protocol of the app's code for the custom stages (`Company` → `CompanyMigrationSteps`).
    package static func migrationStepsName(modelName: String) -> String {
        identifierFragment(modelName) + "MigrationSteps"
    }

    /// What a version is called in the names of its steps: its label as an identifier
    /// (`Company 2` → `Company2`), or `V<n>` (from 1) for every version when two labels would give
    /// the same name.
    package static func stepVersionNames(labels: [String]) -> [String] {
        let names = labels.map { capitalizedFirst(identifierFragment($0)) }
        return Set(names).count == names.count ? names : labels.indices.map { "V\($0 + 1)" }
    }

    /// The two requirements of the custom step from `from` to `to` (names of `stepVersionNames`):
    /// `willMigrateCompany1ToCompany2` and `didMigrateCompany1ToCompany2`.
    package static func migrationStepMethods(from: String, to: String) -> (will: String, did: String) {
        let step = trimmedUnderscore(from) + "To" + trimmedUnderscore(to)
        return ("willMigrate" + step, "didMigrate" + step)
    }

    private static func capitalizedFirst(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// `_2` (a label that starts with a digit) → `2`: inside a method name the digit may lead.
    private static func trimmedUnderscore(_ name: String) -> String {
        name.hasPrefix("_") && name.dropFirst().first?.isNumber == true ? String(name.dropFirst()) : name
    }
}

extension Naming {
    /// The folder momc compiles a model bundle to, which holds each version's `.mom`
    /// (`Company` → `Company.momd`).
    package static func compiledModelFolder(modelName: String) -> String {
        modelName + ".momd"
    }

    /// A version's name, which is also its `.mom`'s in the `.momd`: its folder name without
    /// `.xcdatamodel` (`Company 2.xcdatamodel` → `Company 2`).
    package static func modelVersionName(label: String) -> String {
        label.hasSuffix(".xcdatamodel") ? String(label.dropLast(".xcdatamodel".count)) : label
    }
}
