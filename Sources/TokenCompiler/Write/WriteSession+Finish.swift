/// Ending a ``WriteSession``: committing what was handed over, or discarding it.
extension WriteSession {
  /// Once every emitter has succeeded: checks every path, works out the plan and commits it as
  /// ``OutputWriter/write(_:inputsFingerprint:record:)`` does, in path order whatever order the
  /// files were handed over in; then releases the lock.
  ///
  /// - Throws: the first failure met while files were handed over, or ``WriteError`` as
  ///   ``OutputWriter/write(_:inputsFingerprint:record:)`` throws it; the previous output stays
  ///   complete and the staging area is removed.
  func finish(inputsFingerprint: String?, record: [UInt8]) throws -> WriteReport {
    let (opened, items, failure) = lock.withLock { (self.opened, self.items, self.failure) }
    if let failure {
      discard()
      throw failure
    }
    // No file was handed over: an empty output, as an in-memory write makes it.
    guard let opened else { return try writer.write([], inputsFingerprint: inputsFingerprint, record: record) }
    do {
      let prepared = try prepare(items, opened: opened)
      let report = try writer.apply(
        prepared, state: StateFolder(writer: writer), inputsFingerprint: inputsFingerprint, record: record)
      close(removingOutput: false)
      return report
    } catch {
      discard()
      throw error
    }
  }

  /// For a ``Purpose/plan``, once every emitter has succeeded: what ``OutputWriter/write(_:)``
  /// would change, exactly as ``OutputWriter/plan(_:)`` says it for the same files.
  ///
  /// - Throws: the first failure met while files were handed over, or ``WriteError`` as
  ///   ``OutputWriter/plan(_:)`` throws it.
  func finishPlan() throws -> WritePlan {
    let (opened, items, failure) = lock.withLock { (self.opened, self.items, self.failure) }
    defer { close(removingOutput: false) }
    if let failure { throw failure }
    guard let opened else { return try writer.plan([]) }
    return try prepare(items, opened: opened).plan
  }

  /// Checks every path of `items` and works out the write, in path order.
  private func prepare(_ items: [OutputWriter.Item], opened: Opened) throws -> OutputWriter.PreparedWrite {
    let files = items.sorted { $0.path < $1.path }
    let folders = try writer.validatedFolders(files)
    let reads = opened.reads
    let probed = OutputWriter.Probed(
      files: files.map { $0.probe ?? OutputWriter.Probe() }, cache: reads.cache, manifestKind: reads.manifestKind,
      manifest: reads.manifest, remembered: reads.remembered)
    return try writer.prepare(
      files, probed: probed, folders: folders, journal: opened.journal, rootExists: opened.rootExists)
  }

  /// Drops everything handed over (an emitter failed, or the write did): the staging area goes,
  /// and so does the output folder (or its `.tokenc`) if this build created it; the lock is released.
  func discard() {
    close(removingOutput: true)
  }

  /// Removes the staging area, and with `removingOutput` what this build created, then unlocks.
  private func close(removingOutput: Bool) {
    lock.withLock {
      guard let opened = self.opened else { return }
      self.opened = nil
      let fileSystem = writer.fileSystem
      if opened.hasArea { _ = fileSystem.removeTree(at: area) }
      if removingOutput, purpose == .write, !opened.existed.state {
        let state = StateFolder(writer: writer)
        // Only what `StateFolder.open()` made: `.gitignore` and the lock (a journal is not left
        // by a build that never committed).
        for name in [".gitignore", StateFolder.lockName] { try? fileSystem.removeFile(at: state.path(name)) }
        _ = fileSystem.removeDirectoryIfEmpty(at: state.path(""))
        if !opened.existed.root { _ = fileSystem.removeDirectoryIfEmpty(at: writer.fullPath("")) }
      }
      if let folderLock = opened.lock { writer.release(folderLock) }
    }
  }
}
