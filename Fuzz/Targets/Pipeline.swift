// libFuzzer entry point for the whole pipeline: bytes → parse → validate → emit, under the
// default options, under `--codegen class --xcode-version 8` and under every option beyond Xcode.
// Every parsed model is also emitted without validation, as `generate` does while it validates
// on another thread: an emitter must not crash on a model lint refuses (its file names are not
// checked: the writer refuses unsafe ones, and lint's error wins). Besides crashes, the
// invariants below stop the run: every output name is one plain file name, and every file
// ends with a newline.

/// Called by libFuzzer once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let parsed = try? ModelParser.parseXML(bytes, path: "fuzz/contents", modelName: "Fuzz") else { return 0 }
    FuzzInvariants.checkParsed(parsed)
    var classic = GeneratorOptions()
    classic.codegen = .class
    classic.era = .xcode8
    var beyond = GeneratorOptions()
    beyond.codegen = .class
    beyond.apply(.swift)
    beyond.fetchHelpers = true
    beyond.modelBuilder = true
    for options in [GeneratorOptions(), classic, beyond] {
        _ = EmissionLanes.emit(parsed.model, plan: OutputPlan(model: parsed.model, options: options), options: options)
        let findings = ModelValidator.validate(parsed.model, options: options)
        FuzzInvariants.checkFindings(findings)
        guard let generated = try? Pipeline.generate(parsed.model, options: options) else {
            FuzzInvariants.require(findings.hasErrors, "generate threw although validation found no error")
            continue
        }
        FuzzInvariants.checkFiles(generated.files)
    }
    return 0
}
