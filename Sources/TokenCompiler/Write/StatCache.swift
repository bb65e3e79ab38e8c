/// The stat cache in `.tokenc/stat-cache`: for each file tokenc wrote or verified, its `lstat`
/// numbers and the XXH64 hash of its bytes at that moment.
///
/// A file whose size, modification time, change time and inode all still match, and that was
/// not written in the same clock tick as the cache itself (git's "racy clean" rule), is taken
/// to hold those bytes without reading it. The cache is machine-specific and never committed;
/// deleting it only makes the next build compare byte for byte. One line per file:
/// `<xxh64> <size> <mtime ns> <ctime ns> <inode> <path>`.
struct StatCache: Sendable, Equatable {
  /// The first line, naming the format.
  static let header = "tokenc-stat-cache 1"

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

  /// The recorded hash of `path` if `status` is the one recorded and not racy.
  func hash(of path: String, status: FileStatus) -> UInt64? {
    guard let entry = entries[path], status.isComplete, entry.status == status,
      status.modified < writtenAt, status.changed < writtenAt
    else { return nil }
    return entry.hash
  }

  /// The cache as text, sorted by path. Paths with a line break are left out.
  func encoded() -> [UInt8] {
    var output = Array((Self.header + "\n").utf8)
    output.reserveCapacity(entries.count * 120)
    for (path, entry) in entries.sorted(by: { $0.key < $1.key }) where !path.contains("\n") {
      let status = entry.status
      let fields = [ContentHash.hex(entry.hash), "\(status.size)", "\(status.modified)", "\(status.changed)"]
      output += Array((fields.joined(separator: " ") + " \(status.inode) " + path + "\n").utf8)
    }
    return output
  }

  /// Reads a cache written at `writtenAt`; malformed lines are skipped, a wrong header gives an empty cache.
  static func decode(_ bytes: [UInt8], writtenAt: Int64) -> StatCache {
    var cache = StatCache(writtenAt: writtenAt)
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)[...]
    guard let first = lines.popFirst(), first.elementsEqual(header.utf8) else { return StatCache() }
    cache.entries.reserveCapacity(lines.count)
    for line in lines {
      let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 5, omittingEmptySubsequences: false)
      guard fields.count == 6, let hash = ContentHash.parse(hex: String(decoding: fields[0], as: UTF8.self)),
        let size = number(fields[1]), let modified = number(fields[2]), let changed = number(fields[3]),
        let inode = number(fields[4]), inode > 0, max(size, modified, changed) <= UInt64(Int64.max)
      else { continue }
      let status = FileStatus(
        kind: .regularFile, size: Int64(size), modified: Int64(modified), changed: Int64(changed), inode: inode)
      cache.entries[String(decoding: fields[5], as: UTF8.self)] = Entry(hash: hash, status: status)
    }
    return cache
  }

  /// A non-negative decimal number that fits in 64 bits.
  private static func number(_ digits: ArraySlice<UInt8>) -> UInt64? {
    guard !digits.isEmpty else { return nil }
    var value: UInt64 = 0
    for digit in digits {
      guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
      let (times, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = times.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
      guard !overflow, !carry else { return nil }
      value = sum
    }
    return value
  }
}
