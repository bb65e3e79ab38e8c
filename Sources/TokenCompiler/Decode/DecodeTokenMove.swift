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
    let last = Self.lastSlices(slices)
    document.tokens = Array(unsafeUninitializedCapacity: total) { buffer, count in
      let start = buffer.baseAddress!
      kept.withUnsafeBufferPointer { kept in
        if let first = kept.baseAddress { start.initialize(from: first, count: kept.count) }
      }
      count = kept.count
      for (number, slice) in slices.enumerated() {
        if !slice.range.isEmpty {
          files[slice.file].walkers[slice.walker].document.tokens.withUnsafeMutableBufferPointer { source in
            let first = source.baseAddress! + slice.range.lowerBound
            (start + count).moveInitialize(from: first, count: slice.range.count)
            first.initialize(repeating: emptied, count: slice.range.count)
          }
          count += slice.range.count
        }
        // Once a walker's last slice is moved, its list (emptied tokens) is freed at once, so the
        // walks' lists do not all stay beside the merged one until the walks are dropped.
        if last.contains(number) { files[slice.file].walkers[slice.walker].document.tokens = [] }
      }
    }
  }

  /// The positions in `slices` of the last slice of each walker (by file and walker number).
  private static func lastSlices(_ slices: [(file: Int, walker: Int, range: Range<Int>)]) -> Set<Int> {
    var seen: Set<[Int]> = []
    var last: Set<Int> = []
    for number in slices.indices.reversed() where seen.insert([slices[number].file, slices[number].walker]).inserted {
      last.insert(number)
    }
    return last
  }
}

extension DecodedFile {
  /// Drops what its walkers keep to look paths up (every token's and group's path and place),
  /// which nothing reads once the walk is absorbed: only its tokens are still to be moved out.
  mutating func dropPathTables() {
    for number in walkers.indices {
      walkers[number].registeredTokens = [:]
      walkers[number].groupLocations = [:]
    }
  }
}
