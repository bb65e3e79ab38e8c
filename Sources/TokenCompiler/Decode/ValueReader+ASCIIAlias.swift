extension ValueReader {
  /// The path of `text` when it is a well-formed alias in ASCII, `{group.token}`, read from its
  /// bytes; `nil` for anything else, which ``alias(_:)`` reads the long way.
  ///
  /// Well formed: `{` first, `}` last, something between, no other brace, no empty name
  /// (no leading, trailing or doubled `.`). Such text has nothing to trim, its braced part is
  /// its bytes between the braces, and the long way accepts it with this very path.
  static func wellFormedASCIIAlias(_ text: String) -> TokenPath? {
    let path = text.utf8.withContiguousStorageIfAvailable { bytes -> TokenPath? in
      guard bytes.count > 2, bytes[0] == UInt8(ascii: "{"), bytes[bytes.count - 1] == UInt8(ascii: "}") else {
        return nil
      }
      let inner = UnsafeBufferPointer(rebasing: bytes[1..<bytes.count - 1])
      // Whether the byte before is a separator (or the start): a `.` there makes an empty name.
      var afterSeparator = true
      for byte in inner {
        guard byte < 0x80, byte != UInt8(ascii: "{"), byte != UInt8(ascii: "}") else { return nil }
        if byte == UInt8(ascii: ".") {
          guard !afterSeparator else { return nil }
          afterSeparator = true
        } else {
          afterSeparator = false
        }
      }
      guard !afterSeparator, let components = TokenPath.components(ofASCIIDotted: inner) else { return nil }
      return TokenPath(components: components, description: String(decoding: inner, as: UTF8.self))
    }
    return path ?? nil
  }
}
