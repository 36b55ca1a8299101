@testable import CDGenCore
import Testing

/// `check`'s stale, missing and extra files as findings, grouped by model.
@Suite struct CheckFindingsTests {
    @Test func theFirstDifferingLineIsAtMostTheLastLineOnDisk() {
        #expect(CheckFindings.firstDifferingLine("a\nb\n", "a\nx\n") == 2)
        #expect(CheckFindings.firstDifferingLine("a\nb\n", "a\nb\nc\n") == 3)
        #expect(CheckFindings.firstDifferingLine("a\nb\nc\n", "a\nb\n") == 2)
        #expect(CheckFindings.firstDifferingLine("a\n", "") == 1)
    }

    @Test func eachFileIsAnErrorAtItsPathInItsModelsGroup() {
        var comparison = OutputComparison(files: [], modelNames: [], existing: [:])
        comparison.stale = [.init(name: "A+CoreDataClass.swift", expected: "x\ny\n", actual: "x\nz\n")]
        comparison.missing = ["B+CoreDataClass.swift"]
        comparison.extra = ["Old+CoreDataClass.swift"]
        let owners = ["A+CoreDataClass.swift": "M.xcdatamodeld", "B+CoreDataClass.swift": "N.xcdatamodeld"]
        let groups = CheckFindings.groups(comparison, models: ["M.xcdatamodeld", "N.xcdatamodeld"], owners: owners) { "Gen/" + $0 }
        #expect(groups.map(\.model) == ["M.xcdatamodeld", "N.xcdatamodeld"])
        #expect(
            groups[0].findings.map { $0.diagnostic.description } == [
                "Gen/A+CoreDataClass.swift:2:1: error: 'A+CoreDataClass.swift' differs from what generate writes from the model, first at line 2; run cdgen generate [stale-file]",
                "Gen/Old+CoreDataClass.swift: error: 'Old+CoreDataClass.swift' was generated earlier from the model and is no longer produced; remove it or run cdgen generate --prune [extra-file]",
            ])
        #expect(
            groups[1].findings.map { $0.diagnostic.description } == [
                "Gen/B+CoreDataClass.swift: error: 'B+CoreDataClass.swift' is missing: generate writes it from the model; run cdgen generate [missing-file]"
            ])
        #expect(groups[0].findings.allSatisfy { $0.related == SourceLocation(file: "M.xcdatamodeld") })
        #expect(groups[1].findings.first?.related == SourceLocation(file: "N.xcdatamodeld"))
        let twice = CheckFindings.groups(comparison, models: ["M.xcdatamodeld", "M.xcdatamodeld"], owners: [:]) { $0 }
        #expect(twice.map(\.findings.count) == [3, 0], "a model given twice has its findings once")
    }
}
