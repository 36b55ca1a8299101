// Where CoreData cannot be imported (Linux, Windows) the runtime tests compile to nothing; this
// test says so in `swift test`'s output instead of passing silently.
#if !canImport(CoreData)
import Testing

@Test(.disabled("CoreData is not available on this platform: the runtime tests run on macOS (and other Apple platforms) only"))
func runtimeTestsNeedCoreData() {}
#endif
