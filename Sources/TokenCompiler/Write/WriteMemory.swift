import Foundation

/// What the write stage knows about an output folder after a completed write, kept between
/// writes in one process (`tokenc watch`), so the next write does not read the stat cache back
/// from disk nor decode the manifest again, and emitted paths it has validated are not validated
/// again.
///
/// It gives exactly what reading them back would give. The stat cache is the one this process
/// last wrote, with its file's modification time (its entries name each file's `lstat` numbers,
/// so a file changed since, by anyone, is still compared byte for byte). The manifest is still
/// read (it is small, and anyone may have replaced it); its decoded form is reused only when
/// its bytes are those remembered. A failed write forgets everything, so the next write reads
/// from disk.
public final class WriteMemory: @unchecked Sendable {
  /// The manifest as last written or read, and decoded.
  struct Manifest {
    /// The bytes.
    var bytes: [UInt8]
    /// The bytes decoded (`nil` when they are not a manifest tokenc can read).
    var decoded: WriteManifest?
  }

  /// What is remembered about one output folder.
  struct Folder {
    /// The output folder (``OutputWriter``'s normalized root).
    var root: String
    /// The stat cache as written, with the modification time of its file as ``StatCache/writtenAt``.
    var cache: StatCache?
    /// The manifest.
    var manifest: Manifest?
  }

  /// Guards `folder`, `paths`, `reuses` and `pendingCleanup`, which is what makes the
  /// `@unchecked Sendable` sound.
  let lock = NSLock()
  private var folder: Folder?
  private var reuses = 0
  /// The last emitted paths that passed ``OutputPath/validate(_:root:)``, with their folders.
  private var paths: (root: String, paths: [String], folders: Set<String>)?

  /// Whether a write deletes the previous versions of the files it replaced after returning
  /// its report, holding the output folder's lock until then (``DeferredCleanup``).
  public let defersCleanup: Bool
  /// The cleanup the write in progress left, until ``release(_:)`` starts it.
  var pendingCleanup: DeferredCleanup?
  /// Where deferred cleanups run, one after another.
  let cleanupQueue = DispatchQueue(label: "tokenc.write-cleanup")
  /// The deferred cleanups not finished yet.
  let cleanups = DispatchGroup()

  /// Creates an empty memory: the first write reads everything from disk. With `defersCleanup`
  /// (`tokenc watch`), each write's report comes before the previous versions of the files it
  /// replaced are deleted.
  public init(defersCleanup: Bool = false) {
    self.defersCleanup = defersCleanup
  }

  /// What is remembered about `root`, if anything.
  func remembered(_ root: String) -> Folder? {
    lock.lock()
    defer { lock.unlock() }
    guard let folder, folder.root == root else { return nil }
    return folder
  }

  /// Replaces what is remembered (`nil` forgets everything).
  func remember(_ folder: Folder?) {
    lock.lock()
    defer { lock.unlock() }
    self.folder = folder
  }

  /// The folders of `files` when their paths are exactly the last ones that passed validation
  /// inside `root` (validation depends on nothing else); otherwise validates them and remembers
  /// them if they pass.
  ///
  /// - Throws: ``WriteError`` as ``OutputPath/validate(_:root:)`` does.
  func validatedFolders(_ files: [OutputWriter.Item], root: String) throws -> Set<String> {
    let remembered = lock.withLock { paths }
    if let remembered, remembered.root == root, remembered.paths.elementsEqual(files.lazy.map(\.path)) {
      return remembered.folders
    }
    let folders = try OutputPath.validate(files, root: root)
    lock.withLock { paths = (root, files.map(\.path), folders) }
    return folders
  }

  /// Counts a write that used the remembered manifest instead of decoding it again.
  func countReuse() {
    lock.lock()
    defer { lock.unlock() }
    reuses += 1
  }

  /// How many writes used the remembered manifest instead of decoding it again.
  public var reuseCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return reuses
  }
}

extension WriteMemory.Folder {
  /// The remembered manifest, if `bytes` (the manifest on disk now) are the remembered bytes.
  func manifest(bytes: [UInt8]?) -> WriteMemory.Manifest? {
    guard let manifest, let bytes, bytes == manifest.bytes else { return nil }
    return manifest
  }
}
