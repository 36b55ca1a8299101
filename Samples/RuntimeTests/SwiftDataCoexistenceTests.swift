// Core Data and SwiftData over one SQLite file, as Apple's coexistence setup has it: the store
// written by the Core Data stack (the compiled Banking.momd and the plugin's classes) opens with the
// @Model classes of Banking/GoldenSwiftData (`cdgen generate --framework swiftdata`), reads back
// equal, and what SwiftData writes is read by Core Data, which reopens the file with migration
// refused (so SwiftData left the store in the compiled model's schema).
#if canImport(CoreData) && canImport(SwiftData)
import BankingSample
import BankingSwiftData
import CoreData
import Foundation
import SwiftData
import Testing

@MainActor
@Suite struct SwiftDataCoexistenceTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static func container(_ url: URL) throws -> ModelContainer {
        try ModelContainer(
            for: BankingSwiftData.User.self, BankingSwiftData.Account.self, migrationPlan: nil,
            configurations: ModelConfiguration(url: url, cloudKitDatabase: .none))
    }

    // Swift Testing skips a test whose `@available` the running OS does not meet.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func coreDataStoreOpensWithTheModelClasses() throws {
        let url = try temporaryStoreURL("Banking")
        // SwiftData tracks persistent history; Core Data opens such a store read-only unless it
        // tracks history too, so both sides turn it on (Apple's coexistence setup).
        let writer = try Stack(model: CompiledModels.banking, url: url, historyTracking: true)
        _ = BankingRuntimeTests.user(in: writer, amount: 1500)
        try writer.context.save()
        try writer.close()

        let container = try Self.container(url)
        let context = ModelContext(container)
        let users = try context.fetch(FetchDescriptor<BankingSwiftData.User>())
        try #require(users.count == 1)
        let user = users[0]
        #expect(user.name == "Ada" && user.lastName == "Lovelace" && user.email == "ada@example.com")
        #expect(user.age == 36)
        let accounts = user.accounts ?? []
        #expect(accounts.map(\.name) == ["Checking"])
        #expect(accounts.map(\.amount) == [1500])
        #expect(accounts.map(\.openingDate) == [openingDate])
        #expect(accounts.first?.belongsTo?.email == "ada@example.com")

        let savings = BankingSwiftData.Account(amount: 5000, name: "Savings", openingDate: openingDate)
        context.insert(savings)
        savings.belongsTo = user
        try context.save()

        let reader = try Stack(model: CompiledModels.banking, url: url, migrate: false, historyTracking: true)
        let request: NSFetchRequest<BankingSample.Account> = BankingSample.Account.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "amount", ascending: true)]
        let read = try reader.context.fetch(request)
        #expect(read.map(\.name) == ["Checking", "Savings"])
        #expect(read.map(\.amount) == [1500, 5000])
        #expect(read.map { $0.belongsTo?.name } == ["Ada", "Ada"])
        #expect(read.last?.openingDate == openingDate)
    }
}
#endif
