import Foundation

/// The load stage's results kept between compiles in one process, so a file whose bytes did not
/// change is not parsed again: `tokenc watch` keeps one for its whole session, and a one-token
/// edit re-parses only the file it is in.
///
/// A file is reused only when its path and every byte are the same as when it was parsed (the
/// comparison is a `memcmp`, far cheaper than parsing), so a hit returns exactly what parsing it
/// again would: the same tree, locations and diagnostics. The cache holds the files of the last
/// compile only; files no longer read are dropped after each load.
///
/// It also holds the decode stage's cache (``decodeCache``), so whoever keeps one keeps both.
public final class LoadCache: @unchecked Sendable {
  /// One parsed file: its bytes, its tree and the load stage's diagnostics for it.
  struct Entry {
    var bytes: [UInt8]
    var loaded: LoadedFile
  }

  /// Guards `entries`, `hits` and `misses`, which is what makes the `@unchecked Sendable` sound.
  private let lock = NSLock()
  private var entries: [String: Entry] = [:]
  private var hits = 0
  private var misses = 0

  /// The decode stage's walks of unchanged base files, kept for as long as this cache.
  public let decodeCache = DecodeCache()

  /// Creates an empty cache.
  public init() {}

  /// What the load stage made of `file` last time, if its bytes are unchanged.
  func loaded(_ file: SourceFile) -> LoadedFile? {
    lock.lock()
    defer { lock.unlock() }
    guard let entry = entries[file.path], entry.bytes == file.bytes else {
      misses += 1
      return nil
    }
    hits += 1
    return entry.loaded
  }

  /// Keeps what the load stage made of `file`.
  func store(_ loaded: LoadedFile, for file: SourceFile) {
    lock.lock()
    defer { lock.unlock() }
    entries[file.path] = Entry(bytes: file.bytes, loaded: loaded)
  }

  /// Drops every file not in `paths` (the files of the compile that just loaded).
  func keepOnly(_ paths: Set<String>) {
    lock.lock()
    defer { lock.unlock() }
    entries = entries.filter { paths.contains($0.key) }
  }

  /// How many files were reused and how many parsed since the cache was made.
  public var counts: (reused: Int, parsed: Int) {
    lock.lock()
    defer { lock.unlock() }
    return (hits, misses)
  }
}

/// What the load stage made of one file: its tree (`nil` when it could not be read) and the
/// diagnostics found reading it.
struct LoadedFile: Sendable {
  /// The file's tree.
  var root: SourceNode?
  /// Problems found while reading it.
  var diagnostics: [Diagnostic]
}
