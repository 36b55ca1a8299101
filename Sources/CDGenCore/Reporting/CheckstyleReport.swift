/// A checkstyle XML report, `cdgen lint --format checkstyle`: a `<file>` per file with findings,
/// in order of first appearance, and an `<error>` per finding (checkstyle calls every finding an
/// error and puts its level in `severity`: `error`, `warning`, or `info` for a note). A finding
/// without a place is listed under its model; `line` and `column` are left out when unknown.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <checkstyle version="4.3">
///   <file name="M.xcdatamodel/contents">
///     <error line="3" column="9" severity="warning" message="relationship 'A.b' has no inverse; …" source="cdgen.missing-inverse"/>
///   </file>
/// </checkstyle>
/// ```
package enum CheckstyleReport {
    /// The document, ending with a newline.
    package static func render(_ report: FindingsReport) -> String {
        var files: [(name: String, errors: [String])] = []
        for group in report.groups {
            for finding in group.findings {
                let name = report.relative(finding.diagnostic.location?.file ?? group.model)
                if let index = files.firstIndex(where: { $0.name == name }) {
                    files[index].errors.append(error(finding.diagnostic))
                } else {
                    files.append((name, [error(finding.diagnostic)]))
                }
            }
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for file in files {
            out += "  <file name=\"\(XMLEscaping.attribute(file.name))\">\n" + file.errors.joined() + "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }

    /// `<error line= column= severity= message= source=/>` on one line.
    static func error(_ diagnostic: Diagnostic) -> String {
        var attributes: [(String, String)] = []
        if let line = diagnostic.location?.knownLine, let column = diagnostic.location?.knownColumn {
            attributes += [("line", String(line)), ("column", String(column))]
        }
        attributes += [
            ("severity", diagnostic.severity == .note ? "info" : diagnostic.severity.rawValue),
            ("message", FindingsReport.text(diagnostic.message)),
            ("source", "cdgen" + (diagnostic.id.map { ".\($0)" } ?? "")),
        ]
        return "    <error " + attributes.map { "\($0.0)=\"\(XMLEscaping.attribute($0.1))\"" }.joined(separator: " ") + "/>\n"
    }
}
