import CDGenTestSupport
import Foundation
import Testing

/// Every case of `shared/corpus/pairs` and of every other folder of pairs (`xcode27/`;
/// `TestPaths.pairCases`): run `cdgen generate` with the case's settings and compare each expected
/// file (real Xcode output) with the generated file of the same name.
@Suite struct CorpusPairTests {
    /// `case.json`.
    struct Case: Decodable {
        var model: String
        var modelVersion: String?
        var args: [String]
        var files: [File]

        struct File: Decodable {
            var path: String
            var kind: String
            var order: XcodeFileComparison.Order
            var args: [String]?
            var skip: String?
        }
    }

    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func everyNonSkippedFileMatchesXcode() throws {
        var matched = 0, skipped = 0, failed: [String] = []
        let cases = try TestPaths.pairCases()
        for folder in cases {
            let spec = try JSONDecoder().decode(Case.self, from: Data(contentsOf: folder.appendingPathComponent("case.json")))
            var outputs: [[String]: URL] = [:]
            for file in spec.files {
                let name = folder.lastPathComponent + "/" + file.path
                if file.skip != nil { skipped += 1; continue }
                let args = Self.merge(spec.args + (spec.modelVersion.map { ["--model-version", $0] } ?? []), file.args ?? [])
                let output = try outputs[args] ?? generate(folder.appendingPathComponent(spec.model), args: args)
                outputs[args] = output
                let expected = try String(contentsOf: folder.appendingPathComponent(file.path), encoding: .utf8)
                let generatedURL = output.appendingPathComponent((file.path as NSString).lastPathComponent)
                guard let generated = try? String(contentsOf: generatedURL, encoding: .utf8) else {
                    failed.append("\(name): not generated"); continue
                }
                if let diff = XcodeFileComparison.difference(expected: expected, actual: generated, order: file.order) {
                    failed.append("\(name): \(diff)")
                } else {
                    matched += 1
                }
            }
        }
        print("corpus pairs: \(cases.count) cases, \(matched) files match Xcode, \(failed.count) differ, \(skipped) skipped by case.json")
        for failure in failed { Issue.record(Comment(rawValue: failure)) }
        #expect(matched > 0)
    }

    /// Generates into a new temporary folder with `args`.
    private func generate(_ model: URL, args: [String]) throws -> URL {
        let output = try CLI.temporaryFolder("corpus")
        let run = try CLI.run(["generate", model.path, "--output", output.path] + args)
        #expect(run.status == 0, "cdgen failed for \(model.path): \(run.stderr)")
        return output
    }

    /// The case's `--flag value` pairs with the file's overriding those of the same flag.
    static func merge(_ base: [String], _ overrides: [String]) -> [String] {
        var pairs: [(String, String)] = stride(from: 0, to: base.count - 1, by: 2).map { (base[$0], base[$0 + 1]) }
        for index in stride(from: 0, to: overrides.count - 1, by: 2) {
            let (flag, value) = (overrides[index], overrides[index + 1])
            if let at = pairs.firstIndex(where: { $0.0 == flag }) { pairs[at].1 = value } else { pairs.append((flag, value)) }
        }
        return pairs.flatMap { [$0.0, $0.1] }
    }
}
