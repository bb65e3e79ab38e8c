import TokenCompiler

/// Times `tokenc diff` in process between two folders (`make bench` makes a 10,000-token pair):
/// reading and validating both sides, comparing them, and writing each format; median of `runs`.
enum DiffTimes {
  /// Prints one line per phase.
  static func print(old: String, new: String, runs: Int) throws {
    var samples: [String: [Double]] = [:]
    for _ in 0..<runs {
      var start = clock.now
      func lap(_ phase: String) {
        let now = clock.now
        samples[phase, default: []].append(milliseconds(now - start))
        start = now
      }
      let sides = try DiffSource.sides([.path(old), .path(new)])
      lap("sides")
      let diff = TokenDiffer.diff(old: sides[0], new: sides[1])
      lap("compare")
      _ = DiffTextWriter().text(diff)
      lap("text")
      _ = DiffMarkdownWriter().markdown(diff)
      lap("markdown")
      _ = DiffJSONWriter().json(diff)
      lap("json")
      _ = DiffHTMLWriter().html(diff)
      lap("html")
    }
    Swift.print("diff phases in process, median of \(runs) runs (ms)")
    for phase in ["sides", "compare", "text", "markdown", "json", "html"] {
      Swift.print(phase + String(repeating: " ", count: 10 - phase.count) + column(median(samples[phase]!)))
    }
  }
}
