/// Carrying out a prepared write: removals, atomic writes and the manifest.
extension OutputWriter {
  /// Applies `prepared` to the disk and reports what changed.
  func apply(_ prepared: PreparedWrite) throws -> WriteReport {
    let plan = prepared.plan
    let neededFolders = Set(prepared.emitted.flatMap(OutputPath.parentFolders(of:)))
    var removedDirectories: [String] = []
    for path in plan.removed {
      try fileSystem.removeFile(at: fullPath(path))
      removedDirectories += pruneEmptyFolders(above: path, keeping: neededFolders)
    }

    var written: [String] = []
    do {
      for path in plan.created + plan.updated {
        try writeAtomically(prepared.pending[path] ?? [], to: path)
        written.append(path)
      }
    } catch {
      recordPartialWrite(prepared, written: written)
      throw error
    }

    if plan.manifestChanged {
      try writeAtomically(prepared.manifestBytes, to: Self.manifestName)
    }
    return WriteReport(
      created: plan.created, updated: plan.updated, unchanged: plan.unchanged,
      removed: plan.removed, removedDirectories: removedDirectories,
      manifestWritten: plan.manifestChanged)
  }

  /// Writes `bytes` to a temporary file beside `relative` and renames it over the target.
  ///
  /// Missing folders are created first. If the rename fails the temporary file is removed.
  func writeAtomically(_ bytes: [UInt8], to relative: String) throws {
    let target = fullPath(relative)
    let folder = OutputPath.parentFolders(of: relative).first.map(fullPath) ?? root
    try WriteError.wrapping(folder, "cannot create directory") {
      try fileSystem.createDirectory(at: folder)
    }
    let temporary = OutputPath.join(folder, Self.temporaryName(for: relative))
    try WriteError.wrapping(temporary, "cannot create temporary file") {
      try fileSystem.createNewFile(at: temporary, contents: bytes)
    }
    do {
      try WriteError.wrapping(target, "cannot replace file") {
        try fileSystem.rename(temporary, to: target)
      }
    } catch {
      try? fileSystem.removeFile(at: temporary)
      throw error
    }
  }

  /// `.<name>.tokenc-tmp-<random>`, with the name shortened so the result fits in 255 bytes.
  static func temporaryName(for relative: String) -> String {
    var name = ""
    for scalar in OutputPath.fileName(of: relative).unicodeScalars {
      guard name.utf8.count + String(scalar).utf8.count <= 128 else { break }
      name.unicodeScalars.append(scalar)
    }
    let random = String(UInt64.random(in: .min ... .max), radix: 16)
    return ".\(name).tokenc-tmp-\(random)"
  }

  /// Removes the folders above `relative` that are now empty, innermost first, stopping at
  /// the first folder that still has entries or is still needed. Never removes the root.
  private func pruneEmptyFolders(above relative: String, keeping needed: Set<String>) -> [String] {
    var removed: [String] = []
    for folder in OutputPath.parentFolders(of: relative) {
      guard !needed.contains(folder), fileSystem.removeDirectoryIfEmpty(at: fullPath(folder))
      else { break }
      removed.append(folder)
    }
    return removed
  }

  /// After a failed write, records every file tokenc now owns on disk, so a later write can
  /// still clean them up. Best effort: a failure here is ignored in favour of the first error.
  private func recordPartialWrite(_ prepared: PreparedWrite, written: [String]) {
    let owned = prepared.previous.subtracting(prepared.plan.removed).union(written)
    let bytes = WriteManifest(files: Array(owned)).encoded()
    guard (try? fileSystem.readFile(at: fullPath(Self.manifestName))) != bytes else { return }
    try? writeAtomically(bytes, to: Self.manifestName)
  }
}
