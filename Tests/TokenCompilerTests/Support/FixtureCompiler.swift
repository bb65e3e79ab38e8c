import Foundation

@testable import TokenCompiler

/// Runs the whole pipeline on a fixture folder under `Tests/TokenCompilerTests/Fixtures/`
/// (or the package's own `tokens/`), with file paths shown relative to the package root.
enum FixtureCompiler {
  /// The package root.
  static let packageRoot = Golden.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

  /// The sources of a folder, paths relative to the package root.
  static func sources(_ relativeFolder: String) -> [SourceFile] {
    var diagnostics: [Diagnostic] = []
    let configuration = Configuration(directory: packageRoot.path, inputs: [relativeFolder])
    let sources = InputDiscovery.sources(for: configuration, diagnostics: &diagnostics)
    precondition(diagnostics.isEmpty, "cannot read \(relativeFolder): \(diagnostics)")
    let prefix = packageRoot.path + "/"
    return sources.map { SourceFile(path: String($0.path.dropFirst(prefix.count)), bytes: $0.bytes) }
  }

  /// Compiles a folder with the default configuration, through the driver.
  static func compile(_ relativeFolder: String, configuration: Configuration = Configuration()) -> PipelineResult {
    compile(sources(relativeFolder), configuration: configuration)
  }

  /// Compiles in-memory sources with the default configuration, through the driver.
  static func compile(_ sources: [SourceFile], configuration: Configuration = Configuration()) -> PipelineResult {
    Compiler(configuration: configuration).compile(CompilerInputs(sources: sources))
  }
}
