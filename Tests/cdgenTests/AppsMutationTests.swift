import CDGenTestSupport
import Foundation
import Testing

/// Mutations of shipping apps' models and hand-written classes, through the real `cdgen lint
/// --sources`: the corpus's `apps/` (each app's `model/<Version>.xcdatamodel` and its Swift files
/// under `Sources/` at their repository paths; `CorpusAppsTests` reads them as they are); without
/// the corpus the tests skip, saying so.
///
/// For each app with a row in `MutationTarget.table`, each change below to a copy of the model,
/// and each to a copy of the sources, is reported as an error with the right id at the right
/// Swift line (a class no source declares: at the entity).
@Suite struct AppsMutationTests {
    @Test(.enabled(if: AppsData.isPresent, Comment(rawValue: AppsData.absent)), arguments: AppsData.names)
    func modelMutationsAreFoundAtTheDeclaration(_ name: String) throws {
        let (app, target, model, sources) = try Self.prepare(name)
        for mutation in ModelMutation.allCases where mutation.applies(to: app) {
            let mutated = try mutation.apply(to: model, target: target, swiftData: app.framework == "swiftdata")
            let folder = try CLI.temporaryFolder("apps-model").appendingPathComponent(app.currentVersion.lastPathComponent)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(mutated.utf8).write(to: folder.appendingPathComponent("contents"))
            let found = try app.lint(model: folder).filter { $0.severity == "error" }
            for place in try mutation.expected(in: sources, target: target) {
                let hit = found.first { place.matches($0) }
                #expect(hit != nil, "\(name): model mutation \(mutation) not found at \(place); errors: \(found)")
                if let hit { print("apps: \(name): model \(mutation) found: \(hit.id) at \(place.file):\(hit.line ?? 0)") }
            }
        }
    }

    @Test(.enabled(if: AppsData.isPresent, Comment(rawValue: AppsData.absent)), arguments: AppsData.names)
    func sourceMutationsAreFoundAtTheirLine(_ name: String) throws {
        let (app, target, _, sources) = try Self.prepare(name)
        for mutation in SourceMutation.allCases where mutation.applies(to: app) {
            let copy = try CLI.temporaryFolder("apps-sources")
            try app.copySources(to: copy)
            let (file, text, place) = try mutation.apply(to: sources, target: target, swiftData: app.framework == "swiftdata")
            try Data(text.utf8).write(to: copy.appendingPathComponent(file))
            let found = try app.lint(sourcesRoot: copy).filter { $0.severity == "error" }
            let hit = found.first { place.matches($0) }
            #expect(hit != nil, "\(name): source mutation \(mutation) not found at \(place); errors: \(found)")
            if let hit { print("apps: \(name): source \(mutation) found: \(hit.id) at \(place.file):\(hit.line ?? 0)") }
        }
    }

    /// The app `name`, its row of the table, its current model version's text, and the target's
    /// declarations in its sources.
    private static func prepare(_ name: String) throws -> (App, MutationTarget, String, SourceText) {
        let app = try AppsData.app(name)
        let target = try #require(MutationTarget.table[name], "\(name) has no row in MutationTarget.table")
        let model = try String(contentsOf: app.currentVersion.appendingPathComponent("contents"), encoding: .utf8)
        return (app, target, model, try SourceText(app: app, target: target, model: model))
    }
}

// MARK: - The apps

/// One finding of `cdgen lint --format json`.
struct AppFinding: Decodable, CustomStringConvertible {
    var file: String?
    var line: Int?
    var id: String
    var severity: String
    var message: String
    var description: String { "\(((file ?? "") as NSString).lastPathComponent):\(line ?? 0) [\(id)] \(message)" }
}

/// `APPS.tsv` of the apps folder.
enum AppsData {
    static let folder = TestPaths.appsFolder

    static var isPresent: Bool { folder != nil }

    static let absent = "skipped: \(TestPaths.noCorpus)"

    /// The apps the mutations have a target in, in `SOURCES.tsv` order; a name of the table that
    /// the corpus lacks is kept, so that its test fails naming it.
    static let names: [String] = {
        guard isPresent else { return [] }
        let listed = (try? rows().map(\.name)) ?? []
        return listed.filter { MutationTarget.table[$0] != nil } + MutationTarget.table.keys.filter { !listed.contains($0) }.sorted()
    }()

    /// The app named `name`.
    static func app(_ name: String) throws -> App {
        try #require(try rows().first { $0.name == name }, "the corpus's apps/SOURCES.tsv has no app \(name)")
    }

    /// The rows of `SOURCES.tsv` (header: app repo commit model_path …): each app's one model
    /// version under `model/`, its Swift files under `Sources/`; all Core Data.
    static func rows() throws -> [App] {
        let folder = try #require(folder, "\(absent)")
        let text = try String(contentsOf: folder.appendingPathComponent("SOURCES.tsv"), encoding: .utf8)
        return try text.split(separator: "\n").dropFirst().map { line in
            let name = String(line.split(separator: "\t", omittingEmptySubsequences: false)[0])
            let root = folder.appendingPathComponent(name)
            let versions = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("model").path).filter {
                $0.hasSuffix(".xcdatamodel")
            }
            let version = try #require(versions.count == 1 ? versions.first : nil, "\(name): not one model version: \(versions)")
            return App(name: name, framework: "coredata", model: "model/\(version)", sources: ["Sources"], exclude: [], root: root)
        }
    }
}

/// A Swift file and line range where a finding is expected, and the ids it may have (any when nil).
struct ExpectedPlace: CustomStringConvertible {
    var file: String
    var lines: ClosedRange<Int>
    var ids: Set<String>?

    /// Whether `finding` is at this place (the file's name ends with `file`) with one of `ids`.
    func matches(_ finding: AppFinding) -> Bool {
        (finding.file ?? "").hasSuffix("/" + file) && lines.contains(finding.line ?? 0) && (ids?.contains(finding.id) ?? true)
    }

    var description: String { "\(file):\(lines.lowerBound)-\(lines.upperBound) \(ids.map { $0.sorted().joined(separator: "|") } ?? "any id")" }
}

/// One app of `APPS.tsv`.
struct App {
    var name: String
    var framework: String
    var model: String
    var sources: [String]
    var exclude: [String]
    var root: URL

    /// The model's current version folder (the bundle's `.xccurrentversion`), or the model itself.
    var currentVersion: URL {
        get throws {
            let model = root.appendingPathComponent(self.model)
            guard model.pathExtension == "xcdatamodeld" else { return model }
            let marker = model.appendingPathComponent(".xccurrentversion")
            guard FileManager.default.fileExists(atPath: marker.path) else {
                // A bundle of one version has no marker.
                let versions = try FileManager.default.contentsOfDirectory(atPath: model.path).filter { $0.hasSuffix(".xcdatamodel") }
                return model.appendingPathComponent(try #require(versions.sorted().last, "\(self.name): no version"))
            }
            let values = try PropertyListSerialization.propertyList(from: Data(contentsOf: marker), format: nil) as? [String: Any]
            let name = try #require(values?["_XCCurrentVersionName"] as? String, "\(self.name): no current version")
            return model.appendingPathComponent(name)
        }
    }

    /// `cdgen lint <model> --sources … --format json` on the current version (the migration checks
    /// of a bundle's older versions say nothing of the sources), with `sourcesRoot` standing for the
    /// app's folder; the findings, the model's own among them.
    func lint(model: URL? = nil, sourcesRoot: URL? = nil) throws -> [AppFinding] {
        let base = sourcesRoot ?? root
        var arguments = ["lint", try (model ?? currentVersion).path, "--format", "json"]
        arguments += sources.flatMap { ["--sources", base.appendingPathComponent($0).path] }
        arguments += exclude.flatMap { ["--exclude", $0] }
        if framework == "swiftdata" { arguments += ["--framework", "swiftdata"] }
        let run = try CLI.run(arguments)
        struct Report: Decodable { var findings: [AppFinding] }
        let report = try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8))
        return report.findings
    }

    /// Copies the app's Swift sources (not the model) to `folder`, keeping their paths.
    func copySources(to folder: URL) throws {
        for source in sources {
            let from = root.appendingPathComponent(source), to = folder.appendingPathComponent(source)
            try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: from, to: to)
        }
    }
}

// MARK: - The mutations

/// Per app, the entity and the declarations the mutations change, chosen by hand from each app's
/// classes: an attribute declared with a plain type and a to-many relationship (with Xcode's
/// accessors where the app writes them), both in `file`.
struct MutationTarget {
    var entity: String
    var className: String
    var file: String
    var attribute: String
    var toMany: String

    static let table: [String: MutationTarget] = [
        "c01-woocommerce-woocommerce-ios-Model_117": .init(
            entity: "Order", className: "Order", file: "Sources/Storage/Storage/Model/Order+CoreDataProperties.swift", attribute: "billingAddress1",
            toMany: "coupons"),
        "69-BLeeEZ-amperfy-Amperfy_v49": .init(
            entity: "Account", className: "AccountMO", file: "Sources/AmperfyKit/Storage/ManagedObjects/AccountMO+CoreDataProperties.swift",
            attribute: "serverHash",
            toMany: "artworks"),
        "39-beeminder-BeeSwift-BeeminderModel3": .init(
            entity: "Goal", className: "Goal", file: "Sources/BeeKit/Model/Goal.swift", attribute: "autodata", toMany: "recentData"),
        "22-rileytestut-AltStore-AltStore_9": .init(
            entity: "Team", className: "Team", file: "Sources/AltStoreCore/Model/Team.swift", attribute: "name", toMany: "installedApps"),
        "06-JohanDegraeve-xdripswift-xdrip_v16": .init(
            entity: "Sensor", className: "Sensor", file: "Sources/xDrip/Core Data/Extensions/Sensor+CoreDataProperties.swift", attribute: "id",
            toMany: "readings"),
    ]
}

/// The target file's lines and where the target's declarations are in it.
struct SourceText {
    var file: String
    var lines: [String]
    /// The attribute's and the relationship's declarations: from their first attribute line to
    /// their `var` line (1-based).
    var attribute: ClosedRange<Int>
    var toMany: ClosedRange<Int>
    /// Lines of `@objc(…)` accessors naming the relationship (1-based).
    var accessors: [Int]
    /// The file declaring the class, its lines, and the declaration's lines (attributes to `class`).
    var classFile: String
    var classLines: [String]
    var classDeclaration: ClosedRange<Int>
    /// The line of the entity's element in the model's `contents`, and the class name it gives.
    var entityLine: Int
    var modelClassName: String

    init(app: App, target: MutationTarget, model: String) throws {
        file = target.file
        let text = try String(contentsOf: app.root.appendingPathComponent(target.file), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        self.lines = lines
        attribute = try Self.declaration(of: target.attribute, in: lines, file: file)
        toMany = try Self.declaration(of: target.toMany, in: lines, file: file)
        let capitalized = target.toMany.prefix(1).uppercased() + target.toMany.dropFirst()
        let selectors = ["add\(capitalized)Object:", "remove\(capitalized)Object:", "add\(capitalized):", "remove\(capitalized):"]
        accessors = lines.indices.filter { index in selectors.contains { lines[index].contains("@objc(\($0))") } }.map { $0 + 1 }
        (classFile, classLines, classDeclaration) = try Self.classDeclaration(of: target.className, in: app)
        let modelLines = model.components(separatedBy: "\n")
        entityLine = try #require(modelLines.firstIndex { $0.contains("<entity name=\"\(target.entity)\"") }) + 1
        let named = try #require(modelLines[entityLine - 1].firstMatch(of: try Regex(#"representedClassName="([^"]*)""#)))
        modelClassName = String(named.output[1].substring ?? "")
    }

    /// The file of the app's sources that declares `class name`, its lines, and the declaration's
    /// lines: its attribute lines (`@objc(Name)`) through the `class` line.
    static func classDeclaration(of name: String, in app: App) throws -> (String, [String], ClosedRange<Int>) {
        let pattern = try Regex("^(@\\w+(\\(\\w+\\))? )*(\\w+ )*class \(name)\\b")
        for source in app.sources {
            let root = app.root.appendingPathComponent(source)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder)
            let inside = isFolder.boolValue ? FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [] : []
            let files = isFolder.boolValue ? inside.map { source + "/" + $0 } : [source]
            for file in files.sorted() where file.hasSuffix(".swift") {
                let lines = try String(contentsOf: app.root.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n")
                guard let index = lines.firstIndex(where: { $0.contains(pattern) }) else { continue }
                var first = index
                while first > 0, lines[first - 1].hasPrefix("@") { first -= 1 }
                return (file, lines, (first + 1)...(index + 1))
            }
        }
        throw AppsError(description: "\(app.name): no source declares class \(name)")
    }

    /// The lines of the stored property `name`: its `var name:` line and the attribute lines above.
    static func declaration(of name: String, in lines: [String], file: String) throws -> ClosedRange<Int> {
        let pattern = try Regex("^\\s*(@\\w+ )*(\\w+(\\(set\\))? )*var \(name)\\s*[:=]")
        let index = try #require(lines.firstIndex { $0.contains(pattern) }, "\(file) declares no \(name)")
        var first = index
        while first > 0, lines[first - 1].trimmingCharacters(in: .whitespaces).hasPrefix("@") { first -= 1 }
        return (first + 1)...(index + 1)
    }
}

/// Changes to the current model version, each breaking what the target's class declares.
enum ModelMutation: CaseIterable {
    case removeAttribute, changeAttributeType, makeToManyOrdered, renameClass, dropRelationship

    func applies(to app: App) -> Bool {
        app.framework == "coredata" || self != .makeToManyOrdered
    }

    /// `model` with this change made to the target entity.
    func apply(to model: String, target: MutationTarget, swiftData: Bool) throws -> String {
        var lines = model.components(separatedBy: "\n")
        let entity = try #require(lines.firstIndex { $0.contains("<entity name=\"\(target.entity)\"") })
        let end = try #require(lines[entity...].firstIndex { $0.contains("</entity>") })
        func element(_ kind: String, _ name: String) throws -> Int {
            try #require(lines[entity...end].firstIndex { $0.contains("<\(kind) name=\"\(name)\"") }, "\(target.entity) has no \(kind) \(name)")
        }
        switch self {
        case .removeAttribute:
            let at = try element("attribute", target.attribute)
            let last = lines[at].hasSuffix("/>") ? at : try #require(lines[at...].firstIndex { $0.contains("</attribute>") })
            lines.removeSubrange(at...last)
        case .changeAttributeType:
            let at = try element("attribute", target.attribute)
            lines[at] = lines[at].replacingOccurrences(of: #"attributeType="String""#, with: #"attributeType="Integer 32""#)
        case .makeToManyOrdered:
            let at = try element("relationship", target.toMany)
            lines[at] = lines[at].replacingOccurrences(of: "<relationship ", with: "<relationship ordered=\"YES\" ")
        case .renameClass where swiftData:
            // SwiftData names the class after the entity: rename the entity, and what points to it.
            for index in lines.indices {
                for key in ["name", "destinationEntity", "inverseEntity"] where index == entity || key != "name" {
                    lines[index] = lines[index].replacingOccurrences(of: "\(key)=\"\(target.entity)\"", with: "\(key)=\"Mutant\(target.entity)\"")
                }
            }
        case .renameClass:
            // `X`, `.X` and `Module.X` alike: the class name's last part.
            lines[entity] = lines[entity].replacingOccurrences(
                of: "\(target.className)\" ", with: "Mutant\(target.className)\" ")
        case .dropRelationship:
            let at = try element("relationship", target.toMany)
            lines.remove(at: at)
            // The inverse no longer has one.
            let inverse = "inverseName=\"\(target.toMany)\" inverseEntity=\"\(target.entity)\""
            lines = lines.map { $0.replacingOccurrences(of: " " + inverse, with: "") }
        }
        return lines.joined(separator: "\n")
    }

    /// Where the change must be reported.
    func expected(in source: SourceText, target: MutationTarget) throws -> [ExpectedPlace] {
        switch self {
        case .removeAttribute:
            return [ExpectedPlace(file: source.file, lines: source.attribute, ids: SourceIds.unknownProperty)]
        case .changeAttributeType:
            return [ExpectedPlace(file: source.file, lines: source.attribute, ids: SourceIds.wrongType)]
        case .makeToManyOrdered:
            return [ExpectedPlace(file: source.file, lines: source.toMany, ids: SourceIds.wrongType)]
        case .renameClass:
            // No source declares the class the model now names: located at the entity.
            return [ExpectedPlace(file: "contents", lines: source.entityLine...source.entityLine, ids: SourceIds.missingClass)]
        case .dropRelationship:
            return [ExpectedPlace(file: source.file, lines: source.toMany, ids: SourceIds.unknownProperty)]
                + source.accessors.map { ExpectedPlace(file: source.file, lines: $0...$0, ids: SourceIds.unknownAccessor) }
        }
    }
}

/// Changes to a copy of the sources, each one line of the target's file.
enum SourceMutation: CaseIterable {
    case addUnknownProperty, changeAttributeType, wrongCollection, renameClass, accessorOfNoRelationship

    func applies(to app: App) -> Bool {
        app.framework == "coredata" || (self != .wrongCollection && self != .accessorOfNoRelationship)
    }

    /// The target file with the change, and where it must be reported.
    func apply(to source: SourceText, target: MutationTarget, swiftData: Bool) throws -> (String, String, ExpectedPlace) {
        if self == .renameClass { return renameClass(source, target) }
        var lines = source.lines
        let place: ExpectedPlace
        switch self {
        case .addUnknownProperty:
            let at = source.attribute.upperBound   // after the attribute's `var` line
            let indent = String(lines[at - 1].prefix { $0 == " " })
            lines.insert(indent + (swiftData ? "var cdgenMutant: String?" : "@NSManaged var cdgenMutant: String?"), at: at)
            place = ExpectedPlace(file: source.file, lines: (at + 1)...(at + 1), ids: SourceIds.unknownProperty)
        case .changeAttributeType:
            let at = source.attribute.upperBound - 1
            lines[at] = lines[at].replacingOccurrences(of: ": String", with: ": Int32")
            place = ExpectedPlace(file: source.file, lines: source.attribute, ids: SourceIds.wrongType)
        case .wrongCollection:
            let at = source.toMany.upperBound - 1
            let declared = try #require(lines[at].range(of: #":\s*[^=/{]+"#, options: .regularExpression))
            lines[at].replaceSubrange(declared, with: ": NSOrderedSet?")
            place = ExpectedPlace(file: source.file, lines: source.toMany, ids: SourceIds.wrongType)
        case .renameClass:
            fatalError("renameClass(_:_:) changes the class's file")
        case .accessorOfNoRelationship:
            let at = source.toMany.upperBound
            let indent = String(lines[at - 1].prefix { $0 == " " })
            lines.insert(indent + "@objc(addCdgenMutantObject:) @NSManaged func addToCdgenMutant(_ value: \(target.className))", at: at)
            place = ExpectedPlace(file: source.file, lines: (at + 1)...(at + 1), ids: SourceIds.unknownAccessor)
        }
        return (source.file, lines.joined(separator: "\n"), place)
    }

    /// Where the model names the class without a module: its `@objc(Name)` changed to another
    /// name (reported at the class). Otherwise the class renamed: no source declares the entity's
    /// class (reported at the entity). (A module-qualified name, `Module.X` or `.X`, is looked up
    /// as Swift names the class; whether an `@objc` rename breaks that lookup is not certain.)
    private func renameClass(_ source: SourceText, _ target: MutationTarget) -> (String, String, ExpectedPlace) {
        var lines = source.classLines
        let range = (source.classDeclaration.lowerBound - 1)...(source.classDeclaration.upperBound - 1)
        if !source.modelClassName.contains("."), let at = range.first(where: { lines[$0].contains("@objc(\(target.className))") }) {
            lines[at] = lines[at].replacingOccurrences(of: "@objc(\(target.className))", with: "@objc(Mutant\(target.className))")
            return (
                source.classFile, lines.joined(separator: "\n"), ExpectedPlace(file: source.classFile, lines: source.classDeclaration, ids: SourceIds.objcName)
            )
        }
        let at = range.upperBound
        lines[at] = lines[at].replacingOccurrences(of: "class \(target.className)", with: "class Mutant\(target.className)")
        let place = ExpectedPlace(file: "contents", lines: source.entityLine...source.entityLine, ids: SourceIds.missingClass)
        return (source.classFile, lines.joined(separator: "\n"), place)
    }
}

struct AppsError: Error, CustomStringConvertible {
    var description: String
}

/// The ids of the source check's findings, per kind (the catalogue's `sources` family).
enum SourceIds {
    static let unknownProperty: Set<String> = ["source-unknown-property"]
    static let wrongType: Set<String> = ["source-type-mismatch"]
    static let missingClass: Set<String> = ["source-class-missing"]
    static let objcName: Set<String> = ["source-objc-name"]
    static let unknownAccessor: Set<String> = ["source-unknown-accessor"]
}
