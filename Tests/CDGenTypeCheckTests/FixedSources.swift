import CDGenCore
import CDGenSourceCheck
import CDGenTestSupport
import Foundation

/// `lint --sources --fix` type-checked: the Chat Sample's Xcode files, damaged as hand-written
/// classes drift (a type that truncates, a property deleted, a whole properties file deleted),
/// checked with the entities' classes left to the app, fixed, and checked again (nothing may be
/// left); then the fixed files go through the harness with the unfixed ones, type witness
/// included, which asserts every property's exact type, so a property the fix left out or typed
/// wrongly fails to compile. One configuration (Xcode 26: `public import`, internal imports by
/// default) in Swift 6 mode, batched into the Samples' compiler runs.
enum FixedSources {
    static let sample = TestPaths.repositoryRoot.appendingPathComponent("Samples/Chat/Chat.xcdatamodeld").path

    static var input: ModelInput {
        let path = sample
        var input = ModelInput(id: "Samples/Chat/Chat (damaged, then lint --sources --fix)", load: { try ModelParser.load(path).parsed.model })
        input.configs = [GenerationConfig(era: .xcode26)]
        input.runs = CompilerRun.swift6
        input.edit = { model, config, files in try damagedAndFixed(files, model: model, options: config.options) }
        return input
    }

    /// `files` damaged, then fixed by the check's fixes.
    static func damagedAndFixed(_ files: [GeneratedFile], model: DataModel, options: GeneratorOptions) throws -> [GeneratedFile] {
        var texts = Dictionary(files.map { ($0.name, $0.contents) }) { first, _ in first }
        let usuario = "Usuario+CoreDataProperties.swift"
        texts[usuario] = try damage(texts[usuario], replacing: "var creditos: Int16", with: "var creditos: Int8")
        texts[usuario] = try damage(texts[usuario], replacing: "    @NSManaged public var password: String?\n", with: "")
        texts["Conversacion+CoreDataProperties.swift"] = nil

        var manual = options
        manual.codegen = .manual
        let found = findings(texts, model: model, options: manual)
        guard found.contains(where: { $0.diagnostic.severity == .error && $0.fix != nil }) else {
            throw HarnessError("the check found no error to fix in the damaged files: \(found.map(\.diagnostic))")
        }
        let outcome = SourceFixer.apply(found.compactMap(\.fix), modelName: model.name) { texts[$0].map { Array($0.utf8) } }
        guard outcome.refused.isEmpty else { throw HarnessError("fixes refused: \(outcome.refused)") }
        let names = Set(files.map(\.name))
        guard outcome.files.allSatisfy({ names.contains($0.path) }) else { throw HarnessError("unexpected files: \(outcome.files.map(\.path))") }
        for file in outcome.files { texts[file.path] = file.new }
        let left = findings(texts, model: model, options: manual)
        guard left.isEmpty else { throw HarnessError("left after --fix: \(left.map(\.diagnostic))") }
        // Each file keeps what the witness reads (its kind and entity); the new properties file
        // takes the place of the deleted one.
        return files.map { file in
            var fixed = file
            fixed.contents = texts[file.name] ?? ""
            return fixed
        }
    }

    private static func damage(_ text: String?, replacing old: String, with new: String) throws -> String {
        guard let text, text.contains(old) else { throw HarnessError("the generated file no longer has '\(old)' to damage") }
        return text.replacingOccurrences(of: old, with: new)
    }

    /// The source check of `texts` (file name → Swift) against `model`.
    private static func findings(_ texts: [String: String], model: DataModel, options: GeneratorOptions) -> [SourceFinding] {
        let index = SourceIndex(files: texts.keys.sorted().map { SourceReader.read(text: texts[$0]!, path: $0).file }, problems: [])
        let declarations = RunDeclarations(plan: OutputPlan(model: model, options: options), model: model, options: options)
        return CoreDataSourceCheck.check(index, model: model, declarations: declarations, access: "public ")
    }
}
