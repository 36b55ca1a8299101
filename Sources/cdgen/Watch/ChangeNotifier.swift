import Foundation

/// Wakes the watch loop when something may have changed in a set of folders: inotify on Linux,
/// a DispatchSource per folder on Darwin, and a timer everywhere as the fallback. What actually
/// changed is decided by comparing `InputSnapshot`s, so a missed or spurious wake-up costs at
/// most one poll interval.
final class ChangeNotifier {
    private let pollInterval: TimeInterval
    #if os(Linux)
    private var descriptor: Int32 = -1
    #elseif canImport(Darwin)
    private var sources: [DispatchSourceFileSystemObject] = []
    private let signal = DispatchSemaphore(value: 0)
    #endif

    /// Creates a notifier that wakes at least every `pollInterval` seconds.
    init(pollInterval: TimeInterval) {
        self.pollInterval = pollInterval
    }

    /// Watches exactly `folders` from now on.
    func watch(_ folders: [String]) {
        #if os(Linux)
        if descriptor >= 0 { close(descriptor) }
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        let mask = UInt32(IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE)
        for folder in folders where descriptor >= 0 { _ = inotify_add_watch(descriptor, folder, mask) }
        #elseif canImport(Darwin)
        sources.forEach { $0.cancel() }
        sources = folders.compactMap { folder in
            let fd = open(folder, O_EVTONLY)
            guard fd >= 0 else { return nil }
            let source = DispatchSource.makeFileSystemObjectSource(fileDescriptor: fd, eventMask: [.write, .rename, .delete, .attrib], queue: .global())
            source.setEventHandler { [signal] in signal.signal() }
            source.setCancelHandler { close(fd) }
            source.resume()
            return source
        }
        #endif
    }

    /// Blocks until a notification arrives or the poll interval passes.
    func wait() {
        #if os(Linux)
        guard descriptor >= 0 else { return Thread.sleep(forTimeInterval: pollInterval) }
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, Int32(pollInterval * 1000))
        var buffer = [UInt8](repeating: 0, count: 4096)
        while read(descriptor, &buffer, buffer.count) > 0 {}
        #elseif canImport(Darwin)
        _ = signal.wait(timeout: .now() + pollInterval)
        #else
        Thread.sleep(forTimeInterval: pollInterval)
        #endif
    }
}
