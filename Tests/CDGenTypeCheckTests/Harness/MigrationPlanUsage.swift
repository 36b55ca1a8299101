import Foundation

/// The app code a migration plan protocol asks for (`--versioned-schema` with a custom stage):
/// a type of the app's own conforming to `<Model>MigrationPlan` with every `willMigrate…` and
/// `didMigrate…` hook, written `nonisolated` as SwiftData.md tells (the hooks run during migration,
/// off the main actor), and the container opened with it through `<Model>Store.container(plan:)`.
/// Compiled with the output in every run, so that a plan an app cannot conform to in one of them
/// (in an Xcode 26 app target, main-actor members in the protocol's extension made every
/// conformance cross into main-actor code) fails here, as it would in the app.
enum MigrationPlanUsage {
    /// The usage file for the plan protocol among `files` (name → text), or `nil` when the plan is
    /// an enum or there is none.
    static func source(files: [String: String]) -> String? {
        guard let (plan, text) = files.lazy.compactMap({ name, text in protocolName(in: text).map { ($0, text) } }).first,
            let store = files.values.lazy.compactMap(storeName(in:)).first
        else { return nil }
        let hooks = matches(#"static func ((?:will|did)Migrate\w+)\(_ context: "#, in: text)
        let implementations = hooks.map { "    nonisolated static func \($0)(_ context: SwiftData.ModelContext) throws {}" }
        return """
            import SwiftData

            enum _HarnessMigration: \(plan) {
            \(implementations.joined(separator: "\n"))
            }

            func _harnessOpenContainer() throws -> SwiftData.ModelContainer {
                try \(store).container(plan: _HarnessMigration.self)
            }

            """
    }

    /// `P` of `protocol P: SchemaMigrationPlan` (module-qualified or not) in `text`.
    static func protocolName(in text: String) -> String? {
        matches(#"protocol (\w+): (?:SwiftData\.)?SchemaMigrationPlan \{"#, in: text).first
    }

    /// `S` of `enum S {` in a file that declares `static func container<Plan`.
    static func storeName(in text: String) -> String? {
        guard text.contains("static func container<Plan") else { return nil }
        return matches(#"enum (\w+Store) \{"#, in: text).first
    }

    /// The first capture of every match of `pattern` in `text`.
    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }
}
