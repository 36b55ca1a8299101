import CDGenDriver
import Foundation

/// `cdgen-plugin-tool generate <model> --output <dir> …`: the `generate` command of `cdgen` for
/// the plugins, with the same code behind it (`Driver.generate`) but none of swift-argument-parser,
/// which a clean build of a package that uses the plugins would otherwise compile first.
@main
enum PluginTool {
    /// Runs the command; exits 1 after printed diagnostics, 64 on arguments it does not take.
    static func main() {
        do {
            let (job, request) = try ToolArguments.parse(Array(CommandLine.arguments.dropFirst()))
            for line in try Driver().generate(request, job) { print(line) }
        } catch is Driver.Failed {
            exit(1)
        } catch let error as ToolArguments.Failure {
            FileHandle.standardError.write(Data("cdgen-plugin-tool: error: \(error.message)\n".utf8))
            exit(64)
        } catch {
            FileHandle.standardError.write(Data("cdgen-plugin-tool: error: \(error)\n".utf8))
            exit(1)
        }
    }
}
