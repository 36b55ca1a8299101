import CDGenCore

extension Driver {
    /// Every diagnostic id a run can give, for `lint --list-rules`: the pipeline's catalogue.
    package static var lintRules: [LintCheck] { Pipeline.lintRules }
}
