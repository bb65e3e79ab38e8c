import Foundation

/// The decode stage's walks of base files kept between compiles in one process, so a file
/// whose bytes and layer did not change is not walked again: `tokenc watch` keeps one for its
/// whole session (in its ``LoadCache``), and a one-token edit re-walks only the file it is in.
///
/// A walk is reused only when the file's path and every byte are the same, and so is everything
/// else the walk reads (``Key``: its role's origin, the theme names, the unknown-type policy);
/// walks that read other files (references, a Style Dictionary file's converted copy, the
/// modification times in a duplicate's message) are never kept. The cache holds the files of
/// the last compile only.
public final class DecodeCache: @unchecked Sendable {
  /// What a base file's walk reads besides its bytes.
  struct Key: Equatable, Sendable {
    /// The file's role.
    var role = InputRole.base
    /// Where the file's role comes from, for messages.
    var origin: String? = nil
    /// The theme names `$extensions.mode` keys are read with.
    var themeNames: ThemeNames
    /// What to do with a token whose `$type` tokenc does not know.
    var unknownTypes: UnknownTypePolicy

    /// This key with `layer`'s role and origin.
    func of(_ layer: InputLayer) -> Key {
      var key = self
      (key.role, key.origin) = (layer.role, layer.origin)
      return key
    }
  }

  /// One walked file: its bytes, what else the walk read, and the walk.
  struct Entry {
    /// The file's bytes.
    var bytes: [UInt8]
    /// What else the walk read.
    var key: Key
    /// The walk.
    var walk: DecodedFile
  }

  /// Guards `entries`, `hits` and `misses`, which is what makes the `@unchecked Sendable` sound.
  private let lock = NSLock()
  private var entries: [String: Entry] = [:]
  private var hits = 0
  private var misses = 0

  /// Creates an empty cache.
  public init() {}

  /// The walk of `layer`'s file kept last time, if its bytes and `key` are unchanged.
  func decoded(_ layer: InputLayer, key: Key) -> DecodedFile? {
    let key = key.of(layer)
    lock.lock()
    defer { lock.unlock() }
    guard let entry = entries[layer.file.path], entry.key == key, entry.bytes == layer.file.bytes else {
      misses += 1
      return nil
    }
    hits += 1
    return entry.walk
  }

  /// Keeps the walk of `layer`'s file.
  func store(_ walk: DecodedFile, for layer: InputLayer, key: Key) {
    lock.lock()
    defer { lock.unlock() }
    entries[layer.file.path] = Entry(bytes: layer.file.bytes, key: key.of(layer), walk: walk)
  }

  /// Drops every file not in `paths` (the base files of the compile that just decoded).
  func keepOnly(_ paths: Set<String>) {
    lock.lock()
    defer { lock.unlock() }
    entries = entries.filter { paths.contains($0.key) }
  }

  /// How many files were reused and how many walked since the cache was made.
  public var counts: (reused: Int, walked: Int) {
    lock.lock()
    defer { lock.unlock() }
    return (hits, misses)
  }
}
