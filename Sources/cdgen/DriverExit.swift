import ArgumentParser
import CDGenDriver

extension Driver {
    /// Runs `body`; a run that stopped on errors (already reported) exits with status 1.
    static func exitingOnFailure<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch is Driver.Failed {
            throw ExitCode(1)
        }
    }
}
