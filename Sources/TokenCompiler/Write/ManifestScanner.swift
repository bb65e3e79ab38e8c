/// Reads a version-2 manifest laid out exactly as ``WriteManifest/encoded()`` writes it, one
/// line per file, without a JSON parser. Any surprise (an escape, a missing field) gives
/// `nil`, and the caller re-encodes what was read and compares it with the bytes, so a
/// manifest is only taken from here when that is provably what it says.
enum ManifestScanner {
  /// The manifest in `bytes`, or `nil` if they are not laid out as tokenc writes them.
  static func scan(_ bytes: [UInt8]) -> WriteManifest? {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = Cursor(buffer: buffer)
      guard scanner.skip("{\n  \"files\": [") else { return nil }
      var entries: [WriteManifest.Entry] = []
      entries.reserveCapacity(bytes.count / 96)
      while scanner.skip(entries.isEmpty ? "\n    {\"path\": \"" : ",\n    {\"path\": \"") {
        guard let path = scanner.text(upTo: UInt8(ascii: "\"")), scanner.skip(", \"size\": "),
          let size = scanner.number(), scanner.skip(", \"xxh64\": \""), let hash = scanner.hex(),
          scanner.skip("\"}")
        else { return nil }
        entries.append(WriteManifest.Entry(path: path, size: size, hash: hash))
      }
      guard scanner.skip(entries.isEmpty ? "],\n" : "\n  ],\n") else { return nil }
      return WriteManifest(entries: entries)
    }
  }

  /// A read position in the manifest's bytes.
  private struct Cursor {
    let buffer: UnsafeBufferPointer<UInt8>
    var offset = 0

    /// Skips `literal` if it comes next.
    mutating func skip(_ literal: StaticString) -> Bool {
      let count = literal.utf8CodeUnitCount
      guard offset + count <= buffer.count else { return false }
      for index in 0..<count where buffer[offset + index] != literal.utf8Start[index] { return false }
      offset += count
      return true
    }

    /// The text up to `end` (which is skipped); `nil` if it has an escape or no end.
    mutating func text(upTo end: UInt8) -> String? {
      let start = offset
      while offset < buffer.count, buffer[offset] != end {
        guard buffer[offset] != UInt8(ascii: "\\"), buffer[offset] >= 0x20 else { return nil }
        offset += 1
      }
      guard offset < buffer.count else { return nil }
      defer { offset += 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<offset]), as: UTF8.self)
    }

    /// A decimal number of at most 18 digits.
    mutating func number() -> Int? {
      var value = 0
      let start = offset
      while offset < buffer.count, offset - start < 18, (0x30...0x39).contains(buffer[offset]) {
        value = value * 10 + Int(buffer[offset] - 0x30)
        offset += 1
      }
      return offset > start ? value : nil
    }

    /// 16 lowercase hexadecimal digits.
    mutating func hex() -> UInt64? {
      guard offset + 16 <= buffer.count else { return nil }
      let digits = UnsafeBufferPointer(rebasing: buffer[offset..<offset + 16])
      offset += 16
      return ContentHash.parse(hex: String(decoding: digits, as: UTF8.self))
    }
  }
}
