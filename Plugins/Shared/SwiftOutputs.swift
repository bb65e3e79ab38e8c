/// The files the `swift` emitter writes, relative to its folder: the build tool plugin
/// declares them up front so SwiftPM can keep builds incremental.
enum SwiftOutputs {
  /// The base name the plugin asks for with `--emitter-option swift.fileName=…`.
  static let baseName = "Tokens"
  /// The three files, whatever `namespace` the target's tokenc.yaml sets (the emitter's own
  /// names, from the linked `SwiftFileNames.swift`).
  static let files = SwiftFileNames.files(base: baseName)
}
