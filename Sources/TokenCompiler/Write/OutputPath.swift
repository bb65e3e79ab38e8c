import Foundation

/// Checks on the relative paths emitters produce, so nothing is written outside the output folder.
enum OutputPath {
  /// The folder, at the top of the output folder, holding tokenc's lock, stat cache and journal.
  static let stateFolder = ".tokenc"

  /// Why `path` is not a safe relative output path, or `nil` if it is.
  static func problem(with path: String) -> String? {
    problem(with: path, PathFacts(path))
  }

  /// ``problem(with:)`` from facts already found.
  private static func problem(with path: String, _ facts: PathFacts) -> String? {
    if path.isEmpty { return "the path is empty" }
    if facts.absolute { return "the path is absolute; it must be relative to the output folder" }
    if facts.backslash { return "the path contains a backslash; separate folders with `/`" }
    if facts.nul { return "the path contains a NUL character" }
    if facts.emptyComponent { return "the path has an empty component (`//` or a trailing `/`)" }
    if facts.dotDot { return "the path contains a `..` component" }
    if facts.dot { return "the path contains a `.` component" }
    if path == OutputWriter.manifestName { return "the path is reserved for tokenc's manifest" }
    if facts.inStateFolder { return "the folder `\(stateFolder)` is reserved for tokenc" }
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
  static func validate(_ files: [OutputWriter.Item], root: String) throws -> Set<String> {
    let paths = files.map(\.path)
    func first(_ failing: [Int]) -> OutputWriter.Item? { failing.map { files[$0] }.min { $0.path < $1.path } }
    // Checked on every core; only when one fails is the first failing path looked for.
    if !ParallelMap.allSatisfy(paths.indices, { problem(with: paths[$0], root: root) == nil }),
      let file = first(paths.indices.filter { problem(with: paths[$0], root: root) != nil }),
      let problem = problem(with: file.path, root: root)
    {
      throw WriteError(path: file.path, reason: "invalid output path: \(problem)", location: file.origin)
    }
    // The set of paths and the set of their folders are built at once, one on each core; the
    // duplicates are only looked for when the paths' set is smaller than the list.
    let sets = ParallelMap.map([false, true]) { ofFolders in ofFolders ? Self.folders(of: paths) : Set(paths) }
    let (seen, folders) = (sets[0], sets[1])
    var once = Set<String>(minimumCapacity: seen.count < paths.count ? paths.count : 0)
    if seen.count < paths.count, let file = first(paths.indices.filter { !once.insert(paths[$0]).inserted }) {
      throw WriteError(
        path: file.path, reason: "invalid output path: two emitted files have this path", location: file.origin)
    }
    if let clash = folders.intersection(seen).min(),
      let file = first(paths.indices.filter { paths[$0].hasPrefix(clash + "/") })
    {
      throw WriteError(
        path: clash, reason: "invalid output path: it is both a file and the folder of \(file.path)",
        location: file.origin)
    }
    return folders
  }

  /// Why `path` is not a safe relative output path inside `root` (``problem(with:)``, then
  /// its length inside `root`), from one pass over its bytes; `nil` if it is one.
  static func problem(with path: String, root: String) -> String? {
    let facts = PathFacts(path)
    return problem(with: path, facts) ?? lengthProblem(with: path, facts, root: root)
  }

  /// Why `path` inside `root` is too long for the file system (its facts already found), or
  /// `nil` if it fits.
  private static func lengthProblem(with path: String, _ facts: PathFacts, root: String) -> String? {
    if facts.longestName > PathLimits.name {
      return "a file or folder name in it is \(facts.longestName) bytes; file systems allow at most "
        + "\(PathLimits.name) bytes per name (shorten the token's name)"
    }
    let name = facts.lastName
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
    var previous = ""
    for path in paths {
      // Sorted paths often share their folder with the one before: skip it without copying.
      guard let slash = lastSlash(in: path), !hasBytes(path, before: slash, of: previous) else { continue }
      previous = String(path[..<slash])
      var folder = previous
      while !folder.isEmpty, folders.insert(folder).inserted {
        folder = parent(of: folder)
      }
    }
    return folders
  }

  /// The folder holding a relative path: `a/b/c.css` gives `a/b`, `c.css` gives `""`.
  static func parent(of path: String) -> String {
    guard let slash = lastSlash(in: path) else { return "" }
    return String(path[..<slash])
  }

  /// The last component of a relative path.
  static func fileName(of path: String) -> String {
    guard let slash = lastSlash(in: path) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }

  /// Where the last `/` of `path` is, found in its bytes in place (a path's folders are looked up
  /// tens of thousands of times per build; `utf8.lastIndex(of:)` steps through string indices).
  @inline(__always)
  static func lastSlash(in path: String) -> String.Index? {
    let offset = path.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var index = bytes.count
      while index > 0 {
        index -= 1
        if bytes[index] == UInt8(ascii: "/") { return index }
      }
      return nil
    }
    guard let offset else { return path.utf8.lastIndex(of: UInt8(ascii: "/")) }
    return offset.map { path.utf8.index(path.utf8.startIndex, offsetBy: $0) }
  }

  /// Whether the bytes of `path` before `end` are exactly those of `other` (bytes, not
  /// canonically equivalent text: two spellings of `é` are two folders).
  @inline(__always)
  static func hasBytes(_ path: String, before end: String.Index, of other: String) -> Bool {
    let prefix = path.utf8[..<end]
    guard prefix.count == other.utf8.count else { return false }
    let same = prefix.withContiguousStorageIfAvailable { left in
      other.utf8.withContiguousStorageIfAvailable { right in
        left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
      }
    }
    return (same ?? nil) ?? prefix.elementsEqual(other.utf8)
  }

  /// `relative` inside the folder `root`.
  static func join(_ root: String, _ relative: String) -> String {
    if relative.isEmpty { return root }
    return root.hasSuffix("/") ? root + relative : root + "/" + relative
  }
}
