// Writes the files of every bad-input test case (Tests/cdgenTests/BadInput) as fuzz seeds:
// `.json` files for the json target, `.xccurrentversion` for currentversion, `contents` for xml
// and pipeline. Built and run by corpus.sh with the case tables; files over 64 KiB (the fuzz
// input limit) are left out. Usage: BadInputSeeds <folder>

import Foundation

@main
enum BadInputSeeds {
    static func main() throws {
        let folder = URL(fileURLWithPath: CommandLine.arguments[1])
        for bad in BadInputCases.all {
            for (path, content) in bad.files {
                let bytes: [UInt8]
                switch content {
                case .text(let text): bytes = Array(text.utf8)
                case .bytes(let raw): bytes = raw
                default: continue
                }
                guard bytes.count <= 65_536, let target = target(of: path) else { continue }
                let name = "\(target)/seed-badinput-" + (bad.name + "-" + path).map { $0.isLetter || $0.isNumber ? $0 : "_" }.reduce("") { $0 + String($1) }
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(target), withIntermediateDirectories: true)
                try Data(bytes).write(to: folder.appendingPathComponent(name))
            }
        }
    }

    /// The target whose input a file of a case is.
    static func target(of path: String) -> String? {
        if path.hasSuffix(".json") { return "json" }
        if path.hasSuffix(".xccurrentversion") { return "currentversion" }
        if path.hasSuffix("contents") { return "xml" }
        return nil
    }
}
