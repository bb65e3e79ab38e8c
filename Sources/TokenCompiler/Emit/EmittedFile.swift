/// One output file produced in memory by an emitter, before anything touches the disk.
public struct EmittedFile: Sendable, Hashable {
  /// The path relative to the output folder, with `/` separators (e.g. `json/tokens.tokens.json`).
  public var path: String
  /// The exact bytes to write.
  public var contents: [UInt8]

  /// Creates a file from bytes.
  public init(path: String, contents: [UInt8]) {
    self.path = path
    self.contents = contents
  }

  /// Creates a file from UTF-8 text.
  public init(path: String, text: String) {
    self.init(path: path, contents: Array(text.utf8))
  }
}
