import Foundation

/// The lock of a bundle's released versions (`<Model>.cdgen-lock.json` beside the
/// `.xcdatamodeld`): for each version recorded by `cdgen lock`, in the order recorded, its name,
/// the current version when it was recorded, and exactly what Core Data hashes of it
/// (`VersionHashInputs`), per entity and per property as named fields, with a SHA-256 digest per
/// entity and for the model. A field at its default (false, 0, none) is not written and not
/// digested, so a later cdgen that hashes one more input reads older locks unchanged for every
/// model that does not use it.
package struct VersionLock: Sendable, Hashable {
    /// The format this cdgen writes and reads; a lock of a higher one is refused.
    package static let format = 1

    /// The versions, in the order they were recorded.
    package var versions: [Entry] = []

    /// One recorded version; compared by what it records (where it was read does not count).
    package struct Entry: Sendable, Hashable {
        /// The version folder (`Model 2.xcdatamodel`).
        package var name: String
        /// The bundle's current version when this one was recorded.
        package var current: String
        /// The entities' inputs, by name.
        package var entities: [String: LockedEntity]
        /// Where the entry's name is written in the lock (read locks only).
        package var location: SourceLocation? = nil

        package static func == (a: Entry, b: Entry) -> Bool { a.name == b.name && a.current == b.current && a.entities == b.entities }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(entities)
        }

        /// The digest of the model: of every entity's name and digest, sorted by name; the digests
        /// are written for review and for tools, and recomputed (not read) from the fields.
        package var digest: String {
            SHA256.hex(entities.keys.sorted().map { "\($0) \(entities[$0]!.digest)\n" }.joined())
        }
    }

    /// One entity's inputs: its own fields and each property's.
    package struct LockedEntity: Sendable, Hashable {
        package var fields: [Field]
        package var properties: [String: [Field]]

        /// The digest of the entity: its fields, then each property's name and fields, sorted by name.
        package var digest: String {
            let lines = [Field.line(fields)] + properties.keys.sorted().map { "\($0) \(Field.line(properties[$0]!))" }
            return SHA256.hex(lines.joined(separator: "\n") + "\n")
        }
    }

    /// One input that is not at its default: its key and its value as compact JSON text.
    package struct Field: Sendable, Hashable {
        package var key: String
        package var value: JSONValue

        /// The value as one line of JSON.
        package var text: String { Self.compact(value) }

        /// Fields are equal when their keys and texts are: where a value was read does not count.
        package static func == (a: Field, b: Field) -> Bool { a.key == b.key && a.text == b.text }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(text)
        }

        /// `fields` as one line, for digests.
        static func line(_ fields: [Field]) -> String {
            fields.map { "\($0.key)=\($0.text)" }.joined(separator: " ")
        }

        /// `value` as one line of JSON (`[["a", "b"]]`); locations do not count.
        static func compact(_ value: JSONValue) -> String {
            switch value.kind {
            case .null: "null"
            case .bool(let flag): flag ? "true" : "false"
            case .number(let text): text
            case .string(let text): JSONWriter.quoted(text)
            case .array(let elements): "[" + elements.map(compact).joined(separator: ", ") + "]"
            case .object(let members): "{" + members.map { "\(JSONWriter.quoted($0.key)): \(compact($0.value))" }.joined(separator: ", ") + "}"
            }
        }
    }

    /// The lock's path for the bundle at `bundle`: `<Model>.cdgen-lock.json` in the folder that holds it.
    package static func path(besideBundle bundle: String) -> String {
        let url = URL(fileURLWithPath: bundle).standardizedFileURL
        return url.deletingLastPathComponent().appendingPathComponent(url.deletingPathExtension().lastPathComponent + ".cdgen-lock.json").path
    }
}

extension VersionLock.Entry {
    /// The entry of version `name` with inputs `inputs`, recorded while `current` is current.
    package init(name: String, current: String, inputs: VersionHashInputs) {
        self.name = name
        self.current = current
        entities = inputs.entities.mapValues { entity in
            VersionLock.LockedEntity(fields: entity.lockFields, properties: entity.properties.mapValues(\.lockFields))
        }
    }
}

extension VersionHashInputs.EntityInputs {
    /// The entity's own inputs as the lock writes them, in a fixed order, defaults left out.
    var lockFields: [VersionLock.Field] {
        let constraints = uniquenessConstraints.map { JSONValue(.array($0.map { JSONValue(.string($0)) })) }
        return VersionLock.fields([
            ("superentity", superentity.map { .string($0) }), ("abstract", isAbstract ? .bool(true) : nil),
            ("hashModifier", versionHashModifier.map { .string($0) }),
            ("uniquenessConstraints", constraints.isEmpty ? nil : .array(constraints)),
        ])
    }
}

extension VersionHashInputs.PropertyInputs {
    /// The property's inputs as the lock writes them: its kind first, then the rest in a fixed
    /// order, defaults left out.
    var lockFields: [VersionLock.Field] {
        let flag = { (set: Bool) -> JSONValue.Kind? in set ? .bool(true) : nil }
        let count = { (value: Int) -> JSONValue.Kind? in value == 0 ? nil : .number(String(value)) }
        var written: [(String, JSONValue.Kind?)]
        switch kind {
        case .attribute(let type, let externalStorage, let preserved, let derivation):
            written = [
                ("kind", .string("attribute")), ("type", .string(type)), ("externalStorage", flag(externalStorage)),
                ("preservedOnDeletion", flag(preserved)), ("derivation", derivation.map { .string($0) }),
            ]
        case .relationship(let destination, let inverse, let minCount, let maxCount, let isOrdered):
            written = [
                ("kind", .string("relationship")), ("destination", .string(destination)), ("inverse", inverse.map { .string($0) }),
                ("minCount", count(minCount)), ("maxCount", count(maxCount)), ("ordered", flag(isOrdered)),
            ]
        }
        written += [
            ("optional", flag(isOptional)), ("transient", flag(isTransient)), ("readOnly", flag(isReadOnly)),
            ("hashModifier", versionHashModifier.map { .string($0) }),
        ]
        return VersionLock.fields(written)
    }
}

extension VersionLock {
    static func fields(_ written: [(String, JSONValue.Kind?)]) -> [Field] {
        written.compactMap { key, value in value.map { Field(key: key, value: JSONValue($0)) } }
    }

    /// The keys whose absent value is `false`, and those whose absent value is 0; any other absent value is "none".
    static let flagKeys: Set<String> = ["abstract", "externalStorage", "preservedOnDeletion", "ordered", "optional", "transient", "readOnly"]
    static let countKeys: Set<String> = ["minCount", "maxCount"]

    /// How a field's value is named in a message, absent ones by their default.
    static func describe(_ field: Field?, key: String) -> String {
        if let field { return field.text }
        return flagKeys.contains(key) ? "false" : countKeys.contains(key) ? "0" : "none"
    }

    /// The fields of `old` and `new` that differ, as `key old → new`, in `new`'s order then `old`'s.
    static func changes(_ old: [Field], _ new: [Field]) -> [String] {
        var keys: [String] = []
        for key in new.map(\.key) + old.map(\.key) where !keys.contains(key) { keys.append(key) }
        return keys.compactMap { key in
            let before = old.first { $0.key == key }, after = new.first { $0.key == key }
            return before == after ? nil : "\(key) \(describe(before, key: key)) → \(describe(after, key: key))"
        }
    }
}
