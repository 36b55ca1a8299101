// The Xcode-identical classes the plugin generates for Chat and Banking, over the compiled models
// (`Chat.momd`, `Banking.momd`, built by SwiftPM from the targets' resources): insert, relate
// through the generated accessors, save, fetch with the generated `fetchRequest()`, delete rules,
// validation, and Banking's snapshots (`--snapshots`). Each test reads back what it wrote, or expects the
// error Core Data raises.
#if canImport(CoreData)
import BankingSample
import ChatSample
import CoreData
import Foundation
import Testing

/// The compiled models, loaded once: Core Data expects one model per class in a process.
@MainActor
enum CompiledModels {
    static let chat: NSManagedObjectModel = load(chatCompiledModelURL(), "Chat")
    static let banking: NSManagedObjectModel = load(bankingCompiledModelURL(), "Banking")

    private static func load(_ url: URL?, _ name: String) -> NSManagedObjectModel {
        guard let url, let model = NSManagedObjectModel(contentsOf: url) else {
            fatalError("\(name).momd is not in the \(name)Sample resource bundle (resources: [.process(\"\(name).xcdatamodeld\")])")
        }
        return model
    }
}

@MainActor
@Suite struct ChatRuntimeTests {
    /// Ordered (`NSOrderedSet`) and unordered (`NSSet`) to-many accessors, inverses, a save and a
    /// fetch in a fresh context of the same SQLite file.
    @Test func toManyAccessorsKeepOrderAndInverses() throws {
        let url = try temporaryStoreURL("Chat")
        let stack = try Stack(model: CompiledModels.chat, url: url)
        let ana = stack.insert(Usuario.self)
        ana.login = "ana"
        ana.creditos = 7
        let bea = stack.insert(Usuario.self)
        bea.login = "bea"
        let chat = stack.insert(Conversacion.self)
        chat.titulo = "planes"
        var messages: [Mensaje] = []
        for text in ["uno", "dos", "tres"] {
            let message = stack.insert(Mensaje.self)
            message.texto = text
            message.fecha = openingDate
            messages.append(message)
        }
        chat.addToMensajes(messages[0])   // ordered: append
        chat.addToMensajes(messages[1])
        chat.insertIntoMensajes(messages[2], at: 0)   // ordered: at an index
        chat.addToParticipantes(ana)   // unordered
        chat.addToParticipantes(NSSet(array: [bea]))
        ana.addToMensajes(messages[0])
        bea.addToMensajes(NSSet(array: [messages[1], messages[2]]))
        try stack.context.save()

        let reader = try Stack(model: CompiledModels.chat, url: url)
        let request: NSFetchRequest<Conversacion> = Conversacion.fetchRequest()
        let fetched = try reader.context.fetch(request)
        try #require(fetched.count == 1)
        let read = fetched[0]
        #expect(read.titulo == "planes")
        #expect(read.mensajes?.array.compactMap { ($0 as? Mensaje)?.texto } == ["tres", "uno", "dos"])
        #expect(Set((read.participantes as? Set<Usuario> ?? []).compactMap(\.login)) == ["ana", "bea"])
        let first = try #require(read.mensajes?.firstObject as? Mensaje)
        #expect(first.conversacion == read)   // the inverse, set by Core Data
        #expect(first.usuario?.login == "bea")
        #expect(first.fecha == openingDate)
        let users: NSFetchRequest<Usuario> = Usuario.fetchRequest()
        users.sortDescriptors = [NSSortDescriptor(key: "login", ascending: true)]
        let readUsers = try reader.context.fetch(users)
        #expect(readUsers.map(\.creditos) == [7, 0])   // bea's 0 is the model's default
        // The many-to-many's other side (ordered on Usuario only), kept by Core Data as the inverse.
        #expect(readUsers.map { $0.conversaciones?.array.count } == [1, 1])
        #expect(readUsers[0].conversaciones?.firstObject as? Conversacion == read)
    }

    /// The remaining ordered accessors: replace and remove by index, remove by value.
    @Test func orderedAccessorsReplaceAndRemove() throws {
        let stack = try Stack(model: CompiledModels.chat)
        let chat = stack.insert(Conversacion.self)
        let messages = ["a", "b", "c", "e"].map { text -> Mensaje in
            let message = stack.insert(Mensaje.self)
            message.texto = text
            return message
        }
        chat.addToMensajes(NSOrderedSet(array: Array(messages[0...2])))   // a b c
        chat.replaceMensajes(at: 1, with: messages[3])   // a e c
        chat.removeFromMensajes(at: 2)   // a e
        chat.removeFromMensajes(messages[0])   // e
        try stack.context.save()
        #expect(chat.mensajes?.array.compactMap { ($0 as? Mensaje)?.texto } == ["e"])
        #expect(messages[0...2].allSatisfy { $0.conversacion == nil })   // inverses cleared
        #expect(messages[3].conversacion == chat)
    }

    /// Nullify (every Chat rule): deleting a conversation keeps its messages, without it.
    @Test func nullifyKeepsTheDestination() throws {
        let stack = try Stack(model: CompiledModels.chat)
        let chat = stack.insert(Conversacion.self)
        let message = stack.insert(Mensaje.self)
        message.texto = "queda"
        chat.addToMensajes(message)
        try stack.context.save()
        stack.context.delete(chat)
        try stack.context.save()
        let request: NSFetchRequest<Mensaje> = Mensaje.fetchRequest()
        let left = try stack.context.fetch(request)
        #expect(left.map(\.texto) == ["queda"])
        #expect(left.first?.conversacion == nil)
    }
}

@MainActor
@Suite struct BankingRuntimeTests {
    /// A valid user with one account of `amount`.
    static func user(in stack: Stack, amount: Double = 1500) -> (User, Account) {
        let user = stack.insert(User.self)
        user.name = "Ada"
        user.lastName = "Lovelace"
        user.email = "ada@example.com"
        user.age = 36
        let account = stack.insert(Account.self)
        account.name = "Checking"
        account.amount = amount
        account.openingDate = openingDate
        user.addToAccounts(account)
        return (user, account)
    }

    /// Cascade (`User.accounts`): deleting a user deletes its accounts.
    @Test func cascadeDeletesTheAccounts() throws {
        let stack = try Stack(model: CompiledModels.banking)
        let (user, _) = Self.user(in: stack)
        try stack.context.save()
        let accounts: NSFetchRequest<Account> = Account.fetchRequest()
        #expect(try stack.context.count(for: accounts) == 1)
        stack.context.delete(user)
        try stack.context.save()
        #expect(try stack.context.count(for: accounts) == 0)
    }

    /// Nullify (`Account.belongsTo`): deleting an account removes it from its user's accounts.
    @Test func nullifyRemovesTheAccountFromItsUser() throws {
        let stack = try Stack(model: CompiledModels.banking)
        let (user, account) = Self.user(in: stack)
        try stack.context.save()
        stack.context.delete(account)
        try stack.context.save()
        let users: NSFetchRequest<User> = User.fetchRequest()
        #expect(try stack.context.fetch(users).map(\.name) == ["Ada"])
        #expect(user.accounts?.count == 0)
        #expect(balance(of: user) == 0)   // the sample's own code over the generated accessor
    }

    /// The Banking model's rules refuse bad values at save: `amount` ≥ 1000, `age` 18…100,
    /// `name` 2…255 characters; a valid object then saves.
    @Test(arguments: [
        ("amount", "10"), ("age", "12"), ("age", "101"), ("name", "A"), ("email", String(repeating: "x", count: 256)),
    ])
    func validationRefusesBadValues(key: String, value: String) throws {
        let refused = try Self.refused(model: CompiledModels.banking, key: key, value: value)
        #expect(refused.map(\.key) == [key])
        #expect(refused.allSatisfy { isValidationError($0.code) }, "\(refused)")
    }

    /// A valid user and account save and read back.
    @Test func validValuesSave() throws {
        let stack = try Stack(model: CompiledModels.banking)
        _ = Self.user(in: stack)
        try stack.context.save()
        let found = try users(olderThan: 30, in: stack.context)   // the sample's fetch
        #expect(found.map(\.email) == ["ada@example.com"])
        #expect(found.first.map(balance(of:)) == 1500)
    }

    /// The refusals of a save after setting `key` of a valid user (or its account) to `value`.
    static func refused(model: NSManagedObjectModel, key: String, value: String) throws -> [Refusal] {
        let stack = try Stack(model: model)
        let (user, account) = Self.user(in: stack)
        switch key {
        case "amount": account.amount = Double(value)!
        case "age": user.age = Int16(value)!
        default: user.setValue(value, forKey: key)
        }
        do {
            try stack.context.save()
            return []
        } catch {
            return refusals(in: error).sorted { $0.description < $1.description }
        }
    }

    /// `--snapshots` (Banking's cdgen.json): a snapshot of a saved user crosses a detached task as a
    /// value, is edited there (an attribute, and an account added by its ID), applied in a second
    /// (private-queue) context of the same coordinator, whose `perform` block resolves the IDs, saved,
    /// and read back from the file by a fresh stack; an ID of another entity is refused with an
    /// error instead of a trap.
    @Test func snapshotsRoundTripThroughApplyAndASecondContext() async throws {
        let url = try temporaryStoreURL("Banking")
        let stack = try Stack(model: CompiledModels.banking, url: url)
        let (user, account) = Self.user(in: stack)
        let savings = stack.insert(Account.self)
        savings.name = "Savings"
        savings.amount = 2000
        savings.openingDate = openingDate
        try stack.context.save()   // permanent object IDs
        let snapshot = UserSnapshot(user)
        #expect(snapshot.name == "Ada" && snapshot.lastName == "Lovelace" && snapshot.age == 36)
        #expect(snapshot.accounts == [AccountID(account)])
        #expect(AccountSnapshot(account).belongsTo == snapshot.objectID)
        let savingsID = AccountID(savings)
        let edited = await Task.detached {
            var edited = snapshot
            edited.age = 40
            edited.accounts.insert(savingsID)
            return edited
        }.value

        let background = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        background.persistentStoreCoordinator = stack.coordinator
        // The block runs on the context's queue, where it may be used; it is not Sendable.
        nonisolated(unsafe) let onQueue = background
        let applied = try await background.perform {
            let user = try edited.objectID.object(in: onQueue)
            try user.apply(edited)
            try onQueue.save()
            return UserSnapshot(user)
        }
        #expect(applied == edited)

        let reader = try Stack(model: CompiledModels.banking, url: url)
        let users: NSFetchRequest<User> = User.fetchRequest()
        let read = try #require(try reader.context.fetch(users).first)
        #expect(read.age == 40 && read.email == "ada@example.com")
        #expect(Set((read.accounts as? Set<Account> ?? []).compactMap(\.name)) == ["Checking", "Savings"])
        let accounts: NSFetchRequest<Account> = Account.fetchRequest()
        #expect(try reader.context.fetch(accounts).allSatisfy { $0.belongsTo == read })   // the inverse, kept by Core Data
        #expect(throws: UserID.Failure.wrongEntity(expected: "User", found: "Account")) { try UserID(checking: account.objectID) }
    }
}
#endif
