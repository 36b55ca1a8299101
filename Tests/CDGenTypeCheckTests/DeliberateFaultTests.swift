import CDGenCore
import Foundation
import Testing

/// The harness must fail when the generated code is wrong: each test breaks clean generated output
/// in one way and expects the harness to report it, at the right file and line. A harness that
/// reports nothing can never pass here.
@Suite("The harness reports deliberate faults")
struct DeliberateFaultTests {
    /// A small model with a parent/child pair, unordered and ordered to-many relationships,
    /// scalars and a keyword property.
    static let xml = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="23788" systemVersion="24A335" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
            <entity name="Parent" representedClassName="Parent" syncable="YES" codeGenerationType="class">
                <attribute name="name" optional="YES" attributeType="String"/>
                <attribute name="count" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
                <attribute name="extension" optional="YES" attributeType="String"/>
                <relationship name="children" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Child" inverseName="parent" inverseEntity="Child"/>
            </entity>
            <entity name="Child" representedClassName="Child" parentEntity="Parent" syncable="YES" codeGenerationType="class">
                <attribute name="extra" optional="YES" attributeType="String"/>
                <relationship name="parent" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Parent" inverseName="children" inverseEntity="Parent"/>
                <relationship name="tags" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="Tag"/>
            </entity>
            <entity name="Tag" representedClassName="Tag" syncable="YES" codeGenerationType="class">
                <attribute name="label" optional="YES" attributeType="String"/>
            </entity>
        </model>
        """

    static let config = GenerationConfig(era: .xcode26)

    static func generated(_ config: GenerationConfig = config) throws -> (model: DataModel, files: [GeneratedFile]) {
        let model = try ModelParser.parseXML(Array(xml.utf8), path: "faults.xml", modelName: "Faults").model
        return (model, try Pipeline.generate(model, options: config.options).files)
    }

    /// Runs the harness on the files after `edit` replaced `old` by `new` (once) in the file named `file`.
    static func problems(
        in file: String, replacing old: String, with new: String, config: GenerationConfig = config,
        mode: RewriteMode? = nil
    ) async throws -> [String] {
        var (model, files) = try generated(config)
        let index = try #require(files.firstIndex { $0.name == file }, "no generated file \(file)")
        let range = try #require(files[index].contents.range(of: old), "'\(old)' is not in \(file)")
        files[index].contents.replaceSubrange(range, with: new)
        var prepared = try await StandInModules.shared.prepare()
        if let mode { prepared.rewriteMode = mode }
        return try await TypeCheckHarness.check(
            files: files, model: model, config: config, runs: CompilerRun.swift6,
            label: "fault", prepared: prepared)
    }

    @Test("The unbroken files pass, in both rewrite modes, so every fault below is the fault's doing")
    func baseline() async throws {
        for mode in [RewriteMode.dropObjC, .computed] {
            let problems = try await Self.problems(in: "Parent+CoreDataProperties.swift", replacing: "import", with: "import", mode: mode)
            #expect(problems.isEmpty, "\(mode): \(problems.joined(separator: "\n"))")
        }
    }

    @Test("A wrong type name (NSSet? → NSSett?) fails, naming file, line and column")
    func unknownType() async throws {
        let problems = try await Self.problems(in: "Parent+CoreDataProperties.swift", replacing: "children: NSSet?", with: "children: NSSett?")
        let line = try Self.line(of: "children: NSSet?", in: "Parent+CoreDataProperties.swift")
        #expect(problems.contains { $0.contains("Parent+CoreDataProperties.swift:\(line):") && $0.contains("NSSett") }, "\(problems)")
    }

    @Test("The same fault is caught with the full (computed-property) rewrite too")
    func unknownTypeComputedRewrite() async throws {
        let problems = try await Self.problems(in: "Parent+CoreDataProperties.swift", replacing: "children: NSSet?", with: "children: NSSett?", mode: .computed)
        #expect(problems.contains { $0.contains("NSSett") }, "\(problems)")
    }

    @Test("A syntax error fails in swift-syntax, naming file, line and column")
    func syntaxError() async throws {
        let problems = try await Self.problems(
            in: "Tag+CoreDataProperties.swift", replacing: "return NSFetchRequest<Tag>(", with: "return NSFetchRequest<Tag>((")
        let line = try Self.line(of: "return NSFetchRequest<Tag>(", in: "Tag+CoreDataProperties.swift")
        #expect(problems.contains { $0.contains("Tag+CoreDataProperties.swift:\(line):") && $0.contains("syntax error") }, "\(problems)")
    }

    @Test("An unescaped keyword fails")
    func unescapedKeyword() async throws {
        let problems = try await Self.problems(in: "Parent+CoreDataProperties.swift", replacing: "var `extension`", with: "var extension")
        #expect(problems.contains { $0.contains("syntax error") }, "\(problems)")
    }

    @Test("A wrong generic argument fails (NSFetchRequest<String>)")
    func wrongGenericArgument() async throws {
        let problems = try await Self.problems(in: "Tag+CoreDataProperties.swift", replacing: "-> NSFetchRequest<Tag>", with: "-> NSFetchRequest<String>")
        #expect(problems.contains { $0.contains("NSFetchRequestResult") || $0.contains("cannot convert") }, "\(problems)")
    }

    @Test("A duplicate declaration fails")
    func duplicateDeclaration() async throws {
        let problems = try await Self.problems(
            in: "Tag+CoreDataProperties.swift", replacing: "    @NSManaged public var label: String?\n",
            with: "    @NSManaged public var label: String?\n    @NSManaged public var label: String?\n")
        #expect(problems.contains { $0.contains("invalid redeclaration") }, "\(problems)")
    }

    @Test("A child redeclaring its parent's property fails (no overriding from extensions)")
    func invalidOverride() async throws {
        let problems = try await Self.problems(
            in: "Child+CoreDataProperties.swift", replacing: "    @NSManaged public var extra: String?\n",
            with: "    @NSManaged public var extra: String?\n    @NSManaged public var name: String?\n")
        #expect(problems.contains { $0.contains("Child+CoreDataProperties.swift") && $0.contains("error:") }, "\(problems)")
    }

    @Test("A class without the parent class fails (parent entity's class missing)")
    func missingParent() async throws {
        let problems = try await Self.problems(in: "Child+CoreDataClass.swift", replacing: "public class Child: Parent", with: "public class Child: ParentMO")
        #expect(problems.contains { $0.contains("ParentMO") }, "\(problems)")
    }

    @Test("A public declaration using a type from an import that is not public fails (Xcode 26, Swift 6)")
    func brokenPublicImport() async throws {
        let problems = try await Self.problems(in: "Tag+CoreDataClass.swift", replacing: "public import CoreData", with: "import CoreData")
        #expect(problems.contains { $0.contains("Tag+CoreDataClass.swift") && $0.contains("error:") }, "\(problems)")
    }

    @Test("An @NSManaged property with an initial value fails (the front end checks @NSManaged)")
    func managedWithInitialValue() async throws {
        let problems = try await Self.problems(in: "Tag+CoreDataProperties.swift", replacing: "label: String?", with: "label: String? = nil")
        #expect(problems.contains { $0.contains("@NSManaged") || $0.contains("initial value") || $0.contains("error:") }, "\(problems)")
    }

    @Test("A selector with the wrong number of pieces is reported")
    func selectorShape() async throws {
        let problems = try await Self.problems(in: "Parent+CoreDataProperties.swift", replacing: "@objc(addChildrenObject:)", with: "@objc(addChildrenObject)")
        #expect(problems.contains { $0.contains("Objective-C selector 'addChildrenObject'") }, "\(problems)")
    }

    @Test("Two methods with one selector are reported")
    func selectorClash() async throws {
        let problems = try await Self.problems(
            in: "Parent+CoreDataProperties.swift", replacing: "@objc(removeChildrenObject:)", with: "@objc(addChildrenObject:)")
        #expect(problems.contains { $0.contains("is also the selector of") }, "\(problems)")
    }

    @Test("An optional scalar @NSManaged property is reported (not representable in Objective-C)")
    func optionalScalar() async throws {
        let problems = try await Self.problems(in: "Parent+CoreDataProperties.swift", replacing: "count: Int16", with: "count: Int16?")
        #expect(problems.contains { $0.contains("optional Int16") }, "\(problems)")
    }

    @Test("A property of the wrong type is caught by the type witness")
    func wrongPropertyType() async throws {
        let problems = try await Self.problems(in: "Parent+CoreDataProperties.swift", replacing: "name: String?", with: "name: NSString?")
        #expect(problems.contains { $0.contains("_CDGenTypeWitness.swift") }, "\(problems)")
    }

    @Test("--nonisolated output is checked with main-actor default isolation")
    func isolation() async throws {
        let config = GenerationConfig(era: .xcode26, nonisolated: true)
        // A main-actor method called from a nonisolated accessor: fine without default
        // isolation, an error with it.
        let problems = try await Self.problems(
            in: "Tag+CoreDataProperties.swift", replacing: "extension Tag {\n",
            with: "extension Tag {\n    func f() {}\n    nonisolated func g() { f() }\n", config: config)
        #expect(problems.contains { $0.contains("main actor") || $0.contains("MainActor") }, "\(problems)")
    }

    @Test("A warning fails, beyond Xcode and in Xcode's own output of every era, unless Xcode's files of that era get it")
    func warningFails() async throws {
        let edit = (old: "extension Tag {\n", new: "extension Tag {\n    func f() { var unused = 1 }\n")
        let beyond = GenerationConfig(era: .xcode26, accessLevel: .internal, keys: true)
        for config in [beyond] + GenerationConfig.eras {
            let problems = try await Self.problems(in: "Tag+CoreDataProperties.swift", replacing: edit.old, with: edit.new, config: config)
            #expect(problems.contains { $0.contains("warning:") && $0.contains("unused") }, "\(config): \(problems)")
        }
    }

    @Test("Tolerated warnings match without the compiler's diagnostic group; other warnings fail, beyond Xcode and in Xcode's output")
    func toleratedWarnings() {
        let beyond = GenerationConfig(era: .xcode26, keys: true)
        func warning(_ message: String) -> CompilerDiagnostics.Diagnostic {
            .init(path: "/x/A.swift", file: "A.swift", line: 1, column: 1, severity: "warning", message: message)
        }
        let deprecation = "'NSExpression' is deprecated: NSExpression is not available in swift-corelibs-foundation [#DeprecatedDeclaration]"
        #expect(!CompilerDiagnostics.fails(warning(deprecation), config: beyond))
        #expect(CompilerDiagnostics.fails(warning("initialization of variable 'unused' was never used [#no-usage]"), config: beyond))
        #expect(CompilerDiagnostics.fails(warning("initialization of variable 'unused' was never used"), config: Self.config))
        // Xcode's own warning, in Xcode's output from the era whose files get it.
        let unusedImport = "public import of 'CoreData' was not used in public declarations or inlinable code"
        #expect(!CompilerDiagnostics.fails(warning(unusedImport), config: GenerationConfig(era: .xcode26)))
        #expect(!CompilerDiagnostics.fails(warning(unusedImport), config: GenerationConfig(era: .xcode27)))
        #expect(CompilerDiagnostics.fails(warning(unusedImport), config: GenerationConfig(era: .xcode12)))
        #expect(CompilerDiagnostics.fails(warning(deprecation), config: GenerationConfig(era: .xcode26)))
    }

    @Test("The app-target and approachable runs go through SIL exactly for files that can send across isolation; plain Swift 6 always")
    func silOnlyWhereRegionsMatter() throws {
        let sil = ["-emit-sil", "-o", "/dev/null"]
        let files = try Self.generated().files
        let plain = files.reduce(into: Set<String>()) { $0.formUnion(SwiftRewriter.words(in: $1.contents)) }
        #expect(!CompilerRun.crossesIsolation(plain), "Xcode's files of the fault model: \(plain.intersection(CompilerRun.isolationWords))")
        #expect(CompilerRun.swift6Mode.action(words: plain) == sil)
        #expect(CompilerRun.app.action(words: plain) == ["-typecheck"])
        #expect(CompilerRun.approachableMode.action(words: plain) == ["-typecheck"])
        #expect(CompilerRun.swift5Mode.action(words: plain.union(["await"])) == ["-typecheck"])
        for word in ["await", "async", "Task", "sending", "perform"] {
            #expect(CompilerRun.app.action(words: plain.union([word])) == sil, "\(word)")
        }
        // The snapshot files' `fetch` is async: they are checked through SIL in every Swift 6 run.
        let snapshots = try Self.generated(GenerationConfig(era: .xcode26, snapshots: true)).files.filter { $0.kind == .snapshot }
        #expect(!snapshots.isEmpty)
        #expect(snapshots.allSatisfy { CompilerRun.app.action(words: SwiftRewriter.words(in: $0.contents)) == sil })
        // Approachable Concurrency alone compiles the bodies of those files only, the others' declarations as context;
        // every other run compiles every body.
        let output = try Self.generated(GenerationConfig(era: .xcode26, snapshots: true)).files
        let words = output.map { SwiftRewriter.words(in: $0.contents) }
        let crossing = output.indices.filter { output[$0].kind == .snapshot }
        #expect(CompilerRun.approachableMode.primaryFiles(words) == crossing)
        #expect(CompilerRun.approachableMode.primaryFiles(output.indices.filter { !crossing.contains($0) }.map { words[$0] }) == nil)
        for run in [CompilerRun.swift6Mode, .swift5Mode, .app] { #expect(run.primaryFiles(words) == nil, "\(run)") }
    }

    @Test("Rewriting keeps every line and every column of the generated file")
    func rewriteKeepsPositions() throws {
        let files = try Self.generated().files
        for file in files {
            let rewritten = SwiftRewriter.analyze(file.contents, fileName: file.name, mode: .dropObjC).rewritten
            let before = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
            let after = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(before.count == after.count, "\(file.name)")
            for (old, new) in zip(before, after) {
                #expect(old.utf8.count == new.utf8.count, "\(file.name): '\(old)' → '\(new)'")
            }
            #expect(!rewritten.contains("@objc("), "\(file.name)")
            #expect(rewritten.contains("@NSManaged") == file.contents.contains("@NSManaged"), "\(file.name)")
        }
    }

    /// The 1-based line of the first occurrence of `text` in the unbroken generated `file`.
    /// The stand-ins declare the SDK's variadic `NSPredicate(format:_:)` as overloads of one and two
    /// `CVarArg`s: two arguments pass, an argument that is no `CVarArg` fails as with the SDK.
    @Test("Predicate format arguments type-check as the SDK's CVarArg... do")
    func predicateFormatArguments() async throws {
        let builder = GenerationConfig(era: .xcode26, modelBuilder: true)
        let file = "Faults+ManagedObjectModel.swift"
        let good = try await Self.problems(
            in: file, replacing: "        return model",
            with: "        _ = NSPredicate(format: \"%@ == %d\", \"a\", 1)\n        return model", config: builder)
        #expect(good.isEmpty, "\(good)")
        let bad = try await Self.problems(
            in: file, replacing: "        return model",
            with: "        _ = NSPredicate(format: \"%@ == %@\", \"a\", [model])\n        return model", config: builder)
        #expect(bad.contains { $0.contains(file) && $0.contains("error:") }, "\(bad)")
    }

    /// Linux ignores Apple availability, so a stand-in declaration without the SDK's `@available`
    /// would let nothing fail; what cdgen writes is gated by `SDKAPI`'s table instead. The
    /// stand-ins must say what the table (and the SDK's headers and interface) says: each
    /// declaration below carries an `@available` (on itself or its class) with the table's
    /// release on every platform. No compiler run: the stand-in sources are read as text.
    static let gatedStandIns: [(file: String, declaration: String, api: SDKAPI)] = [
        ("CoreData.swift", "open class NSDerivedAttributeDescription", .derivedAttributeDescription),
        ("CoreData.swift", "open class NSCompositeAttributeDescription", .compositeAttributeDescription),
        ("CoreData.swift", "open var allowsCloudEncryption", .allowsCloudEncryption),
        ("CoreData.swift", "open class NSStagedMigrationManager", .stagedMigrationManager),
        ("CoreData.swift", "open class NSLightweightMigrationStage", .lightweightMigrationStage),
        ("CoreData.swift", "open class NSCustomMigrationStage", .customMigrationStage),
        ("CoreData.swift", "open class NSManagedObjectModelReference", .managedObjectModelReference),
        ("CoreData.swift", "open var versionChecksum: String { \"\" }", .versionChecksum),
        ("SwiftData/SwiftData.swift", "public macro Model()", .modelMacro),
        ("SwiftData/SwiftData.swift", "public macro Unique<T>", .uniqueMacro),
        ("SwiftData/SwiftData.swift", "public macro Index<T>(_ indices: [PartialKeyPath<T>]...)", .indexMacro),
        ("SwiftData/SwiftData.swift", "public macro Index<T>(_ indices: Schema.Index<T>.Types<T>...)", .indexMacro),
    ]

    @Test("The stand-ins' @available lines are the SDK's (SDKAPI's table), where Linux cannot check them")
    func standInAvailability() throws {
        for (file, declaration, api) in Self.gatedStandIns {
            let text = try String(contentsOf: StandInModules.sourceFolder.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let index = try #require(lines.firstIndex { $0.hasPrefix(declaration) }, "\(declaration) is not in \(file)")
            // The attributes and comments right above the declaration.
            let above = lines[..<index].reversed().prefix { $0.hasPrefix("@") || $0.hasPrefix("//") || $0.hasPrefix("///") }
            let available = try #require(above.first { $0.hasPrefix("@available(") && !$0.contains("unavailable") }, "\(declaration) has no @available")
            var versions: [String: String] = ["visionOS": "1"]
            for part in available.dropFirst("@available(".count).split(separator: ",") {
                let words = part.split(separator: " ")
                if words.count == 2 { versions[String(words[0])] = String(words[1]).replacingOccurrences(of: ")", with: "") }
            }
            let stated = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"].map { "\($0) \(versions[$0] ?? "?")" }.joined(separator: ", ")
            #expect(stated == api.availability.summary, "\(file): \(declaration)")
        }
    }

    static func line(of text: String, in file: String) throws -> Int {
        let contents = try #require(try generated().files.first { $0.name == file }?.contents)
        let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(text) }) + 1
    }
}
