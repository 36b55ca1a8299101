@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// The version lock, in memory: every multi-version bundle of the corpus locks and then checks
/// clean; each edit of a locked version that Core Data hashes is exactly one located
/// `locked-version-changed` naming the entity, the property and what changed; an edit Core Data
/// ignores is no finding; the other rules and the lock's format; and the golden lock of the
/// Company sample, made by this cdgen, that every later cdgen must still read.
@Suite struct VersionLockTests {
    /// The lock's rules, each shown by a test here with its exact finding.
    static let checks: Set<LintCheck> = [.lockedVersionChanged, .lockedVersionMissing, .currentVersionRollback, .noOpVersion, .lockFormatNewer]

    typealias Version = VersionLockCheck.Version

    /// The versions of `bundle` up to the current one, as the check reads them.
    static func versions(of bundle: URL) throws -> (read: [Version], current: String) {
        let read = try CorpusVersionFoldingTests.versions(of: bundle).map { version in
            Version(name: version.label, model: version.model, contents: bundle.appendingPathComponent("\(version.label)/contents").path)
        }
        return (read, read[read.count - 1].name)
    }

    static func lock(_ versions: [Version], current: String) -> VersionLock {
        VersionLock(versions: versions.map { VersionLock.Entry(name: $0.name, current: current, inputs: VersionHashInputs(coreData: $0.model)) })
    }

    static func findings(_ lock: VersionLock, _ versions: [Version], current: String) -> [Diagnostic] {
        VersionLockCheck.findings(
            lock: lock, listed: versions.map(\.name), read: versions, current: current, marker: CDGenCore.SourceLocation(file: ".xccurrentversion"))
    }

    /// `versions` with the model of the one at `index` edited.
    static func editing(_ versions: [Version], at index: Int, _ edit: (inout DataModel) -> Void) -> [Version] {
        var edited = versions
        edit(&edited[index].model)
        return edited
    }

    /// The first entity and property position where `matches` holds.
    static func find(_ model: DataModel, _ matches: (Property) -> Bool) -> (entity: Int, property: Int)? {
        for (e, entity) in model.entities.enumerated() {
            if let p = entity.properties.firstIndex(where: matches) { return (e, p) }
        }
        return nil
    }

    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func corpusBundlesLockCleanAndEveryHashedEditIsFound() throws {
        let root = try #require(TestPaths.corpus)
        let folders = try TestPaths.corpusCases("pairs") + TestPaths.corpusCases("models") + [root.appendingPathComponent("wild")]
        let bundles = folders.flatMap(TestPaths.modelBundles(below:))
            .filter { $0.pathExtension == "xcdatamodeld" && (try? ModelLocator.modelVersions(in: $0.path).count) ?? 0 > 1 }
        #expect(bundles.count >= 10, "the corpus's multi-version bundles were not found")
        var edits = 0
        for bundle in bundles {
            let (versions, current) = try Self.versions(of: bundle)
            let lock = Self.lock(versions, current: current)
            if bundle == bundles.first {   // the text costs a SHA-256 per entity: one bundle shows the round trip
                let reread = VersionLock.read(Array(lock.text.utf8), path: "lock.json")
                #expect(reread.lock == lock && reread.lock?.text == lock.text, "\(bundle.lastPathComponent): the lock does not read back as written")
            }
            #expect(Self.findings(lock, versions, current: current).filter { $0.id != LintCheck.noOpVersion.id }.isEmpty, "\(bundle.path)")
            // The edits are of the oldest version; the others, unchanged, were just checked clean.
            let oldest = VersionLock(versions: [lock.versions[0]])
            edits += try expectEditsFound([versions[0]], lock: oldest, current: current, bundle: bundle.lastPathComponent)
        }
        #expect(edits >= 5 * bundles.count / 2, "too few edits were tried: \(edits)")
    }

    /// Edits the first locked version each way the lock must see and one way it must not;
    /// returns how many edits applied.
    private func expectEditsFound(_ versions: [Version], lock: VersionLock, current: String, bundle: String) throws -> Int {
        let model = versions[0].model, name = Quoted.name(versions[0].name)
        var applied = 0
        func expectOne(_ edited: [Version], _ message: String, at location: CDGenCore.SourceLocation?, _ what: String) {
            let found = Self.findings(lock, edited, current: current)
            #expect(found.map(\.message) == [message], "\(bundle): \(what)")
            #expect(found.first?.id == LintCheck.lockedVersionChanged.id && found.first?.location == location, "\(bundle): \(what)")
            applied += 1
        }
        let tail = "stores made by the released version no longer open with it; undo the edit and make the change in a new version"
        if let (e, p) = Self.find(model, { if case .attribute(let a) = $0 { a.type != .string && a.type != .composite } else { false } }),
            case .attribute(var a) = model.entities[e].properties[p]
        {
            let old = a.type.rawValue
            a.type = .string
            let edited = Self.editing(versions, at: 0) { $0.entities[e].properties[p] = .attribute(a) }
            let q = Quoted.name("\(model.entities[e].name).\(a.name)")
            expectOne(edited, "property \(q) of locked version \(name) changed: type \"\(old)\" → \"String\": \(tail)", at: a.location, "type")
        }
        if let (e, p) = Self.find(model, { if case .attribute = $0 { true } else { false } }), case .attribute(var a) = model.entities[e].properties[p] {
            a.isOptional.toggle()
            let edited = Self.editing(versions, at: 0) { $0.entities[e].properties[p] = .attribute(a) }
            let q = Quoted.name("\(model.entities[e].name).\(a.name)")
            expectOne(
                edited, "property \(q) of locked version \(name) changed: optional \(!a.isOptional) → \(a.isOptional): \(tail)", at: a.location, "optional")
        }
        if model.entities.count > 1, let (e, p) = Self.find(model, { if case .relationship = $0 { true } else { false } }),
            case .relationship(var r) = model.entities[e].properties[p],
            let other = model.entities.first(where: { $0.name != r.destinationEntity })?.name
        {
            let old = r.destinationEntity
            r.destinationEntity = other
            let edited = Self.editing(versions, at: 0) { $0.entities[e].properties[p] = .relationship(r) }
            let q = Quoted.name("\(model.entities[e].name).\(r.name)")
            expectOne(
                edited, "property \(q) of locked version \(name) changed: destination \"\(old)\" → \"\(other)\": \(tail)", at: r.location,
                "destination")
        }
        if let entity = model.entities.last {
            let edited = Self.editing(versions, at: 0) { $0.entities.removeLast() }
            expectOne(
                edited, "entity \(Quoted.name(entity.name)) was removed from locked version \(name): \(tail)",
                at: CDGenCore.SourceLocation(file: versions[0].contents), "entity removed")
        }
        let ignored = Self.editing(versions, at: 0) { model in
            for e in model.entities.indices {
                model.entities[e].representedClassName = "Renamed\(e)"
                model.entities[e].userInfo = nil
                model.entities[e].fetchIndexes = []
                for p in model.entities[e].properties.indices {
                    switch model.entities[e].properties[p] {
                    case .attribute(var a):
                        a.elementID = "renamed"
                        a.defaultValueString = nil
                        model.entities[e].properties[p] = .attribute(a)
                    case .relationship(var r):
                        r.deletionRule = .cascade
                        r.elementID = "renamed"
                        model.entities[e].properties[p] = .relationship(r)
                    case .fetchedProperty:
                        break
                    }
                }
            }
        }
        #expect(Self.findings(lock, ignored, current: current).isEmpty, "\(bundle): a change Core Data does not hash was found")
        return applied + 1
    }

    static let small = [
        Version(name: "M.xcdatamodel", model: try! Snippet.parse(VersionHashInputTests.base), contents: "M.xcdatamodel/contents"),
        Version(
            name: "M 2.xcdatamodel", model: try! Snippet.parse(VersionHashInputTests.base.replacingOccurrences(of: #"defaultValueString="0""#, with: "")),
            contents: "M 2.xcdatamodel/contents"),
        Version(
            name: "M 3.xcdatamodel", model: try! Snippet.parse(VersionHashInputTests.base.replacingOccurrences(of: "Integer 32", with: "Integer 64")),
            contents: "M 3.xcdatamodel/contents"),
    ]

    @Test("A locked version removed, renamed, a current version moved back and a no-op version")
    func otherRules() throws {
        let versions = Self.small
        var lock = Self.lock([versions[0], versions[2]], current: "M 3.xcdatamodel")
        lock.versions[1].location = CDGenCore.SourceLocation(file: "M.cdgen-lock.json", line: 9, column: 15)
        let clean = Self.findings(lock, versions, current: "M 3.xcdatamodel")
        #expect(
            clean.map(\.message) == [
                "version 'M 2.xcdatamodel' hashes the same as 'M.xcdatamodel': Core Data sees no change, so stores of either open as both; change the model or remove the version"
            ])
        #expect(clean.first?.id == LintCheck.noOpVersion.id && clean.first?.severity == .warning && clean.first?.location?.file == "M 2.xcdatamodel/contents")
        let renamed = [versions[0], versions[1], Version(name: "M 4.xcdatamodel", model: versions[2].model, contents: "M 4.xcdatamodel/contents")]
        let missing = VersionLockCheck.findings(
            lock: lock, listed: renamed.map(\.name), read: renamed, current: "M 4.xcdatamodel", marker: CDGenCore.SourceLocation(file: ".xccurrentversion"))
        #expect(
            missing.filter { $0.id == LintCheck.lockedVersionMissing.id }.map(\.message) == [
                "locked version 'M 3.xcdatamodel' is not in the bundle (removed or renamed): stores made by it can no longer be migrated; 'M 4.xcdatamodel' hashes the same: if it was renamed, give it its old name back"
            ])
        #expect(missing.first { $0.id == LintCheck.lockedVersionMissing.id }?.location?.line == 9)
        let back = Self.findings(lock, versions, current: "M 2.xcdatamodel")
        #expect(
            back.filter { $0.id == LintCheck.currentVersionRollback.id }.map(\.message) == [
                "the current version 'M 2.xcdatamodel' is older than the newest locked version 'M 3.xcdatamodel': devices with stores of 'M 3.xcdatamodel' cannot open them with an older model; make a newer version current"
            ])
    }

    @Test("A lock of a newer format is refused at its format, and bad locks with located errors")
    func formats() {
        let newer = VersionLock.read(Array(#"{"format": 2, "versions": "anything"}"#.utf8), path: "M.cdgen-lock.json")
        #expect(newer.lock == nil)
        #expect(newer.diagnostics.map(\.id) == [LintCheck.lockFormatNewer.id])
        #expect(newer.diagnostics.first?.location == CDGenCore.SourceLocation(file: "M.cdgen-lock.json", line: 1, column: 12))
        let bad = VersionLock.read(Array("{\"format\": 1, \"versions\": [{\"name\": 3}]}".utf8), path: "M.cdgen-lock.json")
        #expect(bad.lock == nil)
        #expect(
            bad.diagnostics.map(\.message).sorted()
                == ["\"name\" must be a string, not a number", "missing key \"current\" in a locked version", "missing key \"entities\" in a locked version"]
                .sorted())
        #expect(bad.diagnostics.allSatisfy { $0.location?.line == 1 })
        let notJSON = VersionLock.read(Array("{".utf8), path: "M.cdgen-lock.json")
        #expect(notJSON.lock == nil && notJSON.diagnostics.first?.location?.file == "M.cdgen-lock.json")
    }

    /// The lock beside the Company sample is the golden: made by `cdgen lock` of this cdgen and
    /// committed, it must read and check clean with every later cdgen (so the Samples' lint,
    /// generate and the build plugin's end-to-end run check it too). Its text is what this cdgen
    /// writes; a later format may write another, but must still read this one.
    @Test("The golden lock of the Company sample, made by this cdgen, reads and checks clean; the lock's text is unchanged")
    func golden() throws {
        let folder = TestPaths.repositoryRoot.appendingPathComponent("Samples/Company")
        let golden = try String(contentsOf: folder.appendingPathComponent("Company.cdgen-lock.json"), encoding: .utf8)
        let read = VersionLock.read(Array(golden.utf8), path: "Company.cdgen-lock.json")
        let lock = try #require(read.lock, "\(read.diagnostics)")
        let bundle = TestPaths.repositoryRoot.appendingPathComponent("Samples/Company/Company.xcdatamodeld")
        let (versions, current) = try Self.versions(of: bundle)
        #expect(Self.findings(lock, versions, current: current).isEmpty)
        #expect(Self.lock(versions, current: current).text == golden, "this cdgen writes another lock of the same bundle")
    }
}
