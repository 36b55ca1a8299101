// The fuzz target `pipeline`, the whole pipeline: bytes → parse → validate → emit, under the
// default options, under `--codegen class --xcode-version 8` and under every option beyond Xcode
// (`FuzzInvariants.checkPipeline`). Besides crashes, the invariants stop the run: every output
// name is one plain file name, and every file ends with a newline.

/// Called once per input when the target is `pipeline` (`FuzzTarget`).
func fuzzPipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let parsed = try? ModelParser.parseXML(bytes, path: "fuzz/contents", modelName: "Fuzz") else { return 0 }
    FuzzInvariants.checkParsed(parsed)
    FuzzInvariants.checkPipeline(parsed.model)
    return 0
}
