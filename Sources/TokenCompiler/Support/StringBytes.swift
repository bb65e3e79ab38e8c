extension StringProtocol {
  /// Whether the text contains the ASCII character `ascii`.
  ///
  /// A byte scan; much faster than `contains(_:)` with a string argument, which
  /// resolves to Foundation's locale-aware search when Foundation is imported.
  func contains(ascii: Unicode.Scalar) -> Bool {
    let byte = UInt8(ascii: ascii)
    // In place when contiguous (native strings and their substrings): a loop over raw bytes,
    // not the UTF-8 view's iterator.
    if let found = utf8.withContiguousStorageIfAvailable({ $0.contains(byte) }) { return found }
    return utf8.contains(byte)
  }
}

extension [UInt8] {
  /// Whether the bytes contain the UTF-8 bytes of `word` anywhere, read in place: a quick test
  /// before parsing (whether a file may hold `$ref`, or is a resolver document).
  ///
  /// Boyer–Moore–Horspool: each step compares the byte under the word's last position and
  /// skips ahead by how far that byte is from the word's end (the whole word when it is not in
  /// it), so a long word is looked for in a fraction of the steps of a byte-by-byte scan, which
  /// took about 1 ms per megabyte and word (four words per token file).
  func contains(utf8 word: String) -> Bool {
    let needle = Array(word.utf8)
    guard let last = needle.indices.last else { return true }
    guard count >= needle.count else { return false }
    var skip = [Int](repeating: needle.count, count: 256)
    for (index, byte) in needle.enumerated().dropLast() { skip[Int(byte)] = last - index }
    return withUnsafeBufferPointer { bytes in
      var end = last
      while end < bytes.count {
        let byte = bytes[end]
        if byte == needle[last] {
          var matched = 1
          while matched < needle.count, bytes[end - matched] == needle[last - matched] { matched += 1 }
          if matched == needle.count { return true }
        }
        end += skip[Int(byte)]
      }
      return false
    }
  }
}
