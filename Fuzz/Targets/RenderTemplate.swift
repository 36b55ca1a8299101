// The fuzz target `render`: the input is a Stencil template, rendered over the context of the
// Chat sample (with `param` values) under small limits (`RenderLimits`: 20 000 steps, 1 MiB of
// text, 2 s). What stops a run besides a crash, a leak or libFuzzer's timeout and memory limits
// (a limit not enforced): an error that is not a `DiagnosticError` located in the template.

/// Called once per input when the target is `render` (`FuzzTarget`).
func fuzzRender(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        _ = try TemplateRenderer.render(text, path: RenderFuzz.path, context: RenderFuzz.context, limits: RenderFuzz.limits)
    } catch let error as DiagnosticError {
        FuzzInvariants.require(
            error.diagnostics.allSatisfy { $0.severity == .error && $0.location?.file.hasPrefix(RenderFuzz.folder) == true }, "unlocated: \(error)")
    } catch {
        FuzzInvariants.require(false, "not a DiagnosticError: \(error)")
    }
    return 0
}

enum RenderFuzz {
    /// The template's place: a folder of its own, so that `include` finds nothing else.
    static let folder = "/nonexistent-cdgen-fuzz"
    static let path = folder + "/fuzz.stencil"

    static let limits: RenderLimits = {
        var limits = RenderLimits()
        limits.steps = 20_000
        limits.outputBytes = 1 << 20
        limits.seconds = 2
        limits.stackGuardBytes = 4 << 20
        return limits
    }()

    /// The Chat sample's context (run from the repository's root, as `Fuzz/run.sh` does), and
    /// parameters of each kind.
    static let context: [String: Any] = {
        var context: [String: Any] = [:]
        let chat = "Samples/Chat/Chat.xcdatamodeld"
        if let run = try? Pipeline.start(PipelineRequest(modelPath: chat), diagnostics: DiagnosticCollector(strict: false)) {
            try? run.finishValidation()
            context = TemplateContext.make([TemplateModel(model: run.model, options: run.options, plan: run.plan, source: run.source)])
        }
        context["param"] = ["name": "Chat", "flag": true, "list": ["a", "b"], "nested": ["key": "value"]] as [String: Any]
        return context
    }()
}
