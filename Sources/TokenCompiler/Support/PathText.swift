/// Splitting `/`-separated paths as text, without Foundation's path rules (which treat
/// one-character and trailing-slash paths specially).
enum PathText {
  /// The folder part: `a/b/c.txt` → `a/b`, `c.txt` → `""`, `/c.txt` → `/`.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component: `a/b/c.txt` → `c.txt`.
  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}
