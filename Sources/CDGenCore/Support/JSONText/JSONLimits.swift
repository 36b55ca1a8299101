/// The bounds `JSONReader` puts on a document, so that no input costs more than time and memory
/// linear in its size, and none overflows the stack. Past each bound the reader throws a located
/// error instead. The defaults are far beyond any real model or configuration (the largest real
/// models are a few hundred kilobytes); the fuzz targets use smaller ones to reach the errors.
package struct JSONLimits: Sendable, Hashable {
    /// The deepest nesting of arrays and objects (each recursion uses stack).
    package var depth = 256
    /// The longest string, in bytes as written between its quotes.
    package var stringBytes = 1 << 20
    /// The longest number literal, in bytes: a model's numbers are counts and versions.
    package var numberBytes = 100
    /// The largest document, in bytes: the same 32 MiB that model files are read up to.
    package var documentBytes = 32 << 20

    /// The defaults.
    package static let standard = JSONLimits()

    /// Creates limits; each one not given keeps its default.
    package init(depth: Int = 256, stringBytes: Int = 1 << 20, numberBytes: Int = 100, documentBytes: Int = 32 << 20) {
        self.depth = depth
        self.stringBytes = stringBytes
        self.numberBytes = numberBytes
        self.documentBytes = documentBytes
    }
}
