import Foundation

/// The work that needs no decisions, spread over every core: hashing the emitted bytes and
/// one `lstat` of each target (independent from file to file, and most of a no-op build's
/// time), alongside reading the manifest and the stat cache.
extension OutputWriter {
  /// What is known about one emitted file before comparing it.
  struct Probe: Sendable {
    /// The XXH64 hash of the emitted bytes.
    var hash: UInt64 = 0
    /// The `lstat` of the target, `nil` if nothing is there (or the output folder is missing).
    var status: FileStatus?
  }

  /// Everything ``probe(_:rootExists:)`` found.
  struct Probed: Sendable {
    /// One probe per emitted file, in order.
    var files: [Probe]
    /// The stat cache.
    var cache = StatCache()
    /// What is at the manifest's path.
    var manifestKind: FileKind?
    /// The manifest's bytes, if it is a regular file.
    var manifest: [UInt8]?
    /// The manifest decoded, when ``memory`` remembered these bytes (else it is decoded when needed).
    var remembered: WriteMemory.Manifest?
  }

  /// Hashes every file and, if the output folder exists, takes the `lstat` of its target and
  /// reads the manifest and the stat cache, in parallel.
  func probe(_ files: [Item], rootExists: Bool) -> Probed {
    var probes = [Probe](repeating: Probe(), count: files.count)
    let chunks = max(1, min(8, files.count / 256))
    let reads = SideReads()
    probes.withUnsafeMutableBufferPointer { buffer in
      let slots = ProbeSlots(buffer: buffer)
      DispatchQueue.concurrentPerform(iterations: chunks + 1) { task in
        guard task > 0 else {
          if rootExists { readState(into: reads) }
          return
        }
        let chunk = task - 1
        for index in ParallelMap.range(ofChunk: chunk, of: chunks, count: files.count) {
          let file = files[index]
          if let probe = file.probe {
            slots.buffer[index] = probe
            continue
          }
          guard case .bytes(let contents) = file.content else { continue }
          slots.buffer[index] = probe(file.path, contents, statusToo: rootExists)
        }
      }
    }
    return Probed(
      files: probes, cache: reads.cache, manifestKind: reads.manifestKind, manifest: reads.manifest,
      remembered: reads.remembered)
  }

  /// The probes of `files` handed over together (``WriteSession/accept(_:)``): each hashed and,
  /// when `rootExists` and its path is valid, its target `lstat`ed. A large batch (the asset
  /// catalog hands over 1,000 color sets at a time) is shared with a thread per other core
  /// (``ParallelMap/mapUntilFailure(count:chunks:_:)``), so a core that has finished its
  /// emitters takes some: those `lstat`s, each a walk of five folders, were ~14 ms of a
  /// 10,000-token watch rebuild on the catalog's thread alone, at the end of the emit stage.
  func probes(of files: [EmittedFile], rootExists: Bool) -> [Probe] {
    // Paths are checked only when the write finishes: an invalid one is not looked at here.
    @Sendable func probe(_ file: EmittedFile) -> Probe {
      self.probe(file.path, file.contents, statusToo: rootExists && OutputPath.isValid(file.path))
    }
    guard files.count >= 256 else { return files.map(probe) }
    return ParallelMap.mapUntilFailure(count: files.count) { probe(files[$0]) }.results
  }

  /// The probe of one file: the hash of `contents` and, with `statusToo`, the `lstat` of `path`'s target.
  private func probe(_ path: String, _ contents: [UInt8], statusToo: Bool) -> Probe {
    Probe(hash: ContentHash.xxh64(contents), status: statusToo ? fileSystem.status(at: fullPath(path)) : nil)
  }

  /// Reads the manifest (if it is a regular file, never through a link) and the stat cache (or
  /// takes it from ``memory``, which also saves decoding a manifest it remembers).
  func readState(into reads: SideReads) {
    let path = fullPath(Self.manifestName)
    reads.manifestKind = fileSystem.kind(at: path)
    reads.manifest = reads.manifestKind == .regularFile ? try? fileSystem.readFile(at: path) : nil
    let folder = memory?.remembered(root)
    reads.cache = folder?.cache ?? StateFolder(writer: self).readCache()
    reads.remembered = folder?.manifest(bytes: reads.manifest)
    if reads.remembered != nil { memory?.countReuse() }
  }
}

/// The probes' storage, shared by the worker threads; each writes only its own range of slots.
private struct ProbeSlots: @unchecked Sendable {
  /// The slots.
  let buffer: UnsafeMutableBufferPointer<OutputWriter.Probe>
}

extension OutputWriter {
  /// What one worker reads while the others probe; read only after all of them have finished.
  final class SideReads: @unchecked Sendable {
    /// The stat cache.
    var cache = StatCache()
    /// What is at the manifest's path.
    var manifestKind: FileKind?
    /// The manifest's bytes.
    var manifest: [UInt8]?
    /// The manifest as ``OutputWriter/memory`` remembers it, if it holds these bytes.
    var remembered: WriteMemory.Manifest?
  }
}
