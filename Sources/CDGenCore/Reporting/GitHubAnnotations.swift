/// GitHub Actions workflow commands, one per finding: Actions shows each as an annotation on the
/// line of the pull request it names (`cdgen lint --format github`).
///
/// ```text
/// ::warning file=Model.xcdatamodel/contents,line=3,col=9,title=missing-inverse::relationship 'A.b' has no inverse; …
/// ::error file=Generated/A+CoreDataClass.swift,line=1,col=1,title=stale-file::'A+CoreDataClass.swift' differs …
/// ```
///
/// Paths are relative to the working directory (the checkout) when they lie under it. As GitHub
/// documents, the message escapes `%`, CR and LF as `%25`, `%0D` and `%0A`, and a property value
/// also `:` and `,` as `%3A` and `%2C`.
package enum GitHubAnnotations {
    /// One command per finding, each ending with a newline.
    package static func render(_ report: FindingsReport) -> String {
        report.findings.map { command($0.diagnostic, report) + "\n" }.joined()
    }

    /// `::error file=…,line=…,col=…,title=…::message`; properties that are unknown are left out.
    static func command(_ diagnostic: Diagnostic, _ report: FindingsReport) -> String {
        var properties: [(String, String)] = []
        if let location = diagnostic.location {
            properties.append(("file", report.relative(location.file)))
            if let line = location.knownLine, let column = location.knownColumn {
                properties += [("line", String(line)), ("col", String(column))]
            }
        }
        if let id = diagnostic.id { properties.append(("title", id)) }
        let list = properties.map { "\($0.0)=\(escapedProperty($0.1))" }.joined(separator: ",")
        return "::\(command(for: diagnostic.severity))\(list.isEmpty ? "" : " " + list)::\(escapedData(FindingsReport.text(diagnostic.message)))"
    }

    /// `error`, `warning` or `notice`.
    static func command(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// A message: `%`, CR and LF escaped.
    package static func escapedData(_ text: String) -> String {
        escaped(text, property: false)
    }

    /// A property value: as a message, and `:` and `,` escaped too.
    package static func escapedProperty(_ text: String) -> String {
        escaped(text, property: true)
    }

    private static func escaped(_ text: String, property: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
