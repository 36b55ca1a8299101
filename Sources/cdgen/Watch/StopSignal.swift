import Foundation

/// Ends `watch` cleanly on Ctrl-C (SIGINT) or SIGTERM: a line, then exit status 0. Output files
/// are only ever replaced by rename, so stopping at any moment leaves no partial file.
enum StopSignal {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// Replaces the default handlers of SIGINT and SIGTERM.
    static func install() {
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                Console.line("cdgen watch: stopped")
                exit(0)
            }
            source.resume()
            return source
        }
    }
}
