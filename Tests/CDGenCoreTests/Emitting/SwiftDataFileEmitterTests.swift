@testable import CDGenCore
import Testing

/// `--framework swiftdata`: a file's guard, imports and access level.
@Suite struct SwiftDataFileEmitterTests {
    @Test func canImportGuardAndInternalAccess() throws {
        let files = try SwiftDataSnippet.files(
            #"<entity name="Tag" representedClassName="Tag"><attribute name="name" optional="YES" attributeType="String"/></entity>"#
        ) {
            $0.guardWithCanImport = true
            $0.accessLevel = .internal
        }
        #expect(
            SwiftDataSnippet.body(files, "Tag.swift") == """
                #if canImport(SwiftData)
                import SwiftData

                @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
                @Model
                final class Tag {
                    var name: String?

                    init() {}
                }
                #endif

                """)
    }
}
