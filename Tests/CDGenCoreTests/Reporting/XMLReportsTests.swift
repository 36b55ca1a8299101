@testable import CDGenCore
import Testing

/// The JUnit and checkstyle documents, and the XML escapes they share.
@Suite struct XMLReportsTests {
    @Test func escapes() {
        #expect(XMLEscaping.attribute("a \"b\" & <c>\nd\te\rf'") == "a &quot;b&quot; &amp; &lt;c&gt;&#10;d&#9;e&#13;f'")
        #expect(XMLEscaping.text("a \"b\" & <c>\nd\u{FFFE}") == "a \"b\" &amp; &lt;c&gt;\nd\\u{fffe}")
    }

    @Test func junitHasASuitePerModelAndACasePerFinding() {
        #expect(
            JUnitReport.render(ReportingFixture.report) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="cdgen lint" tests="4" failures="2" errors="0">
                  <testsuite name="Models/My Model.xcdatamodel" tests="4" failures="2" errors="0" skipped="0">
                    <testcase classname="cdgen.lint" name="missing-inverse at Models/My Model.xcdatamodel/contents:3:9">
                      <system-out>Models/My Model.xcdatamodel/contents:3:9: warning: relationship 'A.b' has no inverse [missing-inverse]</system-out>
                    </testcase>
                    <testcase classname="cdgen.lint" name="duplicate-entity at Models/My Model.xcdatamodel/contents:5:1">
                      <failure type="error" message="50% &quot;quoted&quot; &lt;b&gt; &amp; c&#10;next&#13;second, line: Café&#9;end\\u{1b}">Models/My Model.xcdatamodel/contents:5:1: error: 50% "quoted" &lt;b&gt; &amp; c
                next&#13;second, line: Café\tend\\u{1b} [duplicate-entity]</failure>
                    </testcase>
                    <testcase classname="cdgen.lint" name="no-custom-class at /elsewhere/x.json">
                      <system-out>/elsewhere/x.json: note: entity 'N' has no class [no-custom-class]</system-out>
                    </testcase>
                    <testcase classname="cdgen.lint" name="error">
                      <failure type="error" message="cannot read the configuration">error: cannot read the configuration</failure>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
    }

    @Test func aModelWithoutFindingsIsOnePassedCase() {
        let report = FindingsReport(command: "check", groups: [.init(model: "/w/A & B.xcdatamodeld", findings: [])], workingDirectory: "/w")
        #expect(
            JUnitReport.render(report) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="cdgen check" tests="1" failures="0" errors="0">
                  <testsuite name="A &amp; B.xcdatamodeld" tests="1" failures="0" errors="0" skipped="0">
                    <testcase classname="cdgen.check" name="check"/>
                  </testsuite>
                </testsuites>

                """)
    }

    @Test func checkstyleHasAFilePerPlaceAndAnErrorPerFinding() {
        #expect(
            CheckstyleReport.render(ReportingFixture.report) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <checkstyle version="4.3">
                  <file name="Models/My Model.xcdatamodel/contents">
                    <error line="3" column="9" severity="warning" message="relationship 'A.b' has no inverse" source="cdgen.missing-inverse"/>
                    <error line="5" column="1" severity="error" message="50% &quot;quoted&quot; &lt;b&gt; &amp; c&#10;next&#13;second, line: Café&#9;end\\u{1b}" source="cdgen.duplicate-entity"/>
                  </file>
                  <file name="/elsewhere/x.json">
                    <error severity="info" message="entity 'N' has no class" source="cdgen.no-custom-class"/>
                  </file>
                  <file name="Models/My Model.xcdatamodel">
                    <error severity="error" message="cannot read the configuration" source="cdgen"/>
                  </file>
                </checkstyle>

                """)
    }
}
