extension StringProtocol {
  /// Whether the text contains the ASCII character `ascii`.
  ///
  /// A byte scan; much faster than `contains(_:)` with a string argument, which
  /// resolves to Foundation's locale-aware search when Foundation is imported.
  func contains(ascii: Unicode.Scalar) -> Bool {
    utf8.contains(UInt8(ascii: ascii))
  }
}
