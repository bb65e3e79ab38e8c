import Foundation

/// Where one side of `tokenc diff` comes from.
///
/// - A path that exists: a configuration file, or a folder. A folder with a `tokenc.yaml` is
///   read with it; a folder with a `tokens/` folder with the defaults; any other folder is
///   read as the token folder itself.
/// - Anything else: a git revision of the repository holding the current folder, read with
///   the configuration at the same place in that revision (``GitSnapshot``).
/// - The working tree: the current project, as `tokenc build` reads it.
public enum DiffSource: Sendable, Hashable {
  /// A folder or configuration file.
  case path(String)
  /// A git revision (`main`, `v1.2`, `HEAD~1`).
  case revision(String)
  /// The current project, with an optional configuration file.
  case workingTree(configuration: String?)

  /// Decides what `argument` names: an existing path, else a git revision of the repository
  /// holding `directory`; `nil` when it is neither.
  public static func resolve(_ argument: String, in directory: String = ".") -> DiffSource? {
    if FileManager.default.fileExists(atPath: argument) { return .path(argument) }
    return GitSnapshot.isRevision(argument, in: directory) ? .revision(argument) : nil
  }

  /// The label the report gives the side.
  public var label: String {
    switch self {
    case .path(let path): path
    case .revision(let revision): revision
    case .workingTree: "working tree"
    }
  }

  /// Reads and validates the side. `configuration` is the `--config` file of the current project,
  /// which a revision is read with too; a snapshot made for a revision is removed before returning.
  ///
  /// - Throws: ``GitSnapshot/Failure`` when a revision cannot be read.
  public func side(configuration: String? = nil, in directory: String = ".") throws -> DiffSide {
    switch self {
    case .path(let path):
      return DiffSide(label: label, compiler: Self.compiler(forPath: path))
    case .workingTree(let file):
      return DiffSide(label: label, compiler: Compiler.load(configurationFile: file ?? configuration))
    case .revision(let revision):
      let snapshot = try GitSnapshot.make(revision: revision, in: directory)
      defer { snapshot.remove() }
      let file = InputDiscovery.join(snapshot.directory, configuration ?? Configuration.fileName)
      let compiler =
        FileManager.default.fileExists(atPath: file)
        ? Compiler.load(configurationFile: file) : Compiler(configuration: Configuration(directory: snapshot.directory))
      return DiffSide(label: label, compiler: compiler)
    }
  }

  /// The compiler for a folder or configuration file.
  static func compiler(forPath path: String) -> Compiler {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
      return Compiler.load(configurationFile: path)
    }
    let file = InputDiscovery.join(path, Configuration.fileName)
    if FileManager.default.fileExists(atPath: file) { return Compiler.load(configurationFile: file) }
    if FileManager.default.fileExists(atPath: InputDiscovery.join(path, "tokens")) {
      return Compiler(configuration: Configuration(directory: path))
    }
    return Compiler(configuration: Configuration(directory: path, inputs: ["."]))
  }
}
