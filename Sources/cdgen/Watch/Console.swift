import Foundation

/// Writes whole lines to standard output unbuffered, so a pipe sees each as it happens.
enum Console {
    /// Writes `text` and a newline.
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
