/// Where a large YAML file can be cut so its pieces parse on several cores.
///
/// A design system's big file is one large block mapping somewhere inside it (at 10,000 tokens,
/// `color.semantic` holds 4,000 tokens). The plan finds, by reading the lines' indentation only,
/// the block mapping whose entries are most of the file, and cuts its run of entries at lines
/// that start a key at exactly its indentation: the head (the file up to the first cut) and the
/// tail (from the first line indented less than the mapping, to the end) parse together as one
/// document, each run of entries between cuts parses on its own. The plan is only a guess:
/// ``YAMLChunkedLoader`` checks every piece and falls back to the whole-file parse.
struct YAMLChunkPlan: Sendable {
  /// The number of spaces before the split mapping's keys.
  let indent: Int
  /// The 0-based line of the split mapping's first key, which stays in the head.
  let mappingLine: Int
  /// The byte offsets where the runs of entries start, in order; the first ends the head.
  let cuts: [Int]
  /// The 0-based line of each cut (line breaks before it).
  let cutLines: [Int]
  /// The byte offset where the tail starts: the end of the last run.
  let tailStart: Int
  /// The 0-based line where the tail starts.
  let tailLine: Int
  /// The lines libyaml counts in the whole file (a last line without a break counts).
  let lines: Int

  /// The plan for `bytes` in about `pieces` pieces, or `nil` when the file has no large block
  /// mapping to cut, or anything the cutting cannot vouch for: a line break other than `\n` and
  /// `\r\n` (libyaml also breaks lines at `\r`, NEL, LS and PS), a line starting with `---`,
  /// `...` or `%`.
  static func make(_ bytes: [UInt8], pieces: Int) -> YAMLChunkPlan? {
    guard pieces >= 2, let best = YAMLChunkLines.largestMapping(in: bytes) else { return nil }
    let region = best.region
    // The head and tail parse as one piece: it gets the mapping's first entries up to a piece's size.
    let pieceSize = bytes.count / pieces
    let outside = region.start + (bytes.count - best.end)
    var cuts: [Int] = []
    var cutLines: [Int] = []
    func cut(atOrAfter target: Int) {
      var low = 0
      var high = region.cuts.count
      while low < high {
        let middle = (low + high) / 2
        if region.cuts[middle] < target { low = middle + 1 } else { high = middle }
      }
      guard low < region.cuts.count, region.cuts[low] > (cuts.last ?? region.start) else { return }
      cuts.append(region.cuts[low])
      cutLines.append(region.cutLines[low])
    }
    cut(atOrAfter: region.start + max(0, pieceSize - outside))
    guard let first = cuts.first else { return nil }
    let runs = pieces - 1
    for run in 1..<max(runs, 1) { cut(atOrAfter: first + (best.end - first) * run / runs) }
    return YAMLChunkPlan(
      indent: region.indent, mappingLine: region.startLine, cuts: cuts, cutLines: cutLines,
      tailStart: best.end, tailLine: best.endLine, lines: best.lines)
  }
}
