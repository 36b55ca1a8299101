// Properties every fuzz target checks on what the core returns (compiled into each target).

#if canImport(Glibc)
import Glibc
#endif

/// Properties that must hold for any input; a violation aborts the fuzzer with a message.
enum FuzzInvariants {
    /// Stops the run when `condition` is false.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("fuzz invariant: \(message())") }
    }

    /// A parsed model: warnings only (errors are thrown), each located and on one line.
    static func checkParsed(_ parsed: ParsedModel) {
        require(!parsed.diagnostics.hasErrors, "parse returned errors without throwing")
        checkFindings(parsed.diagnostics)
    }

    /// Findings print as one line each and carry an id or a location.
    static func checkFindings(_ findings: [Diagnostic]) {
        for finding in findings {
            require(!finding.description.contains("\n"), "multi-line diagnostic: \(finding.description)")
        }
    }

    /// A refusal of bad input: a `DiagnosticError` with at least one error, every diagnostic on
    /// one line and located in `path` at a line and column inside the input's `bytes`.
    static func checkRejected(_ error: Error, bytes: [UInt8], path: String) {
        guard let error = error as? DiagnosticError else { return require(false, "not a DiagnosticError: \(error)") }
        require(error.diagnostics.hasErrors, "thrown without an error: \(error)")
        checkFindings(error.diagnostics)
        let lines = lineCount(bytes)
        for diagnostic in error.diagnostics {
            guard let location = diagnostic.location else { return require(false, "unlocated: \(diagnostic)") }
            require(location.file == path, "located in another file: \(diagnostic)")
            require(location.line >= 1 && location.line <= lines, "line outside the input (\(lines) lines): \(diagnostic)")
            require(location.column >= 1 && location.column <= bytes.count + 1, "column outside the input: \(diagnostic)")
        }
    }

    /// The lines of `bytes`, ended by LF, CRLF or a lone CR (as libxml2 counts them; the JSON
    /// reader counts LF only, so fewer).
    static func lineCount(_ bytes: [UInt8]) -> Int {
        var lines = 1
        for (offset, byte) in bytes.enumerated() where byte == 0x0A || (byte == 0x0D && bytes.dropFirst(offset + 1).first != 0x0A) {
            lines += 1
        }
        return lines
    }

    /// Generated files: plain distinct names, text ending with a newline.
    static func checkFiles(_ files: [GeneratedFile]) {
        var names: Set<String> = []
        for file in files {
            require(OutputNameChecks.fileNameProblem(file.name) == nil, "unsafe output name \(file.name)")
            require(names.insert(file.name.lowercased()).inserted, "duplicate output name \(file.name)")
            require(file.contents.hasSuffix("\n"), "file \(file.name) does not end with a newline")
        }
    }

    /// The options `checkPipeline` tries: the defaults, `--codegen class --xcode-version 8`,
    /// every option beyond Xcode, and SwiftData output.
    static let optionSets: [GeneratorOptions] = {
        var classic = GeneratorOptions()
        classic.codegen = .class
        classic.era = .xcode8
        var beyond = GeneratorOptions()
        beyond.codegen = .class
        beyond.apply(.swift)
        beyond.fetchHelpers = true
        beyond.modelBuilder = true
        var swiftData = GeneratorOptions()
        swiftData.framework = .swiftData
        return [GeneratorOptions(), classic, beyond, swiftData]
    }()

    /// Validates and emits `model` under each of `optionSets` (or under `only`). Every model is
    /// also emitted without validation, as `generate` does while it validates on another thread:
    /// an emitter must not crash on a model lint refuses. Output names are plain and distinct and
    /// files end with a newline; generation fails only when validation found an error.
    static func checkPipeline(_ model: DataModel, only: GeneratorOptions? = nil) {
        for options in only.map({ [$0] }) ?? optionSets {
            let declarations = RunDeclarations(alone: model, options: options)
            _ = EmissionLanes.emit(model, plan: declarations.plan, options: options, declarations: declarations)
            let findings = ModelValidator.validate(model, options: options, declarations: declarations)
            checkFindings(findings)
            guard let generated = try? Pipeline.generate(model, options: options) else {
                require(findings.hasErrors, "generate threw although validation found no error")
                continue
            }
            checkFiles(generated.files)
        }
    }
}

/// The models and options already through `checkPipeline`, by hash: emitting is deterministic,
/// and most inputs differ from another only where the model does not (whitespace, order of
/// keys, a configuration that says the same), so each pair is emitted once, which makes the long
/// runs many times faster. (A hash collision skips one check, no more.)
enum PipelineMemo {
    private nonisolated(unsafe) static var seen: Set<Int> = []

    /// Whether `model` under `options` is new; remembers it.
    static func isNew(_ model: DataModel, _ options: GeneratorOptions) -> Bool {
        if seen.count >= 200_000 { seen.removeAll() }
        var hasher = Hasher()
        hasher.combine(model.withoutLocations())
        hasher.combine(options)
        return seen.insert(hasher.finalize()).inserted
    }
}

/// The time bound: an input may take `base` plus `perByte` times its size in CPU time (of the
/// whole process, so that other work on the machine does not count). Past it the target stops,
/// as for a crash: work must stay linear in the input. `CDGEN_FUZZ_TIMING=1` prints each input
/// that comes nearer the bound than any before, to set it.
enum LinearTime {
    /// The fixed allowance, in seconds (ASan, the first call of a path, a page fault storm).
    static let base = 0.5
    /// The allowance per input byte, in seconds: 50 µs, some 30 times the slowest seen.
    static let perByte = 50e-6
    private nonisolated(unsafe) static var nearest = 0.0
    private static let reports = getenv("CDGEN_FUZZ_TIMING") != nil

    /// Runs `body` on an input of `size` bytes and stops the run when it took too long.
    static func check(size: Int, _ body: () -> Void) {
        let start = cpuSeconds()
        body()
        let elapsed = cpuSeconds() - start
        let bound = base + perByte * Double(size)
        FuzzInvariants.require(elapsed <= bound, "\(size) bytes took \(elapsed) s of CPU, more than the \(bound) s bound")
        if reports, elapsed / bound > nearest {
            nearest = elapsed / bound
            print("fuzz timing: \(size) bytes in \(elapsed) s, \(Int(nearest * 100))% of the bound")
        }
    }

    private static func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}
