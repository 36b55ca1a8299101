// Properties every fuzz target checks on what the core returns (compiled into each target).

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

    /// Generated files: plain distinct names, text ending with a newline.
    static func checkFiles(_ files: [GeneratedFile]) {
        var names: Set<String> = []
        for file in files {
            require(OutputNameChecks.fileNameProblem(file.name) == nil, "unsafe output name \(file.name)")
            require(names.insert(file.name.lowercased()).inserted, "duplicate output name \(file.name)")
            require(file.contents.hasSuffix("\n"), "file \(file.name) does not end with a newline")
        }
    }
}
