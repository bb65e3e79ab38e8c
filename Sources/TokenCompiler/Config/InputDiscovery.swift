/// Finds and reads the token files named by a configuration.
public enum InputDiscovery {
  /// File name endings tokenc reads.
  public static let extensions = TokenFileNames.extensions

  /// Every token file under the configured inputs, sorted by path, with display paths
  /// relative to the current directory when the config folder is `.`.
  public static func sources(
    for configuration: Configuration, fileSystem: any FileSystem = LocalFileSystem(),
    diagnostics: inout [Diagnostic]
  ) -> [SourceFile] {
    var paths: [String] = []
    for input in configuration.inputs {
      let path = join(configuration.directory, input)
      switch fileSystem.kind(at: path) {
      case nil:
        diagnostics.error(.io, "input '\(path)' does not exist", at: nil)
      case .directory?:
        let found = fileSystem.subpaths(of: path).filter { subpath in
          !isHidden(subpath) && TokenFileNames.isTokenFile(subpath)
        }
        paths += found.map { join(path, $0) }
      default:
        paths.append(path)
      }
    }
    return Array(Set(paths)).sorted().compactMap { path in
      guard let bytes = try? fileSystem.readFile(at: path) else {
        diagnostics.error(.io, "cannot read '\(path)'", at: nil)
        return nil
      }
      return SourceFile(path: path, bytes: bytes)
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
