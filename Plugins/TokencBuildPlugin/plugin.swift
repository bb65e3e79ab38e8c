import Foundation
import PackagePlugin

/// Compiles the target's design tokens into Swift (SwiftUI, UIKit and a platform-neutral core)
/// on every build in which they changed. Diagnostics appear in the build log as
/// `file:line:col: error: …`, so Xcode and `swift build` show them at the right line.
@main
struct TokencBuildPlugin {
  func commands(tool: PluginContext.Tool, workDirectory: URL, files: [URL], targetName: String) throws -> [Command] {
    let inputs = try TokencInputs(files: files, targetName: targetName)
    let output = workDirectory.appendingPathComponent("GeneratedSources")
    return [
      .buildCommand(
        displayName: "Compiling design tokens for \(targetName) with tokenc",
        executable: tool.url,
        arguments: [
          "build", "--config", inputs.config.path, "--output", output.path, "--emitter", "swift",
          "--emitter-option", "swift.fileName=\(SwiftOutputs.baseName)",
        ],
        inputFiles: [inputs.config] + inputs.tokenFiles,
        outputFiles: SwiftOutputs.files.map { output.appendingPathComponent("swift/\($0)") })
    ]
  }
}

extension TokencBuildPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else {
      throw PluginError("the tokenc plugin only applies to source targets, not '\(target.name)'")
    }
    return try commands(
      tool: context.tool(named: "tokenc"), workDirectory: context.pluginWorkDirectoryURL,
      files: target.sourceFiles.map(\.url), targetName: target.name)
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension TokencBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      try commands(
        tool: context.tool(named: "tokenc"), workDirectory: context.pluginWorkDirectoryURL,
        files: target.inputFiles.map(\.url), targetName: target.displayName)
    }
  }
#endif
