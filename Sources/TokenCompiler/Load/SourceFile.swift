/// The bytes of one input file and the path used to report locations in it.
public struct SourceFile: Sendable, Hashable {
  /// The path shown in diagnostics.
  public var path: String
  /// The raw file contents.
  public var bytes: [UInt8]
  /// When the file was last modified (nanoseconds since 1970), if known: a token defined in
  /// two files is reported in the one changed last, where the designer just added it.
  public var modified: Int64?

  /// Creates a source file from its bytes.
  public init(path: String, bytes: [UInt8], modified: Int64? = nil) {
    self.path = path
    self.bytes = bytes
    self.modified = modified
  }

  /// Creates a source file from text (used by tests and tools).
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// Whether the file is DTCG JSON rather than YAML, judged by its extension.
  public var isJSON: Bool { path.hasSuffix(".json") || path.hasSuffix(".tokens") }

  /// The location of a byte offset, counting columns in Unicode scalars (a UTF-8 byte order mark is not one).
  public func location(ofByte offset: Int) -> SourceLocation {
    var line = 1
    var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? min(3, offset) : 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    let upTo = min(offset, bytes.count)
    let column = bytes[lineStart..<upTo].reduce(1) { count, byte in
      (byte & 0xC0) == 0x80 ? count : count + 1
    }
    return SourceLocation(file: path, line: line, column: column)
  }

  /// The text of a 1-based line, without its line break.
  public func lineText(_ line: Int) -> Substring {
    var current = 1
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == 0x0A {
      if current == line { return Self.decode(bytes[start..<index]) }
      current += 1
      start = index + 1
    }
    return current == line ? Self.decode(bytes[start...]) : ""
  }

  private static func decode(_ slice: ArraySlice<UInt8>) -> Substring {
    Substring(String(decoding: slice, as: UTF8.self))
  }
}
