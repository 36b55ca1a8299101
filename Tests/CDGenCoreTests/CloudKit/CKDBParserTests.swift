import CDGenTestSupport
import Foundation
import Testing

@testable import CDGenCore

/// The schema-language reader and printer: everything Apple's grammar allows, a located error for
/// the rest, and the real exports of the corpus reproduced byte for byte.
@Suite struct CKDBParserTests {
    static func parse(_ text: String) throws -> CKDBSchema {
        try CKDBParser.parse(Array(text.utf8), path: "s.ckdb")
    }

    /// Every construct of the grammar, in lower and mixed case, with all three comment forms.
    @Test func readsTheWholeGrammar() throws {
        let text = """
            -- a comment
            define Schema
                create role DeptManager; /* a
                comment over lines */
                RECORD TYPE Department (
                    "___createTime" TIMESTAMP queryable SORTABLE, // trailing
                    name STRING SEARCHABLE,
                    phone LIST<STRING>,
                    secret ENCRYPTED BYTES,
                    secrets LIST<ENCRYPTED STRING>,
                    count NUMBER PREFERRED AS INT64,
                    loose NUMBER,
                    "grant" LOCATION,
                    "cloudkit.title" REFERENCE,
                    blob ASSET, when TIMESTAMP, ratio DOUBLE, n INT64,
                    GRANT WRITE, CREATE, READ TO DeptManager,
                    GRANT READ TO "_world"
                );
                RECORD TYPE "cloudkit.share" ( );
            """
        let schema = try Self.parse(text)
        #expect(schema.roles == ["DeptManager"])
        #expect(schema.recordTypes.map(\.name) == ["Department", "cloudkit.share"])
        let department = try #require(schema.recordType(named: "Department"))
        #expect(
            department.fields.map(\.name) == [
                "___createTime", "name", "phone", "secret", "secrets", "count", "loose", "grant", "cloudkit.title", "blob", "when", "ratio", "n",
            ])
        #expect(
            department.fields.map(\.type.description) == [
                "TIMESTAMP", "STRING", "LIST<STRING>", "ENCRYPTED BYTES", "LIST<ENCRYPTED STRING>", "NUMBER PREFERRED AS INT64", "NUMBER",
                "LOCATION", "REFERENCE", "ASSET", "TIMESTAMP", "DOUBLE", "INT64",
            ])
        #expect(department.fields[0].indexes == [.queryable, .sortable])
        #expect(department.fields[0].location == SourceLocation(file: "s.ckdb", line: 6, column: 9))
        #expect(department.grants == [CKDBGrant([.write, .create, .read], to: "DeptManager"), CKDBGrant([.read], to: "_world")])
        // Printed, it reads back as the same schema, and printing that again gives the same bytes.
        let printed = CKDBPrinter.print(schema)
        #expect(CKDBPrinter.print(try Self.parse(printed)) == printed)
        #expect(printed.contains("        \"grant\"          LOCATION,\n"))
        #expect(printed.contains("        GRANT WRITE, CREATE, READ TO DeptManager,\n"))
        #expect(printed.hasPrefix("DEFINE SCHEMA\n\n    CREATE ROLE DeptManager;\n\n    RECORD TYPE Department (\n"))
    }

    /// Each input the grammar does not allow, with the line, column and words of its error.
    static let refused: [(text: String, line: Int, column: Int, words: String)] = [
        ("", 1, 1, "expected DEFINE"),
        ("DEFINE SCHEMA RECORD TYPE A ( n TEXT );", 1, 33, "expected a data type, found 'TEXT'"),
        ("DEFINE SCHEMA\nRECORD TYPE A ( n STRING )", 2, 27, "expected ';'"),
        ("DEFINE SCHEMA RECORD TYPE A ( n STRING, );", 1, 41, "after ','"),
        ("DEFINE SCHEMA RECORD TYPE A ( queryable STRING );", 1, 31, "reserved word"),
        ("DEFINE SCHEMA RECORD TYPE cloudkit.share ( );", 1, 35, "unexpected '.'"),
        ("DEFINE SCHEMA RECORD TYPE A ( _x STRING );", 1, 31, "unexpected '_'"),
        ("DEFINE SCHEMA RECORD TYPE A ( n ENCRYPTED ASSET );", 1, 43, "cannot be ENCRYPTED"),
        ("DEFINE SCHEMA RECORD TYPE A ( n NUMBER PREFERRED AS STRING );", 1, 53, "INT64 or DOUBLE"),
        ("DEFINE SCHEMA RECORD TYPE A ( n LIST<STRING );", 1, 45, "expected '>'"),
        ("DEFINE SCHEMA RECORD TYPE A ( GRANT READ TO );", 1, 45, "a role name"),
        ("DEFINE SCHEMA RECORD TYPE A ( GRANT DELETE TO x );", 1, 37, "READ, CREATE or WRITE"),
        ("DEFINE SCHEMA /* open", 1, 15, "no closing */"),
        ("DEFINE SCHEMA RECORD TYPE \"A ( );", 1, 27, "no closing"),
        ("DEFINE SCHEMA RECORD TYPE \"\" ( );", 1, 27, "cannot be empty"),
        ("DEFINE SCHEMA RECORD TYPE \"A\tB\" ( );", 1, 29, "printable ASCII"),
        ("DEFINE SCHEMA RECORD TYPE A ( n STRING, n INT64 );", 1, 41, "defined twice"),
        ("DEFINE SCHEMA RECORD TYPE A ( ); RECORD TYPE A ( );", 1, 46, "defined twice"),
        ("DEFINE SCHEMA CREATE ROLE r; CREATE ROLE r;", 1, 42, "defined twice"),
        ("DEFINE SCHEMA DROP TYPE A;", 1, 15, "expected CREATE ROLE, RECORD TYPE"),
    ]

    @Test(arguments: 0..<refused.count) func refusesWithALocatedError(_ index: Int) {
        let (text, line, column, words) = Self.refused[index]
        do {
            _ = try Self.parse(text)
            Issue.record("accepted \(text)")
        } catch let error as DiagnosticError {
            let diagnostic = error.diagnostics.first
            #expect(error.diagnostics.count == 1)
            #expect(diagnostic?.location == SourceLocation(file: "s.ckdb", line: line, column: column), "\(error)")
            #expect(diagnostic?.message.contains(words) == true, "\(error)")
            #expect(["ckdb-syntax", "ckdb-duplicate"].contains(diagnostic?.id ?? ""))
        } catch {
            Issue.record("not a DiagnosticError: \(error)")
        }
    }

    /// The real exports of the corpus: parsed and printed, each gives back its own bytes.
    static let exports = [
        "02-laconicman-LearnWords/schema/CloudKitSchema-Production.ckdb", "04-DtB1804-familienplaner/schema/schema-development.ckdb",
        "04-DtB1804-familienplaner/schema/before-development.ckdb",
    ]

    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)), arguments: exports)
    func roundTripsARealExport(_ path: String) throws {
        let text = try CloudKitCorpus.text(path)
        #expect(CKDBPrinter.print(try Self.parse(text)) == text)
    }

    /// The file familienplaner imported (Users first, unaligned, system fields left out) prints
    /// as the Development export taken after the import: the printer lays out as cktool does.
    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func printsAnImportedFileAsItsExport() throws {
        let imported = try Self.parse(try CloudKitCorpus.text("04-DtB1804-familienplaner/schema/schema.ckdb"))
        #expect(CKDBPrinter.print(imported.withSystemFields()) == (try CloudKitCorpus.text("04-DtB1804-familienplaner/schema/before-development.ckdb")))
    }
}

/// The CloudKit pairs of the corpus (`ckdb/`).
enum CloudKitCorpus {
    static func url(_ path: String) throws -> URL {
        try #require(TestPaths.corpus).appendingPathComponent("ckdb").appendingPathComponent(path)
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: try url(path), encoding: .utf8)
    }

    static func model(_ path: String) throws -> DataModel {
        let url = try url(path)
        return try ModelParser.load(url.path, version: nil).parsed.model
    }
}
