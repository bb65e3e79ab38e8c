/// One output file produced in memory by an emitter, before anything touches the disk.
public struct EmittedFile: Sendable, Hashable {
  /// The path relative to the output folder, with `/` separators (e.g. `json/tokens.tokens.json`).
  public var path: String
  /// The exact bytes to write.
  public var contents: [UInt8]
  /// The token (or other source) this file is for, if it has one: a path problem found by
  /// the write stage, such as a file name over 255 bytes, is reported there.
  public var origin: SourceLocation?

  /// Creates a file from bytes.
  public init(path: String, contents: [UInt8], origin: SourceLocation? = nil) {
    self.path = path
    self.contents = contents
    self.origin = origin
  }

  /// Creates a file from UTF-8 text.
  public init(path: String, text: String, origin: SourceLocation? = nil) {
    self.init(path: path, contents: Array(text.utf8), origin: origin)
  }
}
