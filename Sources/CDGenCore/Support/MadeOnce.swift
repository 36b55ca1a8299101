import Foundation

/// A value made by the first thread that asks for it and shared by every thread after: the
/// emitters' contexts (`OutputEmitter`), which the emission lanes need only for the files they make.
final class MadeOnce<Value>: @unchecked Sendable {
    /// Guards `made`.
    private let lock = NSLock()
    private var made: Value?
    private let make: () -> Value

    init(_ make: @escaping () -> Value) {
        self.make = make
    }

    /// The value, made on the first call.
    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
