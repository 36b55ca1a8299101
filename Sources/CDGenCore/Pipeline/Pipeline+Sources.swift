/// What `lint --sources` compares the app's hand-written classes with.
extension Pipeline {
    /// A model linted (`Pipeline.lint`), with its options and the declarations of a run under
    /// them: what each entity's class must declare.
    package struct LintedModel: Sendable {
        package var model: DataModel
        package var options: GeneratorOptions
        package var declarations: RunDeclarations
    }
}
