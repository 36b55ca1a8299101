@testable import CDGenCore
import Testing

/// `guardWithCanImport`: every kind of file keeps its header, then wraps the rest in
/// `#if canImport(CoreData)` … `#endif`, and is otherwise the unguarded file.
@Suite struct CanImportGuardEmitterTests {
    static let model = """
        <entity name="Usuario" representedClassName="Usuario" codeGenerationType="class">
            <attribute name="login" optional="YES" attributeType="String"/>
        </entity>
        """

    @Test(arguments: XcodeEra.allCases)
    func guardedFileIsTheFileWrapped(era: XcodeEra) throws {
        let plain = try Snippet.files(Self.model) { $0.era = era }
        let guarded = try Snippet.files(Self.model) {
            $0.era = era; $0.guardWithCanImport = true
        }
        #expect(plain.keys.sorted() == guarded.keys.sorted())
        for (name, text) in guarded {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines[8] == "#if canImport(CoreData)" && lines[9] == "", "\(name)")
            #expect(lines.suffix(3) == ["", "#endif", ""], "\(name)")
            var unwrapped = lines
            unwrapped.removeSubrange(8...9)
            unwrapped.removeSubrange((unwrapped.count - 3)...(unwrapped.count - 2))
            let expected = plain[name]!.hasSuffix("\n\n") ? String(plain[name]!.dropLast()) : plain[name]!
            #expect(unwrapped.joined(separator: "\n") == expected, "\(name)")
        }
    }

    @Test func classFileShape() throws {
        let files = try Snippet.files(Self.model) { $0.guardWithCanImport = true }
        #expect(
            Snippet.body(files, "Usuario+CoreDataClass.swift") == """
                #if canImport(CoreData)

                public import Foundation
                public import CoreData

                public typealias UsuarioCoreDataClassSet = NSSet

                @objc(Usuario)
                public class Usuario: NSManagedObject {

                }

                #endif

                """)
    }
}
