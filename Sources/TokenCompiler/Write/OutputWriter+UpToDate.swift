/// Deciding that nothing needs emitting: the output folder holds exactly what the last
/// completed write recorded, for the same inputs.
extension OutputWriter {
  /// The number of files the last completed write left, when that write recorded
  /// `inputsFingerprint` and every one of its files still holds the bytes it wrote, as the
  /// manifest's hashes and the stat cache show with one `lstat` each (no file is read);
  /// `nil` when anything is unknown or different, so the caller builds and compares.
  ///
  /// Never trusted: a missing, linked or version-1 manifest, an interrupted build's journal,
  /// a stat cache from before the last reboot, a file the cache does not vouch for.
  public func upToDateFileCount(inputsFingerprint fingerprint: String) -> Int? {
    guard !root.isEmpty, fileSystem.kind(at: root) == .directory else { return nil }
    let state = StateFolder(writer: self)
    guard state.readInputs() == fingerprint, state.readJournal() == nil,
      fileSystem.kind(at: fullPath(Self.manifestName)) == .regularFile,
      let bytes = try? fileSystem.readFile(at: fullPath(Self.manifestName)),
      let manifest = WriteManifest.decode(bytes)
    else { return nil }
    let cache = state.readCache()
    guard !cache.fromEarlierBoot else { return nil }
    for entry in manifest.entries {
      guard let hash = entry.hash, let status = fileSystem.status(at: fullPath(entry.path)),
        status.kind == .regularFile, cache.hash(of: entry.path, status: status) == hash
      else { return nil }
    }
    return manifest.entries.count
  }
}
