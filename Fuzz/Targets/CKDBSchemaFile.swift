// The fuzz target `ckdb`, a CloudKit schema file: bytes → CKDBParser.parse → CKDBPrinter.print.
// A refusal is a located error; what is read prints as text that reads back and prints the same
// (the printer's layout is a fixed point); time stays linear in size.

/// Called once per input when the target is `ckdb` (`FuzzTarget`).
func fuzzCKDBSchemaFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let path = "fuzz/schema.ckdb"
    LinearTime.check(size: size) {
        do {
            let printed = CKDBPrinter.print(try CKDBParser.parse(bytes, path: path))
            do {
                let again = CKDBPrinter.print(try CKDBParser.parse(Array(printed.utf8), path: "printed.ckdb"))
                FuzzInvariants.require(again == printed, "printing what was read again changes it:\n\(printed)\n---\n\(again)")
            } catch {
                FuzzInvariants.require(false, "the printed schema does not read back: \(error)\n\(printed)")
            }
        } catch {
            FuzzInvariants.checkRejected(error, bytes: bytes, path: path)
        }
    }
    return 0
}
