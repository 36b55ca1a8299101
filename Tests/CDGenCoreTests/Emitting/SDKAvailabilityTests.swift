@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// Linux's compiler ignores Apple availability, so what the type-check harness cannot see is
/// checked here. Every output of every Sample, corpus model and wild model, under the
/// Xcode matrix and cdgen's own options, is scanned (`AvailabilityScanner`) for the APIs of
/// `SDKAPI`; each use must sit where the enclosing `@available` (or the floor) is at least the
/// API's first release on every platform. The expected versions are Apple's documentation pages,
/// written here again by hand.
@Suite struct SDKAvailabilityTests {
    // MARK: The table

    /// The gated APIs, as Apple's pages give them (developer.apple.com, read when each row was added).
    @Test(arguments: [
        (SDKAPI.preservesValueInHistoryOnDeletion, "macOS 10.15, iOS 13, tvOS 13, watchOS 6, visionOS 1"),
        (.derivedAttributeDescription, "macOS 10.15, iOS 13, tvOS 13, watchOS 6, visionOS 1"),
        (.derivationExpression, "macOS 10.15, iOS 13, tvOS 13, watchOS 6, visionOS 1"),
        (.allowsCloudEncryption, "macOS 12, iOS 15, tvOS 15, watchOS 8, visionOS 1"),
        (.compositeAttributeDescription, "macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1"),
        (.compositeElements, "macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1"),
        (.compositeAttributeType, "macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1"),
        (.fetchIndexDescription, "macOS 10.13, iOS 11, tvOS 11, watchOS 4, visionOS 1"),
        (.uuidAttributeType, "macOS 10.13, iOS 11, tvOS 11, watchOS 4, visionOS 1"),
        (.uniquenessConstraints, "macOS 10.11, iOS 9, tvOS 9, watchOS 2, visionOS 1"),
        (.identifiable, "macOS 10.15, iOS 13, tvOS 13, watchOS 6, visionOS 1"),
        (.modelMacro, "macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1"),
        (.versionedSchema, "macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1"),
        (.uniqueMacro, "macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2"),
        (.spotlight, "macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2"),
        (.modelInheritance, "macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26"),
        (.stagedMigrationManager, "macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1"),
        (.customMigrationStage, "macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1"),
        (.managedObjectModelReference, "macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1"),
        (.versionChecksum, "macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1"),
        (.stagedMigrationManagerOptionKey, "macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1"),
    ])
    func apisHaveTheirDocumentedReleases(api: SDKAPI, expected: String) {
        #expect(api.availability.summary == expected)
    }

    @Test func everyEntryCitesAnAppleDocumentationPage() {
        for api in SDKAPI.allCases {
            #expect(api.source.hasPrefix("https://developer.apple.com/documentation/"), "\(api)")
            #expect(api.source != "https://developer.apple.com/documentation/coredata", "\(api) has no page of its own")
        }
    }

    /// The line above `make()`: the newest API wins, platform by platform; nothing above the floor, no line.
    @Test func theAttributeIsTheNewestOfWhatIsUsed() {
        #expect(SDKAvailability.attribute(for: [.preservesValueInHistoryOnDeletion]) == "@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)")
        #expect(SDKAvailability.attribute(for: [.derivationExpression, .allowsCloudEncryption]) == "@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)")
        #expect(SDKAvailability.attribute(for: [.compositeElements, .allowsCloudEncryption]) == "@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)")
        #expect(SDKAvailability.attribute(for: [.fetchIndexDescription, .uuidAttributeType, .isOrdered, .uniquenessConstraints]) == nil)
        #expect(SDKAvailability.attribute(for: []) == nil)
        // A mix whose platforms peak in different APIs takes each platform's newest.
        var mixed = OSAvailability(macOS: "10.15", iOS: "13", tvOS: "13", watchOS: "6")
        mixed = mixed.joined(with: OSAvailability(macOS: "10.14", iOS: "14", tvOS: "12", watchOS: "7", visionOS: "2"))
        #expect(mixed.attribute == "@available(macOS 10.15, iOS 14, tvOS 13, watchOS 7, visionOS 2, *)")
    }

    /// SwiftData's lines name every platform, visionOS 1 included; Core Data's leave visionOS 1
    /// to `*`. Joined, the newest release of each platform wins and visionOS stays named.
    @Test func swiftDataLinesNameVisionOS() {
        #expect(SDKAvailability.attribute(for: [.modelMacro]) == "@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)")
        #expect(SDKAvailability.attribute(for: [.modelMacro, .indexMacro]) == "@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)")
        #expect(SDKAvailability.attribute(for: [.compositeElements]) == "@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)")
        #expect(SDKAvailability.attribute(for: [.compositeElements, .persistentModel]) == "@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)")
    }

    /// Every `@available` of SwiftData output is the table's line for what the declaration uses:
    /// `@Model` alone, `#Index` and `.spotlight` at the 18 releases, a subclass at the 26 ones.
    @Test func swiftDataOutputAsksTheTable() throws {
        let files = try SwiftDataSnippet.files(
            """
            <entity name="Person" representedClassName="Person"><attribute name="email" attributeType="String"/></entity>
            <entity name="Employee" representedClassName="Employee" parentEntity="Person"><attribute name="badge" optional="YES" attributeType="String"/></entity>
            <entity name="Tag" representedClassName="Tag">
                <attribute name="name" optional="YES" attributeType="String" spotlightIndexingEnabled="YES"/>
            </entity>
            <entity name="Note" representedClassName="Note">
                <attribute name="title" optional="YES" attributeType="String"/>
                <fetchIndex name="byTitle"><fetchIndexElement property="title" type="Binary" order="ascending"/></fetchIndex>
            </entity>
            """)
        let expected: [(String, [SDKAPI])] = [
            ("Person.swift", [.modelMacro]), ("Employee.swift", [.modelMacro, .modelInheritance]), ("Tag.swift", [.modelMacro, .spotlight]),
            ("Note.swift", [.modelMacro, .indexMacro]),
        ]
        for (name, apis) in expected {
            let line = try #require(SDKAvailability.attribute(for: apis))
            #expect(files[name]?.contains("\n\(line)\n@Model\n") == true, "\(name)")
            #expect(AvailabilityScanner.violations(in: files[name] ?? "").isEmpty, "\(name)")
        }
    }

    // MARK: The model builder asks the table

    private static let historyModel = """
        <entity name="Note" representedClassName="Note" syncable="YES">
            <attribute name="title" optional="YES" attributeType="String" preserveAfterDeletion="YES"/>
        </entity>
        """

    @Test func preservedValuesGateMake() throws {
        let text = try #require(try Snippet.files(Self.historyModel) { $0.modelBuilder = true }["Snippet+ManagedObjectModel.swift"])
        #expect(
            text.contains(
                """
                    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
                    public static func make() -> NSManagedObjectModel {
                """))
        #expect(text.contains("noteTitle.preservesValueInHistoryOnDeletion = true"))
        #expect(AvailabilityScanner.violations(in: text).isEmpty)
    }

    /// A model that uses nothing newer than the floor keeps `make()` without a line above it.
    @Test func aPlainModelGetsNoAttribute() throws {
        let model = """
            <entity name="Item" representedClassName="Item" syncable="YES">
                <attribute name="id" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
                <relationship name="parts" optional="YES" toMany="YES" deletionRule="Nullify" ordered="YES" destinationEntity="Item"/>
                <fetchIndex name="byID"><fetchIndexElement property="id" type="Binary" order="ascending"/></fetchIndex>
            </entity>
            """
        let text = try #require(try Snippet.files(model) { $0.modelBuilder = true }["Snippet+ManagedObjectModel.swift"])
        #expect(!text.contains("@available"))
        #expect(text.contains("    public static func make() -> NSManagedObjectModel {"))
    }

    // MARK: Deliberate faults: the scanner catches an ungated API

    @Test func anUngatedAPIIsCaught() throws {
        let text = try #require(try Snippet.files(Self.historyModel) { $0.modelBuilder = true }["Snippet+ManagedObjectModel.swift"])
        let stripped = text.replacingOccurrences(of: "    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)\n", with: "")
        #expect(stripped != text)
        let found = AvailabilityScanner.violations(in: stripped)
        #expect(found.map(\.api) == [.preservesValueInHistoryOnDeletion])
        let line = try #require(found.first?.line)
        #expect(stripped.split(separator: "\n", omittingEmptySubsequences: false)[line - 1].contains("noteTitle.preservesValueInHistoryOnDeletion = true"))
    }

    @Test func aTooLowAttributeIsCaught() throws {
        let text = try #require(try Snippet.files(Self.historyModel) { $0.modelBuilder = true }["Snippet+ManagedObjectModel.swift"])
        let lowered = text.replacingOccurrences(of: "iOS 13,", with: "iOS 12,")
        #expect(AvailabilityScanner.violations(in: lowered).map(\.api) == [.preservesValueInHistoryOnDeletion])
    }

    /// The attribute covers its declaration's braces only; comments and strings are not uses.
    @Test func scopesCommentsAndStrings() {
        let text = """
            enum M {
                @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
                static func make() {
                    a.allowsCloudEncryption = true
                    if x { b.allowsCloudEncryption = true }
                }
                static func other() {
                    // c.allowsCloudEncryption = true
                    let s = "d.allowsCloudEncryption"
                    e.allowsCloudEncryption = true
                }
            }
            """
        #expect(AvailabilityScanner.violations(in: text).map(\.line) == [10])
        #expect(AvailabilityScanner.uses(in: text).map(\.line) == [4, 5, 10])
    }

    /// An attribute alone on its line (`@Model`) between `@available` and the declaration leaves
    /// the scope to the declaration; one in front of a declaration does not.
    @Test func attributesBetweenAvailableAndTheDeclarationKeepItsScope() {
        let text = #"""
            @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
            @Model
            public final class Tag {
                #Index<Tag>([\.name])
            }
            #Index<Tag>([\.name])
            """#
        #expect(AvailabilityScanner.violations(in: text).map(\.line) == [6])
        #expect(AvailabilityScanner.isAttributeOnly("@objc(addTagsObject:)"))
        #expect(!AvailabilityScanner.isAttributeOnly("@NSManaged public func addToTags(_ value: Tag)"))
        #expect(!AvailabilityScanner.isAttributeOnly("@Attribute(.spotlight) public var name: String"))
    }

    // MARK: Every output of every model

    /// The Xcode matrix, every on/off of cdgen's own options at public access, the Swift style
    /// (with the model builder) at each access level with and without `--nonisolated`, and
    /// SwiftData output (public, and internal inside `#if canImport`).
    static let optionSets: [(label: String, options: GeneratorOptions)] = {
        var sets: [(String, GeneratorOptions)] = []
        for (era, swift) in [(XcodeEra.xcode8, 3), (.xcode9, 5), (.xcode12, 5), (.xcode26, 5), (.xcode27, 5)] {
            var o = GeneratorOptions()
            o.codegen = .class
            o.modelFile = true
            o.era = era
            o.swiftVersion = swift
            sets.append(("xcode\(era.rawValue)", o))
        }
        var base = GeneratorOptions()
        base.codegen = .class
        base.modelFile = true
        base.era = .xcode26
        for bits in 0..<32 {
            var o = base
            o.respectOptional = bits & 1 != 0
            o.typedCollections = bits & 2 != 0
            o.keys = bits & 4 != 0
            o.fetchHelpers = bits & 8 != 0
            o.modelBuilder = bits & 16 != 0
            o.guardWithCanImport = bits & 1 != 0
            sets.append(("own-\(bits)", o))
        }
        for access in AccessLevel.allCases {
            for nonisolated in [false, true] {
                var o = base
                o.apply(.swift)
                o.modelBuilder = true
                o.accessLevel = access
                o.nonisolated = nonisolated
                sets.append(("swift-\(access.rawValue)\(nonisolated ? "-nonisolated" : "")", o))
            }
        }
        for access in [AccessLevel.public, .internal] {
            var o = GeneratorOptions()
            o.framework = .swiftData
            o.accessLevel = access
            o.guardWithCanImport = access == .internal
            sets.append(("swiftdata-\(access.rawValue)", o))
        }
        return sets
    }()

    /// Every model the walk reads: Samples and the current version of every corpus bundle, and
    /// every version of the wild models.
    static func models() throws -> [(id: String, path: String, version: String?)] {
        var found = TestPaths.samples.map { ($0.lastPathComponent, $0.appendingPathComponent("\($0.lastPathComponent).xcdatamodeld").path, String?.none) }
        guard TestPaths.hasCorpus else { return found }
        for folder in try TestPaths.corpusCases("models") + TestPaths.pairCases() {
            found += TestPaths.modelBundles(below: folder).map { ("\(folder.lastPathComponent)/\($0.lastPathComponent)", $0.path, nil) }
        }
        found += try TestPaths.realModels().map { ("wild/\($0.id)", $0.path, $0.version) }
        return found
    }

    @Test func everyOutputDeclaresTheAvailabilityOfWhatItUses() throws {
        let models = try Self.models()
        #expect(models.count >= TestPaths.minimumSampleCount)
        var files = 0, uses = 0, gated = 0, xcodeUngated = 0, refused = 0
        var scanned: Set<String> = []   // the same text under other options or versions: scanned once
        for model in models {
            guard let loaded = try? ModelParser.load(model.path, version: model.version) else { continue }
            for (label, options) in Self.optionSets {
                guard let output = try? Pipeline.generate(loaded.parsed.model, options: options).files else {
                    refused += 1
                    continue
                }
                for file in output where scanned.insert(file.contents).inserted {
                    let found = AvailabilityScanner.uses(in: file.contents)
                    files += 1
                    uses += found.count
                    gated += found.filter { !SDKAvailability.floor.covers($0.needed) && $0.isCovered }.count
                    xcodeUngated += found.filter { !$0.isCovered && $0.api.isWrittenUngatedByXcode }.count
                    for use in found where !use.isCovered && !use.api.isWrittenUngatedByXcode {
                        Issue.record("\(model.id) [\(label)] \(file.name): \(use)")
                    }
                }
            }
        }
        print(
            "availability: \(models.count) models × \(Self.optionSets.count) option sets, \(files) distinct files, \(uses) uses of table APIs, \(gated) behind an @available, \(xcodeUngated) Xcode's ungated Identifiable; \(refused) generations refused"
        )
        #expect(files > 0)
        #expect(gated > 0 || !TestPaths.hasCorpus)
    }

    /// The corpus's CoreDataPlus model sets `preservesValueInHistoryOnDeletion`: its builder's `make()` needs macOS 10.15/iOS 13.
    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func coreDataPlusMakeCarriesItsAvailability() throws {
        let folder = try #require(try TestPaths.corpusCases("models").first { $0.lastPathComponent.contains("CoreDataPlus") })
        let bundle = try #require(TestPaths.modelBundles(below: folder).first)
        let model = try ModelParser.load(bundle.path, version: nil).parsed.model
        var options = GeneratorOptions()
        options.modelBuilder = true
        let file = try #require(try Pipeline.generate(model, options: options).files.first { $0.name.hasSuffix("+ManagedObjectModel.swift") })
        #expect(
            file.contents.contains(
                """
                    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
                    public static func make() -> NSManagedObjectModel {
                """))
        #expect(file.contents.contains(".preservesValueInHistoryOnDeletion = true"))
    }
}
