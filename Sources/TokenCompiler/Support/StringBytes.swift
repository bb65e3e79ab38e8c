extension StringProtocol {
  /// Whether the text contains the ASCII character `ascii`.
  ///
  /// A byte scan; much faster than `contains(_:)` with a string argument, which
  /// resolves to Foundation's locale-aware search when Foundation is imported.
  func contains(ascii: Unicode.Scalar) -> Bool {
    utf8.contains(UInt8(ascii: ascii))
  }
}

extension [UInt8] {
  /// Whether the bytes contain the UTF-8 bytes of `word` anywhere: one pass, read in place, a
  /// quick test before parsing (whether a file may hold `$ref`, or is a resolver document).
  func contains(utf8 word: String) -> Bool {
    let needle = Array(word.utf8)
    guard count >= needle.count, let first = needle.first else { return false }
    return withUnsafeBufferPointer { buffer in
      var index = 0
      while index <= buffer.count - needle.count {
        if buffer[index] == first {
          var matched = 1
          while matched < needle.count, buffer[index + matched] == needle[matched] { matched += 1 }
          if matched == needle.count { return true }
        }
        index += 1
      }
      return false
    }
  }
}
