import CDGenTestSupport
import Foundation
import Testing

/// A real browser draws the diagrams: headless Chromium (Debian's `chromium`) renders the SVG
/// `cdgen doc` drew with Graphviz for the Chat and Orders samples and WooCommerce's model (corpus)
/// to PNG files, which a person looks at (the path is printed). Skipped, saying so, without
/// Chromium or Graphviz; WooCommerce's without the corpus, and unless `CDGEN_TYPECHECK_FULL=1`.
@Suite struct DiagramBrowserTests {
    static func executable(_ names: [String]) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return names.lazy.flatMap { name in folders.map { "\($0)/\(name)" } }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static let chromium = executable(["chromium", "chromium-browser", "google-chrome"])
    static let dot = executable(["dot"])

    @Test(.enabled(if: chromium != nil && dot != nil, "Chromium (apt-get install chromium) or Graphviz (apt-get install graphviz) is not installed"))
    func chromiumRendersTheDiagrams() throws {
        var models = [("Chat", "Samples/Chat/Chat.xcdatamodeld"), ("Orders", "Samples/Orders/Orders.xcdatamodeld")].map {
            ($0.0, TestPaths.repositoryRoot.appendingPathComponent($0.1).path)
        }
        // WooCommerce's SVG (88 entities, 3,600 × 17,000 px) costs Chromium about 7 s of CPU: with the full switch only.
        if ProcessInfo.processInfo.environment["CDGEN_TYPECHECK_FULL"] != "1" {
            print("DiagramBrowserTests: WooCommerce's diagram is drawn with CDGEN_TYPECHECK_FULL=1")
        } else if let corpus = TestPaths.corpus {
            models.append(
                ("WooCommerce", corpus.appendingPathComponent("models/01-woocommerce-woocommerce-ios-WooCommerce/model/WooCommerce.xcdatamodeld").path))
        } else {
            print("DiagramBrowserTests: \(TestPaths.noCorpus): WooCommerce's diagram is not drawn")
        }
        let folder = try CLI.temporaryFolder("diagrams")
        for (name, path) in models {
            let run = try CLI.run(["doc", path, "-o", folder.path])
            try #require(run.status == 0, "\(run.stderr)")
            let svg = folder.appendingPathComponent("\(name)+Diagram.svg"), png = folder.appendingPathComponent("\(name).png")
            let size = try Self.size(of: svg)
            let browser = Process()
            browser.executableURL = URL(fileURLWithPath: Self.chromium!)
            browser.arguments = [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--screenshot=\(png.path)", "--window-size=\(size.width),\(size.height)",
                svg.absoluteString,
            ]
            browser.standardOutput = FileHandle.nullDevice
            browser.standardError = FileHandle.nullDevice
            try browser.run()
            browser.waitUntilExit()
            let bytes = try Data(contentsOf: png)
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && bytes.count > 10_000, "\(name): no PNG of the diagram")
        }
        print("DiagramBrowserTests: the PNGs Chromium drew are in \(folder.path)")
    }

    /// The SVG's size in pixels (Graphviz writes `width="123pt"`), bounded so the screenshot stays small.
    static func size(of svg: URL) throws -> (width: Int, height: Int) {
        let text = try String(contentsOf: svg, encoding: .utf8)
        func value(_ key: String) -> Int {
            guard let range = text.range(of: "\(key)=\"") else { return 1000 }
            let number = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
            return min(8000, Int((Double(number) ?? 750) * 4 / 3) + 16)
        }
        return (value("width"), value("height"))
    }
}
