import Foundation
import PackagePlugin

/// The files of a target that tokenc reads: exactly one `tokenc.yaml` and its token files.
struct TokencInputs {
  /// The configuration file.
  let config: URL
  /// Every token file and resolver document in the target (YAML or DTCG JSON).
  let tokenFiles: [URL]

  static let configName = TokenFileNames.configuration

  /// Finds the configuration and token files among a target's files, or explains precisely what is wrong.
  init(files: [URL], targetName: String) throws {
    let configs = files.filter { $0.lastPathComponent == Self.configName }
    guard let config = configs.first else {
      throw PluginError(
        "target '\(targetName)' has no \(Self.configName); add one next to its token files "
          + "(it may be empty, e.g. `inputs: [tokens]`), or remove the tokenc plugin from the target")
    }
    guard configs.count == 1 else {
      throw PluginError(
        "target '\(targetName)' has \(configs.count) \(Self.configName) files (\(configs.map(\.path).sorted().joined(separator: ", "))); "
          + "keep exactly one per target")
    }
    let tokens = files.filter { TokenFileNames.isInput($0.lastPathComponent) }
    guard !tokens.isEmpty else {
      throw PluginError(
        "target '\(targetName)' has \(Self.configName) but no token files (*.yaml, *.yml, *.tokens.json, *.resolver.json) in it"
      )
    }
    self.config = config
    self.tokenFiles = tokens.sorted { $0.path < $1.path }
  }
}

/// A plugin failure with a message that says what to do.
struct PluginError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
