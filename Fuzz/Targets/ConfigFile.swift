// The fuzz target `config` (`cdgen.json`): bytes → GeneratorConfig.parse. A configuration that
// reads is applied to the options, its warnings are checked against a small model, and that
// model is validated and emitted under those options (`FuzzInvariants.checkPipeline`, once per
// options, `PipelineMemo`); a refusal
// is one located error. Time stays linear in the input's size.

/// Called once per input when the target is `config` (`FuzzTarget`).
func fuzzConfigFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    LinearTime.check(size: size) { ConfigChecks.check(bytes) }
    return 0
}

enum ConfigChecks {
    static let path = "fuzz/cdgen.json"

    /// A small model with what options act on: a class, a relationship both ways, an ordered
    /// to-many, an optional scalar, a fetch request. Read anew for each input: LeakSanitizer
    /// takes a model kept in a static for a leak (Swift tags the pointers of enum payloads).
    static var model: DataModel {
        let text = """
            {"format": "cdgen-model", "version": 1, "entities": [
              {"name": "Usuario", "codegen": "class",
               "attributes": [{"name": "nombre", "type": "String"}, {"name": "edad", "type": "Integer 16", "usesScalarType": true}],
               "relationships": [{"name": "mensajes", "destination": "Mensaje", "toMany": true, "ordered": true, "inverse": "autor"}]},
              {"name": "Mensaje", "codegen": "category",
               "attributes": [{"name": "texto", "type": "String", "optional": false}],
               "relationships": [{"name": "autor", "destination": "Usuario", "inverse": "mensajes"}]}],
             "fetchRequests": [{"name": "Todos", "entity": "Usuario"}]}
            """
        do {
            return try ModelParser.parseJSON(Array(text.utf8), path: "fuzz/Chat.json", modelName: "Chat").model
        } catch {
            fatalError("the config target's model does not read: \(error)")
        }
    }

    static func check(_ bytes: [UInt8]) {
        let config: GeneratorConfig
        do {
            config = try GeneratorConfig.parse(bytes, path: path)
        } catch {
            FuzzInvariants.checkRejected(error, bytes: bytes, path: path)
            return FuzzInvariants.require((error as! DiagnosticError).diagnostics.count == 1, "more than one error: \(error)")
        }
        var options = GeneratorOptions()
        config.apply(to: &options)
        let model = Self.model
        let warnings = config.diagnostics(for: model)
        FuzzInvariants.checkFindings(warnings)
        FuzzInvariants.require(warnings.allSatisfy { $0.location?.file == path }, "unlocated warning: \(warnings)")
        if PipelineMemo.isNew(model, options) { FuzzInvariants.checkPipeline(model, only: options) }
    }
}
