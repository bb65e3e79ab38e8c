/// A position in a token or config file: 1-based line and column.
///
/// Columns count Unicode scalars, as libyaml does, so a column points at the
/// character a person sees in their editor.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file path as the user named it (relative paths stay relative).
  public var file: String
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column number.
  public var column: Int

  /// Creates a location from 1-based line and column numbers.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the form compilers and editors understand.
  public var description: String { "\(file):\(line):\(column)" }

  /// Orders by file, then line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}

extension SourceLocation {
  /// This location with its file relative to `folder` when it lies inside it (`sub/tokens/a.yaml`
  /// relative to `sub` is `tokens/a.yaml`); `.` or an empty folder changes nothing.
  func relative(to folder: String) -> SourceLocation {
    guard !folder.isEmpty, folder != "." else { return self }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    guard file.hasPrefix(prefix) else { return self }
    var location = self
    location.file = String(file.dropFirst(prefix.count))
    return location
  }
}
