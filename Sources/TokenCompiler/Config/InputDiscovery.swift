import Foundation

/// Finds and reads the token files named by a configuration.
public enum InputDiscovery {
  /// File name endings tokenc reads.
  public static let extensions = [".yaml", ".yml", ".tokens.json", ".tokens", ".json"]

  /// Every token file under the configured inputs, sorted by path, with display paths
  /// relative to the current directory when the config folder is `.`.
  public static func sources(for configuration: Configuration, diagnostics: inout [Diagnostic]) -> [SourceFile] {
    var paths: [String] = []
    let manager = FileManager.default
    for input in configuration.inputs {
      let path = join(configuration.directory, input)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        diagnostics.error(.io, "input '\(path)' does not exist", at: nil)
        continue
      }
      if !isDirectory.boolValue {
        paths.append(path)
        continue
      }
      let found = (manager.subpaths(atPath: path) ?? []).filter { subpath in
        !isHidden(subpath)
          && extensions.contains { subpath.hasSuffix($0) } && !subpath.hasSuffix(".resolver.json")
      }
      paths += found.map { join(path, $0) }
    }
    return Array(Set(paths)).sorted().compactMap { path in
      guard let data = manager.contents(atPath: path) else {
        diagnostics.error(.io, "cannot read '\(path)'", at: nil)
        return nil
      }
      return SourceFile(path: path, bytes: Array(data))
    }
  }

  /// Whether a relative path lies in or is a hidden file or folder (a component starting with `.`).
  public static func isHidden(_ subpath: String) -> Bool {
    subpath.split(separator: "/").contains { $0.hasPrefix(".") }
  }

  /// `base/path`, or `path` when base is `.` or the path is absolute.
  public static func join(_ base: String, _ path: String) -> String {
    if base == "." || base.isEmpty || path.hasPrefix("/") { return path }
    return base.hasSuffix("/") ? base + path : base + "/" + path
  }
}
