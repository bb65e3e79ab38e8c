/// What every walk of one decode shares, and the two ways base files are walked: apart (each
/// file on its own, on every core) or together (one walker, one file after the other).
struct DecodeSetup: Sendable {
  /// Theme names, for `$extensions.mode`.
  var themeNames: ThemeNames
  /// What to do with an unknown `$type`.
  var unknownTypes: UnknownTypePolicy
  /// When each source file was last modified, where known.
  var modified: [String: Int64] = [:]
  /// The paths of every file being decoded.
  var inputFiles: Set<String> = []

  /// A walker with nothing walked yet.
  func walker(brokenTokens: Set<SourceLocation> = []) -> GroupWalker {
    var walker = GroupWalker()
    walker.themeNames = themeNames
    walker.unknownTypes = unknownTypes
    walker.modified = modified
    walker.inputFiles = inputFiles
    walker.brokenTokens = brokenTokens
    return walker
  }

  /// One walker over `layers`, one after the other, with room for `bytes` bytes of tokens.
  func walkTogether(_ layers: some Collection<PreparedLayer>, reserving bytes: Int) -> GroupWalker {
    var walker = walker()
    walker.reserveCapacity(forBytes: bytes)
    for layer in layers { walker.walk(layer) }
    return walker
  }

  /// Each of `layers` walked on its own (or reused from `cache`), merged in order; `nil` when
  /// their paths meet, so only one walker over all of them gives the right messages. Unless
  /// `keepingPaths` (layers walked after these look paths up), the merged walker has tables of
  /// paths only when files share a top-level name: files that do not cannot meet.
  func walkApart(
    _ layers: ArraySlice<PreparedLayer>, cache: DecodeCache?, reserving bytes: Int, keepingPaths: Bool
  ) -> GroupWalker? {
    let layers = Array(layers)
    guard !layers.isEmpty else { return nil }
    // The walks are made in a function of their own, so nothing else holds them once it returns
    // and their tokens can be moved out (a walk the cache keeps is copied first).
    var walks = walks(of: layers, cache: cache)
    cache?.keepOnly(Set(layers.map(\.layer.file.path)))
    let paths = keepingPaths || Self.shareNames(layers)
    var merged = walker()
    if paths { merged.reserveCapacity(forBytes: bytes) }
    for number in walks.indices {
      guard merged.absorb(walks[number], number: number, paths: paths) else { return nil }
      // Only the tokens are read after this: the walk's tables of paths go now, before the
      // merged token list is allocated, instead of when the walks are dropped.
      walks[number].dropPathTables()
    }
    guard !paths || !merged.tokensMeetGroups else { return nil }
    merged.takeTokens(from: &walks)
    return merged
  }

  /// The walk of each of `layers`, reused from `cache` or made (and kept there when it may be).
  private func walks(of layers: [PreparedLayer], cache: DecodeCache?) -> [DecodedFile] {
    let key = DecodeCache.Key(themeNames: themeNames, unknownTypes: unknownTypes)
    var files = layers.map { layer in layer.isCacheable ? cache?.decoded(layer.layer, key: key) : nil }
    // Planners first, the largest files first; then every chunk they left.
    let pending = layers.indices.filter { files[$0] == nil }
    let planners = ParallelMap.map(
      pending, startingWith: pending.indices.sorted { layers[pending[$0]].bytes > layers[pending[$1]].bytes }
    ) { index in
      var planner = walker()
      planner.splitChildren = DecodeSplit.chunkSize
      planner.walk(layers[index])
      return planner
    }
    let chunks = planners.enumerated().flatMap { number, planner in planner.deferred.map { (number, $0.chunk) } }
    let walkedChunks = ParallelMap.map(chunks) { number, chunk in
      var chunkWalker = walker(brokenTokens: layers[pending[number]].brokenTokens)
      chunkWalker.origin = layers[pending[number]].layer.origin
      chunkWalker.registeredTokens.reserveCapacity(chunk.range.count)
      chunkWalker.document.tokens.reserveCapacity(chunk.range.count)
      chunkWalker.walkChunk(chunk)
      return chunkWalker
    }
    var next = 0
    for (number, index) in pending.enumerated() {
      let count = planners[number].deferred.count
      var file = DecodedFile(planner: planners[number], chunks: Array(walkedChunks[next..<next + count]))
      next += count
      if file.needsWholeWalk { file = DecodedFile(whole: walkTogether([layers[index]], reserving: 0)) }
      if layers[index].isCacheable, file.isCacheable { cache?.store(file, for: layers[index].layer, key: key) }
      files[index] = file
    }
    return files.map { $0! }
  }

  /// Whether two of `layers` have a top-level key in common (every path starts with one).
  static func shareNames(_ layers: [PreparedLayer]) -> Bool {
    var seen: Set<String> = []
    for layer in layers {
      for name in Set(layer.root.entries?.map(\.key.text) ?? []) where !seen.insert(name).inserted { return true }
    }
    return false
  }
}

/// A loaded layer ready to walk: its root with references expanded, and the tokens whose
/// reference failed so far.
struct PreparedLayer: Sendable {
  /// The layer.
  var layer: InputLayer
  /// Its root, with `$ref` and `$extends` expanded.
  var root: SourceNode
  /// Tokens whose `$ref` failed (reported), by name location, in this layer and those before it.
  var brokenTokens: Set<SourceLocation>
  /// Whether its bytes may hold `$ref` or `$extends`.
  var hasReferences: Bool

  /// The size of its file.
  var bytes: Int { layer.file.bytes.count }

  /// Whether its walk depends on nothing but its bytes and layer: a whole file with no
  /// references, and no failed reference pointing into it.
  var isCacheable: Bool {
    layer.inline == nil && !hasReferences && !brokenTokens.contains { $0.file == layer.file.path }
  }
}

extension GroupWalker {
  /// Walks `layer`'s root in its role, knowing the tokens whose reference failed so far.
  mutating func walk(_ layer: PreparedLayer) {
    brokenTokens = layer.brokenTokens
    walkFile(layer.root, isJSON: layer.layer.file.isJSON, role: layer.layer.role, origin: layer.layer.origin)
  }
}

extension DecodedFile {
  /// Whether the walk depends on nothing but the file and its layer: it did not stop at a Style
  /// Dictionary token (which looks at the other inputs) and found no token defined twice (whose
  /// message looks at when files changed).
  var isCacheable: Bool {
    walkers.allSatisfy { !$0.abandonsFile && $0.duplicateFiles.duplicates.isEmpty }
  }
}
