import CDGenTestSupport
import Foundation
import Testing

/// `cdgen lint --framework swiftdata` on a Sample whose `<Model>Store` opens Core Data's store:
/// Chat's ordered relationships make its `@Model` classes hash differently, so the store cannot be
/// shared as it is; Banking's classes hash as its entities do, so it can.
@Suite struct SharedStoreTests {
    static func lint(_ sample: String) throws -> CLI.Run {
        let path = TestPaths.repositoryRoot.appendingPathComponent("Samples/\(sample)/\(sample).xcdatamodeld").path
        return try CLI.run(["lint", path, "--framework", "swiftdata"])
    }

    @Test func chatSaysItsStoreCannotBeSharedAtTheOrderedRelationships() throws {
        let run = try Self.lint("Chat")
        let found = run.stderr.split(separator: "\n").filter { $0.hasSuffix("[swiftdata-shared-store-hash]") }
        #expect(found.count == 2, "\(run.stderr)")
        for (line, relationship) in [
            (":5:9: warning: relationship 'Conversacion.mensajes' is ordered", "Conversacion"),
            (":18:9: warning: relationship 'Usuario.conversaciones' is ordered", "Usuario"),
        ] {
            #expect(
                found.contains {
                    $0.contains("Chat.xcdatamodel/contents\(line)") && $0.contains("entity '\(relationship)' hashes differently")
                        && $0.contains("ChatStore.container(url:) sees another model in Core Data's store and cannot share it without a migration")
                }, "\(line) in \(run.stderr)")
        }
    }

    @Test func bankingSharesItsStore() throws {
        let run = try Self.lint("Banking")
        #expect(!run.stderr.contains("[swiftdata-shared-store-hash]"), "\(run.stderr)")
    }
}
