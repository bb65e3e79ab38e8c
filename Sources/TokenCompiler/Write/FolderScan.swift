/// What is on disk at the folders of the files a build writes, reads or deletes, found on
/// demand with one `lstat` per folder (none below a folder that is missing, a link or a file).
///
/// This is how the write stage keeps out of links: a path is only read, written or deleted
/// when every folder above it inside the output folder is a real folder, so no path can lead
/// outside. A file the stat cache vouches for is neither read nor written, so a build that
/// changes nothing looks at no folder at all.
struct FolderScan {
  /// The state of one folder.
  enum State: Hashable {
    /// A real folder, inside real folders.
    case present
    /// Not there (or inside a missing folder): it will be created if needed.
    case missing
    /// A file tokenc wrote and no longer emits sits there; it is moved aside for the folder.
    case displaced
    /// The folder, or one above it, is the symbolic link at the given path.
    case link(String)
    /// The folder, or one above it, is the file (or other non-folder) at the given path.
    case occupied(String)
  }

  /// The writer whose output folder is scanned.
  let writer: OutputWriter
  /// Whether the output folder exists.
  let rootExists: Bool
  /// Whether a file found where a folder is needed may be moved aside.
  let displaceable: (String) -> Bool
  /// The states found so far, by relative path.
  private var states: [String: State] = [:]

  /// Starts a scan; nothing is looked at yet.
  init(writer: OutputWriter, rootExists: Bool, displaceable: @escaping (String) -> Bool) {
    self.writer = writer
    self.rootExists = rootExists
    self.displaceable = displaceable
  }

  /// The state of `folder` (the output folder itself for `""`), looking at it and the folders
  /// above it the first time.
  mutating func state(of folder: String) -> State {
    if folder.isEmpty { return rootExists ? .present : .missing }
    if let known = states[folder] { return known }
    let state: State
    switch self.state(of: OutputPath.parent(of: folder)) {
    case .present: state = inspect(folder)
    case .missing, .displaced: state = .missing
    case let above: state = above
    }
    states[folder] = state
    return state
  }

  /// The state of the folder holding `path`.
  mutating func parentState(of path: String) -> State {
    state(of: OutputPath.parent(of: path))
  }

  /// The folders among `needed` found missing or displaced, which are to be created, parents first.
  func foldersToCreate(among needed: Set<String>) -> [String] {
    states.compactMap { $0.value == .missing || $0.value == .displaced ? $0.key : nil }
      .filter(needed.contains).sorted()
  }

  /// The files to move aside, sorted.
  var displaced: [String] {
    states.compactMap { $0.value == .displaced ? $0.key : nil }.sorted()
  }

  /// One `lstat` of `folder`, whose parent is a real folder.
  private func inspect(_ folder: String) -> State {
    switch writer.fileSystem.kind(at: writer.fullPath(folder)) {
    case nil: return .missing
    case .directory?: return .present
    case .symbolicLink?: return .link(folder)
    case .regularFile?: return displaceable(folder) ? .displaced : .occupied(folder)
    case .other?: return .occupied(folder)
    }
  }
}
