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

  /// Reads and validates the side, labelled `label` (default: ``label``). `configuration` is the
  /// `--config` file of the current project, which a revision is read with too; a snapshot made
  /// for a revision is removed before returning.
  ///
  /// - Throws: ``GitSnapshot/Failure`` when a revision cannot be read.
  public func side(label: String? = nil, configuration: String? = nil, in directory: String = ".") throws -> DiffSide {
    let label = label ?? self.label
    switch self {
    case .path(let path):
      let (configuration, diagnostics) = Self.configuration(forPath: path)
      return DiffSide(label: label, configuration: configuration, diagnostics: diagnostics)
    case .workingTree(let file):
      let file = file ?? configuration
      let existing =
        file ?? (FileManager.default.fileExists(atPath: Configuration.fileName) ? Configuration.fileName : nil)
      let (configuration, diagnostics) = DiffSide.configuration(file: existing)
      return DiffSide(label: label, configuration: configuration, diagnostics: diagnostics)
    case .revision(let revision):
      let snapshot = try GitSnapshot.make(revision: revision, in: directory, configuration: configuration)
      defer { snapshot.remove() }
      let file = InputDiscovery.join(snapshot.directory, configuration ?? Configuration.fileName)
      let (read, diagnostics) =
        FileManager.default.fileExists(atPath: file)
        ? DiffSide.configuration(file: file) : (Configuration(directory: snapshot.directory), [])
      var side = DiffSide(label: label, configuration: read, diagnostics: diagnostics)
      // Diagnostics name the revision's files as `REVISION:path`, never the temporary folder.
      side.setupDiagnostics = side.setupDiagnostics.map(snapshot.label)
      side.snapshot = snapshot
      return side
    }
  }

  /// Reads and validates several sides at once, one per core (``side(label:configuration:in:)``),
  /// in the order given.
  public static func sides(
    _ sources: [DiffSource], configuration: String? = nil, in directory: String = "."
  ) throws -> [DiffSide] {
    let results = ParallelMap.map(sources) { source in
      Result { try source.side(configuration: configuration, in: directory) }
    }
    return try results.map { try $0.get() }
  }

  /// The configuration of a folder, configuration file or token file, and the problems reading it.
  static func configuration(forPath path: String) -> (Configuration, [Diagnostic]) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
      guard isConfiguration(path) else {
        // One token file: the defaults, with that file as the only input.
        let folder = PathText.folder(of: path)
        return (Configuration(directory: folder.isEmpty ? "." : folder, inputs: [PathText.name(of: path)]), [])
      }
      return DiffSide.configuration(file: path)
    }
    let file = InputDiscovery.join(path, Configuration.fileName)
    if FileManager.default.fileExists(atPath: file) { return DiffSide.configuration(file: file) }
    if FileManager.default.fileExists(atPath: InputDiscovery.join(path, "tokens")) {
      return (Configuration(directory: path), [])
    }
    return (Configuration(directory: path, inputs: ["."]), [])
  }

  /// Whether the file at `path` is a configuration rather than a token file: it is named
  /// `tokenc.yaml`, or it is YAML that is not a token file by name (`*.tokens.yaml`, a resolver)
  /// whose top-level keys are all configuration keys (`inputs`, `output`, `emitters`, …).
  static func isConfiguration(_ path: String) -> Bool {
    let name = PathText.name(of: path)
    if name == Configuration.fileName { return true }
    guard name.hasSuffix(".yaml") || name.hasSuffix(".yml"), !TokenFileNames.isResolver(name),
      !name.hasSuffix(".tokens.yaml"), !name.hasSuffix(".tokens.yml"),
      let bytes = try? LocalFileSystem().readFile(at: path)
    else { return false }
    var ignored: [Diagnostic] = []
    guard let root = YAMLLoader().load(SourceFile(path: path, bytes: bytes), diagnostics: &ignored) else { return true }
    guard let entries = root.entries else { return root.scalar?.isNull ?? false }
    return entries.allSatisfy { Configuration.keys.contains($0.key.text) }
  }
}
