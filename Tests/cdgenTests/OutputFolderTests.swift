@testable import CDGenDriver
import Testing

/// `OutputFolder.isPlainName`, which every file name passes before cdgen writes it.
@Suite struct OutputFolderTests {
    @Test(arguments: [
        ("Usuario+CoreDataClass.swift", true), ("Ünïcode+CoreDataClass.swift", true), ("a b.swift", true), ("..swift", true),
        ("", false), (".", false), ("..", false), ("a/b.swift", false), ("/abs.swift", false), ("../up.swift", false),
        ("nul\0.swift", false), ("dir/", false),
    ])
    func plainNames(name: String, plain: Bool) {
        #expect(OutputFolder.isPlainName(name) == plain)
    }
}
