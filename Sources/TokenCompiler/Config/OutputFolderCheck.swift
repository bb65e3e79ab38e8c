import Foundation

/// Checks on the output folder itself, before anything is read or written: tokenc manages
/// (overwrites and deletes) files there, so it must never be the project, a parent of it, a
/// folder outside it, or a folder that holds or lies inside the inputs or the config file.
enum OutputFolderCheck {
  /// Checks `output:` as written in tokenc.yaml (at `location`) and returns it normalized
  /// (`./generated/` → `generated`); problems are located errors.
  static func checkConfigured(
    _ output: String, configuration: Configuration, at location: SourceLocation?, diagnostics: inout [Diagnostic]
  ) -> String {
    let normalized = normalize(output)
    let problem: String? =
      if output.hasPrefix("/") {
        "it is absolute; name a folder inside the project, relative to tokenc.yaml (such as generated), "
          + "or pass --output"
      } else if normalized == "." {
        "it is the project folder itself, where tokenc would overwrite and delete files; name a folder such as "
          + "generated"
      } else if normalized == ".." || normalized.hasPrefix("../") {
        "it leaves the project folder; name a folder inside it, such as generated"
      } else if let problem = OutputPath.problem(with: normalized) {
        problem
      } else {
        nil
      }
    if let problem {
      diagnostics.error(.config, "output '\(output)' is not allowed: \(problem)", at: location)
      return output
    }
    let overlap = overlap(InputDiscovery.join(configuration.directory, normalized), configuration: configuration)
    if let overlap {
      // The default output (no `output:` line) is reported at the input it overlaps.
      let place = location ?? overlap.input.flatMap { configuration.inputLocations[$0] }
      diagnostics.error(.config, "output '\(output)' is not allowed: \(overlap.problem)", at: place)
    }
    return normalized
  }

  /// Checks an `--output` folder (absolute, or relative to the current folder): it may lie
  /// anywhere except on the project folder, a parent of it, or the inputs.
  static func checkCommandLine(
    _ output: String, configuration: Configuration, diagnostics: inout [Diagnostic]
  ) {
    let folder = absolute(output)
    let project = absolute(configuration.directory)
    let problem: String? =
      if folder == project || project.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") {
        "it is the project folder or a folder holding it, where tokenc would overwrite and delete files"
      } else {
        overlap(output, configuration: configuration)?.problem
      }
    if let problem { diagnostics.error(.config, "--output '\(output)' is not allowed: \(problem)", at: nil) }
  }

  /// Why the output folder `output` (as a path from the current folder) overlaps an input or
  /// the config file (and the input concerned), or `nil`.
  private static func overlap(_ output: String, configuration: Configuration) -> (problem: String, input: String?)? {
    let folder = absolute(output)
    func inside(_ path: String, _ parent: String) -> Bool {
      path == parent || path.hasPrefix(parent.hasSuffix("/") ? parent : parent + "/")
    }
    for input in configuration.inputs {
      let path = absolute(InputDiscovery.join(configuration.directory, input))
      if inside(path, folder) {
        return ("it holds the input '\(input)'; tokenc would overwrite or delete token files", input)
      }
      if inside(folder, path) {
        return ("it is inside the input '\(input)'; the next build would read its own output", input)
      }
    }
    if let file = configuration.file, inside(absolute(file), folder) {
      return ("it holds the configuration file '\(file)'", nil)
    }
    return nil
  }

  /// `path` made absolute against the current folder and ``normalize(_:)``d.
  static func absolute(_ path: String) -> String {
    normalize(path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
  }

  /// `path` without `.` and empty components, each `..` taken with the name before it:
  /// `./a//b/../c/` → `a/c`; `""` and `a/..` → `.`; a leading `..` stays.
  static func normalize(_ path: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if part == "..", isAbsolute {
        continue
      } else {
        parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
  }
}
