/// cdgen's version, printed by `cdgen --version`.
public enum CDGenVersion {
    /// The version string.
    public static let current = "0.1.0"
}
