/// The versions of a bundle that `--versioned-schema` writes, oldest first and ending with the
/// current one, and how a store moves from each to the next: what SwiftData's migration plan is
/// made of. Filled by the pipeline from the migration check.
package struct SchemaHistory: Sendable, Hashable {
    /// One version: its folder name and its model; as a schema of the plan, its number and the
    /// other versions it stands for (SwiftData hashes them the same).
    package struct Version: Sendable, Hashable {
        package var label: String
        package var model: DataModel
        /// The schema's number (`<Model>SchemaV<N>`): the position from 1, among the versions read,
        /// of the oldest of `folded` (of this one when none is); `nil`: its place in the history.
        package var number: Int?
        /// The adjacent versions this schema stands for, oldest first, this one (the newest) included;
        /// empty when it stands for itself alone.
        package var folded: [String]
        /// Earlier, non-adjacent versions with the same hashes, whose schemas are left out.
        package var earlier: [String]

        package init(label: String, model: DataModel, number: Int? = nil, folded: [String] = [], earlier: [String] = []) {
            self.label = label
            self.model = model
            self.number = number
            self.folded = folded
            self.earlier = earlier
        }
    }

    /// How a store of one version opens with the next.
    package struct Stage: Sendable, Hashable {
        /// What lightweight migration cannot infer, which needs code.
        package var blockers: [MigrationBlocker]
        /// Lightweight migration infers it: nothing blocks it.
        package var isLightweight: Bool { blockers.isEmpty }

        /// A lightweight stage, or one that needs code for `blockers`.
        package init(blockers: [MigrationBlocker] = []) {
            self.blockers = blockers
        }
    }

    /// The versions, oldest first; the last is the current one.
    package var versions: [Version]
    /// `versions.count - 1` stages: `stages[i]` goes from `versions[i]` to `versions[i + 1]`.
    package var stages: [Stage]

    package init(versions: [Version], stages: [Stage]) {
        self.versions = versions
        self.stages = stages
    }

    /// The number of the schema of `versions[index]`.
    package func number(at index: Int) -> Int {
        versions[index].number ?? index + 1
    }

    /// A history of one version (a model that is not a bundle).
    package init(current model: DataModel, label: String) {
        self.init(versions: [Version(label: label, model: model)], stages: [])
    }
}
