import CDGenCore
import Foundation

extension Driver {
    /// `doc`: writes the documents of `request` (`<Model>+Documentation.md` and
    /// `<Model>+Diagram.dot`) as `generate` writes files, then, where Graphviz is installed,
    /// `<Model>+Diagram.svg` drawn from the DOT file. Returns the lines to print: `generate`'s
    /// summary, then what became of the SVG.
    package func document(_ request: PipelineRequest, _ job: GenerateJob, dot: String? = Graphviz.dot()) throws -> [String] {
        var request = request
        request.documentsOnly = true
        let (run, lines) = try generateRun(request, job)
        guard !job.listOutputs, let diagram = run.plan.files.first(where: { $0.kind == .diagram }) else { return lines }
        let svgName = String(diagram.name.dropLast(".\(diagram.kind.format.fileExtension)".count)) + ".svg"
        let svgPath = OutputPath.path(of: svgName, in: job.output)
        guard let dot else {
            return lines + ["note: Graphviz's dot is not on PATH: \(svgPath) not drawn (install graphviz: apt-get install graphviz, brew install graphviz)"]
        }
        let svg = try self.run { _ in try Graphviz.svg(of: OutputPath.path(of: diagram.name, in: job.output), dot: dot) }
        let written = try OutputWriter.write([GeneratedFile(name: svgName, kind: .diagram, entityName: nil, contents: svg)], to: job.output)
        return lines + [written.written.isEmpty ? "\(svgPath) unchanged" : "wrote \(svgPath) (Graphviz's dot)"]
    }
}
