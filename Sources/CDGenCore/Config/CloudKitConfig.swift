/// `cloudKit` in `cdgen.json`: the CloudKit schema file `lint` checks the model against (an export
/// of Production, committed), and what the model cannot say about its container, which
/// `cloudKitSchema` writes the schema with too.
///
/// ```json
/// { "cloudKit": { "schema": "CloudKit/production.ckdb", "configurations": ["Cloud"], "sharing": true } }
/// ```
package struct CloudKitConfig: Sendable, Hashable {
    /// The schema file, relative to the folder of `cdgen.json` (as written when absolute); `nil`:
    /// `lint` checks nothing against Production.
    package var schema: String?
    /// The configurations mirrored; empty: the model's marks.
    package var configurations: [String] = []
    /// Whether the app shares records.
    package var sharing = false
    /// `"private"` or `"public"`.
    package var database = "private"

    /// The object's keys.
    static let keys = ["schema", "configurations", "sharing", "database"]
}
