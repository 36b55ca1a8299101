/// cdgen's version, printed by `cdgen --version`.
package enum CDGenVersion {
    /// The version string.
    package static let current = "0.1.0"
}
