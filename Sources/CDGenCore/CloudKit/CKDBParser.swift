/// Reads the CloudKit Schema Language (Apple's grammar, on the schema-language page
/// developer.apple.com/documentation/cloudkit/integrating-a-text-based-schema-into-your-workflow):
///
///     DEFINE SCHEMA [ { CREATE ROLE role | RECORD TYPE type ( element [, element]… ) } ; ]…
///     element:  field data-type [ QUERYABLE | SORTABLE | SEARCHABLE ]… | GRANT privilege [, privilege]… TO role
///     data-type: [ ENCRYPTED ] primitive | NUMBER [ PREFERRED AS { INT64 | DOUBLE } ] | LIST < primitive >
///
/// Keywords in any case; names `[A-Za-z][A-Za-z0-9_]*` or double-quoted (printable ASCII but `"`),
/// and the page's reserved words (grant, preferred, queryable, sortable, searchable) only quoted;
/// `//`, `--` and `/* */` comments. Anything else, a name defined twice in its scope, and an empty
/// element (a trailing comma) are errors located at their line and column.
package enum CKDBParser {
    /// The schema of `bytes`, read from the file at `path`; throws a `DiagnosticError` with one
    /// located `ckdb-syntax` or `ckdb-duplicate` error.
    package static func parse(_ bytes: [UInt8], path: String) throws -> CKDBSchema {
        var reader = CKDBReader(tokens: try CKDBLexer.tokens(bytes, path: path), path: path)
        return try reader.schema()
    }

    /// The reserved words, which a name may be only when quoted.
    package static let reservedWords: Set<String> = ["GRANT", "PREFERRED", "QUERYABLE", "SORTABLE", "SEARCHABLE"]

    /// Whether `name` may be written without quotes.
    package static func isPlainName(_ name: String) -> Bool {
        guard let first = name.utf8.first, isLetter(first) else { return false }
        return name.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == 0x5F } && !reservedWords.contains(name.uppercased())
    }

    static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}

/// One token with where it starts.
struct CKDBToken {
    enum Kind: Equatable {
        /// An unquoted word: a keyword or a name.
        case word(String)
        /// A double-quoted name, without its quotes.
        case quoted(String)
        /// One of `( ) , ; < >`.
        case symbol(UInt8)
        case end
    }

    var kind: Kind
    var line: Int
    var column: Int

    /// The word in upper case, or `nil` for other tokens.
    var keyword: String? {
        if case .word(let word) = kind { return word.uppercased() }
        return nil
    }

    /// How an error names it.
    var shown: String {
        switch kind {
        case .word(let word): Quoted.name(word)
        case .quoted(let name): Quoted.name("\"\(name)\"")
        case .symbol(let byte): Quoted.name(String(UnicodeScalar(byte)))
        case .end: "the end of the file"
        }
    }
}

/// Splits the text into tokens, skipping white space and comments.
enum CKDBLexer {
    static func tokens(_ bytes: [UInt8], path: String) throws -> [CKDBToken] {
        var tokens: [CKDBToken] = []
        var index = 0
        var line = 1
        var lineStart = 0
        func fail(_ message: String, at offset: Int, line: Int, lineStart: Int) -> DiagnosticError {
            DiagnosticError([
                LintCheck.ckdbSyntax(message, at: SourceLocation(file: path, line: line, column: offset - lineStart + 1))
            ])
        }
        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            let column = index - lineStart + 1
            switch byte {
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            case 0x20, 0x09, 0x0D, 0x0C:
                index += 1
            case 0x2F where index + 1 < bytes.count && bytes[index + 1] == 0x2F, 0x2D where index + 1 < bytes.count && bytes[index + 1] == 0x2D:
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case 0x2F where index + 1 < bytes.count && bytes[index + 1] == 0x2A:
                let (startLine, startOfLine) = (line, lineStart)
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) {
                    if bytes[index] == 0x0A {
                        line += 1
                        lineStart = index + 1
                    }
                    index += 1
                }
                guard index + 1 < bytes.count else {
                    throw fail("the comment that starts here has no closing */", at: start, line: startLine, lineStart: startOfLine)
                }
                index += 2
            case 0x22:
                index += 1
                while index < bytes.count, bytes[index] != 0x22 {
                    guard (0x20...0x7E).contains(bytes[index]) else {
                        throw fail(
                            "a quoted name holds only printable ASCII characters and ends on its line with \"", at: index, line: line, lineStart: lineStart)
                    }
                    index += 1
                }
                guard index < bytes.count else { throw fail("the quoted name that starts here has no closing \"", at: start, line: line, lineStart: lineStart) }
                let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
                guard !name.isEmpty else { throw fail("a quoted name cannot be empty", at: start, line: line, lineStart: lineStart) }
                index += 1
                tokens.append(CKDBToken(kind: .quoted(name), line: line, column: column))
            case 0x28, 0x29, 0x2C, 0x3B, 0x3C, 0x3E:
                index += 1
                tokens.append(CKDBToken(kind: .symbol(byte), line: line, column: column))
            case _ where CKDBParser.isLetter(byte):
                while index < bytes.count, CKDBParser.isLetter(bytes[index]) || CKDBParser.isDigit(bytes[index]) || bytes[index] == 0x5F { index += 1 }
                tokens.append(CKDBToken(kind: .word(String(decoding: bytes[start..<index], as: UTF8.self)), line: line, column: column))
            default:
                let shown = (0x21...0x7E).contains(byte) ? "'\(UnicodeScalar(byte))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
                throw fail(
                    "unexpected \(shown): the schema language has names, keywords, quoted names, comments and ( ) , ; < >", at: start, line: line,
                    lineStart: lineStart)
            }
        }
        tokens.append(CKDBToken(kind: .end, line: line, column: index - lineStart + 1))
        return tokens
    }
}

/// The grammar over the tokens: one method per rule.
struct CKDBReader {
    let tokens: [CKDBToken]
    let path: String
    var position = 0

    init(tokens: [CKDBToken], path: String) {
        self.tokens = tokens
        self.path = path
    }

    var current: CKDBToken { tokens[position] }
    var next: CKDBToken { tokens[min(position + 1, tokens.count - 1)] }

    func location(_ token: CKDBToken) -> SourceLocation { SourceLocation(file: path, line: token.line, column: token.column) }

    func error(_ message: String, at token: CKDBToken) -> DiagnosticError {
        DiagnosticError([LintCheck.ckdbSyntax(message, at: location(token))])
    }

    func expected(_ what: String) -> DiagnosticError {
        error("expected \(what), found \(current.shown)", at: current)
    }

    mutating func advance() { position = min(position + 1, tokens.count - 1) }

    mutating func expect(keyword: String) throws {
        guard current.keyword == keyword else { throw expected(keyword) }
        advance()
    }

    mutating func expect(symbol: UInt8) throws {
        guard current.kind == .symbol(symbol) else { throw expected("'\(UnicodeScalar(symbol))'") }
        advance()
    }

    /// A name: a word that is not reserved, or a quoted name.
    mutating func name(_ what: String) throws -> (String, CKDBToken) {
        let token = current
        switch token.kind {
        case .quoted(let name):
            advance()
            return (name, token)
        case .word(let word) where !CKDBParser.reservedWords.contains(word.uppercased()):
            advance()
            return (word, token)
        case .word(let word):
            throw error("\(Quoted.name(word)) is a reserved word; write it in double quotes to use it as \(what)", at: token)
        default:
            throw expected(what)
        }
    }

    mutating func schema() throws -> CKDBSchema {
        try expect(keyword: "DEFINE")
        try expect(keyword: "SCHEMA")
        var schema = CKDBSchema()
        var roles: Set<String> = []
        var types: Set<String> = []
        while current.kind != .end {
            switch current.keyword {
            case "CREATE":
                advance()
                try expect(keyword: "ROLE")
                let (role, token) = try name("a role name")
                guard roles.insert(role).inserted else { throw duplicate("role \(Quoted.name(role))", at: token) }
                schema.roles.append(role)
            case "RECORD":
                let type = try recordType()
                guard types.insert(type.name).inserted else {
                    throw DiagnosticError([LintCheck.ckdbDuplicate("record type \(Quoted.name(type.name)) is defined twice", at: type.location)])
                }
                schema.recordTypes.append(type)
            default:
                throw expected("CREATE ROLE, RECORD TYPE or the end of the schema")
            }
            try expect(symbol: 0x3B)
        }
        return schema
    }

    func duplicate(_ what: String, at token: CKDBToken) -> DiagnosticError {
        DiagnosticError([LintCheck.ckdbDuplicate("\(what) is defined twice", at: location(token))])
    }

    mutating func recordType() throws -> CKDBRecordType {
        try expect(keyword: "RECORD")
        try expect(keyword: "TYPE")
        let (typeName, token) = try name("a record type name")
        var type = CKDBRecordType(name: typeName, location: location(token))
        try expect(symbol: 0x28)
        var fieldNames: Set<String> = []
        if current.kind != .symbol(0x29) {
            repeat {
                if current.keyword == "GRANT" {
                    type.grants.append(try grant())
                } else {
                    let field = try field()
                    guard fieldNames.insert(field.name).inserted else {
                        throw DiagnosticError([
                            LintCheck.ckdbDuplicate(
                                "field \(Quoted.name(field.name)) of record type \(Quoted.name(typeName)) is defined twice", at: field.location)
                        ])
                    }
                    type.fields.append(field)
                }
            } while try separator()
        }
        try expect(symbol: 0x29)
        return type
    }

    /// Consumes a `,` between elements; `false` at the `)`.
    mutating func separator() throws -> Bool {
        guard current.kind == .symbol(0x2C) else { return false }
        advance()
        if current.kind == .symbol(0x29) { throw error("expected a field or GRANT after ',', found ')'", at: current) }
        return true
    }

    mutating func field() throws -> CKDBField {
        let (fieldName, token) = try name("a field name, GRANT or ')'")
        var field = CKDBField(fieldName, try dataType(), location: location(token))
        while let word = current.keyword, let index = CKDBIndexes.keywords.first(where: { $0.1 == word }) {
            field.indexes.insert(index.0)
            advance()
        }
        return field
    }

    mutating func dataType() throws -> CKDBFieldType {
        guard current.keyword == "LIST" else { return try primitiveType() }
        advance()
        try expect(symbol: 0x3C)
        var type = try primitiveType()
        try expect(symbol: 0x3E)
        type.isList = true
        return type
    }

    mutating func primitiveType() throws -> CKDBFieldType {
        let encrypted = current.keyword == "ENCRYPTED"
        if encrypted { advance() }
        guard let keyword = current.keyword, let primitive = CKDBPrimitive(rawValue: keyword) else {
            throw expected(encrypted ? "BYTES, STRING, DOUBLE, INT64, LOCATION or TIMESTAMP after ENCRYPTED" : "a data type")
        }
        if encrypted, !primitive.canBeEncrypted {
            throw error("\(primitive.rawValue) cannot be ENCRYPTED; only BYTES, STRING, DOUBLE, INT64, LOCATION and TIMESTAMP can", at: current)
        }
        advance()
        var type = CKDBFieldType(primitive, encrypted: encrypted)
        if primitive == .number, current.keyword == "PREFERRED" {
            advance()
            try expect(keyword: "AS")
            guard let word = current.keyword, word == "INT64" || word == "DOUBLE" else { throw expected("INT64 or DOUBLE after PREFERRED AS") }
            type.preferred = CKDBPrimitive(rawValue: word)
            advance()
        }
        return type
    }

    mutating func grant() throws -> CKDBGrant {
        try expect(keyword: "GRANT")
        var privileges: [CKDBPrivilege] = []
        while true {
            guard let word = current.keyword, let privilege = CKDBPrivilege(rawValue: word) else { throw expected("READ, CREATE or WRITE") }
            privileges.append(privilege)
            advance()
            // A comma continues the privileges when READ, CREATE or WRITE follows and then ',' or TO;
            // otherwise it separates the grant from the next element.
            guard current.kind == .symbol(0x2C), isPrivilegeAfterComma else { break }
            advance()
        }
        try expect(keyword: "TO")
        let (role, _) = try name("a role name")
        return CKDBGrant(privileges, to: role)
    }

    var isPrivilegeAfterComma: Bool {
        guard let word = next.keyword, CKDBPrivilege(rawValue: word) != nil else { return false }
        let after = tokens[min(position + 2, tokens.count - 1)]
        return after.kind == .symbol(0x2C) || after.keyword == "TO"
    }
}
