import Dispatch

/// The end of a committed write that need not hold up its report: deleting the previous
/// versions of the files it replaced (``WriteTransaction/finish(_:keepingBackups:)``), then its
/// journal.
///
/// Deleting the old version of a file that was rewritten a moment ago waits for the kernel to
/// finish writing that version out: on ext4, 6–12 ms for each 8 MB file a `tokenc watch`
/// rebuild replaces, about 20 ms of every 10,000-token rebuild. A writer whose ``WriteMemory``
/// defers cleanup (``WriteMemory/init(defersCleanup:)``) returns its report first and leaves
/// this to ``WriteMemory/release(_:)``, which does it on another thread while the output
/// folder's lock is still held: another build waits for it as for any build, and one killed
/// meanwhile finds the journal, which names the old versions, and deletes them.
struct DeferredCleanup: Sendable {
  /// The output folder's state.
  let state: StateFolder
  /// The on-disk paths of the previous versions to delete.
  let oldFiles: [String]
  /// Whether the rest of the write completed, so the journal goes once the old versions have.
  let removesJournal: Bool

  /// Deletes the old versions, then the journal if every deletion succeeded; `false` if the
  /// journal stays (the next write then recovers from it, as after an interrupted build).
  func run() -> Bool {
    var clean = removesJournal
    for file in oldFiles {
      clean = (try? state.writer.fileSystem.removeFile(at: file)) != nil && clean
    }
    return clean && state.removeJournal()
  }
}

extension WriteMemory {
  /// Keeps `cleanup` for the ``release(_:)`` that ends this write. Call with the output
  /// folder's lock held, after the commit.
  func deferCleanup(_ cleanup: DeferredCleanup) {
    lock.withLock { pendingCleanup = cleanup }
  }

  /// Releases the output folder's lock at the end of a write: at once, or, when the write left
  /// a ``DeferredCleanup``, on another thread once that is done. If the cleanup leaves the
  /// journal, what is remembered is forgotten, so the next write reads everything from disk.
  func release(_ folderLock: any FileLock) {
    guard
      let cleanup = lock.withLock({ () -> DeferredCleanup? in
        defer { pendingCleanup = nil }
        return pendingCleanup
      })
    else { return folderLock.unlock() }
    cleanups.enter()
    cleanupQueue.async {
      if !cleanup.run() { self.remember(nil) }
      folderLock.unlock()
      self.cleanups.leave()
    }
  }

  /// Waits until every deferred cleanup has finished (`tokenc watch` before it exits; every
  /// write, plan and up-to-date check through this memory does it before reading the folder's state).
  public func waitForCleanup() {
    cleanups.wait()
  }
}
