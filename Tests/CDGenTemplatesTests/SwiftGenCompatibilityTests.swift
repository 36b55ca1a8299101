import CDGenTemplates
import Foundation
import Testing

/// SwiftGen's own coredata templates over cdgen's context give SwiftGen's expected files byte for
/// byte, for each parameter set SwiftGen's template tests use. Reads a SwiftGen checkout named by
/// `CDGEN_SWIFTGEN` (nothing of SwiftGen is in this repository); skipped when it is absent.
@Suite struct SwiftGenCompatibilityTests {
    static let checkout = ProcessInfo.processInfo.environment["CDGEN_SWIFTGEN"].map { URL(fileURLWithPath: $0) }
    static let absent = "CDGEN_SWIFTGEN is not set to a SwiftGen checkout: the SwiftGen coredata comparison is skipped"

    /// (suffix of the expected file, parameters), as SwiftGen's CoreDataTests vary them.
    static let variations: [(String, [String])] = [
        ("", []), ("-generateObjcName", ["generateObjcName"]), ("-publicAccess", ["publicAccess"]),
        ("-extraImports", ["extraImports=ExtraModule", "extraImports=Transformables"]),
        ("-importCoreLocation", ["extraImports=CoreLocation"]),
    ]

    /// `<template>/<expected file>`: 12 comparisons (`empty` renders no model).
    static let cases: [String] = ["swift4", "swift5"].flatMap { template in
        (["empty"] + variations.map { "defaults\($0.0)" }).map { "\(template)/\($0)" }
    }

    private static func file(_ path: String) -> URL { checkout!.appendingPathComponent(path) }

    @Test(.enabled(if: checkout != nil, Comment(rawValue: absent)), arguments: cases)
    func swiftGensTemplateGivesSwiftGensExpectedFile(name: String) throws {
        let parts = name.split(separator: "/").map(String.init)
        let (template, expected) = (parts[0], parts[1])
        let suffix = expected == "empty" ? "" : String(expected.dropFirst("defaults".count))
        let parameters = Self.variations.first { $0.0 == suffix }!.1
        let models = expected == "empty" ? [] : [try TemplateFixtures.model(Self.file("Sources/TestUtils/Fixtures/Resources/CoreData/Model.xcdatamodeld").path)]
        var context = TemplateContext.make(models)
        context["param"] = try TemplateParameters.parse(parameters)
        let templatePath = Self.file("Sources/SwiftGenCLI/templates/coredata/\(template).stencil").path
        let rendered = try TemplateRenderer.render(try String(contentsOfFile: templatePath, encoding: .utf8), path: templatePath, context: context)
        let want = try String(contentsOf: Self.file("Sources/TestUtils/Fixtures/Generated/CoreData/\(template)/\(expected).swift"), encoding: .utf8)
        #expect(rendered == want, "\(template) \(expected) differs from SwiftGen's expected file")
    }
}
