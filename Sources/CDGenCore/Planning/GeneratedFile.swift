/// One file the generator produced: a name relative to the output folder and its text.
package struct GeneratedFile: Sendable, Hashable {
    /// The file name (no folders).
    package var name: String
    /// The kind of file.
    package var kind: OutputKind
    /// The entity it was generated from; `nil` for the model file.
    package var entityName: String?
    /// The full text, ending with a newline.
    package var contents: String

    /// Creates a generated file.
    package init(name: String, kind: OutputKind, entityName: String?, contents: String) {
        self.name = name
        self.kind = kind
        self.entityName = entityName
        self.contents = contents
    }
}
