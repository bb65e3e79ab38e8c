import Foundation
import PackagePlugin

/// `swift package generate-tokens [tokenc build options]`: regenerates the package's
/// committed output (generated/ by default) with `tokenc build`, for projects that
/// commit their generated files instead of using the build tool plugin.
@main
struct GenerateTokens: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "tokenc")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["build"] + arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw PluginError(
        "tokenc build exited with status \(process.terminationStatus); its diagnostics are printed above")
    }
  }
}
