import Foundation

/// The findings of the check families that need one entity alone (`IdentifierChecks`,
/// `AttributeValueChecks`), gathered entity by entity while the model is still being read: the
/// XML front end decodes entities on a thread of its own, which has time to spare while libxml2
/// reads on, so those checks cost nothing once reading ends. `ModelValidator.validate` takes
/// them in place of running those families again, and gives the same findings in the same order.
package final class EntityFindings: @unchecked Sendable {
    /// The findings of each family, entity after entity, as `run` would list them.
    struct Findings: Sendable {
        var identifiers: [Diagnostic] = []
        var storedValues: [Diagnostic] = []
        /// The class-name findings, by entity position; validation keeps those of the classes
        /// the run's files name (`IdentifierChecks.classNames`).
        var classNames: [(position: Int, finding: Diagnostic)] = []
        /// How many entities were checked: the findings stand for a model with that many.
        var entities = 0
    }

    private let lock = NSLock()
    private var gathered = Findings()

    /// No findings yet.
    package init() {}

    /// Checks the model's next entity, in document order (from any thread, one call at a time).
    @Sendable package func add(_ entity: Entity) {
        let identifiers = IdentifierChecks.findings(in: entity), storedValues = AttributeValueChecks.findings(in: entity)
        let className = IdentifierChecks.classFinding(entity)
        lock.withLock {
            gathered.identifiers += identifiers
            gathered.storedValues += storedValues
            if let className { gathered.classNames.append((gathered.entities, className)) }
            gathered.entities += 1
        }
    }

    /// The findings, if as many entities were checked as `model` has (else `nil`, and the
    /// families run on the model itself: a front end that checks none, a model edited since).
    /// They stand for `model` only if it is the one whose reading fed this collector.
    func findings(for model: DataModel) -> Findings? {
        let gathered = lock.withLock { self.gathered }
        return gathered.entities == model.entities.count ? gathered : nil
    }
}
