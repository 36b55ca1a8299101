import CDGenTemplates
import Foundation
import Stencil
import Testing

/// What the renderer hands Stencil: lookups do not copy the model under them. Stencil copies a
/// dictionary, and every dictionary beneath it, at each step of a lookup, so with the context's
/// plain dictionaries each `model.entities[name]` copied every entity: rendering was quadratic in
/// the model. Copies are told apart from the context's own values by identity, not by time.
@Suite struct RenderContextTests {
    static let entityCount = 2_000

    /// A model of `entityCount` entities `E0`… each with an attribute and a to-one relationship to the next.
    static func bigModel() throws -> TemplateModel {
        let entities = (0..<entityCount).map { index in
            """
            {"name": "E\(index)", "attributes": [{"name": "title", "type": "String"}],
             "relationships": [{"name": "next", "destination": "E\((index + 1) % entityCount)"}]}
            """
        }
        let text = #"{"format": "cdgen-model", "version": 1, "entities": ["# + entities.joined(separator: ",\n") + "]}"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("RenderContextTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Big.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return try TemplateFixtures.model(path)
    }

    /// Whether `a` and `b` are one object (a dictionary becomes a new object each time).
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        let first = a as AnyObject, second = b as AnyObject
        return first === second
    }

    @Test func lookingTheEntitiesUpTwiceGivesTheSameEntitiesNotCopies() throws {
        let stack = Context(dictionary: ContextDictionary.wrapping(TemplateContext.make([try Self.bigModel()])))
        let first = try #require(try Variable("models.0.entities").resolve(stack) as? [String: Any])
        let again = try #require(try Variable("models.0.entities").resolve(stack) as? [String: Any])
        #expect(first.count == Self.entityCount)
        for name in ["E0", "E1999"] {
            let same = Self.same(first[name], again[name])
            #expect(same, "\(name) was copied")
        }
        let models = try #require(try Variable("models").resolve(stack) as? [Any])
        let modelsAgain = try #require(try Variable("models").resolve(stack) as? [Any])
        let sameModel = Self.same(models[0], modelsAgain[0])
        #expect(sameModel, "the model was copied")
        #expect(try Variable("models.0.entities.E1999.relationships.0.destinationEntity").resolve(stack) as? String == "E0")
    }

    /// Under the wrapping a dictionary still looks like one to templates: `for` over its sorted
    /// pairs, `if` false when empty, `count`, `map` over its values, printed as a dictionary, kept
    /// by `set` and passed to a macro.
    @Test func aWrappedDictionaryRendersAsTheDictionary() throws {
        let context: [String: Any] = ["d": ["b": 2, "a": ["x": 1]] as [String: Any], "e": [String: Any](), "l": [["n": 1], ["n": 2]]]
        let template = """
            {% for k, v in d %}{{ k }}={% if v.x %}{{ v.x }}{% else %}{{ v }}{% endif %};{% endfor %}\
            |{% if e %}full{% else %}empty{% endif %}|{{ d.count }}|{{ e.count }}|{% for i in l %}{{ i.n }}{% endfor %}\
            |{% map d into vs %}{{ maploop.item }}{% endmap %}{{ vs|join:"," }}|{{ d.a }}|{{ l.1.n }}\
            |{% set s d %}{{ s.count }}{{ s.b }}|{% macro m x %}{{ x.a.x }}{% endmacro %}{% call m d %}
            """
        let rendered = try TemplateRenderer.render(template, path: "t.stencil", context: context)
        #expect(rendered == #"a=1;b=2;|empty|2|0|12|["x": 1],2|["x": 1]|2|22|1"#)
    }
}
