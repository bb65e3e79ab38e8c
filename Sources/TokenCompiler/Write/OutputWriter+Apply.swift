/// Carrying out a prepared write: journal, stage, flush, commit (or roll back), clean up.
extension OutputWriter {
  /// Applies `prepared` to the disk and reports what changed.
  ///
  /// The journal is written (and flushed) before anything else changes, so a build killed at
  /// any later point is cleaned up by the next one. A failure before the commit has finished
  /// rolls everything back: the previous output stays complete and the error is thrown.
  func apply(_ prepared: PreparedWrite, state: StateFolder) throws -> WriteReport {
    let plan = prepared.plan
    if prepared.sweep { sweepStagingFiles() }
    guard plan.hasChanges || plan.manifestChanged else {
      let cache = prepared.cacheChanged ? state.writeCache(prepared.cache) : prepared.cache
      if prepared.hadJournal { state.removeJournal() }
      remember(cache: cache, manifest: prepared.manifests.old)
      return WriteReport(unchanged: plan.unchanged, kept: plan.kept)
    }
    // Until this write completes, what was remembered may no longer be what is on disk.
    memory?.remember(nil)
    let build = StagingName.newBuildID()
    let journal = WriteJournal(
      build: build, created: prepared.pending.filter { !$0.replaces }.map(\.path),
      updated: prepared.pending.filter(\.replaces).map(\.path), removed: prepared.removals,
      displaced: prepared.displaced, folders: prepared.newFolders + prepared.stagedFolders,
      carried: prepared.carried.sorted())
    try state.writeJournal(journal, durable: durability == .batched)
    var transaction = WriteTransaction(writer: self, build: build)
    do {
      try transaction.stage(prepared)
      if durability == .batched { try fileSystem.synchronizeFileSystem(containing: root) }
      try transaction.commit(prepared)
    } catch {
      if transaction.rollBack() { state.removeJournal() }
      throw error
    }
    let defers = memory?.defersCleanup == true
    let (removedDirectories, clean, kept) = transaction.finish(prepared, keepingBackups: defers)
    if clean && kept.isEmpty { state.removeJournal() }
    let cache = state.writeCache(cacheAfterWriting(prepared))
    // A journal left behind is read by the next write, which then reads everything from disk.
    if clean { remember(cache: cache, manifest: prepared.manifests.new ?? prepared.manifests.old) }
    // The old versions go after the report, the lock still held, and the journal with them.
    if !kept.isEmpty { memory?.deferCleanup(DeferredCleanup(state: state, oldFiles: kept, removesJournal: clean)) }
    return WriteReport(
      created: plan.created, updated: plan.updated, unchanged: plan.unchanged,
      removed: plan.removed, removedDirectories: removedDirectories, kept: plan.kept,
      manifestWritten: plan.manifestChanged)
  }

  /// Keeps the stat cache (as written, or as read when unchanged) and the manifest in
  /// ``memory``, if there is one, for the next write in this process. A cache that no file
  /// was read for (none was found) is not kept: its time is not a file's.
  private func remember(cache: StatCache?, manifest: WriteMemory.Manifest?) {
    guard let memory else { return }
    guard let cache, cache.writtenAt < Int64.max else { return memory.remember(nil) }
    memory.remember(WriteMemory.Folder(root: root, cache: cache, manifest: manifest))
  }

  /// The stat cache after a commit: the untouched files' entries and one `lstat` per written
  /// file, except a file staged in a new folder whose status was taken when it was written (the
  /// folder's rename changed nothing in it, while a renamed file gets a new change time).
  private func cacheAfterWriting(_ prepared: PreparedWrite) -> StatCache {
    var cache = prepared.cache
    for file in prepared.pending where file.path != Self.manifestName {
      let written: FileStatus?
      if case .inNewFolder(_, let status?) = file.content { written = status } else { written = nil }
      guard let status = written ?? fileSystem.status(at: fullPath(file.path)), status.kind == .regularFile,
        status.isComplete
      else { continue }
      cache.entries[file.path] = StatCache.Entry(hash: file.hash, status: status)
    }
    return cache
  }

  /// Undoes what an interrupted build left, as its journal says: staged and kept files are
  /// deleted, folders it created that are empty are removed, and what it moved aside is put
  /// back if nothing took its place (else deleted). Each target is already old or new.
  /// A journal can be planted in a checkout too, so nothing behind a link is touched.
  ///
  /// Best effort: anything left is retried by the next build, since the journal stays until
  /// a build completes.
  func recover(_ journal: WriteJournal) {
    let build = journal.build
    var scan = FolderScan(writer: self, rootExists: true, displaceable: { _ in false })
    func remove(_ staging: String) {
      guard scan.parentState(of: staging) == .present else { return }
      try? fileSystem.removeFile(at: fullPath(staging))
    }
    for file in journal.created + journal.updated { remove(StagingName.new(file, build: build)) }
    for file in journal.updated + journal.removed { remove(StagingName.old(file, build: build)) }
    for folder in journal.folders.reversed() where scan.state(of: folder) == .present {
      _ = fileSystem.removeDirectoryIfEmpty(at: fullPath(folder))
    }
    for file in journal.displaced where scan.parentState(of: file) == .present {
      let kept = fullPath(StagingName.old(file, build: build))
      guard let kind = fileSystem.kind(at: kept), kind == .regularFile || kind == .directory else { continue }
      if fileSystem.kind(at: fullPath(file)) == nil {
        try? fileSystem.rename(kept, to: fullPath(file))
      } else {
        _ = fileSystem.removeTree(at: kept)
      }
    }
  }

  /// Deletes the staging files no journal names: `.<name>.tokenc-tmp-<random>` files of tokenc
  /// before the journal, and new or kept versions whose journal a power failure lost. Walks
  /// real folders only (never a link), skipping `.tokenc`.
  func sweepStagingFiles() {
    let markers = [StagingName.legacyMarker, StagingName.newMarker, StagingName.oldMarker]
    var folders = [""]
    while let folder = folders.popLast() {
      for name in fileSystem.contentsOfDirectory(at: fullPath(folder)) {
        let path = folder.isEmpty ? name : folder + "/" + name
        let staging = name.hasPrefix(".") && markers.contains { name.contains($0) }
        guard path != OutputPath.stateFolder else { continue }
        switch fileSystem.kind(at: fullPath(path)) {
        case .directory? where !staging: folders.append(path)
        case .regularFile? where staging: try? fileSystem.removeFile(at: fullPath(path))
        default: break
        }
      }
    }
  }
}
