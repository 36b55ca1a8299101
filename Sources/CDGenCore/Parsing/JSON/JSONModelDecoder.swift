/// Turns a JSON model document (format `cdgen-model`) into a `DataModel`, with a located
/// diagnostic for every problem: wrong types, unknown keys (with a did-you-mean), unknown enum
/// values, an unsupported `version`, and names that refer to nothing.
///
/// Absent keys take Xcode's defaults as documented in `Schemas/cdgen-model.schema.json`; a
/// relationship without an `inverse` gets the one its destination names for it.
struct JSONModelDecoder {
    /// Problems found so far (errors and warnings).
    var diagnostics: [Diagnostic] = []
    /// Names to resolve once every entity and composite is known.
    var references: [JSONReference] = []
    /// Relationships with no `inverse` key, to infer from the other side.
    var pendingInverses: [PendingInverse] = []
    /// The keys asked for per kind of object (`"entity"`, `"attribute"`, …).
    private(set) var vocabulary: [String: [String]] = [:]

    /// Decodes the document `root` into a model named `name`.
    mutating func decode(_ root: JSONValue, name: String) -> DataModel {
        var model = DataModel(name: name)
        model.location = root.location
        var f = JSONObjectReader(root, what: "the model")
        guard root.members != nil else { diagnostics += f.finish(); return model }
        guard checkFormat(&f, root: root) else { return model }
        diagnostics += XMLText.unsafeCharacters(in: root)
        model.modelAttributes = ExtraAttributesCodec.decode(&f, promoted: PromotedExtra.model, element: nil)
        model.entities = f.array("entities")?.enumerated().map { entity($1, index: $0) } ?? []
        model.composites = f.array("composites")?.map { composite($0) } ?? []
        model.fetchRequests = f.array("fetchRequests")?.map { fetchRequest($0, defaultName: nil) } ?? []
        model.configurations = f.array("configurations")?.map { configuration($0) } ?? []
        model.userInfo = userInfo(&f)
        finish(&f, kind: "model")
        inferInverses(in: &model)
        diagnostics += JSONReferenceChecker.check(references, in: model)
        return model
    }

    /// Checks `format` and `version`; false (with an error) when this is not a document cdgen
    /// can read, in which case nothing else is reported.
    private mutating func checkFormat(_ f: inout JSONObjectReader, root: JSONValue) -> Bool {
        let format = f.member("format"), version = f.member("version")
        guard let format else {
            diagnostics.append(.error("missing key \"format\": a cdgen model starts with \"format\": \"\(JSONModelFormat.formatName)\"", at: root.location))
            return false
        }
        guard format.string == JSONModelFormat.formatName else {
            let found = format.string.map { "\"\($0)\"" } ?? format.kindDescription
            diagnostics.append(.error("\"format\" must be \"\(JSONModelFormat.formatName)\", not \(found)", at: format.location))
            return false
        }
        let supported = JSONModelFormat.supportedVersions.map(String.init).joined(separator: ", ")
        guard let version else {
            diagnostics.append(.error("missing key \"version\" (this cdgen reads version \(supported))", at: root.location))
            return false
        }
        guard let number = version.integer, JSONModelFormat.supportedVersions.contains(number) else {
            let found = version.numberText ?? version.string.map { "\"\($0)\"" } ?? version.kindDescription
            diagnostics.append(
                .error("unsupported version \(found) of the \(JSONModelFormat.formatName) format; this cdgen reads version \(supported)", at: version.location))
            return false
        }
        return true
    }

    /// Collects the reader's problems and records the keys it knows under `kind`.
    mutating func finish(_ reader: inout JSONObjectReader, kind: String) {
        diagnostics += reader.finish()
        var known = vocabulary[kind] ?? []
        for key in reader.knownKeys where !known.contains(key) { known.append(key) }
        vocabulary[kind] = known
    }

    /// Records that `name` at `value` must name something of `kind`.
    mutating func refer(to kind: JSONReference.Kind, _ name: String, at value: JSONValue?, noun: String, context: String) {
        references.append(JSONReference(kind: kind, name: name, location: value?.location, noun: noun, context: context))
    }
}
