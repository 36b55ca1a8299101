import CDGenTemplates
import Testing

/// StencilSwiftKit's tags and spacing, against the examples of its documentation.
@Suite struct TagsTests {
    private func render(_ template: String, _ context: [String: Any] = [:], spacing: TemplateSpacing = .modern) throws -> String {
        try TemplateRenderer.render(template, path: "t.stencil", context: context, spacing: spacing)
    }

    @Test func setRendersTheBodyOrStoresTheValueAndIsScoped() throws {
        let template = """
            {% set x %}hello{% endset %}{% set y %}world{% endset %}\
            {% set greetings %}{{ x|uppercase }}, {{ y|upperFirstLetter }}{% endset %}\
            {% for item in items %}{% set x %}item #{{ item }}{% endset %}[{{ x }}]{% endfor %}\
            {{ x }}|{{ greetings }}|{% set a %}{{ items }}{% endset %}{% set b items %}{{ a }}|{{ b.count }}
            """
        #expect(try render(template, ["items": [1, 3, 7]]) == "[item #1][item #3][item #7]hello|HELLO, World|[1, 3, 7]|3")
    }

    @Test func mapCollectsTheBodyPerElementWithMaploop() throws {
        let template = """
            {% map list into result1 %}{{ maploop.item|uppercase }}{% endmap %}\
            {% map list into result2 using item %}{{ item }}{{ item|uppercase }}{% endmap %}\
            {% map list into result3 using item %}{{ maploop.counter }} - {{ item }}{% if maploop.last %}!{% endif %}{% endmap %}\
            {{ result1|join:"," }}|{{ result2|join:"," }}|{{ result3|join:"," }}
            """
        #expect(try render(template, ["list": ["a", "b", "c"]]) == "A,B,C|aA,bB,cC|0 - a,1 - b,2 - c!")
    }

    @Test func macroStoresABodyThatCallRendersWithArguments() throws {
        let template = """
            {% macro hi name %}Hello, {{ name }}!{% endmacro %}{% call hi "Alice" %}{% call hi person %}
            """
        #expect(try render(template, ["person": "Bob"]) == "Hello, Alice!Hello, Bob!")
    }

    @Test func aMacroCanCallItself() throws {
        let template = """
            {% macro tree node %}{{ node.name }}({% for child in node.children %}{% call tree child %}{% endfor %}){% endmacro %}\
            {% call tree root %}
            """
        let leaf: [String: Any] = ["name": "b", "children": [[String: Any]]()]
        let root: [String: Any] = ["name": "a", "children": [leaf, ["name": "c", "children": [leaf]]]]
        #expect(try render(template, ["root": root]) == "a(b()c(b()))")
    }

    @Test func aCallWithTheWrongArgumentCountIsAnError() throws {
        #expect {
            try render("{% macro hi name %}x{% endmacro %}\n{% call hi %}")
        } throws: { "\($0)".contains("t.stencil:2:") && "\($0)".contains("takes 1 argument") }
    }

    @Test func modernSpacingLeavesNothingOfALineThatHoldsOnlyABlockTag() throws {
        let template = "a\n{% if flag %}\n  b\n{% endif %}\n\nc\n"
        #expect(try render(template, ["flag": true]) == "a\n  b\n\nc\n")
    }

    @Test func legacySpacingCollapsesTheBlankLinesTagsLeaveAndKeepsTheTemplatesOwn() throws {
        let template = "a\n  {% if flag %}\n  b\n  {% endif %}\n\nc\n"
        #expect(try render(template, ["flag": true], spacing: .legacy) == "a\n  b\n\nc\n")
        #expect(try render("a\n{% if flag %}\nb\n{% endif %}\nc\n", ["flag": false], spacing: .legacy) == "a\nc\n")
    }

    /// The column is where the tag's or variable's text starts, as Stencil locates it.
    @Test func anUnknownFilterOrTagIsAnErrorAtItsLineAndColumn() throws {
        #expect {
            try render("one\ntwo {{ name|shout }}")
        } throws: { "\($0)".contains("t.stencil:2:8: error:") && "\($0)".contains("shout") }
        #expect {
            try render("one\n\n  {% frobnicate %}")
        } throws: { "\($0)".contains("t.stencil:3:6: error:") && "\($0)".contains("frobnicate") }
    }
}
