/// Moving merged tokens out of the walks they were decoded in.
///
/// Appending one array's tokens to another copies each (a retain of every path, value and
/// location it holds) and freeing the walk then releases them again: at 10,000 tokens, about a
/// tenth of the decode stage. ``GroupWalker/takeTokens(from:)`` moves them instead, leaving an
/// empty token in each slot it empties. A walk another owner shares (``DecodeCache``) is copied
/// first, by the array's copy-on-write, so what that owner holds is untouched.
extension GroupWalker {
  /// What an emptied slot holds: a token with nothing to retain or release.
  private static let emptied = DecodedToken(
    path: TokenPath([]), declaredType: nil, inheritedType: nil, value: .literal(.number(0)), description: nil,
    deprecation: nil, extensions: [:], location: SourceLocation(file: "", line: 0, column: 0),
    valueLocation: SourceLocation(file: "", line: 0, column: 0))

  /// Moves the tokens of ``tokenSlices`` out of `files` (the walks they came from, by number)
  /// into `document.tokens`, after the tokens it holds, in order.
  mutating func takeTokens(from files: inout [DecodedFile]) {
    guard slicedTokenCount > 0 else { return }
    let slices = tokenSlices
    let total = document.tokens.count + slicedTokenCount
    (tokenSlices, slicedTokenCount) = ([], 0)
    let kept = document.tokens
    let emptied = Self.emptied
    document.tokens = Array(unsafeUninitializedCapacity: total) { buffer, count in
      let start = buffer.baseAddress!
      kept.withUnsafeBufferPointer { kept in
        if let first = kept.baseAddress { start.initialize(from: first, count: kept.count) }
      }
      count = kept.count
      for slice in slices where !slice.range.isEmpty {
        files[slice.file].walkers[slice.walker].document.tokens.withUnsafeMutableBufferPointer { source in
          let first = source.baseAddress! + slice.range.lowerBound
          (start + count).moveInitialize(from: first, count: slice.range.count)
          first.initialize(repeating: emptied, count: slice.range.count)
        }
        count += slice.range.count
      }
    }
  }
}
