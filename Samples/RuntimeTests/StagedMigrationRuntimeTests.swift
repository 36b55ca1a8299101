// Core Data's staged migration as cdgen writes it (`CompanyStagedMigration.swift`, from
// `"stagedMigration": true`): a store saved with the Company model's older version, `Archived`,
// where a worker's last name was optional, opens with the current version through the generated
// custom stage, whose handler (the sample's `CompanyMigration`) fills the missing last names.
// Without the handler the step fails (the attribute became required), so a store that opens with
// the values read back proves the stage ran the app's code and kept the data.
#if canImport(CoreData)
import CompanySample
import CoreData
import Foundation
import Testing

@MainActor
@Suite struct StagedMigrationRuntimeTests {
    // Swift Testing skips a test whose `@available` the running OS does not meet.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func archivedStoreMigratesThroughTheCustomStage() throws {
        let bundle = companyResourceBundle()
        let momd = try #require(bundle.url(forResource: "Company", withExtension: "momd"), "Company.momd is not in the CompanySample bundle")
        let url = try temporaryStoreURL("Company")
        try Self.saveArchivedStore(at: url, momd: momd)

        // The same file opened with the current version (Company.momd's) through the stages.
        let current = try #require(NSManagedObjectModel(contentsOf: momd))
        let container = NSPersistentContainer(name: "Company", managedObjectModel: current)
        let description = NSPersistentStoreDescription(url: url)
        try CompanyStagedMigration.use(in: description, bundle: bundle, steps: CompanyMigration())
        container.persistentStoreDescriptions = [description]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }

        let request = NSFetchRequest<NSManagedObject>(entityName: "WorkerMO")
        request.sortDescriptors = [NSSortDescriptor(key: "firstname", ascending: true)]
        let workers = try container.viewContext.fetch(request)
        #expect(workers.map { $0.value(forKey: "firstname") as? String } == ["Ada", "Grace"])
        #expect(workers.map { $0.value(forKey: "lastname") as? String } == ["", "Hopper"])
        #expect(workers.map { ($0.value(forKey: "company") as? NSManagedObject)?.value(forKey: "companyName") as? String } == ["Acme", "Acme"])
    }

    /// A store of the Archived version: one worker without a last name, one with. The Archived
    /// model lives only here, so that it does not claim the classes beside the current one later.
    static func saveArchivedStore(at url: URL, momd: URL) throws {
        let archived = try #require(NSManagedObjectModel(contentsOf: momd.appendingPathComponent("Archived.mom")))
        let old = try Stack(model: archived, url: url)
        let company = NSEntityDescription.insertNewObject(forEntityName: "CompanyMO", into: old.context)
        company.setValue("Acme", forKey: "companyName")
        for (first, last) in [("Ada", nil), ("Grace", "Hopper")] as [(String, String?)] {
            let worker = NSEntityDescription.insertNewObject(forEntityName: "WorkerMO", into: old.context)
            worker.setValue(first, forKey: "firstname")
            worker.setValue(last, forKey: "lastname")
            worker.setValue(company, forKey: "company")
        }
        try old.context.save()
        try old.close()
    }

    /// One stage per step: each from a version to the next, with the checksums momc recorded, no
    /// checksum the source of two stages.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theManagerHasOneStagePerStep() throws {
        let manager = try CompanyStagedMigration.manager(in: companyResourceBundle(), steps: CompanyMigration())
        #expect(manager.stages.count == CompanyStagedMigration.versions.count - 1)
        let stages = manager.stages.compactMap { $0 as? NSCustomMigrationStage }
        #expect(stages.count == manager.stages.count)
        for (stage, next) in zip(stages, stages.dropFirst()) {
            #expect(stage.nextModel.versionChecksum == next.currentModel.versionChecksum)
        }
        #expect(Set(stages.map(\.currentModel.versionChecksum)).count == stages.count)
    }
}
#endif
