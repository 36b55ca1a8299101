extension Pipeline {
    /// Every diagnostic id a run can give (the records `LintCatalogue` collects), for
    /// `lint --list-rules`.
    package static var lintRules: [LintCheck] { LintCatalogue.checks }
}
