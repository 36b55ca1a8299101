/// One SARIF 2.1.0 log (OASIS), `cdgen lint --format sarif`: a run of the driver `cdgen` with the
/// catalogue's rules that appear, and one result per finding. GitHub code scanning and other
/// dashboards read it.
///
/// ```json
/// {
///   "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
///   "version": "2.1.0",
///   "runs": [
///     {
///       "tool": {
///         "driver": {
///           "name": "cdgen",
///           "version": "0.1.0",
///           "rules": [
///             {
///               "id": "missing-inverse",
///               "shortDescription": { "text": "a relationship without an inverse" },
///               "help": { "text": "Example: … prints: warning: … [missing-inverse]" },
///               "defaultConfiguration": { "level": "warning" }
///             }
///           ]
///         }
///       },
///       "results": [
///         {
///           "ruleId": "missing-inverse",
///           "ruleIndex": 0,
///           "level": "warning",
///           "message": { "text": "relationship 'A.b' has no inverse; …" },
///           "locations": [
///             { "physicalLocation": { "artifactLocation": { "uri": "M.xcdatamodel/contents", "uriBaseId": "%SRCROOT%" },
///                                     "region": { "startLine": 3, "startColumn": 9 } } }
///           ]
///         }
///       ]
///     }
///   ]
/// }
/// ```
///
/// A path under the working directory is a relative URI with the base `%SRCROOT%`; another is a
/// `file://` URI. A finding of `check` about a generated file has its model as a related location.
package enum SARIFLog {
    /// The schema the log names.
    package static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The log, pretty-printed, ending with a newline.
    package static func render(_ report: FindingsReport) -> String {
        let rules = ruleChecks(report)
        let run = object([
            ("tool", object([("driver", driver(rules))])),
            ("results", JSONValue(.array(report.findings.map { result($0, rules: rules, report) }))),
        ])
        return JSONWriter.text(
            of: object([("$schema", string(schema)), ("version", string("2.1.0")), ("runs", JSONValue(.array([run])))]))
    }

    /// The catalogue entries of the ids that appear, in order of first appearance.
    static func ruleChecks(_ report: FindingsReport) -> [LintCheck] {
        var checks: [LintCheck] = []
        for finding in report.findings {
            if let check = finding.diagnostic.id.flatMap(LintCatalogue.check(id:)), !checks.contains(check) { checks.append(check) }
        }
        return checks
    }

    static func driver(_ rules: [LintCheck]) -> JSONValue {
        object([("name", string("cdgen")), ("version", string(CDGenVersion.current)), ("rules", JSONValue(.array(rules.map(rule))))])
    }

    /// A rule: id, its one-line description, its example as help, its severity as default level.
    static func rule(_ check: LintCheck) -> JSONValue {
        let help = "Example: \(check.example.situation)\nPrints: \(check.severity.rawValue): \(check.example.message) [\(check.id)]"
        return object([
            ("id", string(check.id)),
            ("shortDescription", message(check.summary)),
            ("help", message(help)),
            ("defaultConfiguration", object([("level", string(level(check.severity)))])),
        ])
    }

    static func result(_ finding: FindingsReport.Finding, rules: [LintCheck], _ report: FindingsReport) -> JSONValue {
        let diagnostic = finding.diagnostic
        var members: [(String, JSONValue)] = []
        if let id = diagnostic.id {
            members.append(("ruleId", string(id)))
            if let index = rules.firstIndex(where: { $0.id == id }) { members.append(("ruleIndex", number(index))) }
        }
        members += [("level", string(level(diagnostic.severity))), ("message", message(FindingsReport.text(diagnostic.message)))]
        if let location = diagnostic.location { members.append(("locations", JSONValue(.array([self.location(location, report)])))) }
        if let related = finding.related {
            members.append(("relatedLocations", JSONValue(.array([location(related, report, id: 0, note: "the model")]))))
        }
        return object(members)
    }

    /// A `location` with a physical location: the artifact, and the region when the line is known;
    /// a related location also has an id and says what it is.
    static func location(_ location: SourceLocation, _ report: FindingsReport, id: Int? = nil, note: String? = nil) -> JSONValue {
        var physical: [(String, JSONValue)] = [("artifactLocation", artifact(report.relative(location.file)))]
        if let line = location.knownLine, let column = location.knownColumn {
            physical.append(("region", object([("startLine", number(line)), ("startColumn", number(column))])))
        }
        var members: [(String, JSONValue)] = id.map { [("id", number($0))] } ?? []
        members.append(("physicalLocation", object(physical)))
        if let note { members.append(("message", message(note))) }
        return object(members)
    }

    /// A relative path as a URI reference with the base `%SRCROOT%`; an absolute one as a `file` URI.
    static func artifact(_ path: String) -> JSONValue {
        path.hasPrefix("/")
            ? object([("uri", string("file://" + URIPath.encoded(path)))])
            : object([("uri", string(URIPath.encoded(path))), ("uriBaseId", string("%SRCROOT%"))])
    }

    /// SARIF's level of a severity: `error`, `warning` or `note`.
    static func level(_ severity: Diagnostic.Severity) -> String { severity.rawValue }

    private static func message(_ text: String) -> JSONValue { object([("text", string(text))]) }
    private static func string(_ text: String) -> JSONValue { JSONValue(.string(text)) }
    private static func number(_ value: Int) -> JSONValue { JSONValue(.number(String(value))) }
    private static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(members.map { JSONMember($0.0, $0.1) }))
    }
}
