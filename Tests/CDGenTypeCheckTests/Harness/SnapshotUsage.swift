import CDGenCore

/// The app code `--snapshots` is made for, written for every concrete entity whose snapshot file a
/// configuration generated, and compiled with that configuration's files (Swift 6: complete strict
/// concurrency; main-actor default isolation with `--nonisolated`): a background import in a
/// `nonisolated` function that fetches snapshots in a `perform` block, hands them and their IDs
/// across `Task.detached` (module-qualified: a model may have an entity `Task`), resolves the IDs in the context and applies the snapshots back; and a
/// main-actor reader that gets its rows from a detached task. A managed object or a context in
/// place of a snapshot or an ID does not compile (`SnapshotFaultTests`). The detached closures are
/// marked `@Sendable`, so that `-typecheck` checks what they capture (a `sending` closure's captures
/// are checked only by SIL passes the harness does not run).
enum SnapshotUsage {
    /// The usage file for the snapshot files among `files`, or `nil` when there are none.
    static func source(model: DataModel, files: [GeneratedFile], prefix: String) -> String? {
        var seen: Set<String> = []
        var text = ""
        for file in files where file.kind == .snapshot {
            guard let entity = model.entities.first(where: { $0.name == file.entityName }), !entity.isAbstract else { continue }
            let className = Naming.className(of: entity)
            guard seen.insert(className).inserted else { continue }
            text += usage(className: className, suffix: "\(prefix)_\(seen.count)")
        }
        return text.isEmpty ? nil : "import Foundation\nimport CoreData\n" + text
    }

    /// The usage of one class's snapshot and ID.
    static func usage(className: String, suffix: String) -> String {
        let snapshot = Naming.snapshotName(className: className)
        let id = Naming.typedIDName(className: className)
        return """

            nonisolated func _cdgenSnapshotImport_\(suffix)(_ container: NSPersistentContainer) async throws {
                // `perform`'s block is `@Sendable` (Apple's current page) and runs on the context's queue.
                nonisolated(unsafe) let context = container.newBackgroundContext()
                let snapshots = try await \(snapshot).fetch(nil, sortedBy: [], in: context)
                let ids: [\(id)] = await _Concurrency.Task.detached { @Sendable in snapshots.map { $0.objectID } }.value
                let copies = await _Concurrency.Task.detached { @Sendable () -> [\(snapshot)] in snapshots }.value
                try await context.perform {
                    for (id, copy) in zip(ids, copies) {
                        let object = try id.object(in: context)
                        try object.apply(copy)
                    }
                    try context.save()
                }
                if let first = ids.first { _ = try \(id)(checking: first.objectID) }
            }

            @MainActor final class _CDGenSnapshotList_\(suffix) {
                var rows: [\(snapshot)] = []
                func load(_ container: NSPersistentContainer) async throws {
                    rows = try await _Concurrency.Task.detached { @Sendable in try await \(snapshot).fetch(in: container.newBackgroundContext()) }.value
                }
            }

            """
    }
}
