import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// The stat cache in `.tokenc/stat-cache`: for each file tokenc wrote or verified, its `lstat`
/// numbers and the XXH64 hash of its bytes at that moment.
///
/// A file whose size, modification time, change time and inode all still match, and that was
/// not written in the same clock tick as the cache itself (git's "racy clean" rule), is taken
/// to hold those bytes without reading it. The cache is machine-specific and never committed;
/// deleting it only makes the next build compare byte for byte.
///
/// The first line names the format and the boot session that wrote it. A cache from an earlier
/// boot is not trusted: after a power failure a file can keep its size and times and lose its
/// bytes, so the first build after a reboot compares everything (and sweeps staging files a
/// lost journal can no longer name). Then one line per file:
/// `<xxh64> <size> <mtime ns> <ctime ns> <inode> <path>`.
struct StatCache: Sendable, Equatable {
  /// The start of the first line, naming the format; the boot session follows.
  static let header = "tokenc-stat-cache 1 "

  /// What was recorded for one file.
  struct Entry: Sendable, Hashable {
    /// The XXH64 hash of the bytes.
    var hash: UInt64
    /// The `lstat` numbers when the hash was taken.
    var status: FileStatus
  }

  /// The entries by relative path.
  var entries: [String: Entry] = [:]
  /// The modification time of the cache file when read: entries at or after it are racy.
  var writtenAt = Int64.max
  /// Whether a cache was found but written before the last reboot (then it has no entries).
  var fromEarlierBoot = false

  /// The recorded hash of `path` if `status` is the one recorded and not racy.
  func hash(of path: String, status: FileStatus) -> UInt64? {
    guard let entry = entries[path], status.isComplete, entry.status == status,
      status.modified < writtenAt, status.changed < writtenAt
    else { return nil }
    return entry.hash
  }

  /// The cache as text for boot session `boot`, one line per path in path order, so the same
  /// entries always give the same bytes. Paths with a line break are left out.
  ///
  /// A large cache (a fresh build's thousands of files, encoded after the commit while the
  /// other core idles) is encoded in chunks of lines on every core and joined in order.
  func encoded(boot: String = BootSession.current) -> [UInt8] {
    var output = Array((Self.header + boot + "\n").utf8)
    let sorted = entries.sorted { $0.key < $1.key }
    let chunkCount = min(ParallelMap.cores * 2, sorted.count / Self.linesPerChunk)
    guard chunkCount > 1 else {
      output.reserveCapacity(output.count + sorted.count * 120)
      Self.appendLines(sorted[...], to: &output)
      return output
    }
    let chunks = ParallelMap.map(Array(0..<chunkCount)) { chunk in
      var lines: [UInt8] = []
      let range = ParallelMap.range(ofChunk: chunk, of: chunkCount, count: sorted.count)
      lines.reserveCapacity(range.count * 120)
      Self.appendLines(sorted[range], to: &lines)
      return lines
    }
    output.reserveCapacity(chunks.reduce(output.count) { $0 + $1.count })
    for chunk in chunks { output += chunk }
    return output
  }

  /// The fewest lines worth encoding on another core.
  static let linesPerChunk = 1_024

  /// Appends one line per entry of `entries` (sorted) to `output`, leaving out paths with a line break.
  ///
  /// Each line is written through one ``ByteBuffer`` (a check of the room left per field, the
  /// path copied and checked in place) rather than appended to an array a byte at a time.
  private static func appendLines(_ entries: ArraySlice<(key: String, value: Entry)>, to output: inout [UInt8]) {
    var lines = ByteBuffer(capacity: entries.count * 120)
    for (path, entry) in entries {
      var path = path
      path.withUTF8 { name in
        guard !name.contains(UInt8(ascii: "\n")) else { return }
        lines.write(16) { ContentHash.writeHex(entry.hash, into: $0) }
        let status = entry.status
        lines.append(UInt8(ascii: " "))
        lines.append(decimal: Int(status.size))
        lines.append(UInt8(ascii: " "))
        lines.append(decimal: Int(status.modified))
        lines.append(UInt8(ascii: " "))
        lines.append(decimal: Int(status.changed))
        lines.append(UInt8(ascii: " "))
        if let inode = Int(exactly: status.inode) {
          lines.append(decimal: inode)
        } else {
          lines.append(String(status.inode))
        }
        lines.append(UInt8(ascii: " "))
        lines.append(name)
        lines.append(UInt8(ascii: "\n"))
      }
    }
    let bytes = lines.finish()
    if output.isEmpty { output = bytes } else { output += bytes }
  }

  /// Reads a cache written at `writtenAt` during boot session `boot`; malformed lines are
  /// skipped, a wrong header gives an empty cache, another boot session an empty one marked
  /// ``fromEarlierBoot``.
  static func decode(_ bytes: [UInt8], writtenAt: Int64, boot: String = BootSession.current) -> StatCache {
    guard bytes.starts(with: Self.header.utf8) else { return StatCache() }
    let header = Array((Self.header + boot + "\n").utf8)
    guard bytes.starts(with: header) else { return StatCache(fromEarlierBoot: true) }
    var cache = StatCache(writtenAt: writtenAt)
    cache.entries.reserveCapacity(bytes.count / 100)
    bytes.withUnsafeBufferPointer { buffer in
      var reader = LineReader(buffer: buffer, offset: header.count)
      while !reader.atEnd {
        let fields = (reader.hex(), reader.number(), reader.number(), reader.number(), reader.number())
        let path = reader.rest()
        guard let hash = fields.0, let size = fields.1, let modified = fields.2, let changed = fields.3,
          let inode = fields.4, inode > 0, let path, max(size, modified, changed) <= UInt64(Int64.max)
        else { continue }
        let status = FileStatus(
          kind: .regularFile, size: Int64(size), modified: Int64(modified), changed: Int64(changed), inode: inode)
        cache.entries[path] = Entry(hash: hash, status: status)
      }
    }
    return cache
  }
}

/// The identity of the running boot of the machine, so the stat cache can tell a reboot (and
/// with it a possible power failure) apart from an ordinary later build.
enum BootSession {
  /// Linux's `boot_id`, or the boot time on Apple platforms; `"unknown"` elsewhere (a cache
  /// is then trusted across reboots, as without this check).
  static let current: String = {
    #if os(Linux)
      let path = "/proc/sys/kernel/random/boot_id"
      if let data = FileManager.default.contents(atPath: path) {
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if !text.isEmpty, !text.contains(" ") { return text }
      }
    #elseif canImport(Darwin)
      var time = timeval()
      var size = MemoryLayout<timeval>.size
      if sysctlbyname("kern.boottime", &time, &size, nil, 0) == 0 { return "\(time.tv_sec).\(time.tv_usec)" }
    #endif
    return "unknown"
  }()
}
