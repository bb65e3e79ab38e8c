/// One build's changes to the output folder, done so they can be undone until the end.
///
/// ``stage(_:)`` only adds files beside the targets (bytes a streamed write staged already wait
/// in the staging area instead, see ``WriteSession``): files tokenc wrote that are in the way of
/// a new folder (and folders of its files in the way of a new file) are moved aside, folders are created, new bytes go into staging files and each
/// replaced file gets a second name as its backup. ``commit(_:)`` then moves removed files to
/// their backup names and renames every staging file over its target, the manifest last.
/// Until ``finish(_:)`` deletes the backups, ``rollBack()`` can restore the previous output.
struct WriteTransaction {
  /// The writer whose output folder is changed.
  let writer: OutputWriter
  /// The build id in the staging names.
  let build: String

  /// What has been moved aside so far.
  private var displaced: [String] = []
  /// The folders created so far.
  private var folders: [String] = []
  /// The files staged so far.
  private var staged: [OutputWriter.Pending] = []
  /// The on-disk staging path and target path of each staged file, found once.
  private var stagedPaths: [(staging: String, target: String)] = []
  /// The replaced files that have a kept previous version.
  private var backups: Set<String> = []
  /// The removed files moved to their kept names so far.
  private var removed: [String] = []
  /// How many staged files have been renamed into place.
  private var committed = 0
  /// The new folders staged whole that have been renamed into place so far.
  private var committedFolders: [String] = []

  /// Starts a transaction for build `build`.
  init(writer: OutputWriter, build: String) {
    self.writer = writer
    self.build = build
  }

  /// The writer's file system.
  private var fileSystem: any FileSystem { writer.fileSystem }
  /// The on-disk path of a relative path.
  private func path(_ relative: String) -> String { writer.fullPath(relative) }
  /// The on-disk staging path of the new version of `relative`.
  private func new(_ relative: String) -> String { path(StagingName.new(relative, build: build)) }
  /// The on-disk path of the kept previous version of `relative`.
  private func old(_ relative: String) -> String { path(StagingName.old(relative, build: build)) }

  /// Adds everything beside the targets without replacing or deleting any of them.
  mutating func stage(_ prepared: OutputWriter.PreparedWrite) throws {
    for file in prepared.displaced {
      try fileSystem.rename(path(file), to: old(file))
      displaced.append(file)
    }
    for folder in prepared.newFolders {
      try fileSystem.createDirectory(at: path(folder))
      folders.append(folder)
    }
    staged.reserveCapacity(prepared.pending.count)
    stagedPaths.reserveCapacity(prepared.pending.count)
    for file in prepared.pending {
      let paths: (staging: String, target: String)
      switch file.content {
      case .bytes(let contents):
        paths = (new(file.path), path(file.path))
        try fileSystem.createNewFile(at: paths.staging, contents: contents)
      case .staged(let area): paths = (area, path(file.path))
      case .sameAsDisk, .inNewFolder: continue
      case .differs:
        // Only a plan's session makes these, and a plan is never applied.
        throw WriteError(path: file.path, reason: "internal error: a file that was only compared has no bytes to write")
      }
      staged.append(file)
      stagedPaths.append(paths)
      if file.keepsBackup {
        try fileSystem.duplicate(path(file.path), to: old(file.path))
        backups.insert(file.path)
      }
    }
  }

  /// Moves removed files aside, renames each new folder staged whole into place, then every
  /// staged file over its target, in order.
  mutating func commit(_ prepared: OutputWriter.PreparedWrite) throws {
    for file in prepared.removals {
      try fileSystem.rename(path(file), to: old(file))
      removed.append(file)
    }
    let newFolders = WriteSession.newFolders(in: writer)
    for folder in prepared.stagedFolders {
      try fileSystem.rename(newFolders + "/" + folder, to: path(folder))
      committedFolders.append(folder)
    }
    while committed < staged.count {
      try fileSystem.rename(stagedPaths[committed].staging, to: stagedPaths[committed].target)
      committed += 1
    }
  }

  /// Puts the previous output back and removes everything staged, in reverse order.
  ///
  /// - Returns: whether every step succeeded (if not, the journal stays for the next build).
  func rollBack() -> Bool {
    var complete = true
    func attempt(_ step: () throws -> Void) { complete = (try? step()) != nil && complete }
    for file in staged[..<committed].reversed() {
      if backups.contains(file.path) {
        attempt { try fileSystem.rename(old(file.path), to: path(file.path)) }
      } else if !file.replaces || displaced.contains(file.path) {
        attempt { try fileSystem.removeFile(at: path(file.path)) }
      }
    }
    // A folder staged whole did not exist before this build: everything in it is this build's.
    for folder in committedFolders.reversed() where !fileSystem.removeTree(at: path(folder)) { complete = false }
    for file in removed.reversed() { attempt { try fileSystem.rename(old(file), to: path(file)) } }
    for (file, paths) in zip(staged[committed...], stagedPaths[committed...]) {
      attempt { try fileSystem.removeFile(at: paths.staging) }
      if backups.contains(file.path) { attempt { try fileSystem.removeFile(at: old(file.path)) } }
    }
    for folder in folders.reversed() where !fileSystem.removeDirectoryIfEmpty(at: path(folder)) {
      complete = false
    }
    for file in displaced.reversed() { attempt { try fileSystem.rename(old(file), to: path(file)) } }
    return complete
  }

  /// Deletes the backups of a committed build and the folders its removals left empty; with
  /// `keepingBackups`, the previous versions of the replaced files are left, for a
  /// ``DeferredCleanup``, and their on-disk paths returned.
  ///
  /// - Returns: the folders removed, whether every backup deleted is gone, and the kept ones.
  func finish(
    _ prepared: OutputWriter.PreparedWrite, keepingBackups: Bool = false
  ) -> (folders: [String], clean: Bool, kept: [String]) {
    var clean = true
    let replaced = backups.sorted()
    let kept = keepingBackups ? replaced.map(old) : []
    for file in (keepingBackups ? [] : replaced) + removed {
      clean = (try? fileSystem.removeFile(at: old(file))) != nil && clean
    }
    for file in displaced {
      clean = fileSystem.removeTree(at: old(file)) && clean
    }
    let candidates = OutputPath.folders(of: removed + displaced).subtracting(prepared.neededFolders)
    let deepestFirst = candidates.sorted { depth($0) != depth($1) ? depth($0) > depth($1) : $0 < $1 }
    let removedFolders = deepestFirst.filter { fileSystem.removeDirectoryIfEmpty(at: path($0)) }
    return (removedFolders, clean, kept)
  }

  /// How many folders deep `folder` is.
  private func depth(_ folder: String) -> Int { folder.utf8.count(where: { $0 == UInt8(ascii: "/") }) }
}

extension FileSystem {
  /// Deletes the file, link or folder tree at `path`, never following a link.
  ///
  /// - Returns: whether nothing is left there.
  func removeTree(at path: String) -> Bool {
    guard kind(at: path) == .directory else { return (try? removeFile(at: path)) != nil }
    for name in contentsOfDirectory(at: path) { _ = removeTree(at: path + "/" + name) }
    return removeDirectoryIfEmpty(at: path)
  }
}
