/// The names of the snapshot file's types (`--snapshots`).
extension Naming {
    /// The `Sendable` snapshot of a class's entity (`Usuario` → `UsuarioSnapshot`).
    package static func snapshotName(className: String) -> String {
        className + "Snapshot"
    }

    /// The typed, entity-checked object ID of a class (`Usuario` → `UsuarioID`).
    package static func typedIDName(className: String) -> String {
        className + "ID"
    }
}
