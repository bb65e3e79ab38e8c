/// What is on disk at each folder the emitted files and the removed files need, found with
/// one `lstat` per folder (none below a folder that is missing, a link or a file).
///
/// This is how the write stage keeps out of links: a path is only touched when every folder
/// above it inside the output folder is a real folder, so no path can lead outside.
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

  /// The state of every scanned folder, by relative path.
  private(set) var states: [String: State] = [:]

  /// Scans `folders` inside the writer's output folder (`rootExists` false: all are missing).
  ///
  /// `displaceable` says whether a file found where a folder is needed may be moved aside.
  init(
    _ folders: Set<String>, writer: OutputWriter, rootExists: Bool, displaceable: (String) -> Bool
  ) {
    states.reserveCapacity(folders.count)
    for folder in folders.sorted() {
      let parent = OutputPath.parent(of: folder)
      let above = parent.isEmpty ? (rootExists ? .present : .missing) : states[parent] ?? .missing
      switch above {
      case .present:
        states[folder] = Self.inspect(folder, writer: writer, displaceable: displaceable)
      case .missing, .displaced:
        states[folder] = .missing
      case .link, .occupied:
        states[folder] = above
      }
    }
  }

  /// The state of the folder holding `path` (the output folder itself for top-level files).
  func parentState(of path: String, rootExists: Bool) -> State {
    let parent = OutputPath.parent(of: path)
    if parent.isEmpty { return rootExists ? .present : .missing }
    return states[parent] ?? .missing
  }

  /// The scanned folders that are to be created (missing or displaced), parents first.
  func foldersToCreate(among needed: Set<String>) -> [String] {
    needed.filter { states[$0] == .missing || states[$0] == .displaced }.sorted()
  }

  /// The files to move aside, sorted.
  var displaced: [String] {
    states.compactMap { $0.value == .displaced ? $0.key : nil }.sorted()
  }

  private static func inspect(
    _ folder: String, writer: OutputWriter, displaceable: (String) -> Bool
  ) -> State {
    switch writer.fileSystem.kind(at: writer.fullPath(folder)) {
    case nil: return .missing
    case .directory?: return .present
    case .symbolicLink?: return .link(folder)
    case .regularFile?: return displaceable(folder) ? .displaced : .occupied(folder)
    case .other?: return .occupied(folder)
    }
  }
}
