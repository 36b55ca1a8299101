@testable import CDGenCore
import Testing

/// Which files each codegen mode produces (XcodeOutput.md §2), and the era of any Xcode version.
@Suite struct OutputPlanTests {
    static let modes = """
        <entity name="Auto" representedClassName="Auto" codeGenerationType="class"/>
        <entity name="Ext" representedClassName="Ext" codeGenerationType="category"/>
        <entity name="Hand" representedClassName="Hand"/>
        """

    private func plan(_ selection: CodegenSelection, entities: [String] = []) throws -> OutputPlan {
        var options = GeneratorOptions()
        options.codegen = selection
        options.entityFilter = entities
        return OutputPlan(model: try Snippet.parse(Self.modes), options: options)
    }

    @Test func autoFollowsEachEntitysMode() throws {
        let plan = try plan(.auto)
        #expect(
            plan.files.map(\.name) == [
                "Auto+CoreDataClass.swift", "Auto+CoreDataProperties.swift", "Ext+CoreDataProperties.swift", "Snippet+CoreDataModel.swift",
            ])
        #expect(plan.manualEntities == ["Hand"])
    }

    @Test func classWritesBothFilesForEveryEntity() throws {
        #expect(try plan(.class).files.filter { $0.kind == .classFile }.count == 3)
        #expect(try plan(.class).files.filter { $0.kind == .propertiesFile }.count == 3)
    }

    /// A planned file's kind and subject: what its emitter is given.
    struct Made: Equatable {
        var kind: OutputKind
        var subject: PlannedSubject
        init(_ kind: OutputKind, _ subject: PlannedSubject) {
            self.kind = kind
            self.subject = subject
        }
    }

    static func made(_ plan: OutputPlan) -> [Made] {
        plan.files.map { Made($0.kind, $0.subject) }
    }

    @Test func eachFileCarriesWhatItsEmitterNeeds() throws {
        let model = try Snippet.parse(Self.modes)
        let plan = try plan(.class)
        let ext = PlannedEntity(name: "Ext", position: 1)
        #expect(Self.made(plan)[2...3] == [Made(.classFile, .entity(ext)), Made(.propertiesFile, .entity(ext))])
        #expect(plan.files.compactMap(\.entity).allSatisfy { model.entities[$0.position].name == $0.name })
        #expect(Self.made(plan).last == Made(.modelFile, .model) && plan.files.last?.entityName == nil)
    }

    @Test func swiftDataFilesCarryTheirEntityCompositeOrVersion() throws {
        var options = GeneratorOptions()
        options.framework = .swiftData
        let model = try Snippet.parse(Self.modes)
        #expect(
            Self.made(OutputPlan(model: model, options: options))
                == [0, 1, 2].map { Made(.swiftDataModel, .entity(PlannedEntity(name: model.entities[$0].name, position: $0))) } + [Made(.modelList, .model)])
        options.versionedSchema = true
        let history = SchemaHistory(versions: [.init(label: "1", model: model), .init(label: "2", model: model)], stages: [.init()])
        #expect(
            Self.made(OutputPlan(model: model, options: options, history: history)) == [
                Made(.versionedSchema, .version(0)), Made(.versionedSchema, .version(1)), Made(.migrationPlan, .model),
                Made(.currentTypealiases, .model), Made(.modelList, .model),
            ])
    }

    @Test func categoryWritesOnlyPropertiesFiles() throws {
        #expect(try plan(.category).files.map(\.kind) == [.propertiesFile, .propertiesFile, .propertiesFile, .modelFile])
    }

    @Test func entityFilterLimitsTheRun() throws {
        #expect(
            try plan(.class, entities: ["Ext"]).files.map(\.name) == ["Ext+CoreDataClass.swift", "Ext+CoreDataProperties.swift", "Snippet+CoreDataModel.swift"])
    }

    @Test func noEntityFilesMeansNoModelFile() throws {
        #expect(try plan(.auto, entities: ["Hand"]).files.isEmpty)
    }

    @Test func manualWritesNothing() throws {
        #expect(try plan(.manual).files.isEmpty)
        #expect(try plan(.manual).manualEntities == ["Auto", "Ext", "Hand"])
    }

    @Test func overridesReplaceTheSelectionForTheirEntity() throws {
        var options = GeneratorOptions()
        options.codegen = .class
        options.codegenOverrides = ["Auto": .manual, "Hand": .category]
        let plan = OutputPlan(model: try Snippet.parse(Self.modes), options: options)
        #expect(
            plan.files.map(\.name) == [
                "Ext+CoreDataClass.swift", "Ext+CoreDataProperties.swift", "Hand+CoreDataProperties.swift", "Snippet+CoreDataModel.swift",
            ])
        #expect(plan.manualEntities == ["Auto"])
    }

    /// The complement holds exactly the entity files the plan leaves out, for every selection.
    @Test(arguments: CodegenSelection.allCases)
    func complementIsWhatThePlanLeavesOut(selection: CodegenSelection) throws {
        var options = GeneratorOptions()
        options.codegen = selection
        let model = try Snippet.parse(Self.modes)
        let built = Set(OutputPlan(model: model, options: options).files.filter { $0.kind != .modelFile }.map(\.name))
        options.complement = true
        let complement = OutputPlan(model: model, options: options)
        let all = Set(["Auto", "Ext", "Hand"].flatMap { ["\($0)+CoreDataClass.swift", "\($0)+CoreDataProperties.swift"] })
        #expect(Set(complement.files.map(\.name)) == all.subtracting(built))
        #expect(built.isDisjoint(with: complement.files.map(\.name)))
        #expect(!complement.files.contains { $0.kind == .modelFile })
    }

    @Test func complementOfAutoIsCreateNSManagedObjectSubclass() throws {
        var options = GeneratorOptions()
        options.complement = true
        let plan = OutputPlan(model: try Snippet.parse(Self.modes), options: options)
        #expect(plan.files.map(\.name) == ["Ext+CoreDataClass.swift", "Hand+CoreDataClass.swift", "Hand+CoreDataProperties.swift"])
    }

    @Test func modelFileWhenEmptyKeepsOneOutput() throws {
        var options = GeneratorOptions()
        options.entityFilter = ["Hand"]
        options.modelFileWhenEmpty = true
        #expect(OutputPlan(model: try Snippet.parse(Self.modes), options: options).files.map(\.name) == ["Snippet+CoreDataModel.swift"])
        options.modelFile = false
        #expect(OutputPlan(model: try Snippet.parse(Self.modes), options: options).files.isEmpty)
    }

    @Test(arguments: [
        ("8", XcodeEra.xcode8), ("8.2", .xcode8), ("8.3", .xcode9), ("9", .xcode9), ("10.2", .xcode9), ("11", .xcode9),
        ("12", .xcode12), ("12.5", .xcode12), ("16.4", .xcode12), ("26", .xcode26), ("26.3", .xcode26), ("27", .xcode27),
        ("27.0.1", .xcode27), ("28", .xcode27),
    ])
    func eraOfEveryVersion(version: String, era: XcodeEra) {
        #expect(XcodeEra(version: version) == era)
    }

    @Test(arguments: ["7", "7.3", "", "twelve", "12.x", "1.2.3.4"])
    func versionsWithoutCodegenAreRejected(version: String) {
        #expect(XcodeEra(version: version) == nil)
    }
}

/// `--model-builder` adds `<Model>+ManagedObjectModel.swift` last, for any codegen selection.
@Suite struct OutputPlanModelBuilderTests {
    @Test func builderComesLastEvenWithoutEntityFiles() throws {
        var options = GeneratorOptions()
        options.modelBuilder = true
        options.entityFilter = ["Hand"]
        let plan = OutputPlan(model: try Snippet.parse(OutputPlanTests.modes), options: options)
        #expect(plan.files.map(\.name) == ["Snippet+ManagedObjectModel.swift"])
        #expect(plan.files.map(\.kind) == [.modelBuilder])
    }
}
