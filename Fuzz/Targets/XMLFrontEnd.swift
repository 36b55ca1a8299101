// The fuzz target `xml`, the XML front end: arbitrary bytes → XMLReader → XMLModelDecoder,
// and the same bytes as a `.xccurrentversion` property list. Any crash, hang, leak or sanitizer
// report is a bug; thrown diagnostics are the expected outcome for bad input.

/// Called once per input when the target is `xml` (`FuzzTarget`).
func fuzzXMLFrontEnd(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let parsed = try? ModelParser.parseXML(bytes, path: "fuzz/contents", modelName: "Fuzz") {
        FuzzInvariants.checkParsed(parsed)
    }
    _ = try? CurrentVersion.parse(bytes, path: "fuzz/.xccurrentversion")
    return 0
}
