/// Comparing one emitted file with the disk: one `lstat`, then the stat cache or the size,
/// and reading the file only when neither can decide.
extension OutputWriter {
  /// How one emitted file compares with the disk.
  enum Comparison {
    /// Nothing is there.
    case created
    /// Different bytes (`true`: in a regular file), a link, or something else is there.
    case updated(isFile: Bool)
    /// A folder holding only files tokenc wrote is there: it is moved aside.
    case replacesFolder
    /// The bytes are right; the stat cache entry to keep, and whether the bytes were read.
    case unchanged(StatCache.Entry?, verified: Bool)
  }

  /// Compares one file with the disk: `lstat`, then the stat cache or the size, then reading.
  ///
  /// A file the stat cache vouches for is settled by its `lstat` alone; any other is only read
  /// or replaced once the folders above it are known to be real folders.
  func compare(
    _ file: Item, _ probe: Probe, scan: inout FolderScan, cache: StatCache,
    owned: @autoclosure () -> Set<String>
  ) throws -> Comparison {
    let (hash, status) = (probe.hash, probe.status)
    let entry = status.flatMap { $0.isComplete ? StatCache.Entry(hash: hash, status: $0) : nil }
    let recorded = status.flatMap { $0.kind == .regularFile ? cache.hash(of: file.path, status: $0) : nil }
    if let status, recorded == hash, status.size == Int64(file.size) {
      return .unchanged(entry, verified: false)
    }
    switch scan.parentState(of: file.path) {
    case .missing, .displaced: return .created
    case .link(let link):
      throw WriteError(
        path: file.path,
        reason: "\(fullPath(link)) is a symbolic link; tokenc never writes through links inside the output "
          + "folder (remove the link)", location: file.origin)
    case .occupied(let blocker):
      throw WriteError(
        path: file.path, reason: "cannot create the folder \(fullPath(blocker)): a file tokenc did not write is there",
        location: file.origin)
    case .present: break
    }
    guard let status else { return .created }
    switch status.kind {
    case .directory:
      guard holdsOnly(owned(), in: file.path) else {
        throw WriteError(
          path: file.path, reason: "a folder with files tokenc did not write is where this file goes",
          location: file.origin)
      }
      return .replacesFolder
    case .symbolicLink, .other: return .updated(isFile: false)
    case .regularFile: break
    }
    if recorded != nil || (status.size >= 0 && status.size != Int64(file.size)) {
      return .updated(isFile: true)
    }
    guard file.matches(try fileSystem.readFile(at: fullPath(file.path))) else { return .updated(isFile: true) }
    return .unchanged(entry, verified: true)
  }

  /// Whether every file below the folder `path` is one tokenc wrote (no links are entered).
  private func holdsOnly(_ owned: Set<String>, in path: String) -> Bool {
    fileSystem.contentsOfDirectory(at: fullPath(path)).allSatisfy { name in
      let child = path + "/" + name
      switch fileSystem.kind(at: fullPath(child)) {
      case .directory?: return holdsOnly(owned, in: child)
      case .regularFile?, .symbolicLink?: return owned.contains(child)
      default: return false
      }
    }
  }
}
