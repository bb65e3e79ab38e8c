import Foundation
import TokenCompiler

/// A benchmark project on disk: the synthetic tokens under `tokens/` and a `tokenc.yaml`
/// that runs every built-in emitter and, when the repository's templates folder is given,
/// the example templates, as `tokenc.yaml` at the repository root does.
enum BenchProject {
  /// Writes the project for `size` tokens into `folder` (created if needed).
  static func write(size: Int, to folder: String, templates: String?) throws {
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder + "/tokens", withIntermediateDirectories: true)
    for file in SyntheticDesignSystem.files(size: size) {
      let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
      try Data(file.bytes).write(to: URL(fileURLWithPath: "\(folder)/tokens/\(name)"))
    }
    var config = "inputs: [tokens]\noutput: generated\n"
    if let templates {
      config += """
        templates:
          - {template: \(templates)/android/colors.xml.mustache, output: android/values/colors.xml}
          - {template: \(templates)/android/colors-night.xml.mustache, output: android/values-night/colors.xml}
          - {template: \(templates)/tailwind/theme.css.mustache, output: tailwind/theme.css}

        """
    }
    try Data(config.utf8).write(to: URL(fileURLWithPath: folder + "/tokenc.yaml"))
  }
}
