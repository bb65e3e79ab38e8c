/// Working out what a write will do, from the emitted files, the manifest, the stat cache and
/// one `lstat` per file and folder; files are read only when the stat cache cannot vouch.
extension OutputWriter {
  /// A file to stage: its bytes and hash, and whether it replaces something on disk.
  struct Pending {
    /// The relative path.
    var path: String
    /// The bytes to write.
    var contents: [UInt8]
    /// Whether a file or link is there now.
    var replaces: Bool
    /// Whether a regular file is there now: it is kept aside until the build commits.
    var keepsBackup: Bool
  }

  /// Everything ``apply(_:state:)`` needs.
  struct PreparedWrite {
    /// What the write will do.
    var plan: WritePlan
    /// New and changed files, by path, then the manifest if it changed.
    var pending: [Pending] = []
    /// Files to delete (those moved aside for a folder excluded).
    var removals: [String] = []
    /// Files tokenc wrote that are moved aside for a folder.
    var displaced: [String] = []
    /// Folders to create, parents first.
    var newFolders: [String] = []
    /// Every folder the emitted files need.
    var neededFolders: Set<String> = []
    /// Paths an interrupted build may have created, carried until this build completes.
    var carried: Set<String> = []
    /// The stat cache for the files left untouched; written files are added after the commit.
    var cache = StatCache()
    /// The content hash of every emitted file, by path.
    var hashes: [String: UInt64] = [:]
    /// Whether the stat cache should be rewritten even if nothing is written.
    var cacheChanged = false
    /// Whether the previous manifest was version 1 (then old temporary files are swept).
    var legacy = false
    /// Whether an interrupted build's journal was found (it goes once this build completes).
    var hadJournal = false
  }

  /// Compares `files` with the output folder; `folders` are the files' folders.
  func prepare(
    _ files: [EmittedFile], folders: Set<String>, fingerprint: String?, journal: WriteJournal?
  ) throws -> PreparedWrite {
    let state = StateFolder(writer: self)
    let rootExists = try state.inspectRoot()
    var prepared = PreparedWrite(plan: WritePlan(), neededFolders: folders)
    var entries: [WriteManifest.Entry] = []
    entries.reserveCapacity(files.count)
    for file in files {
      let hash = ContentHash.xxh64(file.contents)
      prepared.hashes[file.path] = hash
      entries.append(WriteManifest.Entry(path: file.path, size: file.contents.count, hash: hash))
    }
    let manifest = WriteManifest(entries: entries, inputs: fingerprint).encoded()
    let manifestPath = fullPath(Self.manifestName)
    let manifestKind = rootExists ? fileSystem.kind(at: manifestPath) : nil
    let oldManifest = manifestKind == .regularFile ? try? fileSystem.readFile(at: manifestPath) : nil
    let emitted = Set(files.map(\.path))
    var owned = emitted
    if oldManifest != manifest, let previous = oldManifest.flatMap(WriteManifest.decode) {
      owned = Set(previous.paths)
      prepared.legacy = previous.formatVersion == 1
    } else if oldManifest != manifest {
      owned = []
    }
    prepared.carried = journal?.ownedPaths ?? []
    prepared.hadJournal = journal != nil
    owned.formUnion(prepared.carried)
    let candidates = owned.subtracting(emitted)
    let scan = FolderScan(
      folders.union(OutputPath.folders(of: candidates)), writer: self, rootExists: rootExists,
      displaceable: { owned.contains($0) && folders.contains($0) })
    let cache = rootExists ? state.readCache() : StatCache()
    var plan = WritePlan()
    for file in files {
      let hash = prepared.hashes[file.path]!
      switch try compare(file, hash: hash, scan: scan, rootExists: rootExists, cache: cache, owned: owned) {
      case .created:
        plan.created.append(file.path)
        prepared.pending.append(Pending(path: file.path, contents: file.contents, replaces: false, keepsBackup: false))
      case .updated(let isFile):
        plan.updated.append(file.path)
        prepared.pending.append(Pending(path: file.path, contents: file.contents, replaces: true, keepsBackup: isFile))
      case .replacesFolder:
        plan.updated.append(file.path)
        prepared.pending.append(Pending(path: file.path, contents: file.contents, replaces: true, keepsBackup: false))
        prepared.displaced.append(file.path)
      case .unchanged(let entry, let verified):
        plan.unchanged.append(file.path)
        if let entry { prepared.cache.entries[file.path] = entry }
        prepared.cacheChanged = prepared.cacheChanged || verified
      }
    }
    prepared.displaced = (prepared.displaced + scan.displaced).sorted()
    let displaced = Set(prepared.displaced)
    for path in candidates.sorted() where scan.parentState(of: path, rootExists: rootExists) == .present {
      guard let kind = fileSystem.kind(at: fullPath(path)), kind != .directory else { continue }
      plan.removed.append(path)
      let movedAside = displaced.contains(path) || OutputPath.folders(of: [path]).contains(where: displaced.contains)
      if !movedAside { prepared.removals.append(path) }
    }
    prepared.newFolders = scan.foldersToCreate(among: folders)
    plan.manifestChanged = oldManifest != manifest
    if plan.manifestChanged {
      prepared.pending.append(
        Pending(
          path: Self.manifestName, contents: manifest, replaces: manifestKind != nil,
          keepsBackup: manifestKind == .regularFile))
    }
    prepared.cacheChanged = prepared.cacheChanged || prepared.cache.entries != cache.entries
    prepared.plan = WritePlan(
      created: plan.created, updated: plan.updated, unchanged: plan.unchanged, removed: plan.removed,
      manifestChanged: plan.manifestChanged)
    return prepared
  }

  /// How one emitted file compares with the disk.
  enum Comparison {
    /// Nothing is there.
    case created
    /// Different bytes (`true`: in a regular file), a link, or something else is there.
    case updated(isFile: Bool)
    /// A folder holding only files tokenc wrote is there: it is moved aside.
    case replacesFolder
    /// The bytes are right; the stat cache entry to keep, and whether the bytes were read.
    case unchanged(StatCache.Entry?, verified: Bool)
  }

  /// Compares one file with the disk: `lstat`, then the stat cache or the size, then reading.
  private func compare(
    _ file: EmittedFile, hash: UInt64, scan: FolderScan, rootExists: Bool, cache: StatCache, owned: Set<String>
  ) throws -> Comparison {
    switch scan.parentState(of: file.path, rootExists: rootExists) {
    case .missing, .displaced: return .created
    case .link(let link):
      throw WriteError(
        path: file.path,
        reason: "\(fullPath(link)) is a symbolic link; tokenc never writes through links inside the output "
          + "folder (remove the link)", location: file.origin)
    case .occupied(let blocker):
      throw WriteError(
        path: file.path, reason: "cannot create the folder \(fullPath(blocker)): a file tokenc did not write is there",
        location: file.origin)
    case .present: break
    }
    guard let status = fileSystem.status(at: fullPath(file.path)) else { return .created }
    switch status.kind {
    case .directory:
      guard holdsOnly(owned, in: file.path) else {
        throw WriteError(
          path: file.path, reason: "a folder with files tokenc did not write is where this file goes",
          location: file.origin)
      }
      return .replacesFolder
    case .symbolicLink, .other: return .updated(isFile: false)
    case .regularFile: break
    }
    let entry = status.isComplete ? StatCache.Entry(hash: hash, status: status) : nil
    if let recorded = cache.hash(of: file.path, status: status) {
      return recorded == hash && status.size == Int64(file.contents.count)
        ? .unchanged(entry, verified: false) : .updated(isFile: true)
    }
    if status.size >= 0 && status.size != Int64(file.contents.count) { return .updated(isFile: true) }
    guard (try? fileSystem.readFile(at: fullPath(file.path))) == file.contents else { return .updated(isFile: true) }
    return .unchanged(entry, verified: true)
  }

  /// Whether every file below the folder `path` is one tokenc wrote (no links are entered).
  private func holdsOnly(_ owned: Set<String>, in path: String) -> Bool {
    fileSystem.contentsOfDirectory(at: fullPath(path)).allSatisfy { name in
      let child = path + "/" + name
      switch fileSystem.kind(at: fullPath(child)) {
      case .directory?: return holdsOnly(owned, in: child)
      case .regularFile?, .symbolicLink?: return owned.contains(child)
      default: return false
      }
    }
  }
}
