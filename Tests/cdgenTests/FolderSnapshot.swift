import Foundation

/// Everything under a folder, to prove that a run changed nothing: each entry's kind, and for
/// regular files their bytes and modification time (FIFOs and links are never opened).
struct FolderSnapshot: Equatable {
    /// Relative path → description of the entry.
    var files: [String: String] = [:]
    /// Relative path → the bytes of each regular file, compared whole.
    var contents: [String: Data] = [:]

    /// Takes the snapshot of `folder`.
    init(_ folder: URL) throws {
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: folder.path) else { return }
        while let relative = walker.nextObject() as? String {
            let path = folder.appendingPathComponent(relative).path
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                let bytes = manager.contents(atPath: path) ?? Data()
                files[relative] = "file \(bytes.count) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
                contents[relative] = bytes
            case S_IFDIR: files[relative] = "folder"
            case S_IFLNK: files[relative] = "link \((try? manager.destinationOfSymbolicLink(atPath: path)) ?? "")"
            default: files[relative] = "other \(info.st_mode)"
            }
        }
    }
}
