@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// What makes a step of the history custom is a value (`MigrationBlocker`), not a filtered lint
/// finding: the stages of `--staged-migration` and `--versioned-schema` are made of the blockers,
/// lint words each one as its `migration-not-inferable` finding, and generated code documents it
/// in words of its own, so that rewording lint's message changes no generated file.
@Suite struct MigrationBlockerTests {
    static let labels = (old: "M 1.xcdatamodel", new: "M 2.xcdatamodel")

    static func model(_ entities: String, _ name: String) throws -> DataModel {
        try ModelParser.parseXML(Array(Snippet.model(entities).utf8), path: "/\(name)/contents", modelName: name).model
    }

    /// A step's blockers and lint's `migration-not-inferable` findings for the same step.
    static func step(_ old: DataModel, _ new: DataModel, labels: (old: String, new: String) = labels) -> (
        blockers: [MigrationBlocker], findings: [Diagnostic]
    ) {
        let blockers = MigrationCheck.blockers(from: old, to: new, oldLabel: labels.old, newLabel: labels.new)
        let findings = MigrationCheck.findings(from: [(labels.old, old)], to: new, label: labels.new).filter { $0.id == LintCheck.migrationNotInferable.id }
        return (blockers, findings)
    }

    /// Where a step's blockers and lint's findings differ: the same changes at the same places,
    /// each worded by lint as it reports it, and no documentation line quoting lint's message.
    static func disagreements(_ blockers: [MigrationBlocker], _ findings: [Diagnostic], labels: (old: String, new: String)) -> [String] {
        guard blockers.count == findings.count else { return ["\(blockers.count) blocker(s), lint has \(findings.count): \(findings.map(\.message))"] }
        let versions = "stores of \(Quoted.name(labels.old)) to \(Quoted.name(labels.new))"
        return zip(blockers, findings).flatMap { blocker, finding -> [String] in
            var problems: [String] = []
            let worded = MigrationCheck.notInferable(blocker, versions: versions)
            if worded.message != finding.message || worded.location != finding.location {
                problems.append("\(blocker): lint says \(finding.message) at \(finding.location?.description ?? "-"), the blocker \(worded.message)")
            }
            if finding.message.contains(blocker.documentation) { problems.append("the documentation quotes lint: \(blocker.documentation)") }
            return problems
        }
    }

    static let title = #"<attribute name="title" optional="YES" attributeType="String"/>"#

    static func note(_ body: String, name: String = "Note", extra: String = "") -> String {
        #"<entity name="\#(name)" representedClassName="\#(name)" codeGenerationType="class"\#(extra)>\#(body)</entity>"#
    }

    /// Each kind of change, and the line generated code documents its custom stage with.
    @Test(arguments: [
        (
            title, title + #"<attribute name="body" attributeType="String"/>"#,
            "new required attribute 'Note.body' without a default value: give the existing objects a value"
        ),
        (
            title, title + #"<relationship name="owner" maxCount="1" deletionRule="Nullify" destinationEntity="Note"/>"#,
            "new required relationship 'Note.owner': give the existing objects a value"
        ),
        (
            title, #"<attribute name="title" attributeType="String"/>"#,
            "attribute 'Note.title' made required without a default value: give the objects that have none a value"
        ),
        (
            title, #"<attribute name="title" optional="YES" attributeType="Integer 32" usesScalarValueType="YES"/>"#,
            "attribute 'Note.title': its type changed from 'String' to 'Integer 32': convert the values"
        ),
    ])
    func eachChangeIsOneBlockerDocumentedInItsOwnWords(_ old: String, _ new: String, _ documentation: String) throws {
        let (blockers, findings) = Self.step(try Self.model(Self.note(old), "M 1"), try Self.model(Self.note(new), "M 2"))
        #expect(blockers.map(\.documentation) == [documentation])
        #expect(Self.disagreements(blockers, findings, labels: Self.labels) == [])
    }

    @Test func mergedHierarchiesAreABlockerOfTheEntity() throws {
        let old = Self.note("", name: "A") + Self.note("", name: "B")
        let new =
            Self.note("", name: "Root") + Self.note("", name: "A", extra: #" parentEntity="Root""#) + Self.note("", name: "B", extra: #" parentEntity="Root""#)
        let (blockers, findings) = Self.step(try Self.model(old, "M 1"), try Self.model(new, "M 2"))
        #expect(blockers.map(\.documentation) == ["entities 'A' and 'B' now share the root 'Root': two hierarchies merge"])
        #expect(Self.disagreements(blockers, findings, labels: Self.labels) == [])
    }

    /// What only loses data (a removed property) or infers (a new optional one) blocks nothing.
    @Test func dataLossAndInferredChangesAreNoBlockers() throws {
        let body = #"<attribute name="body" optional="YES" attributeType="String"/>"#
        #expect(Self.step(try Self.model(Self.note(Self.title + body), "M 1"), try Self.model(Self.note(Self.title), "M 2")).blockers == [])
        #expect(Self.step(try Self.model(Self.note(Self.title), "M 1"), try Self.model(Self.note(Self.title + body), "M 2")).blockers == [])
    }

    /// Every step of every multi-version bundle of the corpus: the stage's blockers are lint's
    /// findings for that step, one for one.
    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func everyCorpusStepHasLintsFindingsAsItsBlockers() throws {
        let bundles = try (TestPaths.pairCases() + TestPaths.corpusCases("models")).flatMap(TestPaths.modelBundles(below:))
            .filter { $0.pathExtension == "xcdatamodeld" }
        var steps = 0, blocked = 0
        for bundle in bundles {
            let versions = try ModelLocator.modelVersions(in: bundle.path)
            let models = versions.map { try? ModelParser.load(bundle.path, version: $0).parsed.model }
            for index in versions.indices.dropFirst() {
                guard let old = models[index - 1], let new = models[index] else { continue }
                let labels = (old: versions[index - 1], new: versions[index])
                let (blockers, findings) = Self.step(old, new, labels: labels)
                steps += 1
                blocked += blockers.isEmpty ? 0 : 1
                let problems = Self.disagreements(blockers, findings, labels: labels)
                #expect(problems == [], "\(bundle.lastPathComponent): \(labels.old) → \(labels.new)")
            }
        }
        #expect(steps > 100 && blocked > 0, "\(steps) steps, \(blocked) with blockers: the corpus's bundles were not found")
    }
}
