/// The versions of a bundle that `--versioned-schema` writes, oldest first and ending with the
/// current one, and how a store moves from each to the next: what SwiftData's migration plan is
/// made of. Filled by the pipeline from the migration check.
package struct SchemaHistory: Sendable, Hashable {
    /// One version: its folder name and its model.
    package struct Version: Sendable, Hashable {
        package var label: String
        package var model: DataModel

        package init(label: String, model: DataModel) {
            self.label = label
            self.model = model
        }
    }

    /// How a store of one version opens with the next.
    package struct Stage: Sendable, Hashable {
        /// Lightweight migration infers it.
        package var isLightweight: Bool
        /// What the migration check found that needs code (empty when lightweight).
        package var reasons: [String]

        package init(isLightweight: Bool, reasons: [String] = []) {
            self.isLightweight = isLightweight
            self.reasons = reasons
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

    /// A history of one version (a model that is not a bundle).
    package init(current model: DataModel, label: String) {
        self.init(versions: [Version(label: label, model: model)], stages: [])
    }
}
