// The fuzz target `json`, the JSON front end: bytes → JSONReader, compared with Foundation's
// JSONSerialization (`JSONDifferential`), then → ModelParser.parseJSON → validate → emit with
// the invariants of `pipeline` (under one of its option sets, chosen by the input's size, which
// keeps the target fast enough for long runs on big models; once per model and options,
// `PipelineMemo`), and a round trip: a model read from JSON, written back by
// JSONModelEncoder, reads back as the same model and the same text. Every refusal is a located
// DiagnosticError, and time stays linear in the input's size.

/// Called once per input when the target is `json` (`FuzzTarget`).
func fuzzJSONFrontEnd(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    LinearTime.check(size: size) {
        JSONDifferential.check(bytes)
        JSONModelChecks.check(bytes)
    }
    return 0
}

/// The JSON model front end's invariants.
enum JSONModelChecks {
    static let path = "fuzz/Fuzz.json"

    /// Parses `bytes` as a model; a model that reads round-trips and goes through the pipeline.
    static func check(_ bytes: [UInt8]) {
        let parsed: ParsedModel
        do {
            parsed = try ModelParser.parseJSON(bytes, path: path, modelName: "Fuzz")
        } catch {
            return FuzzInvariants.checkRejected(error, bytes: bytes, path: path)
        }
        FuzzInvariants.checkParsed(parsed)
        checkRoundTrip(parsed.model)
        let options = FuzzInvariants.optionSets[bytes.count % FuzzInvariants.optionSets.count]
        if PipelineMemo.isNew(parsed.model, options) { FuzzInvariants.checkPipeline(parsed.model, only: options) }
    }

    /// `decode(encode(m)) == m`, and encoding that again gives the same text.
    static func checkRoundTrip(_ model: DataModel) {
        let text = JSONModelEncoder.text(of: model)
        let back: DataModel
        do {
            back = try ModelParser.parseJSON(Array(text.utf8), path: "fuzz/back.json", modelName: model.name).model
        } catch {
            return FuzzInvariants.require(false, "the written model does not read back: \(error)\n\(text)")
        }
        FuzzInvariants.require(back.withoutLocations() == model.withoutLocations(), "read back as another model:\n\(text)")
        FuzzInvariants.require(JSONModelEncoder.text(of: back) == text, "writing the model read back gives other text:\n\(text)")
    }
}
