/// The `.tokenc` folder at the top of the output folder: the lock, the stat cache and the
/// journal. It holds a `.gitignore` of `*`, so git never sees it even when the output is
/// committed, and it is never listed in the manifest.
struct StateFolder {
  /// The writer whose output folder this is.
  var writer: OutputWriter

  /// The lock file, held with `flock` while a build writes.
  static let lockName = "lock"
  /// The stat cache.
  static let cacheName = "stat-cache"
  /// The journal of a build that is writing or was interrupted.
  static let journalName = "journal"
  /// The inputs fingerprint of the last completed write.
  static let inputsName = "inputs"

  /// The writer's file system.
  private var fileSystem: any FileSystem { writer.fileSystem }

  /// The on-disk path of a file in the folder (the folder itself for `""`).
  func path(_ name: String) -> String {
    writer.fullPath(name.isEmpty ? OutputPath.stateFolder : OutputPath.stateFolder + "/" + name)
  }

  /// Whether the output folder exists; throws if it is a link or not a folder.
  func inspectRoot() throws -> Bool {
    switch fileSystem.kind(at: writer.root) {
    case nil: return false
    case .directory?: return true
    case .symbolicLink?:
      throw WriteError(
        path: writer.root,
        reason: "the output folder is a symbolic link; tokenc does not write through links "
          + "(set the output to the folder it points to)")
    default: throw WriteError(path: writer.root, reason: "the output folder exists but is not a folder")
    }
  }

  /// Creates the output folder and `.tokenc` if needed and takes the lock, waiting up to the
  /// writer's ``OutputWriter/lockTimeout`` for another build to finish.
  ///
  /// - Returns: the lock, and whether the output folder existed before.
  func open() throws -> (lock: any FileLock, rootExisted: Bool) {
    let rootExisted = try inspectRoot()
    var lock = try lockFolder()
    // The build this one waited for may have created the folder, failed and removed it with
    // the lock file: then the lock is on a file no one else sees, so lock the path again.
    var attempts = 1
    while !lock.isCurrent && attempts < 8 {
      lock.unlock()
      lock = try lockFolder()
      attempts += 1
    }
    // Another build may have written into the folder while this one waited for the lock: the
    // folder counts as new only if nothing but `.tokenc` is in it now.
    let stillNew =
      !rootExisted && fileSystem.contentsOfDirectory(at: writer.root).allSatisfy { $0 == OutputPath.stateFolder }
    return (lock, !stillNew)
  }

  /// Creates the output folder and `.tokenc` where missing, then waits for the lock.
  private func lockFolder() throws -> any FileLock {
    if try !inspectRoot() { try fileSystem.createDirectory(at: writer.root) }
    switch fileSystem.kind(at: path("")) {
    case nil: try fileSystem.createDirectory(at: path(""))
    case .directory?: break
    default:
      throw WriteError(
        path: path(""), reason: "tokenc keeps its lock in this folder, but it is a link or a file; remove it")
    }
    if fileSystem.kind(at: path(".gitignore")) == nil {
      try? fileSystem.createNewFile(at: path(".gitignore"), contents: Array("*\n".utf8))
    }
    guard let lock = try fileSystem.lockExclusively(at: path(Self.lockName), waitingUpTo: writer.lockTimeout) else {
      let seconds = writer.lockTimeout.components.seconds
      throw WriteError(
        path: writer.root,
        reason: "another tokenc build is writing to this folder (it holds \(path(Self.lockName))); "
          + "waited \(seconds) s, try again when it has finished")
    }
    return lock
  }

  /// The stat cache, or an empty one if it is missing or unreadable.
  func readCache() -> StatCache {
    guard let status = fileSystem.status(at: path(Self.cacheName)), status.kind == .regularFile,
      let bytes = try? fileSystem.readFile(at: path(Self.cacheName))
    else { return StatCache() }
    return StatCache.decode(bytes, writtenAt: status.isComplete ? status.modified : Int64.min)
  }

  /// Replaces the stat cache; best effort, since a missing cache only costs reading. Returns the
  /// cache as reading the file back would give it (its modification time as
  /// ``StatCache/writtenAt``), or `nil` if it could not be written.
  @discardableResult
  func writeCache(_ cache: StatCache) -> StatCache? {
    let bytes = cache.encoded()
    guard (try? replace(Self.cacheName, with: bytes, durable: false)) != nil,
      let status = fileSystem.status(at: path(Self.cacheName)), status.kind == .regularFile, status.isComplete
    else { return nil }
    var written = cache
    written.writtenAt = status.modified
    // Paths with a line break are not written; reading back would not have them.
    if written.entries.keys.contains(where: { $0.utf8.contains(UInt8(ascii: "\n")) }) {
      written.entries = written.entries.filter { !$0.key.utf8.contains(UInt8(ascii: "\n")) }
    }
    return written
  }

  /// The inputs fingerprint of the last completed write and the record stored with it, if it
  /// recorded one. The file holds the fingerprint, a newline, then the record's bytes.
  func readInputs() -> (fingerprint: String, record: ArraySlice<UInt8>)? {
    guard fileSystem.kind(at: path(Self.inputsName)) == .regularFile,
      let bytes = try? fileSystem.readFile(at: path(Self.inputsName))
    else { return nil }
    let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
    return (String(decoding: bytes[..<end], as: UTF8.self), bytes[min(end + 1, bytes.endIndex)...])
  }

  /// Records the inputs fingerprint of a completed write with the caller's `record`; best
  /// effort, since a missing one only means the next build emits.
  func writeInputs(_ fingerprint: String, record: [UInt8]) {
    try? replace(Self.inputsName, with: Array(fingerprint.utf8) + [UInt8(ascii: "\n")] + record, durable: false)
  }

  /// Forgets the recorded fingerprint, before a write changes anything.
  func removeInputs() {
    try? fileSystem.removeFile(at: path(Self.inputsName))
  }

  /// The journal of an interrupted build, if there is one.
  func readJournal() -> WriteJournal? {
    guard fileSystem.kind(at: path(Self.journalName)) == .regularFile,
      let bytes = try? fileSystem.readFile(at: path(Self.journalName))
    else { return nil }
    return WriteJournal.decode(bytes)
  }

  /// Replaces the journal, flushing it (and the folder) to disk first when `durable`.
  func writeJournal(_ journal: WriteJournal, durable: Bool) throws {
    try replace(Self.journalName, with: journal.encoded(), durable: durable)
  }

  /// Removes the journal; returns whether it is gone.
  @discardableResult
  func removeJournal() -> Bool {
    (try? fileSystem.removeFile(at: path(Self.journalName))) != nil
  }

  /// Writes `name` through `<name>.new` and a rename, so it is always whole.
  private func replace(_ name: String, with bytes: [UInt8], durable: Bool) throws {
    let temporary = path(name + ".new")
    try fileSystem.removeFile(at: temporary)
    try fileSystem.createNewFile(at: temporary, contents: bytes)
    if durable { try fileSystem.synchronizeFile(at: temporary) }
    try fileSystem.rename(temporary, to: path(name))
    if durable { try fileSystem.synchronizeFile(at: path("")) }
  }
}
