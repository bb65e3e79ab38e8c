/// The write stage: puts emitted files into the output folder safely and only when needed.
///
/// - Every path is checked (syntax, 255-byte names, whole-path length, links, clashes) before
///   anything is written; a problem is reported at the emitting token's location.
/// - New bytes are staged beside each target and renamed over it only once everything is
///   staged, so readers never see a half-written file and a failed build rolls back to the
///   previous output. A build killed at any moment leaves each file old or new, and the
///   next build removes what it left (see ``WriteJournal``).
/// - Files whose bytes are already right are not touched. Whether they are is decided from
///   one `lstat` and the hash of the emitted bytes (see ``StatCache``), not by reading them.
/// - `.tokenc-manifest.json` records what tokenc wrote; files it lists that are no longer
///   emitted are deleted, with folders that become empty. Other files are never deleted, and
///   nothing is read, written or deleted through a symbolic link inside the output folder.
/// - One build at a time: a build holds `.tokenc/lock` while it writes.
public struct OutputWriter: Sendable {
  /// How hard a build works to keep its output through a power failure.
  ///
  /// Renaming a fully written file over the target is what keeps readers and killed builds
  /// safe; flushing adds only power-failure safety, which regenerable output does not need:
  /// the first build after a reboot distrusts the stat cache and repairs what was lost.
  public enum Durability: Sendable, Hashable {
    /// Never flush (the default): no `fsync` at all.
    case none
    /// Flush the journal, then everything staged at once (one `syncfs`), before any rename.
    case batched
  }

  /// The name of the manifest file kept at the top of the output folder.
  public static let manifestName = ".tokenc-manifest.json"

  /// The output folder, as given.
  public var outputDirectory: String {
    didSet { root = Self.normalized(outputDirectory) }
  }
  /// The file system written to.
  public var fileSystem: any FileSystem
  /// Whether a build flushes its files to disk (if so, once per build, never per file).
  public var durability = Durability.none
  /// How long a build waits for another build on the same folder to finish.
  public var lockTimeout = Swift.Duration.seconds(5)
  /// The stat cache and manifest kept from this process's last write (`tokenc watch`), so they
  /// are not read back from disk; `nil` reads them every time.
  public var memory: WriteMemory?

  /// Creates a writer for `outputDirectory`, which is created when first needed.
  public init(outputDirectory: String, fileSystem: any FileSystem = LocalFileSystem()) {
    self.outputDirectory = outputDirectory
    root = Self.normalized(outputDirectory)
    self.fileSystem = fileSystem
  }

  /// Compares `files` with the output folder and says what ``write(_:)`` would do,
  /// without changing anything (and without taking the lock).
  ///
  /// - Throws: ``WriteError`` if a path is absolute, has `..`, `.` or empty components or
  ///   backslashes, names tokenc's own files, clashes with another emitted path, is too long
  ///   for the file system, or would be written through a symbolic link.
  public func plan(_ files: [EmittedFile]) throws -> WritePlan {
    let files = files.map(Item.init)
    let folders = try validatedFolders(files)
    // A write's deferred cleanup removes its journal once done (``DeferredCleanup``).
    memory?.waitForCleanup()
    let journal = StateFolder(writer: self).readJournal()
    return try prepare(files, folders: folders, journal: journal).plan
  }

  /// Writes `files` into the output folder and removes stale files from earlier writes.
  ///
  /// Everything is checked first; then new bytes are staged, renamed into place together with
  /// the manifest, and stale files removed. If any step fails, the previous output is restored.
  ///
  /// - Throws: ``WriteError`` naming the path for an invalid path, a folder another build
  ///   holds, or a failed file operation.
  public func write(_ files: [EmittedFile]) throws -> WriteReport {
    try write(files, inputsFingerprint: nil)
  }

  /// ``write(_:)``, recording the driver's opaque fingerprint of the inputs and `record`, opaque
  /// bytes kept with it (read back with ``recordedFingerprint()`` and ``upToDate(inputsFingerprint:)``). The fingerprint names this machine's tool and files, so it is
  /// kept in the local `.tokenc/` folder, never in the committed manifest; it is removed before
  /// anything changes and written only once the write has completed.
  public func write(_ files: [EmittedFile], inputsFingerprint: String?, record: [UInt8] = []) throws -> WriteReport {
    let files = files.map(Item.init)
    let folders = try validatedFolders(files)
    memory?.waitForCleanup()
    let state = StateFolder(writer: self)
    let (lock, rootExisted) = try state.open()
    defer { release(lock) }
    let journal = state.readJournal()
    if let journal { recover(journal) }
    // A folder this build just created holds only `.tokenc`: nothing in it needs looking at.
    let prepared = try prepare(files, folders: folders, journal: journal, rootExisted: rootExisted)
    return try apply(prepared, state: state, inputsFingerprint: inputsFingerprint, record: record)
  }

  /// Applies `prepared`, recording `inputsFingerprint` and `record` once it has completed: the
  /// recorded fingerprint is removed first when anything changes or it differs.
  func apply(
    _ prepared: PreparedWrite, state: StateFolder, inputsFingerprint: String?, record: [UInt8]
  ) throws -> WriteReport {
    let recorded = state.readInputs()
    let changes = prepared.plan.hasChanges || prepared.plan.manifestChanged
    let same = recorded.map { $0.fingerprint == inputsFingerprint && Array($0.record) == record } ?? false
    if recorded != nil, changes || !same { state.removeInputs() }
    let report = try apply(prepared, state: state)
    if let inputsFingerprint, changes || !same { state.writeInputs(inputsFingerprint, record: record) }
    return report
  }

  /// The inputs fingerprint the last completed write recorded, if any.
  public func recordedFingerprint() -> String? {
    guard !root.isEmpty, fileSystem.kind(at: root) == .directory else { return nil }
    return StateFolder(writer: self).readInputs()?.fingerprint
  }

  /// The output folder without trailing slashes; empty if it was given empty.
  private(set) var root: String

  /// `directory` without trailing slashes (`/` stays).
  private static func normalized(_ directory: String) -> String {
    var root = directory
    while root.count > 1, root.hasSuffix("/") { root.removeLast() }
    return root
  }

  /// The folders of `files` once their paths are checked (``OutputPath/validate(_:root:)``), by
  /// ``memory`` when it has one.
  func validatedFolders(_ files: [Item]) throws -> Set<String> {
    let root = try checkedRoot()
    return try memory?.validatedFolders(files, root: root) ?? OutputPath.validate(files, root: root)
  }

  /// ``root``, or an error if it is empty: that would write into the current folder.
  func checkedRoot() throws -> String {
    guard !root.isEmpty else {
      throw WriteError(path: outputDirectory, reason: "the output folder is empty; name a folder such as `generated`")
    }
    return root
  }

  /// The on-disk path of a relative output path (``root`` itself for `""`).
  func fullPath(_ relative: String) -> String { OutputPath.join(root, relative) }

  /// Releases the output folder's lock at the end of a write: after the write's deferred
  /// cleanup, if it left one (``WriteMemory/release(_:)``).
  func release(_ folderLock: any FileLock) {
    if let memory { memory.release(folderLock) } else { folderLock.unlock() }
  }
}
