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

    /// Foundation is imported for a Transformable whose type may need it (an app's type may be
    /// Foundation's), not for the standard library's types or a framework's, which re-exports it:
    /// Swift 6 warns about an unused `public import`.
    @Test(arguments: [
        ("[String]", false), ("[Swift.String: Any]", false), ("UIColor", false), ("[UIKit.UIImage]", false), ("NSArray", true),
        ("[UUID]", true), ("Palette", true),
    ])
    func aTransformableImportsFoundationWhenItsTypeMayNeedIt(customClass: String, imported: Bool) throws {
        let files = try SwiftDataSnippet.files(
            """
            <entity name="Tag" representedClassName="Tag"><attribute name="tags" optional="YES" attributeType="Transformable" \
            valueTransformerName="NSSecureUnarchiveFromDataTransformer" customClassName="\(customClass)"/></entity>
            """)
        #expect(SwiftDataSnippet.body(files, "Tag.swift").hasPrefix("public import Foundation\n") == imported)
        #expect(SwiftDataSnippet.body(files, "Tag.swift").contains("public var tags: \(customClass)?"))
    }
}
