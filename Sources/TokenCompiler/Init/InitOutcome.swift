/// A path `tokenc init` would write that something already occupies.
public struct InitConflict: Sendable, Hashable, CustomStringConvertible {
  /// The path relative to the project folder, e.g. `tokenc.yaml` or `tokens`.
  public var path: String
  /// What is there (a link is not followed).
  public var kind: FileKind
  /// Whether the path is a folder the starter needs (`tokens`), rather than one of its files.
  public var isFolder: Bool

  /// Creates a conflict.
  public init(path: String, kind: FileKind, isFolder: Bool) {
    self.path = path
    self.kind = kind
    self.isFolder = isFolder
  }

  /// The path, and what is wrong when that is not plain: `tokens (a symbolic link)`.
  public var description: String {
    switch (kind, isFolder) {
    case (.symbolicLink, _): "\(path) (a symbolic link, which tokenc init does not follow)"
    case (.directory, false): "\(path) (a folder)"
    case (.regularFile, true): "\(path) (a file, where the starter needs a folder)"
    case (.other, _): "\(path) (not a regular file)"
    default: path
    }
  }
}

/// Why ``ProjectInitializer/run()`` wrote nothing.
public enum InitError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Paths the starter would write already exist; nothing was written.
  case conflicts([InitConflict])
  /// The project folder is a symbolic link, or exists and is not a folder; nothing was written.
  case unusableFolder(String, reason: String)
  /// A file operation failed; every file and folder written before it was removed again.
  case io(WriteError)

  /// One line saying what went wrong (the conflicts are listed by the caller).
  public var description: String {
    switch self {
    case .conflicts(let conflicts):
      "\(conflicts.count) of the starter's files already exist\(conflicts.count == 1 ? "s" : ""); "
        + "tokenc init never overwrites files, so nothing was written"
    case .unusableFolder(let folder, let reason): "cannot write into '\(folder)': \(reason); nothing was written"
    case .io(let error): "\(error.description); nothing was written"
    }
  }
}

/// What ``ProjectInitializer/run()`` wrote.
public struct InitReport: Sendable, Hashable {
  /// The project folder, as given.
  public var folder: String
  /// Whether the project folder itself was created.
  public var createdFolder: Bool
  /// The folders created inside it, relative to it, parents first.
  public var createdSubfolders: [String]
  /// The files written, relative to the project folder, in the order written.
  public var written: [String]

  /// Creates a report.
  public init(folder: String, createdFolder: Bool, createdSubfolders: [String], written: [String]) {
    self.folder = folder
    self.createdFolder = createdFolder
    self.createdSubfolders = createdSubfolders
    self.written = written
  }
}

extension FixSuggestion {
  /// The hint for a folder with no design system yet (no `tokenc.yaml`, no token files):
  /// `tokenc init` writes a starter one.
  public static let runInit = FixSuggestion(
    "run `tokenc init` to write a starter design system (tokenc.yaml and tokens/), then `tokenc build`")
}
