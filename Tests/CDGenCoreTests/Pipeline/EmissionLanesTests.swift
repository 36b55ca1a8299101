@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// `EmissionLanes.emit`: however many threads it is given, batch by batch, it makes the same files
/// in the same order, each once.
@Suite struct EmissionLanesTests {
    /// A model of 150 entities: 301 files, several batches, the last one partial.
    static func run() throws -> GenerationRun {
        let entities = (0..<150).map {
            #"<entity name="E\#($0)" representedClassName="E\#($0)" codeGenerationType="class"><attribute name="a\#($0)" attributeType="String"/></entity>"#
        }
        let path = try RunnersTests.write(document: Snippet.model(entities.joined(separator: "\n")))
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        return try Pipeline.start(PipelineRequest(modelPath: path), diagnostics: DiagnosticCollector())
    }

    /// The files `emit` makes with `lanes`, as name and text, batch by batch.
    static func batches(_ run: GenerationRun, lanes: () -> Int) -> [[String]] {
        var batches: [[String]] = []
        EmissionLanes.emit(
            run.model, plan: run.plan, options: GeneratorOptions(), declarations: run.declarations, lanes: lanes,
            concurrently: { $0.name + "\n" + $0.contents }
        ) { batches.append($0) }
        return batches
    }

    @Test(arguments: [0, 1, 2, 3, 7, EmissionLanes.batchSize, 1_000])
    func anyNumberOfLanesGivesTheSameFiles(lanes: Int) throws {
        let run = try Self.run()
        let expected = try run.files().map { $0.name + "\n" + $0.contents }
        let batches = Self.batches(run, lanes: { lanes })
        #expect(batches.map(\.count) == [64, 64, 64, 64, 45])
        #expect(batches.flatMap { $0 } == expected)
    }

    @Test func lanesMayChangeBetweenBatches() throws {
        let run = try Self.run()
        var asked = 0
        let batches = Self.batches(
            run,
            lanes: {
                asked += 1; return asked % 3 + 1
            })
        #expect(asked == 5)
        #expect(try batches.flatMap { $0 } == run.files().map { $0.name + "\n" + $0.contents })
    }
}
