/// Deciding that nothing needs emitting: the output folder holds exactly what the last
/// completed write recorded, for the same inputs.
extension OutputWriter {
  /// What the last completed write left, when it recorded `inputsFingerprint`: how many files,
  /// and the record it kept with the fingerprint.
  public struct UpToDateOutput: Sendable {
    /// The number of files the output folder holds.
    public var files: Int
    /// The bytes the write recorded with its fingerprint.
    public var record: [UInt8]
  }

  /// The output the last completed write left, when that write recorded `inputsFingerprint`
  /// and every one of its files still holds the bytes it wrote, as the manifest's hashes and
  /// the stat cache show with one `lstat` each (no file is read); `nil` when anything is
  /// unknown or different, so the caller builds and compares.
  ///
  /// Never trusted: a missing, linked or version-1 manifest, an interrupted build's journal,
  /// a stat cache from before the last reboot, a file the cache does not vouch for.
  public func upToDate(inputsFingerprint fingerprint: String) -> UpToDateOutput? {
    guard !root.isEmpty, fileSystem.kind(at: root) == .directory else { return nil }
    // A write's deferred cleanup removes its journal once done (``DeferredCleanup``).
    memory?.waitForCleanup()
    let state = StateFolder(writer: self)
    guard let recorded = state.readInputs(), recorded.fingerprint == fingerprint, state.readJournal() == nil,
      fileSystem.kind(at: fullPath(Self.manifestName)) == .regularFile,
      let bytes = try? fileSystem.readFile(at: fullPath(Self.manifestName))
    else { return nil }
    // What `memory` knows is not read or decoded again (see ``WriteMemory``).
    let remembered = memory?.remembered(root)
    let cache = remembered?.cache ?? state.readCache()
    guard !cache.fromEarlierBoot,
      let manifest = remembered?.manifest(bytes: bytes)?.decoded ?? WriteManifest.decode(bytes)
    else { return nil }
    let entries = manifest.entries
    let vouched = ParallelMap.allSatisfy(entries.indices) { index in
      let entry = entries[index]
      guard let hash = entry.hash, let status = fileSystem.status(at: fullPath(entry.path)),
        status.kind == .regularFile
      else { return false }
      return cache.hash(of: entry.path, status: status) == hash
    }
    return vouched ? UpToDateOutput(files: entries.count, record: Array(recorded.record)) : nil
  }
}
