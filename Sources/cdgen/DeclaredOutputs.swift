import CDGenCore
import Foundation

/// Compares the files the build declared for a model (listed by the plugin when SwiftPM planned
/// the build) with the files cdgen would write now. SwiftPM's native build system plans again only
/// when files are added to or removed from the package, so a model edit that adds or removes an
/// entity can leave the declared outputs out of date: cdgen then renames the marker file that
/// SwiftPM watches (the output folder of a no-op prebuild command), so that the next build is
/// planned again, and fails this one with a located error.
enum DeclaredOutputs {
    /// Throws a located error when the names in `declaredFile` differ from `plan`, after renaming
    /// the marker in `markerFolder`.
    static func verify(declaredFile: String, plan: OutputPlan, model: DataModel, source: ModelSource, markerFolder: String?) throws {
        guard let text = try? String(contentsOfFile: declaredFile, encoding: .utf8) else {
            throw DiagnosticError([.error("cannot read the declared outputs", at: SourceLocation(file: declaredFile))])
        }
        let lines = text.split(separator: "\n").map(String.init)
        let declared = Set(lines.filter { !$0.hasPrefix("#") })
        let planned = Set(plan.files.map(\.name))
        if declared == planned, lines.first?.hasPrefix(ReplanHandshake.notPlanned) != true { return }
        if let markerFolder { ReplanHandshake.bumpMarker(in: URL(fileURLWithPath: markerFolder)) }
        throw DiagnosticError([
            mismatch(
                declared: declared, planned: planned, unplanned: lines.first?.hasPrefix(ReplanHandshake.notPlanned) == true, model: model, plan: plan,
                source: source)
        ])
    }

    private static func mismatch(declared: Set<String>, planned: Set<String>, unplanned: Bool, model: DataModel, plan: OutputPlan, source: ModelSource)
        -> Diagnostic
    {
        let added = plan.files.map(\.name).filter { !declared.contains($0) }
        let gone = declared.subtracting(planned).sorted()
        let firstNew = plan.files.first { !declared.contains($0.name) }?.entityName
        let location = model.entities.first { $0.name == firstNew }?.location ?? SourceLocation(file: source.file, line: 1, column: 1)
        let why =
            unplanned
            ? "SwiftPM planned this build before cdgen could list the files of model '\(model.name)'"
            : "the files of model '\(model.name)' changed after SwiftPM planned this build (new: \(added.isEmpty ? "none" : added.joined(separator: ", ")); gone: \(gone.isEmpty ? "none" : gone.joined(separator: ", ")))"
        return .error("\(why); SwiftPM plans again at the next build: build again", at: location, id: "plugin-replan")
    }
}
