import Foundation

/// The stand-in modules of `StandIns/` (CoreData, UIKit, CoreLocation, …), compiled once per test
/// process with `swiftc -emit-module`, and the rewrite mode this toolchain needs.
actor StandInModules {
    static let shared = StandInModules()

    /// What every type-check needs: where the modules are and how to rewrite.
    struct Prepared: Sendable {
        var moduleFolder: URL
        var moduleCache: URL
        var modules: [String]
        var rewriteMode: RewriteMode
    }

    private var task: Task<Prepared, Error>?

    /// Compiles the stand-ins the first time it is called; later calls share the result.
    func prepare() async throws -> Prepared {
        if let task { return try await task.value }
        let task = Task { try await Self.build() }
        self.task = task
        return try await task.value
    }

    /// The folder holding the stand-in sources: the copied resource, else the source tree.
    static var sourceFolder: URL {
        if let bundled = Bundle.module.url(forResource: "StandIns", withExtension: nil),
            FileManager.default.fileExists(atPath: bundled.appendingPathComponent("CoreData.swift").path)
        {
            return bundled
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("StandIns")
    }

    private static func build() async throws -> Prepared {
        let folder = Scratch.root.appendingPathComponent("StandInModules")
        let cache = Scratch.root.appendingPathComponent("ModuleCache")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)

        // Each `StandIns/<Module>.swift` is one module; compile in dependency order, in parallel
        // where the order allows.
        let sources = try FileManager.default.contentsOfDirectory(atPath: sourceFolder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        var pending: [String: (url: URL, imports: Set<String>)] = [:]
        for name in sources {
            let url = sourceFolder.appendingPathComponent(name)
            let text = try String(contentsOf: url, encoding: .utf8)
            pending[String(name.dropLast(6))] = (url, imports(in: text))
        }
        let all = Set(pending.keys)
        var done: Set<String> = []
        while !pending.isEmpty {
            let ready = pending.filter { $0.value.imports.intersection(all).isSubset(of: done) }.map(\.key).sorted()
            guard !ready.isEmpty else { throw HarnessError("stand-in modules import each other in a cycle: \(pending.keys.sorted())") }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for module in ready {
                    let url = pending[module]!.url
                    group.addTask {
                        let log = folder.appendingPathComponent("\(module).log")
                        let (status, output) = try await Toolchain.runSwiftc(
                            [
                                "-emit-module", "-parse-as-library", "-module-name", module, "-swift-version", "5",
                                "-I", folder.path, "-module-cache-path", cache.path,
                                "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                                url.path,
                            ], outputFile: log)
                        if status != 0 { throw HarnessError("stand-in module \(module) does not compile:\n\(output)") }
                    }
                }
                try await group.waitForAll()
            }
            for module in ready { pending[module] = nil; done.insert(module) }
        }

        let mode = try await probeRewriteMode(moduleFolder: folder, moduleCache: cache)
        return Prepared(moduleFolder: folder, moduleCache: cache, modules: done.sorted(), rewriteMode: mode)
    }

    /// The modules a stand-in imports (`import X`, `public import X`, `@_exported public import X`).
    private static func imports(in text: String) -> Set<String> {
        var found: Set<String> = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            if let index = words.firstIndex(of: "import"), index + 1 < words.count { found.insert(words[index + 1]) }
        }
        return found
    }

    /// `.dropObjC` when this toolchain type-checks `@NSManaged` and `@nonobjc` on Linux, else
    /// `.computed`. `CDGEN_TYPECHECK_REWRITE=computed` forces the full rewrite.
    private static func probeRewriteMode(moduleFolder: URL, moduleCache: URL) async throws -> RewriteMode {
        if let forced = ProcessInfo.processInfo.environment["CDGEN_TYPECHECK_REWRITE"].flatMap(RewriteMode.init(rawValue:)) {
            return forced
        }
        let folder = try Scratch.folder("probe")
        let probe = folder.appendingPathComponent("Probe.swift")
        try """
        import CoreData
        public class Probe: NSManagedObject {}
        extension Probe {
            @nonobjc public class func fetchRequest() -> NSFetchRequest<Probe> {
                return NSFetchRequest<Probe>(entityName: "Probe")
            }
            @NSManaged public var name: String?
            @NSManaged public func addToItems(_ value: Probe)
        }
        """.write(to: probe, atomically: true, encoding: .utf8)
        let (status, _) = try await Toolchain.runSwiftc(
            [
                "-typecheck", "-module-name", "Probe", "-I", moduleFolder.path, "-module-cache-path", moduleCache.path, probe.path,
            ], outputFile: folder.appendingPathComponent("probe.log"))
        return status == 0 ? .dropObjC : .computed
    }
}
