import Foundation
import Testing

/// One malformed or hostile model: the files of a case folder, the path given to `cdgen`, and
/// the diagnostic expected (file, line, words). New front ends add cases to their own table
/// (`BadInputCases.xml`, `.bundles`, `.lint`, `.json`), nothing else changes.
struct BadInputCase: Sendable, CustomTestStringConvertible {
    /// What a path of the case folder holds.
    enum Content: Sendable {
        case text(String)
        case bytes([UInt8])
        case folder
        case fifo
        case symlink(to: String)
    }

    /// A short name.
    var name: String
    /// The case folder's entries, created in order (paths relative to the case folder).
    var files: [(path: String, content: Content)]
    /// The model path given to `cdgen generate`, relative to the case folder.
    var model: String
    /// Extra arguments.
    var args: [String] = []
    /// The file the first diagnostic names, relative to the case folder.
    var file: String
    /// Its line, or `nil` for diagnostics about a whole file or folder (`path: error: …`).
    var line: Int?
    /// Words the first diagnostic's message must contain.
    var text: String

    var testDescription: String { name }

    /// A `.xcdatamodel` folder `M.xcdatamodel` holding `contents`; diagnostics expected in `contents`.
    static func model(_ name: String, _ contents: Content, line: Int?, _ text: String, args: [String] = []) -> BadInputCase {
        BadInputCase(
            name: name, files: [("M.xcdatamodel", .folder), ("M.xcdatamodel/contents", contents)],
            model: "M.xcdatamodel", args: args, file: "M.xcdatamodel/contents", line: line, text: text)
    }

    /// A model whose XML is `<model>` + `entities` + `</model>`, one element per line from line 2.
    static func entities(_ name: String, _ entities: String, line: Int, _ text: String, args: [String] = []) -> BadInputCase {
        model(name, .text("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<model>\n\(entities)\n</model>\n"), line: line, text, args: args)
    }
}

/// Every case of the suite.
enum BadInputCases {
    /// All tables together.
    static var all: [BadInputCase] { xml + hostile + lint + bundles + json }
}
