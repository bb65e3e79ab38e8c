extension Options {
  /// A text option naming one file in an emitter's folder (a Swift `fileName`, a CSS or JSON
  /// `name`), checked so that the file stays in that folder: not empty, no `/`, `\`, NUL, `.`
  /// or `..`, and short enough with `longestSuffix` added (such as `.docs.json`). A problem is
  /// a located error at the option and gives `nil`.
  mutating func fileName(_ key: OptionKey<String>, longestSuffix: String) -> String? {
    let name = read(key)
    guard let problem = Self.fileNameProblem(name, longestSuffix: longestSuffix) else { return name }
    diagnostics.error(
      .config, "\(owner) option '\(key.name)' is not a file name: \(problem)", at: location(of: key))
    return nil
  }

  /// Why `name` (plus `longestSuffix`) cannot be a file's name, or `nil` if it can.
  static func fileNameProblem(_ name: String, longestSuffix: String) -> String? {
    if name.isEmpty { return "it is empty" }
    if name.contains("/") { return "it must be a name without '/'" }
    if let problem = OutputPath.problem(with: name) { return problem }
    let bytes = name.utf8.count + longestSuffix.utf8.count
    if bytes > PathLimits.name {
      return
        "with '\(longestSuffix)' it is \(bytes) bytes; file systems allow at most \(PathLimits.name) bytes per name"
    }
    return nil
  }
}
