/// A CloudKit schema in the CloudKit Schema Language (the `.ckdb` text `cktool export-schema`
/// writes): the roles and record types of a container, as plain values. Read by `CKDBParser`,
/// written by `CKDBPrinter`, made from a model by `CloudKitMirror`. The grammar is the one of
/// Apple's "Integrating a Text-Based Schema into Your Workflow"
/// (developer.apple.com/documentation/cloudkit/integrating-a-text-based-schema-into-your-workflow).
package struct CKDBSchema: Sendable, Hashable {
    /// The `CREATE ROLE` names, in the order written.
    package var roles: [String] = []
    /// The record types, in the order written.
    package var recordTypes: [CKDBRecordType] = []

    /// Creates a schema.
    package init(roles: [String] = [], recordTypes: [CKDBRecordType] = []) {
        self.roles = roles
        self.recordTypes = recordTypes
    }

    /// The record type named `name`.
    package func recordType(named name: String) -> CKDBRecordType? {
        recordTypes.first { $0.name == name }
    }
}

/// One `RECORD TYPE name ( … )`.
package struct CKDBRecordType: Sendable, Hashable {
    /// The name, unquoted.
    package var name: String
    /// The fields, in the order written.
    package var fields: [CKDBField] = []
    /// The `GRANT` clauses, in the order written.
    package var grants: [CKDBGrant] = []
    /// Comment lines the printer writes at the top of the type's body (the parser keeps none:
    /// CloudKit keeps no comments either).
    package var notes: [String] = []
    /// Where the name is, in a parsed file.
    package var location: SourceLocation?

    /// Creates a record type.
    package init(name: String, fields: [CKDBField] = [], grants: [CKDBGrant] = [], notes: [String] = [], location: SourceLocation? = nil) {
        self.name = name
        self.fields = fields
        self.grants = grants
        self.notes = notes
        self.location = location
    }

    /// The field named `name`.
    package func field(named name: String) -> CKDBField? {
        fields.first { $0.name == name }
    }
}

/// One field: `name type [QUERYABLE] [SEARCHABLE] [SORTABLE]`.
package struct CKDBField: Sendable, Hashable {
    /// The name, unquoted.
    package var name: String
    /// The type.
    package var type: CKDBFieldType
    /// The indexes.
    package var indexes: CKDBIndexes = []
    /// A comment line the printer writes above the field.
    package var note: String?
    /// Where the name is, in a parsed file.
    package var location: SourceLocation?

    /// Creates a field.
    package init(_ name: String, _ type: CKDBFieldType, indexes: CKDBIndexes = [], note: String? = nil, location: SourceLocation? = nil) {
        self.name = name
        self.type = type
        self.indexes = indexes
        self.note = note
        self.location = location
    }
}

/// A field's type: a primitive type, maybe `ENCRYPTED`, maybe `NUMBER PREFERRED AS …`, maybe in a
/// `LIST<…>`.
package struct CKDBFieldType: Sendable, Hashable, CustomStringConvertible {
    /// The primitive type.
    package var primitive: CKDBPrimitive
    /// `ENCRYPTED` (only with BYTES, STRING, DOUBLE, INT64, LOCATION and TIMESTAMP).
    package var isEncrypted = false
    /// The type of `NUMBER PREFERRED AS …` (INT64 or DOUBLE).
    package var preferred: CKDBPrimitive?
    /// `LIST<…>`.
    package var isList = false

    /// Creates a type.
    package init(_ primitive: CKDBPrimitive, encrypted: Bool = false, preferred: CKDBPrimitive? = nil, list: Bool = false) {
        self.primitive = primitive
        isEncrypted = encrypted
        self.preferred = preferred
        isList = list
    }

    /// The type as the language writes it: `STRING`, `ENCRYPTED BYTES`, `LIST<INT64>`, …
    package var description: String {
        var text = (isEncrypted ? "ENCRYPTED " : "") + primitive.rawValue
        if let preferred { text += " PREFERRED AS \(preferred.rawValue)" }
        return isList ? "LIST<\(text)>" : text
    }
}

/// The primitive types of the language.
package enum CKDBPrimitive: String, Sendable, Hashable, CaseIterable {
    case asset = "ASSET", bytes = "BYTES", double = "DOUBLE", int64 = "INT64", location = "LOCATION", number = "NUMBER",
        reference = "REFERENCE", string = "STRING", timestamp = "TIMESTAMP"

    /// Whether `ENCRYPTED` may precede it.
    package var canBeEncrypted: Bool {
        [.bytes, .string, .double, .int64, .location, .timestamp].contains(self)
    }
}

/// A field's indexes, printed in this order (as `cktool` writes them).
package struct CKDBIndexes: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    package static let queryable = CKDBIndexes(rawValue: 1)
    package static let searchable = CKDBIndexes(rawValue: 2)
    package static let sortable = CKDBIndexes(rawValue: 4)

    /// Every index with its keyword, in the printed order.
    package static let keywords: [(CKDBIndexes, String)] = [(.queryable, "QUERYABLE"), (.searchable, "SEARCHABLE"), (.sortable, "SORTABLE")]

    /// The keywords of these indexes, in the printed order.
    package var words: [String] {
        Self.keywords.filter { contains($0.0) }.map(\.1)
    }
}

/// `GRANT READ, WRITE TO role`.
package struct CKDBGrant: Sendable, Hashable {
    /// The privileges, in the order written.
    package var privileges: [CKDBPrivilege]
    /// The role, unquoted.
    package var role: String

    /// Creates a grant.
    package init(_ privileges: [CKDBPrivilege], to role: String) {
        self.privileges = privileges
        self.role = role
    }
}

/// A privilege a grant gives.
package enum CKDBPrivilege: String, Sendable, Hashable, CaseIterable {
    case read = "READ", create = "CREATE", write = "WRITE"
}

extension CKDBSchema {
    /// The fields every record type has whether written or not (the schema-language page,
    /// "Recognize Implicit Fields and Roles"), in the order an export lists them.
    package static let systemFields: [CKDBField] = [
        CKDBField("___createTime", CKDBFieldType(.timestamp)), CKDBField("___createdBy", CKDBFieldType(.reference)),
        CKDBField("___etag", CKDBFieldType(.string)), CKDBField("___modTime", CKDBFieldType(.timestamp)),
        CKDBField("___modifiedBy", CKDBFieldType(.reference)), CKDBField("___recordID", CKDBFieldType(.reference)),
    ]

    /// This schema with every record type's missing system fields added, as the server reports
    /// them: what `cktool export-schema` shows after importing a file that leaves them out.
    package func withSystemFields() -> CKDBSchema {
        var copy = self
        for index in copy.recordTypes.indices {
            let present = Set(copy.recordTypes[index].fields.map(\.name))
            copy.recordTypes[index].fields += Self.systemFields.filter { !present.contains($0.name) }
        }
        return copy
    }
}
