import Foundation
import Testing

/// The SwiftData check must fail when SwiftData output is wrong: each test breaks the clean
/// hand-written output of `SwiftDataSample` in one way and expects an error at the right file and
/// line, from the compiler or from the stand-in's macro plugin (see README.md, "SwiftData").
@Suite("The SwiftData check reports deliberate faults")
struct SwiftDataFaultTests {
    /// The problems of the sample after replacing `old` by `new` (once) in `file`, and the line of `new`.
    static func problems(in file: String, replacing old: String, with new: String) async throws -> (problems: [String], line: Int) {
        var files = SwiftDataSample.files
        let text = try #require(files[file], "no sample file \(file)")
        let range = try #require(text.range(of: old), "'\(old)' is not in \(file)")
        files[file] = text.replacingCharacters(in: range, with: new)
        let line = text[..<range.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).count
        return (try await SwiftDataCheck.typeCheck(files, label: "swiftdata-fault").problems, line)
    }

    /// Expects a problem at `file:line` whose message contains `message`.
    static func expect(
        _ file: String, replacing old: String, with new: String, reports message: String, at expectedLine: Int? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let (problems, line) = try await problems(in: file, replacing: old, with: new)
        let at = "\(file):\(expectedLine ?? line):"
        #expect(
            problems.contains { $0.contains(at) && $0.contains(message) }, "expected \(at) … \(message) in:\n\(problems.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }

    @Test("The unbroken sample passes in every run: every fault below is the fault's doing", arguments: SwiftDataCheck.runs)
    func baseline(run: CompilerRun) async throws {
        let outcome = try await SwiftDataCheck.typeCheck(SwiftDataSample.files, label: "swiftdata-baseline", run: run)
        #expect(outcome.files == SwiftDataSample.files.count)
        #expect(outcome.problems.isEmpty, "\(outcome.problems.joined(separator: "\n"))")
        #expect(outcome.warnings.isEmpty, "\(outcome.warnings.joined(separator: "\n"))")
    }

    /// A versioned output past `SwiftDataCheck.appTargetVersionLimit` versions: the older versions'
    /// schemas are type-checked (a wrong type fails), the newest and the rest go through SIL too (an
    /// initialiser that leaves a property without a value fails there, and only there).
    @Test("Past the version limit an older version's schema stops at type-checking; the newest one's goes through SIL")
    func historyBodies() async throws {
        let runs = SwiftDataCheck.runs(versioned: true, versions: SwiftDataCheck.appTargetVersionLimit + 1)
        #expect(runs.first == .historyTypeCheck && runs.contains(.swift6Mode) && !runs.contains(.swift5Mode))
        #expect(!SwiftDataCheck.runs(versioned: true, versions: SwiftDataCheck.appTargetVersionLimit).contains(.historyTypeCheck))
        let person = try #require(SwiftDataSample.files["Person.swift"])
        let uninitialised = person.replacingOccurrences(of: "        self.email = email\n", with: "")
        let mistyped = person.replacingOccurrences(of: "        self.email = email\n", with: "        self.email = 1\n")
        #expect(uninitialised != person && mistyped != person)
        /// The sample with Person's file as version `faulty` of two, and problems of `run`.
        func problems(_ text: String, faulty: Int, run: CompilerRun) async throws -> [String] {
            var files = SwiftDataSample.files
            files["Person.swift"] = nil
            files["PersonSchemaV\(faulty).swift"] = text
            files["PersonSchemaV\(3 - faulty).swift"] = "// the other version\n"
            return try await SwiftDataCheck.typeCheck(files, label: "swiftdata-history", run: run, among: runs).problems
        }
        let newest = try await problems(uninitialised, faulty: 2, run: .swift6Mode)
        #expect(newest.contains { $0.contains("PersonSchemaV2.swift:") && $0.contains("without initializing all stored properties") }, "\(newest)")
        let older = try await problems(uninitialised, faulty: 1, run: .swift6Mode)
        #expect(older.isEmpty, "\(older)")
        let typed = try await problems(mistyped, faulty: 1, run: .historyTypeCheck)
        #expect(typed.contains { $0.contains("PersonSchemaV1.swift:") && $0.contains("error:") }, "\(typed)")
    }

    /// cdgen's plan protocol before its members were `nonisolated`: in an Xcode 26 app target the
    /// extension's `schemas` and `stages` and the requirements are main-actor isolated, so the
    /// stages' `@Sendable` closures call main-actor code and the app's conformance crosses into it.
    @Test("In an app target, a plan protocol or conformance without nonisolated fails; Swift 6 alone accepts it")
    func planIsolation() async throws {
        let faults: [(old: String, reports: String)] = [
            ("nonisolated public static var stages", "crosses into main actor-isolated code"),
            ("nonisolated static func didMigrateV1toV2(_ context: ModelContext) throws {}", "crosses into main actor-isolated code"),
            ("nonisolated static func willMigrateV1toV2(_ context: ModelContext) throws\n", "call to main actor-isolated static method 'willMigrateV1toV2'"),
            ("nonisolated static func willMigrateV1toV2(_ context: ModelContext) throws\n", "sending '$0' risks causing data races"),
        ]
        for fault in faults {
            var files = SwiftDataSample.files
            let store = try #require(files["ChatStore.swift"])
            #expect(store.contains(fault.old), "\(fault.old)")
            files["ChatStore.swift"] = store.replacingOccurrences(of: fault.old, with: String(fault.old.dropFirst("nonisolated ".count)))
            let app = try await SwiftDataCheck.typeCheck(files, label: "swiftdata-fault-isolation", run: .app).problems
            #expect(app.contains { $0.contains("ChatStore.swift:") && $0.contains(fault.reports) }, "\(fault.reports) in:\n\(app.joined(separator: "\n"))")
            let swift6 = try await SwiftDataCheck.typeCheck(files, label: "swiftdata-fault-isolation", run: .swift6Mode).problems
            #expect(swift6.isEmpty, "\(swift6.joined(separator: "\n"))")
        }
    }

    @Test("A warning in a generated file fails: an unused public import")
    func warningInGeneratedFile() async throws {
        var files = SwiftDataSample.files
        files["Unused.swift"] = "public import Foundation\n"
        let problems = try await SwiftDataCheck.typeCheck(files, label: "swiftdata-fault-warning").problems
        #expect(problems.contains { $0.contains("Unused.swift:1:") && $0.contains("warning: public import of 'Foundation' was not used") }, "\(problems)")
    }

    @Test("A wrong @Attribute label or option fails")
    func attributeLabel() async throws {
        try await Self.expect("Person.swift", replacing: "originalName: \"mail\"", with: "orignalName: \"mail\"", reports: "orignalName")
        try await Self.expect("Person.swift", replacing: "@Attribute(.externalStorage,", with: "@Attribute(.externalStore,", reports: "externalStore")
    }

    @Test("A wrong @Relationship label or delete rule fails")
    func relationshipLabel() async throws {
        try await Self.expect("Person.swift", replacing: "(deleteRule: .cascade,", with: "(delete: .cascade,", reports: "delete:")
        try await Self.expect("Person.swift", replacing: "(deleteRule: .cascade,", with: "(deleteRule: .cascading,", reports: "cascading")
    }

    @Test("An inverse key path to a missing property fails")
    func missingProperty() async throws {
        try await Self.expect("Person.swift", replacing: "\\Post.author", with: "\\Post.writer", reports: "has no member 'writer'")
    }

    @Test("An inverse key path whose root is not the destination fails (plugin: the parameter is an AnyKeyPath?)")
    func wrongRoot() async throws {
        try await Self.expect(
            "Person.swift", replacing: "\\Post.author", with: "\\Employee.manager", reports: "has root Employee, but the relationship's destination is Post")
    }

    @Test("An inverse written on both sides fails with the error Xcode users see")
    func inverseOnBothSides() async throws {
        let (problems, _) = try await Self.problems(
            in: "Post.swift", replacing: "public var author: Person?", with: "@Relationship(inverse: \\Person.posts) public var author: Person?")
        #expect(problems.contains { $0.contains("circular reference resolving attached macro 'Relationship'") }, "\(problems.joined(separator: "\n"))")
    }

    @Test("A relationship that is its own inverse (Core Data allows it) fails the same way")
    func selfInverse() async throws {
        try await Self.expect(
            "Person.swift", replacing: "@Relationship(deleteRule: .noAction)", with: "@Relationship(deleteRule: .noAction, inverse: \\Person.reports)",
            reports: "circular reference resolving attached macro 'Relationship'")
    }

    @Test("A non-optional property without a default and without an initialiser fails")
    func missingInitialiser() async throws {
        // The closing brace of `init(email:)` moves up to the removed line.
        try await Self.expect("Person.swift", replacing: "        self.email = email\n", with: "", reports: "without initializing all stored properties")
        let initLine =
            try #require(SwiftDataSample.post.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("public init() {}") }) + 1
        try await Self.expect(
            "Post.swift", replacing: "public var title: String = \"\"", with: "public var title: String", reports: "without initializing all stored properties",
            at: initLine)
        // The SDK's @Model refuses a class without an initialiser itself (it adds
        // `init(backingData:)`, so Apple's compiler has no "has no initializers" to give).
        try await Self.expect(
            "Person.swift", replacing: "    public init(email: String) {\n        self.email = email\n    }\n", with: "",
            reports: "@Model requires an initializer be provided for 'Person'", at: 6)
    }

    @Test("#Unique with a key path of another type fails, and so does #Unique naming another class (plugin)")
    func uniqueOfAnotherType() async throws {
        try await Self.expect("Person.swift", replacing: "[\\.firstName, \\.lastName]", with: "[\\Post.title]", reports: "error:")
        try await Self.expect(
            "Person.swift", replacing: "#Unique<Person>([\\.email], [\\.firstName, \\.lastName])", with: "#Unique<Post>([\\.title])",
            reports: "#Unique<Post> is in class Person")
    }

    @Test("Availability, which Linux does not check, is checked by the plugin: #Index, inheritance, @Model")
    func availability() async throws {
        try await Self.expect(
            "Person.swift", replacing: SwiftDataSample.availability18, with: SwiftDataSample.availability17, reports: "#Index needs @available", at: 8)
        try await Self.expect(
            "Employee.swift", replacing: SwiftDataSample.availability26, with: SwiftDataSample.availability18, reports: "model inheritance", at: 5)
        try await Self.expect("ChatSchemaV1.swift", replacing: SwiftDataSample.availability17 + "\n", with: "", reports: "@Model needs @available", at: 8)
    }

    @Test("A subclass initialiser with the wrong label for its superclass fails")
    func subclassInitialiser() async throws {
        try await Self.expect("Employee.swift", replacing: "super.init(email: email)", with: "super.init(mail: email)", reports: "mail")
    }

    @Test("@Model on a struct fails: PersistentModel is a class protocol")
    func modelStruct() async throws {
        let (problems, _) = try await Self.problems(in: "Post.swift", replacing: "public class Post {", with: "public struct Post {")
        #expect(problems.contains { $0.contains("cannot conform to class protocol 'PersistentModel'") }, "\(problems.joined(separator: "\n"))")
    }

    @Test("Versioned schemas and the migration plan: a wrong version, stage label, or global mutable state (Swift 6) fails")
    func versioning() async throws {
        try await Self.expect("ChatSchemaV1.swift", replacing: "Schema.Version(1, 0, 0)", with: "Schema.Version(1, 0)", reports: "error:")
        try await Self.expect("ChatMigrationPlan.swift", replacing: ".lightweight(fromVersion:", with: ".lightweight(from:", reports: "error:")
        try await Self.expect(
            "ChatSchemaV1.swift", replacing: "public static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }",
            with: "public static var versionIdentifier = Schema.Version(1, 0, 0)", reports: "concurrency-safe")
        try await Self.expect("ChatSchemaV1.swift", replacing: "[Mensaje.self] }", with: "[Mensaje.self, String.self] }", reports: "error:")
    }

    @Test("@Transient without a value on a non-optional type fails (Apple's rule), even when the initialiser sets it: cdgen's old output")
    func transientWithoutValue() async throws {
        // The shape cdgen wrote for a required transient attribute without a default: the
        // initialiser sets it, so plain Swift accepts it, but the SDK's init(backingData:) does not.
        var files = SwiftDataSample.files
        let old = "@Transient public var cache: String? = nil"
        files["Person.swift"] = try #require(files["Person.swift"]).replacingOccurrences(of: old, with: "@Transient public var cache: String")
            .replacingOccurrences(of: "self.email = email\n", with: "self.email = email\n        self.cache = email\n")
        let outcome = try await SwiftDataCheck.typeCheck(files, label: "swiftdata-fault-transient")
        let line = try #require(SwiftDataSample.person.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(old) }) + 1
        #expect(
            outcome.problems.contains { $0.contains("Person.swift:\(line):") && $0.contains("@Transient requires one") },
            "\(outcome.problems.joined(separator: "\n"))")
        #expect(outcome.problems.count == 1, "\(outcome.problems.joined(separator: "\n"))")
    }

    @Test("@Transient with a value, an optional type (T?, T!, which Swift sets to nil), or a computed property passes")
    func transientAccepted() async throws {
        for replacement in [
            "@Transient public var cache: String = \"\"", "@Transient public var cache: String!", "@Transient public var cache: String?",
            "@Transient public var cache: String { \"\" }", "@Transient public var cache = 0",
        ] {
            var files = SwiftDataSample.files
            files["Person.swift"] = try #require(files["Person.swift"]).replacingOccurrences(
                of: "@Transient public var cache: String? = nil", with: replacement)
            let outcome = try await SwiftDataCheck.typeCheck(files, label: "swiftdata-transient-ok")
            #expect(outcome.problems.isEmpty, "\(replacement): \(outcome.problems.joined(separator: "\n"))")
        }
    }

    @Test("@Model adds PersistentModel only where it is missing: a subclass given it again fails, so the sample's model subclasses prove the rule")
    func modelConformanceOnlyWhereMissing() async throws {
        // What a @Model that always added the conformance would expand to on the subclass.
        var files = SwiftDataSample.files
        files["Employee.swift"] =
            try #require(files["Employee.swift"]) + "\n\n\(SwiftDataSample.availability26)\nextension Employee: SwiftData.PersistentModel {}\n"
        let outcome = try await SwiftDataCheck.typeCheck(files, label: "swiftdata-fault-conformance")
        #expect(
            outcome.problems.contains { $0.contains("Employee.swift:") && $0.contains("redundant conformance of 'Employee' to protocol 'PersistentModel'") },
            "\(outcome.problems.joined(separator: "\n"))")
        // And a class whose @Model is removed lacks it: #Unique<Person> then fails.
        try await Self.expect("Person.swift", replacing: "@Model\npublic class Person {", with: "public class Person {", reports: "PersistentModel", at: 6)
    }

    /// Stand-in faults the SDK refuses (issue 44), batched into one compiler run: each edit is
    /// in a place of its own, and each must fail at its own line, nowhere else. Every one of them
    /// passed the stand-ins before they followed the SDK's interface files.
    static let sdkFaults: [(file: String, old: String, new: String, reports: String)] = [
        // ValueTransformer is Foundation's: SwiftData neither declares nor re-exports it.
        (
            "Person.swift", "(by: ColorTransformer.self)", "(by: ColorTransformer.self as SwiftData.ValueTransformer.Type)",
            "no type named 'ValueTransformer' in module 'SwiftData'"
        ),
        // Names @Model adds (SwiftData.swiftinterface `macro Model()` and its `_PersistedProperty` peer).
        ("Post.swift", "    public var views: Int32 = 0", "    public var access: Int32 = 0", "'access' is a member that SwiftData's @Model adds"),
        (
            "Post.swift", "    public var shares: Int64 = 0", "    public var persistentBackingData: Int64 = 0",
            "'persistentBackingData' is a member that SwiftData's @Model adds"
        ),
        ("Post.swift", "    public var ratio: Float = 0", "    public var _title: Float = 0", "gives the storage of 'title'"),
        // #Unique/#Index need visionOS 2 (the SDK's interface; the page says 1): reported at #Unique.
        ("Person.swift", "    #Unique<Person>", "    #Unique<Person>", "missing or too low: visionOS"),
        // Core Data: contexts and models are not Sendable; performAndWait and performBackgroundTask take
        // @Sendable blocks; init() is NS_UNAVAILABLE on the migration classes and NSPersistentStore.
        ("_CoreDataFaults.swift", "let context: any Sendable = c0", "let context: any Sendable = c", "does not conform to the 'Sendable' protocol"),
        ("_CoreDataFaults.swift", "let model: any Sendable = m0", "let model: any Sendable = m", "does not conform to the 'Sendable' protocol"),
        ("_CoreDataFaults.swift", "c.performAndWait { _ = 0 }", "c.performAndWait { n += 1 }", "concurrently-executing code"),
        ("_CoreDataFaults.swift", "k.performBackgroundTask { _ in _ = 0 }", "k.performBackgroundTask { _ in n += 1 }", "concurrently-executing code"),
        ("_CoreDataFaults.swift", "NSLightweightMigrationStage([\"a\"])", "NSLightweightMigrationStage()", "'init()' is unavailable"),
        ("_CoreDataFaults.swift", "NSCustomMigrationStage(migratingFrom: r, to: r)", "NSCustomMigrationStage()", "'init()' is unavailable"),
        ("_CoreDataFaults.swift", "NSStagedMigrationManager([])", "NSStagedMigrationManager()", "'init()' is unavailable"),
        ("_CoreDataFaults.swift", "let store: NSPersistentStore? = nil", "let store: NSPersistentStore? = NSPersistentStore()", "'init()' is unavailable"),
    ]

    /// The Core Data side of `sdkFaults`, unbroken: what the SDK accepts.
    static let coreDataUses = """
        import CoreData

        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
        func uses(_ c: NSManagedObjectContext, _ m: NSManagedObjectModel, _ k: NSPersistentContainer, _ r: NSManagedObjectModelReference) {
            var n = 0
            n += 1
            let c0 = 0, m0 = 0
            let context: any Sendable = c0
            let model: any Sendable = m0
            c.performAndWait { _ = 0 }
            k.performBackgroundTask { _ in _ = 0 }
            _ = NSLightweightMigrationStage(["a"])
            _ = NSCustomMigrationStage(migratingFrom: r, to: r)
            _ = NSStagedMigrationManager([])
            let store: NSPersistentStore? = nil
            _ = (context, model, store, n)
        }
        """

    @Test("What the SDK refuses and the stand-ins accepted: Sendable, @Sendable blocks, unavailable init(), visionOS 2, ValueTransformer, @Model's names")
    func sdkStrictness() async throws {
        var files = SwiftDataSample.files
        files["_CoreDataFaults.swift"] = Self.coreDataUses
        let person = try #require(files["Person.swift"])
        files["Person.swift"] = person.replacingOccurrences(
            of: SwiftDataSample.availability18, with: SwiftDataSample.availability18.replacingOccurrences(of: "visionOS 2", with: "visionOS 1"))
        var expected: [(at: String, reports: String)] = []
        for fault in Self.sdkFaults {
            let text = try #require(files[fault.file], "no file \(fault.file)")
            let range = try #require(text.range(of: fault.old), "'\(fault.old)' is not in \(fault.file)")
            let line = text[..<range.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).count
            files[fault.file] = text.replacingCharacters(in: range, with: fault.new)
            expected.append(("\(fault.file):\(line):", fault.reports))
        }
        let problems = try await SwiftDataCheck.typeCheck(files, label: "swiftdata-fault-sdk").problems
        for (at, message) in expected {
            #expect(problems.contains { $0.contains(at) && $0.contains(message) }, "expected \(at) … \(message) in:\n\(problems.joined(separator: "\n"))")
        }
        // The compiler's own clashes with the members @Model adds, reported in the expansion.
        for name in ["persistentBackingData", "_title"] {
            #expect(problems.contains { $0.contains("@__swiftmacro_") && $0.contains("invalid redeclaration of '\(name)'") }, "\(name)")
        }
        // Nothing else fails: the errors are at the faults' lines (#Index's availability beside #Unique's).
        let lines = Set(expected.map(\.at))
        let elsewhere = problems.filter { problem in
            !lines.contains { problem.contains($0) } && !problem.contains("@__swiftmacro_") && !problem.contains("#Index needs")
        }
        #expect(elsewhere.isEmpty, "\(elsewhere.joined(separator: "\n"))")
    }

    @Test("A plan whose custom stage has no code does not compile, nor does a container on a wrong configuration")
    func customStageCode() async throws {
        try await Self.expect(
            "ChatStore.swift", replacing: "static func didMigrateV1toV2(_ context: ModelContext) throws {}", with: "",
            reports: "type 'AppMigration' does not conform to protocol 'ChatCustomPlan'", at: 43)
        try await Self.expect("ChatStore.swift", replacing: "ModelConfiguration(url: url)", with: "ModelConfiguration(path: url)", reports: "error:")
        try await Self.expect(
            "ChatStore.swift", replacing: "forKey: NSPersistentHistoryTrackingKey", with: "forKey: NSPersistentHistoryTracking", reports: "error:")
    }
}
