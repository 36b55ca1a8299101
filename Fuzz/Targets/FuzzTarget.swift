// libFuzzer's two entry points for every target: one binary holds them all, so the core (the
// bulk of the build) compiles once with the sanitizers instead of once per target. The target is
// the name the binary runs under (build.sh links `.build/fuzz/<target>` to it, so
// `.build/fuzz/json crash-file` reproduces a crash of `json`), or `CDGEN_FUZZ_TARGET`.

#if canImport(Glibc)
import Glibc
#endif

/// A fuzz target: what libFuzzer's inputs are handed to.
enum FuzzTarget: String, CaseIterable {
    case xml, pipeline, json, config, currentversion, modeltext, render, ckdb

    /// The target of this process, set once by `LLVMFuzzerInitialize` before the first input.
    nonisolated(unsafe) static var current: FuzzTarget?

    /// Runs one input through this target.
    func test(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
        switch self {
        case .xml: fuzzXMLFrontEnd(data, size)
        case .pipeline: fuzzPipeline(data, size)
        case .json: fuzzJSONFrontEnd(data, size)
        case .config: fuzzConfigFile(data, size)
        case .currentversion: fuzzCurrentVersionFile(data, size)
        case .modeltext: fuzzModelText(data, size)
        case .render: fuzzRender(data, size)
        case .ckdb: fuzzCKDBSchemaFile(data, size)
        }
    }

    /// `CDGEN_FUZZ_TARGET`, else the base name of `program` (argv[0]).
    static func named(program: String) -> String {
        if let name = getenv("CDGEN_FUZZ_TARGET") { return String(cString: name) }
        return String(program.split(separator: "/").last ?? "")
    }
}

/// Called by libFuzzer once, before any input: picks the target, or stops with the known names.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>) -> CInt {
    let program = argc.pointee > 0 ? argv.pointee[0].map { String(cString: $0) } ?? "" : ""
    let name = FuzzTarget.named(program: program)
    guard let target = FuzzTarget(rawValue: name) else {
        let known = FuzzTarget.allCases.map(\.rawValue).joined(separator: " ")
        fputs("fuzz: no target '\(name)': run the binary as .build/fuzz/<target> or set CDGEN_FUZZ_TARGET (known: \(known))\n", stderr)
        exit(2)
    }
    FuzzTarget.current = target
    return 0
}

/// Called by libFuzzer once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let target = FuzzTarget.current else { fatalError("fuzz: LLVMFuzzerInitialize did not run") }
    return target.test(data, size)
}
