/// Working out what a write will do, from the emitted files, the manifest, the stat cache and
/// one `lstat` per file and folder; files are read only when the stat cache cannot vouch.
extension OutputWriter {
  /// A file to stage: its bytes and hash, and whether it replaces something on disk.
  struct Pending {
    /// The relative path.
    var path: String
    /// Where the bytes to write are: never ``Item/Content/sameAsDisk``; for
    /// ``Item/Content/inNewFolder(_:)``, in that folder, renamed with it; ``Item/Content/differs``
    /// only in a plan, which is never applied.
    var content: Item.Content
    /// The XXH64 hash of the bytes (unused for the manifest).
    var hash: UInt64
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
    /// New folders staged whole with their files (``Item/Content/inNewFolder(_:)``), renamed
    /// into place at once; none of their folders is in ``newFolders``.
    var stagedFolders: [String] = []
    /// Every folder the emitted files need.
    var neededFolders: Set<String> = []
    /// Paths an interrupted build may have created, carried until this build completes.
    var carried: Set<String> = []
    /// The stat cache for the files left untouched; written files are added after the commit.
    var cache = StatCache()
    /// Whether the stat cache should be rewritten even if nothing is written.
    var cacheChanged = false
    /// Whether staging files no journal names may be left: the previous manifest was version 1
    /// (written before the journal) or the stat cache is from before a reboot. They are swept.
    var sweep = false
    /// Whether an interrupted build's journal was found (it goes once this build completes).
    var hadJournal = false
    /// The manifest on disk as ``OutputWriter/memory`` remembered it, and the one this write
    /// puts in place if it changed: what the memory keeps after this write.
    var manifests: (old: WriteMemory.Manifest?, new: WriteMemory.Manifest?)
  }

  /// Compares `files` with the output folder; `folders` are the files' folders. With
  /// `rootExisted` false the folder is taken to be empty, as a build that just created it knows.
  func prepare(
    _ files: [Item], folders: Set<String>, journal: WriteJournal?,
    rootExisted: Bool = true
  ) throws -> PreparedWrite {
    let rootExists = try StateFolder(writer: self).inspectRoot() && rootExisted
    return try prepare(
      files, probed: probe(files, rootExists: rootExists), folders: folders, journal: journal,
      rootExists: rootExists)
  }

  /// ``prepare(_:folders:journal:rootExisted:)`` once the files are `probed`.
  func prepare(
    _ files: [Item], probed: Probed, folders: Set<String>, journal: WriteJournal?, rootExists: Bool
  ) throws -> PreparedWrite {
    var prepared = PreparedWrite(plan: WritePlan(), neededFolders: folders)
    let entries = zip(files, probed.files).map {
      WriteManifest.Entry(path: $0.path, size: $0.size, hash: $1.hash)
    }
    let newManifest = WriteManifest(entries: entries)
    let manifest = newManifest.encoded()
    let (manifestKind, oldManifest) = (probed.manifestKind, probed.manifest)
    prepared.plan.manifestChanged = oldManifest != manifest
    prepared.manifests.old = probed.remembered
    if prepared.plan.manifestChanged {
      prepared.manifests.new = WriteMemory.Manifest(bytes: manifest, decoded: newManifest)
    }
    prepared.carried = journal?.ownedPaths ?? []
    prepared.hadJournal = journal != nil
    // Unless the manifest or a journal says otherwise, tokenc owns exactly the emitted files.
    var owned: Set<String>?
    var recorded: [String: WriteManifest.Entry] = [:]
    if prepared.plan.manifestChanged || journal != nil {
      let remembered = probed.remembered?.decoded
      let previous = prepared.plan.manifestChanged ? remembered ?? oldManifest.flatMap(WriteManifest.decode) : nil
      prepared.sweep = previous?.formatVersion == 1
      owned = Set(previous?.paths ?? (prepared.plan.manifestChanged ? [] : files.map(\.path)))
      owned?.formUnion(prepared.carried)
      for entry in previous?.entries ?? [] { recorded[entry.path] = entry }
    }
    // The manifest is never a stale output: a fresh build's journal lists it as created, and a
    // build killed after committing it would otherwise have the next one delete it.
    let candidates = owned.map { $0.subtracting(files.map(\.path) + [Self.manifestName]) } ?? []
    var scan = FolderScan(
      writer: self, rootExists: rootExists, displaceable: { owned?.contains($0) == true && folders.contains($0) })
    try compare(files, probes: probed.files, scan: &scan, cache: probed.cache, owned: owned, into: &prepared)
    prepared.sweep = prepared.sweep || probed.cache.fromEarlierBoot
    prepared.displaced = (prepared.displaced + scan.displaced).sorted()
    let displaced = Set(prepared.displaced)
    for path in candidates.sorted() where scan.parentState(of: path) == .present {
      guard let kind = fileSystem.kind(at: fullPath(path)), kind != .directory else { continue }
      // A manifest is committed, so it can be planted: delete only what still holds tokenc's bytes.
      guard prepared.carried.contains(path) || stillAsWritten(path, kind: kind, entry: recorded[path]) else {
        prepared.plan.kept.append(path)
        continue
      }
      prepared.plan.removed.append(path)
      let movedAside = displaced.contains(path) || OutputPath.folders(of: [path]).contains(where: displaced.contains)
      if !movedAside { prepared.removals.append(path) }
    }
    let staged = Set(files.lazy.compactMap(\.newFolder))
    prepared.stagedFolders = staged.sorted()
    prepared.newFolders = scan.foldersToCreate(among: folders).filter { folder in
      // A folder at or below one staged whole comes with it.
      var above = folder
      while !above.isEmpty {
        if staged.contains(above) { return false }
        above = OutputPath.parent(of: above)
      }
      return true
    }
    if prepared.plan.manifestChanged {
      prepared.pending.append(
        Pending(
          path: Self.manifestName, content: .bytes(manifest), hash: 0, replaces: manifestKind != nil,
          keepsBackup: manifestKind == .regularFile))
    }
    let plan = prepared.plan
    prepared.plan = WritePlan(
      created: plan.created, updated: plan.updated, unchanged: plan.unchanged, removed: plan.removed,
      kept: plan.kept, manifestChanged: plan.manifestChanged)
    return prepared
  }

  /// Whether the stale file at `path` is a regular file with exactly the size and XXH64 hash the
  /// manifest recorded for it. A version-1 entry (no hash), a link or a changed file is not.
  private func stillAsWritten(_ path: String, kind: FileKind, entry: WriteManifest.Entry?) -> Bool {
    guard kind == .regularFile, let entry, let hash = entry.hash, entry.size >= 0,
      let status = fileSystem.status(at: fullPath(path)), status.size == Int64(entry.size),
      let bytes = try? fileSystem.readFile(at: fullPath(path))
    else { return false }
    return bytes.count == entry.size && ContentHash.xxh64(bytes) == hash
  }

  /// Compares every file with the disk, filling the plan, the pending files and the stat cache.
  private func compare(
    _ files: [Item], probes: [Probe], scan: inout FolderScan, cache: StatCache, owned: Set<String>?,
    into prepared: inout PreparedWrite
  ) throws {
    prepared.cache = cache
    var cached = 0
    for (file, probe) in zip(files, probes) {
      let hash = probe.hash
      let comparison = try compare(file, probe, scan: &scan, cache: cache, owned: owned ?? Set(files.map(\.path)))
      func pending(_ replaces: Bool, backup: Bool) -> Pending {
        Pending(path: file.path, content: file.content, hash: hash, replaces: replaces, keepsBackup: backup)
      }
      switch comparison {
      case .created:
        prepared.plan.created.append(file.path)
        prepared.pending.append(pending(false, backup: false))
      case .updated(let isFile):
        prepared.plan.updated.append(file.path)
        prepared.pending.append(pending(true, backup: isFile))
      case .replacesFolder:
        prepared.plan.updated.append(file.path)
        prepared.pending.append(pending(true, backup: false))
        prepared.displaced.append(file.path)
      case .unchanged(let entry, let verified):
        prepared.plan.unchanged.append(file.path)
        if verified, let entry {
          prepared.cache.entries[file.path] = entry
          prepared.cacheChanged = true
        }
      }
      if case .unchanged(.some, _) = comparison { cached += 1 } else if cache.entries[file.path] != nil { cached += 1 }
    }
    if cached != prepared.cache.entries.count {
      let emitted = Set(files.map(\.path))
      prepared.cache.entries = prepared.cache.entries.filter { emitted.contains($0.key) }
      prepared.cacheChanged = true
    }
  }
}
