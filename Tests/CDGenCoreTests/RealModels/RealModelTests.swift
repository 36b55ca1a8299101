@testable import CDGenCore
import CDGenTestSupport
import Testing

/// Models that shipping apps use (`corpus/wild`, or any folder through `CDGEN_REAL_MODELS`, which
/// `Scripts/real-models.sh` sets): Xcode compiles them, so `lint` finds no error in them and
/// `generate` succeeds in the configurations users run; a model converted to JSON generates the
/// same files. `TypeCheckTests.realModels` compiles what they generate.
@Suite struct RealModelTests {
    /// `--codegen auto`, `--codegen class`, and `--codegen class --style swift --model-builder --nonisolated`.
    static let configurations: [(label: String, options: GeneratorOptions)] = {
        var classes = GeneratorOptions()
        classes.codegen = .class
        var swift = classes
        swift.apply(.swift)
        swift.modelBuilder = true
        swift.nonisolated = true
        return [("--codegen auto", GeneratorOptions()), ("--codegen class", classes), ("--codegen class --style swift --model-builder --nonisolated", swift)]
    }()

    @Test(.enabled(if: TestPaths.hasRealModels, Comment(rawValue: TestPaths.noCorpus)))
    func everyRealModelLintsWithoutErrorGeneratesAndHasAJSONTwin() throws {
        let models = try TestPaths.realModels()
        var generated = 0
        for real in models {
            let model = try ModelParser.load(real.path, version: real.version).parsed.model
            let lint = ModelValidator.validate(alone: model, options: GeneratorOptions()).filter { $0.severity == .error }
            #expect(lint.isEmpty, "\(real): lint reports \(lint.map(\.description))")
            let twin = try ModelParser.parseJSON(Array(JSONModelEncoder.text(of: model).utf8), path: "\(model.name).json", modelName: model.name).model
            for (label, options) in Self.configurations {
                do {
                    let files = try Pipeline.generate(model, options: options).files
                    #expect(try Pipeline.generate(twin, options: options).files == files, "\(real) [\(label)]: the JSON twin writes other files")
                    generated += files.count
                } catch {
                    Issue.record("\(real) [\(label)]: generate refused: \(error)")
                }
            }
        }
        print(
            "real models: \(models.count) model versions lint without error, generate in \(Self.configurations.count) configurations (\(generated) files) and through JSON"
        )
    }
}
