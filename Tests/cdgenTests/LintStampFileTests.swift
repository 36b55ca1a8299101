import CDGenTestSupport
import Foundation
import Testing

/// `lint --stamp-file`: the output the lint build plugin declares, written whether the check
/// passes or fails; and `--sources` with `--framework swiftdata` from the command line.
@Suite struct LintStampFileTests {
    @Test func theStampIsWrittenWithTheCountsErrorsOrNot() throws {
        let root = try CLI.temporaryFolder("lint-stamp")
        defer { try? FileManager.default.removeItem(at: root) }
        let model = root.appendingPathComponent("M.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <model>
            <entity name="A" representedClassName="A">
            <attribute name="n" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>
            </entity>
            </model>

            """
        try Data(xml.utf8).write(to: model.appendingPathComponent("contents"))
        try Data("import SwiftData\n\n@Model final class A {\n    var n: Int64 = 0\n}\n".utf8).write(to: root.appendingPathComponent("A.swift"))
        let stamp = root.appendingPathComponent("M+CDGenLint.swift")
        let arguments = ["lint", "M.xcdatamodel", "--framework", "swiftdata", "--stamp-file", stamp.path, "--sources", "A.swift"]
        let clean = try CLI.run(arguments, in: root)
        #expect(clean.status == 0 && clean.stderr.isEmpty, "\(clean.stderr)")
        #expect(try String(contentsOf: stamp, encoding: .utf8) == "// cdgen lint: 0 errors, 0 warnings in M.xcdatamodel\n")
        try Data("import SwiftData\n\n@Model final class A {\n    var n: Int32 = 0\n}\n".utf8).write(to: root.appendingPathComponent("A.swift"))
        let drift = try CLI.run(arguments, in: root)
        #expect(drift.status == 1)
        #expect(drift.stderr.hasPrefix("A.swift:4:5: error: 'n' is declared Int32, but attribute 'n' of entity 'A' (model line 4) is Int64"), "\(drift.stderr)")
        #expect(try String(contentsOf: stamp, encoding: .utf8) == "// cdgen lint: 1 error, 0 warnings in M.xcdatamodel\n")
    }
}
