/// Files that come in pieces (``EmitDelivery/stream(_:origin:_:)``): each piece is hashed and
/// written into its own staging file at once, so the file is never held whole; when it ends it
/// is decided as ``accept(_:)`` decides a whole file (unchanged on disk, staged, or staged in a
/// new folder's copy) and its staging file is removed, kept, or moved into that copy.
extension WriteSession: EmitReceiver {
  /// Starts a streamed file: looks at its target and opens its staging file (a write), under the lock.
  func beginFile(at path: String, origin: SourceLocation?) -> any EmittedFileTarget {
    StreamedFile(session: self, path: path, origin: origin, plan: lock.withLock { startStream(at: path) })
  }

  /// What a streamed file's pieces go to, decided when it starts.
  struct StreamPlan {
    /// Whether anything is done with the pieces: not once the session has failed.
    var live = true
    /// Whether the path may be written (an invalid one is reported by ``finish(inputsFingerprint:record:)``).
    var valid = true
    /// The target's `lstat`, if anything is there.
    var status: FileStatus?
    /// The hash the stat cache vouches the target holds, if it does.
    var recorded: UInt64?
    /// The target, read alongside to compare when the stat cache cannot vouch for it.
    var target: (any FileReading)?
    /// The staging file the pieces are written to (a write), and its path.
    var staging: (writer: any FileWriting, path: String)?
  }

  /// Looks at the target of the streamed file at `path` and, for a write, creates its staging
  /// file. Call with ``lock`` held.
  private func startStream(at path: String) -> StreamPlan {
    guard failure == nil, var state = open() else { return StreamPlan(live: false) }
    defer { opened = state }
    do {
      guard OutputPath.problem(with: path, root: try writer.checkedRoot()) == nil else {
        return StreamPlan(valid: false)
      }
      var plan = StreamPlan(status: state.rootExists ? writer.fileSystem.status(at: writer.fullPath(path)) : nil)
      if let status = plan.status, status.kind == .regularFile {
        plan.recorded = state.reads.cache.hash(of: path, status: status)
        if plan.recorded == nil, state.scan.parentState(of: path) == .present {
          plan.target = try? writer.fileSystem.openFileReader(at: writer.fullPath(path))
        }
      }
      if purpose == .write {
        try createArea(&state)
        streams += 1
        let staged = area + "/stream-\(streams)"
        plan.staging = (try writer.fileSystem.createFileWriter(at: staged), staged)
      }
      return plan
    } catch {
      failure = error
      return StreamPlan(live: false)
    }
  }

  /// Records a failure met while a file was streamed, unless one came first.
  func fail(_ error: any Error) {
    lock.withLock { if failure == nil { failure = error } }
  }

  /// Decides where the streamed file at `path`, now complete (`hash`, `size`; `same`: read
  /// alongside its target and found equal), goes, as ``content(of:index:probe:state:batch:)``
  /// decides for a whole file.
  func endStream(
    at path: String, origin: SourceLocation?, plan: StreamPlan, hash: UInt64, size: Int, same: Bool
  ) {
    lock.withLock {
      guard failure == nil, var state = opened else { return }
      defer { opened = state }
      let probe = OutputWriter.Probe(hash: hash, status: plan.status)
      func add(_ content: OutputWriter.Item.Content) {
        items.append(OutputWriter.Item(path: path, origin: origin, size: size, content: content, probe: probe))
      }
      let unchanged = same || (plan.recorded == hash && plan.status?.size == Int64(size))
      guard plan.valid, !unchanged, let staged = plan.staging?.path else {
        if let staged = plan.staging?.path { try? writer.fileSystem.removeFile(at: staged) }
        return add(plan.valid && !unchanged ? .differs : .sameAsDisk)
      }
      do {
        guard let folder = Self.topNewFolder(of: path, scan: &state.scan), let areaFolder = state.areaFolder else {
          return add(.staged(staged))
        }
        // Its folder is new: the file goes into the staged copy of that folder, as a whole file would.
        let parent = OutputPath.parent(of: path)
        if !state.stagedFolders.contains(parent) {
          try areaFolder.createDirectory(at: Self.newName + "/" + parent)
          state.noteStaged(parent) { _ in }
        }
        let destination = newFolders + "/" + path
        try writer.fileSystem.rename(staged, to: destination)
        add(.inNewFolder(folder, written: writer.fileSystem.status(at: destination)))
      } catch {
        failure = error
      }
    }
  }
}
