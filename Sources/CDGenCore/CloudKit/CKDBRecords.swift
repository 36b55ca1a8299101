// The records of the ids the schema-language reader raises (listed by LintCatalogue).
extension LintCheck {
    package static let ckdbSyntax = LintCheck(
        id: "ckdb-syntax", severity: .error, family: .cloudKit,
        summary: "a CloudKit schema file (.ckdb) that the CloudKit Schema Language's grammar does not allow",
        situation: "RECORD TYPE CD_A ( CD_n TEXT ); in a .ckdb file",
        message: "expected a data type, found 'TEXT'")

    package static let ckdbDuplicate = LintCheck(
        id: "ckdb-duplicate", severity: .error, family: .cloudKit,
        summary: "a CloudKit schema file that defines a record type, a field of one type, or a role twice",
        situation: "RECORD TYPE CD_A ( CD_n STRING, CD_n INT64 ); in a .ckdb file",
        message: "field 'CD_n' of record type 'CD_A' is defined twice")
}
