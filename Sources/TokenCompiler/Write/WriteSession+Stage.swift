/// Deciding where each handed-over file goes, and creating a batch's staged folders and files
/// on every core.
extension WriteSession {
  /// Where `file` (the `index`th handed over in this batch) goes: nowhere when the target holds
  /// its bytes already, else into the staging area, noted in `batch` to be created there.
  /// An invalid path is neither looked at nor staged; ``finish(inputsFingerprint:record:)`` reports it.
  func content(
    of file: EmittedFile, index: Int, probe: OutputWriter.Probe, state: inout Opened, batch: inout StagingBatch
  ) throws -> OutputWriter.Item.Content {
    let root = try writer.checkedRoot()
    guard OutputPath.problem(with: file.path, root: root) == nil else { return .sameAsDisk }
    let size = Int64(file.contents.count)
    if let status = probe.status, status.kind == .regularFile {
      // The same decisions as ``OutputWriter/compare(_:_:scan:cache:owned:)``, in the same order.
      let recorded = state.reads.cache.hash(of: file.path, status: status)
      if recorded == probe.hash, status.size == size { return .sameAsDisk }
      if recorded == nil, status.size < 0 || status.size == size, state.scan.parentState(of: file.path) == .present,
        (try? writer.fileSystem.readFile(at: writer.fullPath(file.path))) == file.contents
      {
        return .sameAsDisk
      }
    }
    if purpose == .plan { return .differs }
    try createArea(&state)
    if let folder = Self.topNewFolder(of: file.path, scan: &state.scan) {
      // The file goes into a folder the output folder lacks: staged in a copy of that folder,
      // which the commit renames into place whole (one rename instead of a folder and a rename
      // per file: an asset catalog's thousands of color sets in a fresh output folder).
      let parent = OutputPath.parent(of: file.path)
      var creates: String?
      if !state.stagedFolders.contains(parent) {
        creates = Self.newName + "/" + parent
        state.noteStaged(parent) { batch.folderMakers[$0] = index }
      }
      let madeBy = batch.folderMakers[parent]
      batch.files.append(
        StagingBatch.File(
          file: index, path: Self.newName + "/" + file.path, creates: creates,
          afterOther: madeBy.map { $0 != index } ?? false, inNewFolder: true))
      return .inNewFolder(folder, written: nil)
    }
    let staged = String(items.count)
    batch.files.append(
      StagingBatch.File(file: index, path: staged, creates: nil, afterOther: false, inNewFolder: false))
    return .staged(area + "/" + staged)
  }

  /// Creates the staging area the first time a file needs it.
  func createArea(_ state: inout Opened) throws {
    guard !state.hasArea else { return }
    try writer.fileSystem.createDirectory(at: area)
    state.hasArea = true
    state.areaFolder = writer.fileSystem.openFolder(at: area)
  }

  /// The topmost folder above `path` that is missing from the output folder, when every folder
  /// above that one is a real folder; `nil` for a file whose folders all exist (or that lies in
  /// the output folder itself, or below a link, a file or a folder moved aside).
  static func topNewFolder(of path: String, scan: inout FolderScan) -> String? {
    var end = path.utf8.startIndex
    while let slash = path.utf8[end...].firstIndex(of: UInt8(ascii: "/")) {
      let folder = String(path[..<slash])
      switch scan.state(of: folder) {
      case .present: end = path.utf8.index(after: slash)
      case .missing: return folder
      default: return nil
      }
    }
    return nil
  }

  /// What one batch of handed-over files puts into the staging area, as decided file by file
  /// under the session's lock.
  struct StagingBatch {
    /// One file to create in the staging area.
    struct File {
      /// Its index in the batch.
      var file: Int
      /// The staging path, relative to the staging area.
      var path: String
      /// The staged folder to create first (relative to the staging area, with any missing
      /// parents): the file's folder, when this file is the first to need it.
      var creates: String?
      /// Whether another file of the batch creates the file's folder (or a folder below it, with
      /// it): the file is then created once every folder is.
      var afterOther: Bool
      /// Whether it is in a staged new folder (its status once written is then kept).
      var inNewFolder: Bool
    }

    /// The index in ``WriteSession/items`` of the batch's first file.
    let firstItem: Int
    /// The files to create, in the order they came.
    var files: [File] = []
    /// The index in the batch of the file whose folder creation makes each staged folder
    /// (relative path) first made by this batch.
    var folderMakers: [String: Int] = [:]
  }

  /// Creates `batch`'s folders and files in the staging area `folder`, with the bytes of
  /// `contents` (the batch's files), in chunks on every core (``ParallelMap/mapUntilFailure(count:_:)``): first each file that
  /// needs no other file's folder, after its own folder if it makes one (so one thread's
  /// `mkdir`s in the shared parent folder overlap another's files), then the others.
  ///
  /// A failure is reported as a loop in handed-over order would meet it: the one of the first
  /// file whose folder or own creation failed; no file after it is needed (the staging area
  /// is removed when the session is discarded).
  ///
  /// - Returns: the status once written of each file created in a new folder (when the file
  ///   system tells it), by its index in ``WriteSession/items``, and the failure, if any.
  func stage(
    _ batch: StagingBatch, in folder: any OpenFolder, contents: [EmittedFile]
  ) -> (written: [(item: Int, status: FileStatus)], failure: (any Error)?) {
    let first = batch.files.filter { !$0.afterOther }
    let (firstStatuses, firstFailure) = ParallelMap.mapUntilFailure(count: first.count) { index in
      let file = first[index]
      if let creates = file.creates { try folder.createDirectory(at: creates) }
      return try folder.createNewFileReturningStatus(at: file.path, contents: contents[file.file].contents)
    }
    // Files after the first failure are not needed: that failure is reported.
    let limit = firstFailure.map { first[$0.index].file } ?? Int.max
    let then = batch.files.filter { $0.afterOther && $0.file < limit }
    let (thenStatuses, thenFailure) = ParallelMap.mapUntilFailure(count: then.count) { index in
      try folder.createNewFileReturningStatus(at: then[index].path, contents: contents[then[index].file].contents)
    }
    var written: [(item: Int, status: FileStatus)] = []
    for (file, status) in Array(zip(first, firstStatuses)) + Array(zip(then, thenStatuses)) where file.inNewFolder {
      if let status { written.append((batch.firstItem + file.file, status)) }
    }
    let failures = [
      firstFailure.map { (file: first[$0.index].file, error: $0.error) },
      thenFailure.map { (file: then[$0.index].file, error: $0.error) },
    ]
    return (written, failures.compactMap { $0 }.min { $0.file < $1.file }?.error)
  }
}
