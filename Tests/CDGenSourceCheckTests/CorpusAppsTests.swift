import CDGenCore
import CDGenSourceCheck
import CDGenTestSupport
import Foundation
import Testing

/// `lint --sources` on ten shipping apps' hand-written classes beside their models (the corpus's
/// `apps/`: `model/<Version>.xcdatamodel`, `Sources/`, and a `NOTES.md` reading every class
/// against its entity by hand), in process: every source-check error must be one of the real
/// mismatches its NOTES.md names (`drift`, below, as file:line under `Sources/`), and each of
/// those that the check is meant to find is found. Skipped, saying so, without the corpus.
@Suite struct CorpusAppsTests {
    static let folder = TestPaths.appsFolder

    /// The errors each app's NOTES.md confirms as real drift, as `path:line` under `Sources/`.
    /// (Missing properties are notes, not errors, so they are not here; `NSNumber` for a Decimal,
    /// which BeeSwift's notes name, is an object type the check accepts.)
    static let drift: [String: Set<String>] = [
        // User's to-many accessors without @objc(…): selectors Core Data does not implement.
        "39-beeminder-BeeSwift-BeeminderModel3": [
            "BeeKit/Model/User.swift:19", "BeeKit/Model/User.swift:20", "BeeKit/Model/User.swift:21", "BeeKit/Model/User.swift:22",
        ],
        // NSDecimalNumber? for Double (4), Meals.micronutrientsData (1), accessors naming 'micronutrients' (6).
        "53-Artificial-Pancreas-iAPS-Core_Data": Set(
            [606, 609, 612, 935, 940, 943, 944, 949, 954, 957, 960].map { "FreeAPS/Sources/APS/Storage/CoreDataStorage.swift:\($0)" }),
        // Ordered to-many declared [T] (3), DownloadMO.resumeData (1).
        "69-BLeeEZ-amperfy-Amperfy_v49": [
            "AmperfyKit/Storage/ManagedObjects/AbstractPlayableMO+CoreDataProperties.swift:71",
            "AmperfyKit/Storage/ManagedObjects/DownloadMO+CoreDataProperties.swift:49",
            "AmperfyKit/Storage/ManagedObjects/PlaylistMO+CoreDataProperties.swift:55",
            "AmperfyKit/Storage/ManagedObjects/PlaylistMO+CoreDataProperties.swift:65",
        ],
        // Ordered to-many declared Set<T> (2), and each one's add/remove accessors taking NSSet.
        "c01-woocommerce-woocommerce-ios-Model_117": Set(
            ["OrderStatsV4", "ProductTag"].flatMap { name in [15, 28, 31].map { "Storage/Storage/Model/\(name)+CoreDataProperties.swift:\($0)" } }),
    ]

    /// The errors of the source check on `app` (its folder), as `path:line message`.
    static func errors(of app: URL) throws -> [(place: String, message: String)] {
        let models = try FileManager.default.contentsOfDirectory(atPath: app.appendingPathComponent("model").path).filter { $0.hasSuffix(".xcdatamodel") }
        let model = try #require(models.first, "\(app.lastPathComponent): no model")
        let sources = app.appendingPathComponent("Sources").path
        let request = PipelineRequest(modelPath: app.appendingPathComponent("model/\(model)").path)
        let result = try SourceLint(strict: false).run(request, sources: [sources], exclude: [])
        return result.diagnostics.filter { $0.severity == .error }.map { diagnostic in
            let file = diagnostic.location?.file ?? ""
            let relative = file.hasPrefix(sources + "/") ? String(file.dropFirst(sources.count + 1)) : file
            return ("\(relative):\(diagnostic.location?.line ?? 0)", diagnostic.message)
        }
    }

    @Test(.enabled(if: folder != nil, Comment(rawValue: TestPaths.noCorpus)))
    func everyErrorIsDriftTheNotesName() throws {
        let folder = try #require(Self.folder)
        let apps = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/NOTES.md").path)
        }.sorted()
        #expect(apps.count == 10)
        for app in apps {
            let found = try Self.errors(of: folder.appendingPathComponent(app))
            let expected = Self.drift[app] ?? []
            for error in found where !expected.contains(error.place) {
                Issue.record("\(app): a false error: \(error.place): \(error.message)")
            }
            for place in expected.sorted() where !found.contains(where: { $0.place == place }) {
                Issue.record("\(app): the drift at \(place) was not found")
            }
        }
    }
}
