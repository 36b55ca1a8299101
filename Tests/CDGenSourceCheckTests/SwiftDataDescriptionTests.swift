@testable import CDGenCore
import CDGenSourceCheck
import CDGenTestSupport
import Foundation
import Testing

/// A SwiftData run's description (`RunDeclarations.properties(of:)`) against the `@Model` classes
/// its emitter writes, read back with swift-syntax: each class's stored properties are the
/// described ones, in order, with the same name, type, macro with its arguments, and initial value.
/// The check of hand-written `@Model` classes reads the description, so it expects what cdgen writes.
@Suite struct SwiftDataDescriptionTests {
    @Test func theSamplesDescribeTheClassesTheyGenerate() throws {
        let samples = TestPaths.samples
        #expect(samples.count >= TestPaths.minimumSampleCount)
        var entities = 0
        for sample in samples {
            let bundle = sample.appendingPathComponent("\(sample.lastPathComponent).xcdatamodeld").path
            entities += try Self.compare(ModelParser.load(bundle, version: nil).parsed.model, id: sample.lastPathComponent)
        }
        #expect(entities > 10)
    }

    /// The current version of every model of the corpus (pairs, models and wild): the older
    /// versions of a bundle add little the current one does not have, and cost seconds each.
    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func everyCorpusModelDescribesTheClassesItGenerates() throws {
        var bundles: [String] = []
        for folder in try TestPaths.corpusCases("models") + TestPaths.pairCases() {
            bundles += TestPaths.modelBundles(below: folder).map(\.path)
        }
        bundles += Set(try TestPaths.realModels().map(\.path)).sorted()
        var (compared, entities, refused) = (0, 0, 0)
        for bundle in bundles {
            let loaded = try ModelParser.load(bundle, version: nil)
            #expect(loaded.parsed.diagnostics.isEmpty, "\(bundle): \(loaded.parsed.diagnostics)")
            // Models SwiftData output refuses (validation's errors) have no classes to compare.
            guard let count = try? Self.compare(loaded.parsed.model, id: bundle) else {
                refused += 1
                continue
            }
            compared += 1
            entities += count
        }
        print("SwiftData description: \(compared) models, \(entities) classes compared; \(refused) refused")
        #expect(compared > 100 && entities > 500)
    }

    /// Compares the described and the emitted properties of every class of `model` (SwiftData,
    /// plain output); returns how many classes were compared. Throws when generate refuses the model.
    private static func compare(_ model: DataModel, id: String) throws -> Int {
        var options = GeneratorOptions()
        options.framework = .swiftData
        let files = try Pipeline.generate(model, options: options).files
        let texts = Dictionary(files.map { ($0.name, $0.contents) }, uniquingKeysWith: { first, _ in first })
        let declarations = RunDeclarations(plan: OutputPlan(model: model, options: options), model: model, options: options)
        var compared = 0
        for entity in declarations.entities {
            guard let name = entity.classFile, let text = texts[name] else {
                Issue.record("\(id): no class file for \(entity.className)")
                continue
            }
            let (file, problems) = SourceReader.read(text: text, path: name)
            #expect(problems.isEmpty, "\(id) \(name): \(problems)")
            let declared = file.types.first { !$0.isExtension && $0.name == entity.className }
            let emitted = (declared?.members ?? []).filter { $0.kind == .property && !$0.isStatic && !$0.isComputed }.map(line)
            #expect(emitted == declarations.properties(of: entity).map(line), "\(id) \(name)")
            compared += 1
        }
        return compared
    }

    /// An emitted property as one line: name, type, attributes (unqualified), initial value.
    private static func line(_ member: SourceMember) -> String {
        let attributes = member.attributeTexts.map { $0.replacingOccurrences(of: "@SwiftData.", with: "@") }
        return "\(member.name): \(member.typeText ?? "-") \(attributes.joined(separator: " ")) = \(member.initializerText ?? "-")"
    }

    /// A described property as the same line.
    private static func line(_ property: PropertyDeclaration) -> String {
        let shape = property.swiftData
        let attribute: String
        switch shape?.macro {
        case nil: attribute = ""
        case .transient: attribute = "@Transient"
        case .attribute(let arguments): attribute = "@Attribute(\(arguments.joined(separator: ", ")))"
        case .relationship(let arguments): attribute = "@Relationship(\(arguments.joined(separator: ", ")))"
        }
        return "\(property.name): \(property.swiftType) \(attribute) = \(shape?.initialValue ?? "-")"
    }
}
