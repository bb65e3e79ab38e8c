/// Splitting one file's walk so its large groups are walked on every core.
///
/// A walker with ``GroupWalker/splitChildren`` set (the planner) walks the file as usual, but
/// leaves the children of each large group to chunk walkers, noting its own ``WalkMarks`` where
/// each chunk would have been walked. The chunks' paths all lie under their group, which the
/// planner walks nowhere else, so they cannot meet: putting the planner's output and the chunks'
/// back together at those marks (``DecodedFile``) gives what one walker gives.
enum DecodeSplit {
  /// How many children of a group one chunk walks; groups with fewer than twice this are not split.
  static let chunkSize = 256
}

/// How much a walker has produced so far: the lengths of its output lists.
struct WalkMarks: Sendable {
  /// Tokens in its document.
  var tokens = 0
  /// Groups in its document.
  var groups = 0
  /// Contrast pairs in its document.
  var contrastPairs = 0
  /// Its diagnostics.
  var diagnostics = 0
  /// Tokens it skipped for their `$type`.
  var skippedForType = 0
  /// Its `unknownTypes: skip` warnings.
  var unknownTypeWarnings = 0
  /// Tokens it found defined twice.
  var duplicates = 0
  /// Its `$extensions.mode` warnings.
  var modeWarnings = 0
}

/// Children of one group left to another walker: the group's entries, which of them, and the
/// context the group passes down.
struct DecodeChunk: Sendable {
  /// The group's entries.
  var entries: [SourceMappingEntry]
  /// The indices of the entries to walk.
  var range: Range<Int>
  /// What the group passes down.
  var context: GroupContext
}

extension GroupWalker {
  /// What this walker has produced so far.
  var marks: WalkMarks {
    WalkMarks(
      tokens: document.tokens.count, groups: document.groups.count, contrastPairs: document.contrastPairs.count,
      diagnostics: reader.diagnostics.count, skippedForType: skippedForType.count,
      unknownTypeWarnings: unknownTypeWarnings.count, duplicates: duplicateFiles.duplicates.count,
      modeWarnings: modeWarnings.count)
  }

  /// Leaves a group's children to chunk walkers, in chunks of `size`, noting where each goes.
  mutating func deferChildren(_ entries: [SourceMappingEntry], context: GroupContext, size: Int) {
    var start = 0
    while start < entries.count {
      let end = entries.count - start < 2 * size ? entries.count : start + size
      deferred.append((DecodeChunk(entries: entries, range: start..<end, context: context), marks))
      start = end
    }
  }

  /// Walks the children of a chunk, as the group's own walk would have.
  mutating func walkChunk(_ chunk: DecodeChunk) {
    walkChildren(of: chunk.entries, in: chunk.range, context: chunk.context)
  }
}

/// One file's walk: one walker's output, or a split walk's planner and chunks with the order
/// their outputs go in.
struct DecodedFile: Sendable {
  /// The walkers: the planner first, then its chunks in order.
  var walkers: [GroupWalker]
  /// The output in order: which walker, and the part of its lists between two marks.
  var slices: [(walker: Int, from: WalkMarks, to: WalkMarks)]

  /// A file walked by one walker.
  init(whole walker: GroupWalker) {
    walkers = [walker]
    slices = [(0, WalkMarks(), walker.marks)]
  }

  /// A split file: the planner's output cut at the marks where it left each chunk.
  init(planner: GroupWalker, chunks: [GroupWalker]) {
    walkers = [planner] + chunks
    slices = []
    var from = WalkMarks()
    for (index, chunk) in chunks.enumerated() {
      let cut = planner.deferred[index].marks
      slices.append((0, from, cut))
      slices.append((index + 1, WalkMarks(), chunk.marks))
      from = cut
    }
    slices.append((0, from, planner.marks))
  }

  /// Whether walking it in chunks stopped early or may have overlapped, so it must be walked whole.
  var needsWholeWalk: Bool {
    walkers[0].repeatsGroup || walkers.dropFirst().contains(where: \.abandonsFile)
  }
}
