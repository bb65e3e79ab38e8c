/// Checks on the relative paths emitters produce, so nothing is written outside the output folder.
enum OutputPath {
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
    return nil
  }

  /// Whether `path` is a safe relative output path.
  static func isValid(_ path: String) -> Bool { problem(with: path) == nil }

  /// Throws for the first invalid, duplicate or conflicting path, in sorted order.
  ///
  /// A conflict is a path that another path needs as a folder, such as `a` and `a/b.css`.
  static func validate(_ paths: [String]) throws {
    let sorted = paths.sorted()
    for path in sorted {
      if let problem = problem(with: path) {
        throw WriteError(path: path, reason: "invalid output path: \(problem)")
      }
    }
    var seen = Set<String>()
    for path in sorted where !seen.insert(path).inserted {
      throw WriteError(path: path, reason: "invalid output path: two emitted files have this path")
    }
    for path in sorted {
      for folder in parentFolders(of: path) where seen.contains(folder) {
        throw WriteError(
          path: folder, reason: "invalid output path: it is both a file and the folder of \(path)")
      }
    }
  }

  /// The relative folders containing `path`, innermost first: `a/b/c.css` gives `a/b`, `a`.
  static func parentFolders(of path: String) -> [String] {
    var components = path.split(separator: "/").map(String.init)
    var folders: [String] = []
    components.removeLast()
    while !components.isEmpty {
      folders.append(components.joined(separator: "/"))
      components.removeLast()
    }
    return folders
  }

  /// The last component of a relative path.
  static func fileName(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// `relative` inside the folder `root`.
  static func join(_ root: String, _ relative: String) -> String {
    if relative.isEmpty { return root }
    return root.hasSuffix("/") ? root + relative : root + "/" + relative
  }
}
