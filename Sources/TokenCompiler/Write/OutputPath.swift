/// Checks on the relative paths emitters produce, so nothing is written outside the output folder.
enum OutputPath {
  /// The folder, at the top of the output folder, holding tokenc's lock, stat cache and journal.
  static let stateFolder = ".tokenc"

  /// Why `path` is not a safe relative output path, or `nil` if it is.
  static func problem(with path: String) -> String? {
    if path.isEmpty { return "the path is empty" }
    if path.hasPrefix("/") {
      return "the path is absolute; it must be relative to the output folder"
    }
    if path.contains("\\") { return "the path contains a backslash; separate folders with `/`" }
    if path.unicodeScalars.contains("\0") { return "the path contains a NUL character" }
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    if components.contains("") { return "the path has an empty component (`//` or a trailing `/`)" }
    if components.contains("..") { return "the path contains a `..` component" }
    if components.contains(".") { return "the path contains a `.` component" }
    if path == OutputWriter.manifestName { return "the path is reserved for tokenc's manifest" }
    if components[0] == Substring(stateFolder) { return "the folder `\(stateFolder)` is reserved for tokenc" }
    return nil
  }

  /// Whether `path` is a safe relative output path.
  static func isValid(_ path: String) -> Bool { problem(with: path) == nil }

  /// Throws for the first invalid, duplicate, conflicting or too long path, in sorted order,
  /// at the location of the file's origin when it has one; returns the paths' ``folders(of:)``.
  ///
  /// A conflict is a path that another path needs as a folder, such as `a` and `a/b.css`.
  /// Lengths are checked for the file and for its temporary file inside `root`.
  @discardableResult
  static func validate(_ files: [EmittedFile], root: String) throws -> Set<String> {
    let sorted = files.sorted { $0.path < $1.path }
    for file in sorted {
      if let problem = problem(with: file.path) ?? lengthProblem(with: file.path, root: root) {
        throw WriteError(path: file.path, reason: "invalid output path: \(problem)", location: file.origin)
      }
    }
    var seen = Set<String>()
    for file in sorted where !seen.insert(file.path).inserted {
      throw WriteError(
        path: file.path, reason: "invalid output path: two emitted files have this path", location: file.origin)
    }
    let folders = folders(of: seen)
    if let clash = folders.intersection(seen).min(), let file = sorted.first(where: { $0.path.hasPrefix(clash + "/") })
    {
      throw WriteError(
        path: clash, reason: "invalid output path: it is both a file and the folder of \(file.path)",
        location: file.origin)
    }
    return folders
  }

  /// Why `path` inside `root` is too long for the file system, or `nil` if it fits.
  static func lengthProblem(with path: String, root: String) -> String? {
    var longest = 0
    for component in path.utf8.split(separator: UInt8(ascii: "/")) where component.count > PathLimits.name {
      longest = max(longest, component.count)
    }
    if longest > 0 {
      return "a file or folder name in it is \(longest) bytes; file systems allow at most "
        + "\(PathLimits.name) bytes per name (shorten the token's name)"
    }
    let name = fileName(of: path).utf8.count
    let total = root.utf8.count + 1 + path.utf8.count - name + max(name, StagingName.length(forNameOf: name))
    if total > PathLimits.path {
      return "inside \(root) it is \(total) bytes long (with its temporary file); the system allows at most "
        + "\(PathLimits.path) bytes (shorten the token's name or the output folder's path)"
    }
    return nil
  }

  /// Every folder that holds one of `paths`, the output folder itself (`""`) excluded.
  ///
  /// Each folder is found once: walking up from a file stops at the first known folder.
  static func folders(of paths: some Sequence<String>) -> Set<String> {
    var folders = Set<String>()
    for path in paths {
      var folder = parent(of: path)
      while !folder.isEmpty, folders.insert(folder).inserted {
        folder = parent(of: folder)
      }
    }
    return folders
  }

  /// The folder holding a relative path: `a/b/c.css` gives `a/b`, `c.css` gives `""`.
  static func parent(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    return String(path[..<slash])
  }

  /// The last component of a relative path.
  static func fileName(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }

  /// `relative` inside the folder `root`.
  static func join(_ root: String, _ relative: String) -> String {
    if relative.isEmpty { return root }
    return root.hasSuffix("/") ? root + relative : root + "/" + relative
  }
}
