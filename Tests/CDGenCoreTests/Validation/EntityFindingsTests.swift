@testable import CDGenCore
import CDGenTestSupport
import Testing

/// The per-entity findings gathered while a model is read give exactly what validating the
/// model afterwards gives, in the same order, and are used only when they cover every entity.
@Suite struct EntityFindingsTests {
    /// Entities with findings of both per-entity families, some at one place (an attribute with
    /// a bad name and a bad default), among findings of other families (a duplicate, a missing
    /// inverse), spread over enough entities to cross the decoder's batches.
    static let entities: String = (0..<40).map { index in
        """
        <entity name="E\(index)" representedClassName="\(index % 7 == 0 ? "class" : "E\(index)")" syncable="YES">
            <attribute name="description" attributeType="String"/>
            <attribute name="bad name" attributeType="Integer 16" defaultValueString="forty" usesScalarValueType="YES"/>
            <attribute name="age" attributeType="Integer 16" minValueString="100" maxValueString="18" usesScalarValueType="YES"/>
            <attribute name="age" attributeType="String" regularExpressionString="^[A-Z"/>
            <relationship name="next" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="E\((index + 1) % 40)"/>
        </entity>
        """
    }.joined(separator: "\n")

    /// Parses `entities`, feeding a collector as the XML front end reads.
    private static func parse(_ entities: String) throws -> (DataModel, EntityFindings) {
        let early = EntityFindings()
        let parsed = try ModelParser.parseXML(Array(Snippet.model(entities).utf8), path: "Snippet.xml", modelName: "Snippet", eachEntity: early.add)
        return (parsed.model, early)
    }

    @Test func findingsGatheredWhileReadingEqualThoseOfValidatingAfterwards() throws {
        let (model, early) = try Self.parse(Self.entities)
        #expect(early.findings(for: model)?.entities == 40)
        let gathered = ModelValidator.validate(alone: model, options: GeneratorOptions(), early: early)
        let afterwards = ModelValidator.validate(alone: model, options: GeneratorOptions())
        #expect(gathered == afterwards)
        let ids = Set(afterwards.compactMap(\.id))
        for check in [LintCheck.reservedPropertyName, .invalidPropertyName, .invalidDefaultValue, .minGreaterThanMax, .invalidRegex, .duplicateProperty] {
            #expect(ids.contains(check.id), "\(check.id) missing from \(ids)")
        }
    }

    @Test func findingsStandOnlyForAModelWithAsManyEntities() throws {
        let (model, early) = try Self.parse(Self.entities)
        var shorter = model
        shorter.entities.removeLast()
        #expect(early.findings(for: shorter) == nil)
        // Then the families run on the model itself.
        #expect(
            ModelValidator.validate(alone: shorter, options: GeneratorOptions(), early: early)
                == ModelValidator.validate(alone: shorter, options: GeneratorOptions()))
        #expect(EntityFindings().findings(for: model) == nil)
    }

    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func everyCorpusModelVersionGivesTheSameFindingsBothWays() throws {
        var versions = 0
        for folder in try TestPaths.corpusCases("models") {
            for bundle in TestPaths.modelBundles(below: folder) where bundle.pathExtension == "xcdatamodeld" {
                for name in try ModelLocator.modelVersions(in: bundle.path) {
                    let early = EntityFindings()
                    guard let loaded = try? ModelParser.load(bundle.path, version: name, eachEntity: early.add) else { continue }
                    let model = loaded.parsed.model
                    #expect(early.findings(for: model) != nil, "\(loaded.source.file)")
                    #expect(
                        ModelValidator.validate(alone: model, options: GeneratorOptions(), early: early)
                            == ModelValidator.validate(alone: model, options: GeneratorOptions())
                    )
                    versions += 1
                }
            }
        }
        #expect(versions > 100)
    }
}
