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
///
/// The message goes into the build log, which Xcode and CI parse line by line, and it quotes
/// paths from the package: control characters, line breaks and bidirectional controls are
/// written as `\u{…}` escapes, so a folder's name cannot forge a `file:line: error:` line or
/// drive the terminal (as tokenc's own diagnostics do).
struct PluginError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = Self.escapingControlCharacters(description) }

  /// `text` with C0 and C1 controls, DEL, U+2028, U+2029 and bidirectional controls escaped.
  static func escapingControlCharacters(_ text: String) -> String {
    var output = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
        output.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      default:
        output.append(scalar)
      }
    }
    return String(output)
  }
}
