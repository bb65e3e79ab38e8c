import Foundation

@testable import TokenCompiler

/// A project written to a scratch folder (files by relative path), compiled through the
/// library driver as `tokenc build` would, with diagnostics shown relative to the folder.
struct ScratchProject {
  /// The scratch folder.
  let folder: String

  /// Writes `files` (relative path → text) into a new scratch folder.
  init(_ files: [String: String]) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-project-\(UUID().uuidString)").path
    for (path, text) in files {
      let full = folder + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
  }

  /// Compiles with `tokenc.yaml` when the project has one, else the defaults (`tokens/`).
  func compile(emit: Bool = true) -> PipelineResult {
    let config = folder + "/tokenc.yaml"
    let compiler: Compiler
    if FileManager.default.fileExists(atPath: config) {
      compiler = Compiler.load(configurationFile: config)
    } else {
      compiler = Compiler(configuration: Configuration(directory: folder))
    }
    let inputs = compiler.loadInputs()
    return emit ? compiler.compile(inputs) : compiler.validate(inputs)
  }

  /// Diagnostics as `file:line:col: severity: message [rule]`, paths relative to the folder.
  func rendered(_ diagnostics: [Diagnostic]) -> [String] {
    TokenCompilerTests.rendered(diagnostics).map { $0.replacingOccurrences(of: folder + "/", with: "") }
  }

  /// The text of an emitted file, by its path in the output folder.
  static func file(_ path: String, in result: PipelineResult) -> String? {
    result.files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) }
  }

  /// Removes the scratch folder.
  func remove() { try? FileManager.default.removeItem(atPath: folder) }
}
