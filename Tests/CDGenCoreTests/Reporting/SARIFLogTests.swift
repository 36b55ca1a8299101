@testable import CDGenCore
import Testing

/// The SARIF log: the driver, the rules that appear, a result per finding.
@Suite struct SARIFLogTests {
    @Test func aCheckFindingWithItsModelAndAFindingWithoutIdOrPlace() {
        let stale = LintCheck.staleFile("'A+CoreDataClass.swift' differs", at: SourceLocation(file: "/w/Gen/A+CoreDataClass.swift", line: 2, column: 1))
        let report = FindingsReport(
            command: "check",
            groups: [
                .init(
                    model: "/w/My Model.xcdatamodeld",
                    findings: [
                        .init(stale, related: SourceLocation(file: "/w/My Model.xcdatamodeld")),
                        .init(.warning("50% \"q\" <b> & \\ c\nCafé\u{1B}")),
                    ])
            ],
            workingDirectory: "/w/")
        #expect(
            SARIFLog.render(report) == #"""
                {
                  "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
                  "version": "2.1.0",
                  "runs": [
                    {
                      "tool": {
                        "driver": {
                          "name": "cdgen",
                          "version": "\#(CDGenVersion.current)",
                          "rules": [
                            {
                              "id": "stale-file",
                              "shortDescription": {
                                "text": "\#(LintCheck.staleFile.summary)"
                              },
                              "help": {
                                "text": "Example: \#(LintCheck.staleFile.example.situation)\nPrints: error: \#(LintCheck.staleFile.example.message) [stale-file]"
                              },
                              "defaultConfiguration": {
                                "level": "error"
                              }
                            }
                          ]
                        }
                      },
                      "results": [
                        {
                          "ruleId": "stale-file",
                          "ruleIndex": 0,
                          "level": "error",
                          "message": {
                            "text": "'A+CoreDataClass.swift' differs"
                          },
                          "locations": [
                            {
                              "physicalLocation": {
                                "artifactLocation": {
                                  "uri": "Gen/A+CoreDataClass.swift",
                                  "uriBaseId": "%SRCROOT%"
                                },
                                "region": {
                                  "startLine": 2,
                                  "startColumn": 1
                                }
                              }
                            }
                          ],
                          "relatedLocations": [
                            {
                              "id": 0,
                              "physicalLocation": {
                                "artifactLocation": {
                                  "uri": "My%20Model.xcdatamodeld",
                                  "uriBaseId": "%SRCROOT%"
                                }
                              },
                              "message": {
                                "text": "the model"
                              }
                            }
                          ]
                        },
                        {
                          "level": "warning",
                          "message": {
                            "text": "50% \"q\" <b> & \\ c\nCafé\\u{1b}"
                          }
                        }
                      ]
                    }
                  ]
                }

                """#)
    }

    @Test func pathsOutsideTheWorkingDirectoryAreFileURIs() {
        let report = ReportingFixture.report
        let log = SARIFLog.render(report)
        #expect(log.contains(#""uri": "file:///elsewhere/x.json""#))
        #expect(log.contains(#""uri": "Models/My%20Model.xcdatamodel/contents","#))
        #expect(SARIFLog.ruleChecks(report) == [.missingInverse, .duplicateEntity, .noCustomClass])
        #expect(log.contains(#""text": "50% \"quoted\" <b> & c\nnext\rsecond, line: Café\tend\\u{1b}""#))
        #expect(log.contains(#""level": "note""#))
    }

    @Test func uriPathsArePercentEncoded() {
        #expect(URIPath.encoded("My Models/Café.xcdatamodel/a+b@c#d?e%f:g") == "My%20Models/Caf%C3%A9.xcdatamodel/a+b@c%23d%3Fe%25f%3Ag")
    }
}
