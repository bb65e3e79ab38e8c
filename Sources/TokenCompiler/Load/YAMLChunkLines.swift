import Foundation

/// The line scan behind ``YAMLChunkPlan``: the runs of lines indented alike, read from the
/// indentation of each line that is not blank or a comment.
enum YAMLChunkLines {
  /// A run of sibling lines at one indentation: a block mapping's entries, if its first line starts a key.
  struct Region {
    /// The number of spaces before the run's lines.
    let indent: Int
    /// The byte offset and 0-based line of the run's first line.
    let start: Int
    let startLine: Int
    /// Whether the first line starts a key, so the run is a block mapping's.
    let isMapping: Bool
    /// Where the current entry (the last sibling line seen) starts.
    var entryStart: Int
    /// The bytes of the largest entry closed so far.
    var largest = 0
    /// The byte offsets and lines of the later sibling lines that start a key: where the run may
    /// be cut. Filled once the run is closed as the best so far; while it is open they are on
    /// the scan's shared stacks, from `cutBase` up.
    var cuts: [Int] = []
    var cutLines: [Int] = []
    /// Where the open run's cuts start on the scan's shared stacks.
    var cutBase = 0
  }

  /// The block mapping whose entries, all but the largest, hold the most bytes (at least a
  /// quarter of the file), where its run ends, and the file's line count as libyaml ends it
  /// (a last line without a break counts).
  static func largestMapping(in bytes: [UInt8]) -> (region: Region, end: Int, endLine: Int, lines: Int)? {
    bytes.withUnsafeBufferPointer(largestMapping(inBuffer:))
  }

  /// ``largestMapping(in:)`` over the bytes in place, its state in one ``LineScan``.
  private static func largestMapping(
    inBuffer buffer: UnsafeBufferPointer<UInt8>
  ) -> (region: Region, end: Int, endLine: Int, lines: Int)? {
    guard !hasOtherBreak(buffer) else { return nil }
    let count = buffer.count
    var scan = LineScan(count: count)
    var offset = 0
    var line = 0
    while offset < count {
      var index = offset
      while index < count, buffer[index] == 0x20 { index += 1 }
      let indent = index - offset
      let first: UInt8 = index < count ? buffer[index] : 0x0A
      if indent == 0, startsDocumentMarker(buffer, at: offset) { return nil }
      let end = nextLineBreak(in: buffer, from: index)
      if first != 0x0A, first != 0x0D, first != UInt8(ascii: "#") {
        scan.line(indent: indent, at: offset, line: line, startsKey: isKeyStart(first))
      }
      offset = end + 1
      line += 1
    }
    scan.close(above: -1, at: count, line: line)
    scan.best?.lines = line
    return scan.best
  }

  /// Whether a line may start a key at which a run is cut: letters, digits, `_`, `$` and quotes
  /// only (never an indicator, a tab, a byte order mark or a line break).
  static func isKeyStart(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      true
    default: false
    }
  }

  /// Whether the line at `offset` starts with `---`, `...` or `%` (a document marker or directive).
  private static func startsDocumentMarker(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    guard offset < buffer.count else { return false }
    let first = buffer[offset]
    if first == UInt8(ascii: "%") { return true }
    guard first == UInt8(ascii: "-") || first == UInt8(ascii: "."), offset + 2 < buffer.count else { return false }
    return buffer[offset + 1] == first && buffer[offset + 2] == first
  }

  /// The index of the first `\n` from `start`, or the end of the buffer.
  private static func nextLineBreak(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard start < buffer.count, let base = buffer.baseAddress,
      let found = memchr(base + start, 0x0A, buffer.count - start)
    else { return buffer.count }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
  }

  /// Whether a line break other than `\n` and `\r\n` is in the file: a lone `\r`, NEL, LS or PS
  /// (`memchr` finds their first bytes, rare in a token file).
  private static func hasOtherBreak(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = buffer.baseAddress else { return false }
    for first: UInt8 in [0x0D, 0xC2, 0xE2] {
      var from = 0
      while from < buffer.count, let found = memchr(base + from, Int32(first), buffer.count - from) {
        let index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        if isOtherBreak(buffer, at: index) { return true }
        from = index + 1
      }
    }
    return false
  }

  /// Whether a line break other than `\n` and `\r\n` starts at `index`: a lone `\r`, NEL, LS or PS.
  private static func isOtherBreak(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    let byte = buffer[index]
    let next = index + 1 < buffer.count ? buffer[index + 1] : 0
    switch byte {
    case 0x0D: return next != 0x0A
    case 0xC2: return next == 0x85
    case 0xE2:
      return next == 0x80 && index + 2 < buffer.count && (buffer[index + 2] == 0xA8 || buffer[index + 2] == 0xA9)
    default: return false
    }
  }
}
