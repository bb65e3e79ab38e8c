extension ValueResolver {
  /// The resolved tokens, in the designer's order, each built from its value and the fields of
  /// its decoded token, which are moved out (``resolvedToken(_:moving:references:)``); so are
  /// its aliases, out of `references`. Built in chunks on every core, each token straight into
  /// its place in the result.
  func resolvedTokens(
    moving decoded: UnsafeMutableBufferPointer<DecodedToken>, references: inout [[AliasReference]]
  ) -> [ResolvedToken] {
    // The place of each resolved token in the result (-1 for the others).
    var positions = [Int](repeating: -1, count: decoded.count)
    var count = 0
    for index in decoded.indices where isResolved(index) {
      positions[index] = count
      count += 1
    }
    guard count > 0 else { return [] }
    let places = positions
    return references.withUnsafeMutableBufferPointer { references in
      [ResolvedToken](unsafeUninitializedCapacity: count) { buffer, initialized in
        // Each chunk moves out of, and writes into, only the slots of its own tokens.
        let shared = ResolveShared(
          value: (resolver: self, decoded: decoded, references: references, result: buffer.baseAddress!))
        _ = ParallelMap.map(ResolveChunks.split(decoded.indices)) { range in
          let (resolver, decoded, references, result) = shared.value
          for index in range where places[index] >= 0 {
            var tokenReferences: [AliasReference] = []
            swap(&tokenReferences, &references[index])
            (result + places[index]).initialize(
              to: resolver.resolvedToken(index, moving: decoded.baseAddress! + index, references: tokenReferences))
          }
          return range.count
        }
        initialized = count
      }
    }
  }
}
