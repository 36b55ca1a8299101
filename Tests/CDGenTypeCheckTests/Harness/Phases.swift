import CDGenCore
import Foundation

/// A thread-safe counter.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func add(_ amount: Int) { lock.lock(); value += amount; lock.unlock() }
    var current: Int { lock.lock(); defer { lock.unlock() }; return value }
}

/// Where the harness spends its time (wall-clock seconds summed over concurrent tasks; `compile`
/// is the time compiler processes ran, not the time spent waiting for a free slot), printed with
/// each summary.
enum Phases: String, CaseIterable, Sendable {
    case load, generate, parse, pack, compile

    private static let lock = NSLock()
    nonisolated(unsafe) private static var totals: [Phases: Double] = [:]

    static func add(_ phase: Phases, _ seconds: Double) {
        lock.lock(); totals[phase, default: 0] += seconds; lock.unlock()
    }

    static func measure<T>(_ phase: Phases, _ body: () throws -> T) rethrows -> T {
        let started = Date()
        defer { add(phase, Date().timeIntervalSince(started)) }
        return try body()
    }

    static var summary: String {
        lock.lock(); defer { lock.unlock() }
        #if canImport(Glibc)
        let (selfWho, childrenWho) = (__rusage_who_t(RUSAGE_SELF.rawValue), __rusage_who_t(RUSAGE_CHILDREN.rawValue))
        #else
        let (selfWho, childrenWho) = (RUSAGE_SELF, RUSAGE_CHILDREN)
        #endif
        func seconds(_ who: Int32) -> Double {
            var usage = rusage()
            getrusage(who, &usage)
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        let own = seconds(selfWho), children = seconds(childrenWho)
        return allCases.map { "\($0.rawValue) \(String(format: "%.1f", totals[$0] ?? 0))s" }.joined(separator: ", ")
            + String(format: "; CPU: test process %.1fs, compilers %.1fs", own, children)
    }
}
