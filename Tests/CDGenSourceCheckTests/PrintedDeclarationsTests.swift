import CDGenCore
import CDGenSourceCheck
import CDGenTestSupport
import Foundation
import Testing

/// What a run declares (`RunDeclarations`, which `lint`, `check`, the plugin and `lint --sources`
/// read) is what its files print: every Swift file of every kind, read back with the source
/// reader, holds exactly the top-level declarations declared for it, on every model of the
/// corpus's pairs and bundles and every Sample in three runs that write every kind between them
/// (Core Data with the builder, snapshots, the staged migration and the plugin's unplanned file;
/// SwiftData; SwiftData with the versioned schemas, the newest `versionedSchemaLimit` of a bundle),
/// and a composite (no model of the corpus has one). A template's render is declared by its name
/// alone, so it is not compared.
@Suite struct PrintedDeclarationsTests {
    /// The three runs: what each sets on the command line, and whether it asks for the unplanned file.
    static let runs: [(name: String, options: [GeneratorOption: OptionValue], unplanned: Bool)] = [
        ("coredata", [.modelBuilder: .bool(true), .snapshots: .bool(true), .stagedMigration: .bool(true)], true),
        ("swiftdata", [.framework: .name("swiftdata")], false),
        ("versioned", [.framework: .name("swiftdata"), .versionedSchema: .bool(true)], false),
    ]

    /// The Swift kinds the corpus must meet; a template's render needs a `cdgen.json`, a composite
    /// a model that has one (`aCompositePrintsWhatItDeclares`).
    static let expectedKinds = Set(OutputKind.allCases.filter { $0.format.isCompiled && ![.rendered, .swiftDataComposite].contains($0) })

    /// How `file`'s printed top-level declarations differ from `declared` (`kind name`): one line
    /// per declaration printed and not declared, or declared and not printed. A name's
    /// declarations are counted; extensions are not (a file may extend a type in several blocks,
    /// and an extension declares no name: the run declares each extended type once per file).
    static func mismatches(_ file: GeneratedFile, declared: [TypeDeclaration]) -> [String] {
        let read = SourceReader.read(text: file.contents, path: file.name).file.topLevel
        let printed = read.filter { $0.kind != .extension }.map(\.description) + Set(read.filter { $0.kind == .extension }.map(\.description))
        // A reserved name (`TypeDeclaration.isReserved`) is claimed whether or not it is printed.
        let expected = declared.filter { $0.file == file.name }.compactMap { declaration -> String? in
            let line = "\(declaration.kind.rawValue) \(declaration.name)"
            return !declaration.isReserved || printed.contains(line) ? line : nil
        }
        var counts: [String: Int] = [:]
        for line in printed { counts[line, default: 0] += 1 }
        for line in expected { counts[line, default: 0] -= 1 }
        return counts.filter { $0.value != 0 }.sorted { $0.key < $1.key }.map { line, count in
            "\(file.name): \(count > 0 ? "printed, not declared" : "declared, not printed"): \(line)\(abs(count) > 1 ? " (×\(abs(count)))" : "")"
        }
    }

    /// The newest versions' schemas a run's files are read back for: every bundle of the corpus
    /// but WooCommerce (117 versions, half the test's time read back in a debug build) has fewer.
    static let versionedSchemaLimit = 24

    /// The compiled files of a run that are read back: all, but of the versioned schemas
    /// (`<Model>SchemaV<n>.swift`) only the newest `versionedSchemaLimit`: one emitter writes them all.
    static func readBack(_ files: [GeneratedFile]) -> [GeneratedFile] {
        let version = { (file: GeneratedFile) -> Int in
            Int(file.name.split(separator: "V").last?.dropLast(".swift".count) ?? "") ?? 0
        }
        let newest = files.filter { $0.kind == .versionedSchema }.map(version).sorted().suffix(versionedSchemaLimit)
        return files.filter { $0.kind.format.isCompiled && ($0.kind != .versionedSchema || newest.contains(version($0))) }
    }

    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func everyKindPrintsWhatItDeclares() throws {
        var kinds: Set<OutputKind> = []
        var compared = 0
        var skippedSchemas = 0
        let samples = TestPaths.samples.map {
            (id: "Samples/\($0.lastPathComponent)", path: $0.appendingPathComponent("\($0.lastPathComponent).xcdatamodeld").path)
        }
        for model in try TestPaths.caseModels(["pairs", "models"]) + samples {
            for run in Self.runs {
                var request = PipelineRequest(modelPath: model.path)
                for (option, value) in run.options { request.commandLine[option] = value }
                request.unplannedFile = run.unplanned
                let diagnostics = DiagnosticCollector()
                let started: GenerationRun
                let files: [GeneratedFile]
                do {
                    started = try Pipeline.start(request, diagnostics: diagnostics)
                    files = try started.files()
                } catch {
                    // A model these options refuse (lint's errors) writes nothing to compare.
                    continue
                }
                let readBack = Self.readBack(files)
                skippedSchemas += files.filter { $0.kind == .versionedSchema }.count - readBack.filter { $0.kind == .versionedSchema }.count
                for file in readBack {
                    let found = Self.mismatches(file, declared: started.declarations.types)
                    #expect(found.isEmpty, "\(model.id) [\(run.name)]:\n\(found.joined(separator: "\n"))")
                    kinds.insert(file.kind)
                    compared += 1
                }
            }
        }
        #expect(kinds.isSuperset(of: Self.expectedKinds), "kinds the corpus never wrote: \(Self.expectedKinds.subtracting(kinds))")
        #expect(skippedSchemas > 0, "no bundle has more than \(Self.versionedSchemaLimit) versions: the limit reads back everything")
        print(
            "PrintedDeclarationsTests: \(compared) file(s) of \(kinds.count) kind(s) print what they declare (\(skippedSchemas) older versions' schemas not read back)"
        )
    }

    @Test func aCompositePrintsWhatItDeclares() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
                <entity name="Post" representedClassName="Post">
                    <attribute name="address" optional="YES" attributeType="Composite" composite="Address"/>
                </entity>
                <composite name="Address"><attribute name="street" optional="YES" attributeType="String"/></composite>
            </model>
            """
        let model = try ModelParser.parseXML(Array(xml.utf8), path: "Composite.xml", modelName: "Composite").model
        var options = GeneratorOptions()
        options.framework = .swiftData
        let declarations = RunDeclarations(plan: OutputPlan(model: model, options: options), model: model, options: options)
        let files = try Pipeline.generate(model, options: options).files
        #expect(files.contains { $0.kind == .swiftDataComposite })
        for file in files where file.kind.format.isCompiled {
            let found = Self.mismatches(file, declared: declarations.types)
            #expect(found.isEmpty, "\(found)")
        }
    }

    /// A deliberate fault in real output: the Chat sample's class file with its class renamed and
    /// its typealias printed twice.
    @Test func aFileThatPrintsOtherDeclarationsThanDeclaredIsReported() throws {
        let chat = TestPaths.repositoryRoot.appendingPathComponent("Samples/Chat/Chat.xcdatamodeld").path
        let run = try Pipeline.start(PipelineRequest(modelPath: chat), diagnostics: DiagnosticCollector())
        var file = try #require(try run.files().first { $0.name == "Usuario+CoreDataClass.swift" })
        #expect(Self.mismatches(file, declared: run.declarations.types).isEmpty)
        let alias = try #require(file.contents.split(separator: "\n").first { $0.hasPrefix("public typealias ") })
        file.contents = file.contents.replacingOccurrences(of: "public class Usuario:", with: "public class Usuarios:") + alias + "\n"
        #expect(
            Self.mismatches(file, declared: run.declarations.types) == [
                "Usuario+CoreDataClass.swift: declared, not printed: class Usuario",
                "Usuario+CoreDataClass.swift: printed, not declared: class Usuarios",
                "Usuario+CoreDataClass.swift: printed, not declared: typealias UsuarioCoreDataClassSet",
            ])
    }
}
