/// The files the `swift` emitter writes, relative to its folder: the build tool plugin
/// declares them up front so SwiftPM can keep builds incremental.
enum SwiftOutputs {
  /// The base name the plugin asks for with `--emitter-option swift.fileName=…`.
  static let baseName = "Tokens"
  /// The three files, whatever `namespace` the target's tokenc.yaml sets.
  static let files = ["\(baseName).swift", "\(baseName)+SwiftUI.swift", "\(baseName)+UIKit.swift"]
}
