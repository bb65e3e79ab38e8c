import Testing

@testable import TokenCompiler

/// The line scan that plans where a large file is cut keeps the open runs' cuts on two shared
/// stacks; it finds the same run, cuts and lines as the scan that gave every run its own arrays,
/// kept here as it was.
@Suite("load: the cut plan's line scan")
struct YAMLChunkLinesTests {
  /// What both scans report: the run's place, its cuts, and where it ends.
  struct Found: Equatable {
    var indent, start, startLine: Int
    var cuts, cutLines: [Int]
    var end, endLine, lines: Int
  }

  @Test func designSystemsAndRandomNestingGiveTheSameRunAndCuts() {
    var texts = [100, 1_000].map { YAMLChunkedLoaderTests.designSystem(tokens: $0) }
    var generator = ContrastSuggestionTests.SeededGenerator(state: 7)
    for _ in 0..<300 {
      var lines: [String] = []
      var depth = 0
      for number in 0..<Int.random(in: 1...60, using: &generator) {
        depth = max(0, min(6, depth + Int.random(in: -2...1, using: &generator)))
        let kind = Int.random(in: 0..<8, using: &generator)
        let text = kind == 0 ? "# note" : kind == 1 ? "- item" : kind == 2 ? "" : "k\(number): \(number)"
        lines.append(String(repeating: " ", count: depth * 2) + text)
      }
      texts.append(lines.joined(separator: "\n") + (Bool.random(using: &generator) ? "\n" : ""))
    }
    for text in texts {
      let bytes = Array(text.utf8)
      let new = YAMLChunkLines.largestMapping(in: bytes).map {
        Found(
          indent: $0.region.indent, start: $0.region.start, startLine: $0.region.startLine, cuts: $0.region.cuts,
          cutLines: $0.region.cutLines, end: $0.end, endLine: $0.endLine, lines: $0.lines)
      }
      #expect(new == Self.oldLargestMapping(bytes), "\(text)")
    }
  }

  /// `YAMLChunkLines.largestMapping` as it was, each run with its own arrays of cuts (for text
  /// with `\n` line breaks only and no document markers, which both scans refuse).
  static func oldLargestMapping(_ bytes: [UInt8]) -> Found? {
    struct Run {
      var indent, start, startLine: Int
      var isMapping: Bool
      var entryStart: Int
      var largest = 0
      var cuts: [Int] = []
      var cutLines: [Int] = []
    }
    var best: Found?
    var bestScore = bytes.count / 4
    var open: [Run] = []
    func close(above indent: Int, at end: Int, line: Int) {
      while let last = open.last, last.indent > indent {
        var run = open.removeLast()
        run.largest = max(run.largest, end - run.entryStart)
        let score = end - run.start - run.largest
        if run.isMapping, !run.cuts.isEmpty, score > bestScore {
          bestScore = score
          best = Found(
            indent: run.indent, start: run.start, startLine: run.startLine, cuts: run.cuts, cutLines: run.cutLines,
            end: end, endLine: line, lines: 0)
        }
      }
    }
    var offset = 0
    var line = 0
    while offset < bytes.count {
      var index = offset
      while index < bytes.count, bytes[index] == 0x20 { index += 1 }
      let indent = index - offset
      let first: UInt8 = index < bytes.count ? bytes[index] : 0x0A
      let end = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
      if first != 0x0A, first != UInt8(ascii: "#") {
        close(above: indent, at: offset, line: line)
        if let last = open.indices.last, open[last].indent == indent {
          open[last].largest = max(open[last].largest, offset - open[last].entryStart)
          open[last].entryStart = offset
          if YAMLChunkLines.isKeyStart(first) {
            open[last].cuts.append(offset)
            open[last].cutLines.append(line)
          }
        } else {
          let isMapping = YAMLChunkLines.isKeyStart(first)
          open.append(Run(indent: indent, start: offset, startLine: line, isMapping: isMapping, entryStart: offset))
        }
      }
      offset = end + 1
      line += 1
    }
    close(above: -1, at: bytes.count, line: line)
    best?.lines = line
    return best
  }
}
