import Foundation

/// The lock's file: JSON as `JSONWriter` prints it (stable, one field a line, keys in a fixed
/// order, entities and properties sorted by name), read back with a located error for every problem.
///
/// ```json
/// {
///   "format": 1,
///   "versions": [
///     {
///       "name": "Model.xcdatamodel",
///       "current": "Model.xcdatamodel",
///       "digest": "…",
///       "entities": {
///         "Note": {
///           "digest": "…",
///           "properties": {
///             "title": { "kind": "attribute", "type": "String", "optional": true }
///           }
///         }
///       }
///     }
///   ]
/// }
/// ```
extension VersionLock {
    /// The lock's text.
    package var text: String {
        JSONWriter.text(
            of: JSONValue(
                .object([
                    JSONMember("format", JSONValue(.number(String(Self.format)))),
                    JSONMember("versions", JSONValue(.array(versions.map(\.json)))),
                ])))
    }

    /// The lock in `bytes`, read from `path`: `nil` with located errors when it is not a lock this
    /// cdgen reads (of a newer format: `lock-format-newer`, and nothing else read).
    package static func read(_ bytes: [UInt8], path: String) -> (lock: VersionLock?, diagnostics: [Diagnostic]) {
        let value: JSONValue
        do {
            value = try JSONReader.parse(bytes, path: path)
        } catch let error as DiagnosticError {
            return (nil, error.diagnostics)
        } catch {
            return (nil, [.error("the version lock cannot be read: \(error)", at: SourceLocation(file: path))])
        }
        var top = JSONObjectReader(value, what: "the version lock")
        guard let format = top.integer("format") else {
            if top.diagnostics.isEmpty { top.report(.error("missing key \"format\" in the version lock", at: value.location)) }
            return (nil, top.diagnostics)
        }
        guard format <= Self.format, format >= 1 else {
            let at = top.member("format")?.location ?? value.location
            let problem =
                format > Self.format
                ? LintCheck.lockFormatNewer(
                    "the version lock has format \(format), written by a newer cdgen; this cdgen reads format \(Self.format) and checks nothing: update cdgen",
                    at: at)
                : Diagnostic.error("\"format\" must be 1 or more, not \(format)", at: at)
            return (nil, [problem])
        }
        var diagnostics: [Diagnostic] = []
        let versions = (top.array("versions") ?? []).compactMap { entry($0, &diagnostics) }
        diagnostics = top.finish() + diagnostics
        for (index, version) in versions.enumerated() where versions[..<index].contains(where: { $0.name == version.name }) {
            diagnostics.append(.error("version \(Quoted.name(version.name)) is locked twice", at: version.location))
        }
        return diagnostics.contains { $0.severity == .error } ? (nil, diagnostics) : (VersionLock(versions: versions), diagnostics)
    }

    private static func entry(_ value: JSONValue, _ diagnostics: inout [Diagnostic]) -> Entry? {
        var fields = JSONObjectReader(value, what: "a locked version")
        let name = fields.requiredString("name"), current = fields.requiredString("current")
        let location = fields.member("name")?.location
        _ = fields.string("digest")   // derived from the entities: written for review, recomputed when read
        var entities: [String: LockedEntity] = [:]
        for member in fields.object("entities")?.members ?? [] {
            entities[member.key] = entity(member.value, named: member.key, &diagnostics)
        }
        if !fields.has("entities") { _ = fields.reportMissing("entities") as String? }
        diagnostics += fields.finish()
        guard let name, let current else { return nil }
        return Entry(name: name, current: current, entities: entities, location: location)
    }

    private static func entity(_ value: JSONValue, named name: String, _ diagnostics: inout [Diagnostic]) -> LockedEntity {
        var properties: [String: [Field]] = [:]
        var own: [Field] = []
        for member in value.members ?? [] {
            switch member.key {
            case "digest": continue
            case "properties":
                for property in member.value.members ?? [] {
                    properties[property.key] = (property.value.members ?? []).map { Field(key: $0.key, value: $0.value) }
                }
                if member.value.members == nil {
                    diagnostics.append(JSONValue.typeError("\"properties\" of entity \(Quoted.name(name))", expected: "an object", found: member.value))
                }
            default: own.append(Field(key: member.key, value: member.value))
            }
        }
        if value.members == nil { diagnostics.append(JSONValue.typeError("entity \(Quoted.name(name))", expected: "an object", found: value)) }
        return LockedEntity(fields: own, properties: properties)
    }
}

extension VersionLock.Entry {
    var json: JSONValue {
        let entities = self.entities.keys.sorted().map { name in JSONMember(name, self.entities[name]!.json) }
        return JSONValue(
            .object([
                JSONMember("name", JSONValue(.string(name))), JSONMember("current", JSONValue(.string(current))),
                JSONMember("digest", JSONValue(.string(digest))), JSONMember("entities", JSONValue(.object(entities))),
            ]))
    }
}

extension VersionLock.LockedEntity {
    var json: JSONValue {
        let members = properties.keys.sorted().map { name in
            JSONMember(name, JSONValue(.object(properties[name]!.map { JSONMember($0.key, $0.value) })))
        }
        return JSONValue(
            .object(
                [JSONMember("digest", JSONValue(.string(digest)))] + fields.map { JSONMember($0.key, $0.value) }
                    + [JSONMember("properties", JSONValue(.object(members)))]))
    }
}
