extension YAMLChunkLines {
  /// The state of ``largestMapping(in:)``'s line scan: the open runs, innermost last, their cuts,
  /// and the best run closed so far.
  ///
  /// One local value changed through its own methods: nothing captures it, so its accesses are
  /// checked when compiled. (As variables that a nested function changed, every access was
  /// checked at run time: a call in and out of the runtime per array touched, about half of the
  /// scan's instructions.)
  struct LineScan {
    /// The best run closed so far, where it ends, and (set at the end) the file's line count.
    var best: (region: Region, end: Int, endLine: Int, lines: Int)?
    /// The score a run must beat to be the best: its bytes other than its largest entry.
    private var bestScore: Int
    /// The open runs, innermost last.
    private var open: [Region] = []
    /// The cuts of the open runs, innermost on top (runs nest, so each one's cuts are contiguous):
    /// two growing arrays for the whole scan, not two per run, most of which are a token's few keys.
    private var cuts: [Int] = []
    private var cutLines: [Int] = []

    /// A scan of a file of `count` bytes: the best run holds more than a quarter of them.
    init(count: Int) { bestScore = count / 4 }

    /// A line at `indent` that is not blank or a comment, starting at byte `offset` and 0-based
    /// `line`; `startsKey` when its first character may start a key.
    mutating func line(indent: Int, at offset: Int, line: Int, startsKey: Bool) {
      close(above: indent, at: offset, line: line)
      if let last = open.indices.last, open[last].indent == indent {
        // Changed in place: a copy of the region would copy its cut arrays on every line.
        open[last].largest = max(open[last].largest, offset - open[last].entryStart)
        open[last].entryStart = offset
        if startsKey {
          cuts.append(offset)
          cutLines.append(line)
        }
      } else {
        open.append(
          Region(
            indent: indent, start: offset, startLine: line, isMapping: startsKey, entryStart: offset,
            cutBase: cuts.count))
      }
    }

    /// Closes the open runs indented more than `indent`, which end at byte `end` and `line`.
    mutating func close(above indent: Int, at end: Int, line: Int) {
      while let last = open.last, last.indent > indent {
        var region = open.removeLast()
        region.largest = max(region.largest, end - region.entryStart)
        let score = end - region.start - region.largest
        if region.isMapping, cuts.count > region.cutBase, score > bestScore {
          bestScore = score
          region.cuts = Array(cuts[region.cutBase...])
          region.cutLines = Array(cutLines[region.cutBase...])
          best = (region, end, line, 0)
        }
        cuts.removeSubrange(region.cutBase...)
        cutLines.removeSubrange(region.cutBase...)
      }
    }
  }
}
