/// Creating one handed-over batch's staged folders and files on every core.
extension WriteSession {
  /// What one batch of handed-over files puts into the staging area, as decided file by file
  /// under the session's lock: the folders to create, then the files.
  struct StagingBatch {
    /// The index in ``WriteSession/items`` of the batch's first file.
    let firstItem: Int
    /// The staged new folders to create (on-disk paths, with any missing parents), each with the
    /// index in the batch of the first file that needs it, in the order the files came.
    var folders: [(path: String, file: Int)] = []
    /// The files to create: the index in the batch, the on-disk staging path, and whether it is
    /// in a staged new folder (its status once written is then kept).
    var files: [(file: Int, path: String, inNewFolder: Bool)] = []
  }

  /// Creates `batch`'s folders (the shallower first, each depth on every core), then its files
  /// (in chunks on every core, ``ParallelMap/mapUntilFailure(count:_:)``), with the bytes of
  /// `contents`, the batch's files.
  ///
  /// A failure is reported as a loop in handed-over order would meet it: the one of the first
  /// file whose folder or own creation failed; no file after it is needed (the staging area
  /// is removed when the session is discarded).
  ///
  /// - Returns: the status once written of each file created in a new folder (when the file
  ///   system tells it), by its index in ``WriteSession/items``, and the failure, if any.
  func stage(
    _ batch: StagingBatch, contents: [EmittedFile]
  ) -> (written: [(item: Int, status: FileStatus)], failure: (any Error)?) {
    let fileSystem = writer.fileSystem
    var folderFailure: (file: Int, error: any Error)?
    for level in Self.byDepth(batch.folders) {
      // Every folder is tried (the errors are results): which failure comes first is decided below.
      let errors = ParallelMap.mapUntilFailure(count: level.count) { index -> (any Error)? in
        do { try fileSystem.createDirectory(at: level[index].path) } catch { return error }
        return nil
      }.results
      for (folder, error) in zip(level, errors) {
        guard let error, folderFailure.map({ folder.file < $0.file }) ?? true else { continue }
        folderFailure = (folder.file, error)
      }
    }
    // Files after the first whose folder failed are not needed: that failure is reported.
    let needed = batch.files.prefix { $0.file < folderFailure?.file ?? Int.max }
    let files = Array(needed)
    let (statuses, fileFailure) = ParallelMap.mapUntilFailure(count: files.count) { index in
      let file = files[index]
      return try fileSystem.createNewFileReturningStatus(at: file.path, contents: contents[file.file].contents)
    }
    var written: [(item: Int, status: FileStatus)] = []
    for (file, status) in zip(files, statuses) where file.inNewFolder {
      if let status { written.append((batch.firstItem + file.file, status)) }
    }
    let failedFile = fileFailure.map { (file: files[$0.index].file, error: $0.error) }
    guard let first = [folderFailure, failedFile].compactMap({ $0 }).min(by: { $0.file < $1.file }) else {
      return (written, nil)
    }
    return (written, first.error)
  }

  /// `folders` grouped by depth, the shallowest first, each group in its original order: every
  /// folder's parents that another group creates exist before it is created.
  private static func byDepth(_ folders: [(path: String, file: Int)]) -> [[(path: String, file: Int)]] {
    var levels: [Int: [(path: String, file: Int)]] = [:]
    for folder in folders {
      levels[folder.path.utf8.count(where: { $0 == UInt8(ascii: "/") }), default: []].append(folder)
    }
    return levels.keys.sorted().map { levels[$0]! }
  }
}
