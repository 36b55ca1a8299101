import CDGenCore
import Foundation

/// The outputs the build declared for a model, read from the file the build plugin wrote when
/// SwiftPM planned the build, and the files to write so that they match. SwiftPM's native build
/// system fixes a build's outputs when it plans it and plans again only when the package's files
/// change, so a model edit that adds or removes entities would not fit the build: the files the
/// plan did not declare go into the declared `<Model>+CoreDataUnplanned.swift`, the declared files
/// of entities that are gone are written header-only, and a replan marker is added so that the
/// next build is planned again and each file gets its own place.
///
/// The file's lines: `# not planned: <why>` first when the plugin could not ask cdgen (then
/// `# unplanned: <name>` names the placeholder that takes every file), then one declared name a line.
package struct DeclaredOutputs {
    /// The declared file names.
    package var names: Set<String>
    /// The declared file that takes the undeclared ones, when the plugin named it.
    package var unplannedName: String?
    /// Whether the plugin listed the names with cdgen (false: it could not run cdgen, it guessed).
    package var planned: Bool
    /// The target's own Swift files named like cdgen's.
    package var sources: Set<String>

    /// Reads the file the plugin wrote; a missing or unreadable file is a located error.
    package init(file: String) throws {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            throw DiagnosticError([.error("cannot read the declared outputs", at: SourceLocation(file: file))])
        }
        let lines = text.split(separator: "\n").map(String.init)
        planned = lines.first?.hasPrefix(ReplanHandshake.notPlanned) != true
        unplannedName = lines.first { $0.hasPrefix(ReplanHandshake.unplannedPrefix) }.map { String($0.dropFirst(ReplanHandshake.unplannedPrefix.count)) }
        sources = Set(lines.filter { $0.hasPrefix(ReplanHandshake.sourcePrefix) }.map { String($0.dropFirst(ReplanHandshake.sourcePrefix.count)) })
        names = Set(lines.filter { !$0.hasPrefix("#") })
        if let unplannedName { names.insert(unplannedName) }
        if let name = names.sorted().first(where: { Self.kind(of: $0) == nil }) {
            throw DiagnosticError([
                .error(
                    "the declared outputs name \(Quoted.name(name)), which is no file a build compiles: plan the build again", at: SourceLocation(file: file))
            ])
        }
    }

    /// Whether `files` (the run's files, with the unplanned file) are exactly the declared ones.
    package func isCurrent(_ files: [GeneratedFile]) -> Bool {
        planned && unplannedName == nil && Set(files.map(\.name)) == names
    }

    /// The files to write for this build: the declared ones as planned, an empty one (its header)
    /// for each declared name with no file, and the unplanned file holding every undeclared file.
    package func arrange(_ files: [GeneratedFile], modelName: String) -> [GeneratedFile] {
        let target = unplannedName ?? OutputKind.unplanned.fileName(for: modelName)
        // Only Swift goes into the unplanned Swift file (the build's plan holds no other format).
        let undeclared = files.filter { !names.contains($0.name) && $0.kind != .unplanned && $0.kind.format.isCompiled }
        var arranged = files.filter { names.contains($0.name) && $0.name != target }
        let present = Set(files.map(\.name))
        for name in names.subtracting(present).subtracting([target]).sorted() {
            guard let kind = Self.kind(of: name) else { continue }   // `init` refused such a name
            let text = UnplannedFileEmitter.headerOnly(fileName: name, modelName: modelName)
            arranged.append(GeneratedFile(name: name, kind: kind, entityName: nil, contents: text))
        }
        let combined = UnplannedFileEmitter.combined(undeclared, fileName: target, modelName: modelName)
        arranged.append(GeneratedFile(name: target, kind: .unplanned, entityName: nil, contents: combined))
        return arranged
    }

    /// A located error when a file the build did not declare has the name of one of the target's
    /// own files: one module cannot compile two definitions of its class.
    package func clash(_ files: [GeneratedFile], source: ModelSource) -> DiagnosticError? {
        guard let file = files.first(where: { !names.contains($0.name) && sources.contains($0.name) }) else { return nil }
        return DiagnosticError([
            .error(
                "the target has its own \(file.name), and cdgen now generates \(file.name) from model '\(source.modelName)' too: keep one owner: delete the file, or set the entity's codegen in cdgen.json (\"category\" keeps your class file, \"manual\" both)",
                at: SourceLocation(file: source.file, line: 1, column: 1))
        ])
    }

    /// The kind a declared name is of, by the name's ending (`+CoreDataClass.swift`); a Swift file
    /// named after its type alone (SwiftData's) is emptied like the unplanned file, whose kind it
    /// takes. The build declares only files it compiles (`OutputFormat.isCompiled`), so a name of
    /// another format is no file of a build.
    private static func kind(of name: String) -> OutputKind? {
        if let kind = OutputKind.allCases.first(where: { $0.fileSuffix.map(name.hasSuffix) ?? false }) { return kind.format.isCompiled ? kind : nil }
        return OutputFormat.of(fileName: name) == .swift ? .unplanned : nil
    }

    /// What moved for this build, for the summary line: "2 files the build did not plan are in
    /// Chat+CoreDataUnplanned.swift, 1 file emptied; the next build plans again"; nil when current.
    package func note(_ files: [GeneratedFile], modelName: String) -> String? {
        guard !isCurrent(files) else { return nil }
        let target = unplannedName ?? OutputKind.unplanned.fileName(for: modelName)
        let moved = files.filter { !names.contains($0.name) && $0.kind != .unplanned }.count
        let emptied = names.subtracting(files.map(\.name)).subtracting([target]).count
        var parts: [String] = []
        if moved > 0 { parts.append("\(moved) \(moved == 1 ? "file" : "files") the build did not plan in \(target)") }
        if emptied > 0 { parts.append("\(emptied) declared \(emptied == 1 ? "file" : "files") of removed entities emptied") }
        return "\(parts.isEmpty ? "the build's plan is out of date" : parts.joined(separator: ", ")); SwiftPM plans the next build again"
    }
}
