// The fuzz target `currentversion`, a bundle's `.xccurrentversion`: bytes → CurrentVersion.parse. A
// version name read is never empty; a refusal is a located error; time stays linear in size.

/// Called once per input when the target is `currentversion` (`FuzzTarget`).
func fuzzCurrentVersionFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let path = "fuzz/.xccurrentversion"
    LinearTime.check(size: size) {
        do {
            let name = try CurrentVersion.parse(bytes, path: path)
            FuzzInvariants.require(name?.isEmpty != true, "an empty current version name")
        } catch {
            FuzzInvariants.checkRejected(error, bytes: bytes, path: path)
        }
    }
    return 0
}
