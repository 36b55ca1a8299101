import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// The type-check harness against the table of options: every option that changes the text of
/// the generated files (`GeneratorOption.Effect.text`) is compiled by some configuration (the Core
/// Data matrices, the SwiftData harness's or the staged migration's command line), and every
/// option that only selects files is a variant of `SelectionOptionTests`. Generating nothing, it
/// takes milliseconds; an option added to the table without a configuration fails here.
@Suite struct OptionCoverageTests {
    static let defaults = GeneratorOptions()

    /// The options `arguments` (a `cdgen generate` command line) sets away from their defaults.
    static func options(in arguments: [String]) -> Set<GeneratorOption> {
        Set(GeneratorOption.allCases.filter { option in arguments.contains("--\(option.flag)") })
    }

    /// The options some of `configurations` sets away from their defaults.
    static func varied(in configurations: [GeneratorOptions]) -> Set<GeneratorOption> {
        Set(GeneratorOption.allCases.filter { option in configurations.contains { option.value(in: $0) != option.value(in: defaults) } })
    }

    @Test func everyOptionThatChangesTheTextIsCompiled() {
        let matrices = GenerationConfig.matrix + GenerationConfig.styleMatrix + GenerationConfig.allCombinations
        let model = SwiftDataCatalog.Model(id: "m", path: "m.xcdatamodeld")
        var covered = Self.varied(in: matrices.map(\.options))
        covered.formUnion(Self.options(in: SwiftDataCatalog.arguments(model, versioned: true, output: URL(fileURLWithPath: "/out"))))
        covered.formUnion(Self.options(in: StagedMigrationTypeCheckTests.arguments))
        // A preset (`style`) holds no value of its own: it is compiled when what it sets is.
        for option in GeneratorOption.allCases {
            guard case .name(let names) = option.spec.value, let last = names.last else { continue }
            var preset = Self.defaults
            option.apply(.name(last), to: &preset)
            let sets = Self.varied(in: [preset]).subtracting([option])
            if !sets.isEmpty, sets.isSubset(of: covered) { covered.insert(option) }
        }
        let text = GeneratorOption.allCases.filter { $0.spec.effect == .text }
        #expect(text.filter { !covered.contains($0) }.map(\.key) == [], "options that change the text and no configuration compiles")
    }

    @Test("The combinations compiled cover every three options' values together, and each option alone at every access level and isolation")
    func combinationCoverHoldsItsProperty() {
        let cover = GenerationConfig.combinationCover, all = GenerationConfig.allCombinations
        #expect(Set(cover).isSubset(of: Set(all)) && Set(cover).count == cover.count && cover.count < all.count / 3)
        let needed = GenerationConfig.triples(of: all), covered = GenerationConfig.triples(of: cover)
        #expect(needed.subtracting(covered).isEmpty, "value triples no compiled combination has")
        // 3 factors of 7: 35 choices, each with 3·2·2 (with the access level) or 2·2·2 values.
        #expect(needed.count == 15 * 12 + 20 * 8)
        for config in all where config.switchesOn <= 1 {
            #expect(cover.contains(config), "\(config) (no option or one alone) is not compiled")
        }
    }

    @Test func everyOptionThatSelectsFilesIsASelectionVariant() throws {
        let sample = try #require(TestPaths.samples.first)
        let model = try ModelParser.load(sample.appendingPathComponent("\(sample.lastPathComponent).xcdatamodeld").path).parsed.model
        let base = GenerationConfig.matrix[0].options
        let variants = SelectionOptionTests.variants(of: model, base: base).map(\.1)
        let varied = Set(GeneratorOption.allCases.filter { option in variants.contains { option.value(in: $0) != option.value(in: base) } })
        let files = GeneratorOption.allCases.filter { $0.spec.effect == .files }
        #expect(files.filter { !varied.contains($0) }.map(\.key) == [], "options that select files and SelectionOptionTests does not vary")
    }
}
