import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// The type-check matrix generates with `--codegen class` only. That covers every option that only
/// chooses which files are written, provided each file such an option writes is byte for byte a
/// file of the `--codegen class` output. This proves it, so a future option that changes the text
/// fails here (and must join `GenerationConfig.matrix`) instead of going unchecked.
@Suite("Selection options write a subset of the checked files")
struct SelectionOptionTests {
    /// Variations of everything in `GeneratorOptions` that is not in the matrix.
    static func variants(of model: DataModel, base: GeneratorOptions) -> [(String, GeneratorOptions)] {
        var result: [(String, GeneratorOptions)] = []
        for codegen in CodegenSelection.allCases {
            for complement in [false, true] {
                var options = base
                options.codegen = codegen
                options.complement = complement
                result.append(("codegen \(codegen.rawValue)\(complement ? " complement" : "")", options))
            }
        }
        var noModelFile = base
        noModelFile.modelFile = false
        result.append(("no model file", noModelFile))
        var whenEmpty = base
        whenEmpty.codegen = .manual
        whenEmpty.modelFileWhenEmpty = true
        result.append(("manual, model file when empty", whenEmpty))
        if let first = model.entities.first?.name {
            var filtered = base
            filtered.entityFilter = [first]
            result.append(("entity filter", filtered))
            for selection in CodegenSelection.allCases {
                var overridden = base
                overridden.codegenOverrides = [first: selection]
                result.append(("override \(selection.rawValue)", overridden))
            }
        }
        return result
    }

    @Test("Every selection option writes files identical to --codegen class files")
    func selectionOptionsOnlySelect() async throws {
        var models: [(id: String, model: DataModel, configs: [GenerationConfig])] = []
        for landmine in Landmines.all { models.append((landmine.input.id, try landmine.input.load(), landmine.input.configs)) }
        let inputs = (TestPaths.hasCorpus ? try ModelCatalog.pairs() : []) + ModelCatalog.samples()
        for input in inputs where !input.skipImplied && !input.skipIfUnloadable {   // the version each case or bundle uses
            models.append((input.id, try input.load(), input.configs))
        }
        // Generating is all this test does: one model per core at a time, the failures recorded
        // afterwards in model order.
        var results: [(checked: Int, failures: [String])] = Array(repeating: (0, []), count: models.count)
        try await withThrowingTaskGroup(of: (Int, Int, [String]).self) { group in
            var next = 0
            func add() {
                let index = next, (id, model, configs) = models[index]
                group.addTask {
                    let (checked, failures) = try Self.compare(id: id, model: model, configs: configs)
                    return (index, checked, failures)
                }
                next += 1
            }
            while next < min(ProcessInfo.processInfo.activeProcessorCount, models.count) { add() }
            while let (index, checked, failures) = try await group.next() {
                results[index] = (checked, failures)
                if next < models.count { add() }
            }
        }
        for failure in results.flatMap(\.failures) { Issue.record(Comment(rawValue: failure)) }
        let checked = results.map(\.checked).reduce(0, +)
        print("typecheck [selection options]: \(checked) file(s) from \(models.count) model(s) are files of the checked --codegen class output")
        #expect(models.count >= Landmines.all.count + TestPaths.minimumSampleCount)
        #expect(checked > models.count, "every model writes files under several selections")
    }

    /// Generates `model` under every variant of every configuration; the files checked and, for
    /// each that is not a file of the configuration's `--codegen class` output, a failure.
    static func compare(id: String, model: DataModel, configs: [GenerationConfig]) throws -> (checked: Int, failures: [String]) {
        var checked = 0
        var failures: [String] = []
        for config in configs {
            let reference = try Pipeline.generate(model, options: config.options).files
            let byName = Dictionary(reference.map { ($0.name, $0.contents) }, uniquingKeysWith: { a, _ in a })
            for (label, options) in variants(of: model, base: config.options) {
                let files: [GeneratedFile]
                do {
                    files = try Pipeline.generate(model, options: options).files
                } catch {
                    failures.append("\(id) [\(config)] \(label): generates with --codegen class but not with this selection: \(error)")
                    continue
                }
                for file in files {
                    checked += 1
                    if byName[file.name] != file.contents {
                        failures.append("\(id) [\(config)] \(label): \(file.name) is not a file of the --codegen class output")
                    }
                }
            }
        }
        return (checked, failures)
    }
}
