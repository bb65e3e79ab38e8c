/// A position in a token or config file: 1-based line and column.
///
/// Columns count Unicode scalars, as libyaml does, so a column points at the
/// character a person sees in their editor.
///
/// A location is a plain 12-byte value with no reference inside: the file is a number in
/// ``SourceLocationFiles``, so copying a location (every scalar and token has one) never
/// retains a string. Lines and columns beyond 2³¹ − 1 are clamped.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file's number in ``SourceLocationFiles/shared``: equal numbers are equal paths.
  private(set) var fileID: UInt32
  /// The line, stored narrow so a location stays small.
  private var storedLine: Int32
  /// The column, stored narrow so a location stays small.
  private var storedColumn: Int32

  /// The file path as the user named it (relative paths stay relative).
  public var file: String {
    get { SourceLocationFiles.shared.path(fileID) }
    set { fileID = SourceLocationFiles.shared.id(of: newValue) }
  }

  /// The 1-based line number.
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }

  /// The 1-based column number.
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }

  /// Creates a location from 1-based line and column numbers.
  public init(file: String, line: Int, column: Int) {
    self.init(fileID: SourceLocationFiles.shared.id(of: file), line: line, column: column)
  }

  /// Creates a location in the file numbered `fileID` (from ``SourceLocationFiles/id(of:)``),
  /// for the loader, which makes many locations in one file.
  init(fileID: UInt32, line: Int, column: Int) {
    self.fileID = fileID
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
  }

  /// `file:line:column`, the form compilers and editors understand.
  public var description: String { "\(file):\(line):\(column)" }

  /// Orders by file, then line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    guard lhs.fileID == rhs.fileID else { return lhs.file < rhs.file }
    return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
  }
}

extension SourceLocation {
  /// This line and column in `other`'s file: no path is looked up or numbered.
  func inFile(of other: SourceLocation) -> SourceLocation {
    var location = self
    location.fileID = other.fileID
    return location
  }

  /// This location with its file relative to `folder` when it lies inside it (`sub/tokens/a.yaml`
  /// relative to `sub` is `tokens/a.yaml`); `.` or an empty folder changes nothing.
  func relative(to folder: String) -> SourceLocation {
    guard !folder.isEmpty, folder != "." else { return self }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    let file = file
    guard file.hasPrefix(prefix) else { return self }
    var location = self
    location.file = String(file.dropFirst(prefix.count))
    return location
  }
}
