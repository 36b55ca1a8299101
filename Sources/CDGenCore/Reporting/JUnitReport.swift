/// A JUnit XML report, `cdgen lint --format junit`, for the CI servers that show test reports: a
/// test suite per model and a test case per finding. An error is a failed test case; a warning or
/// a note is a passed one with its line as output (the exit status is 0 for them, and so is the
/// report's verdict); a model without findings has one passed test case named after the command,
/// so that a clean run shows as a passed test rather than an empty suite.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="cdgen lint" tests="2" failures="1" errors="0">
///   <testsuite name="M.xcdatamodel" tests="2" failures="1" errors="0" skipped="0">
///     <testcase classname="cdgen.lint" name="duplicate-entity at M.xcdatamodel/contents:4:5">
///       <failure type="error" message="entity name 'A' …">M.xcdatamodel/contents:4:5: error: … [duplicate-entity]</failure>
///     </testcase>
///     <testcase classname="cdgen.lint" name="missing-inverse at M.xcdatamodel/contents:3:9">
///       <system-out>M.xcdatamodel/contents:3:9: warning: … [missing-inverse]</system-out>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
package enum JUnitReport {
    /// The document, ending with a newline.
    package static func render(_ report: FindingsReport) -> String {
        let failures = report.findings.filter { $0.diagnostic.severity == .error }.count
        let tests = report.groups.map { max($0.findings.count, 1) }.reduce(0, +)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"cdgen \(report.command)\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        for group in report.groups { out += suite(group, report) }
        return out + "</testsuites>\n"
    }

    static func suite(_ group: FindingsReport.Group, _ report: FindingsReport) -> String {
        let failures = group.findings.filter { $0.diagnostic.severity == .error }.count
        let classname = XMLEscaping.attribute("cdgen.\(report.command)")
        var out =
            "  <testsuite name=\"\(XMLEscaping.attribute(report.relative(group.model)))\" tests=\"\(max(group.findings.count, 1))\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        if group.findings.isEmpty { out += "    <testcase classname=\"\(classname)\" name=\"\(XMLEscaping.attribute(report.command))\"/>\n" }
        for finding in group.findings { out += testCase(finding.diagnostic, classname: classname, report) }
        return out + "  </testsuite>\n"
    }

    /// A failed test case for an error, a passed one with output for a warning or note.
    static func testCase(_ diagnostic: Diagnostic, classname: String, _ report: FindingsReport) -> String {
        let place: String? = diagnostic.location.map { self.place($0, report) }
        let label: String = diagnostic.id ?? diagnostic.severity.rawValue
        let name: String = place.map { label + " at " + $0 } ?? label
        let message = FindingsReport.text(diagnostic.message)
        let suffix: String = diagnostic.id.map { " [" + $0 + "]" } ?? ""
        let line: String = (place.map { $0 + ": " } ?? "") + diagnostic.severity.rawValue + ": " + message + suffix
        let body: String
        if diagnostic.severity == .error {
            body = "<failure type=\"error\" message=\"\(XMLEscaping.attribute(message))\">\(XMLEscaping.text(line))</failure>"
        } else {
            body = "<system-out>\(XMLEscaping.text(line))</system-out>"
        }
        return "    <testcase classname=\"\(classname)\" name=\"\(XMLEscaping.attribute(name))\">\n      \(body)\n    </testcase>\n"
    }

    /// `path:line:col`, or the path alone when the line is unknown, relative to the working directory.
    static func place(_ location: SourceLocation, _ report: FindingsReport) -> String {
        var relative = location
        relative.file = report.relative(location.file)
        return relative.description
    }
}
