/// Reads a Mustache template the way swift-mustache does, but keeps what the engine does not:
/// where every tag is. It finds the tags that look up values or include partials, reports
/// structural mistakes at their place, and marks each lookup with its tag number
/// (see ``TemplateName``) in a copy of the text that is then given to the engine.
struct TemplateScanner {
  /// What scanning a template found.
  struct Result {
    /// The lookup, partial and parent tags, in text order; tag `n` has number `firstTag + n`.
    var tags: [TemplateTag] = []
    /// The text with marked names, for rendering.
    var marked = ""
    /// What each mark stands for; mark `n` is `firstMark + n`.
    var marks: [TemplateMark] = []
    /// Structural mistakes, in text order.
    var errors: [(message: String, location: SourceLocation)] = []
  }

  let text: [Unicode.Scalar]
  let file: String
  let firstTag: Int
  let firstMark: Int
  let lineStarts: [Int]
  /// Whether runs of variable tags are joined into one mark (see ``TemplateRun``).
  let joinsRuns: Bool
  /// Whether flat sections are joined into one mark (see ``TemplateRun/Section``): when runs
  /// are, and the text's line ends and characters are ones the scanner reads as swift-mustache does.
  let joinsSections: Bool
  var result = Result()
  /// The marked copy so far.
  var output: [Unicode.Scalar] = []
  var copied = 0
  var opening: [Unicode.Scalar] = ["{", "{"]
  var closing: [Unicode.Scalar] = ["}", "}"]
  var open: [Open] = []
  /// The offset of the tag being read.
  var tagStart = 0
  /// Whether values are HTML-escaped here (`{{% CONTENT_TYPE: HTML }}`); files start as text.
  var html = false
  /// The run of variable tags the tag being read may extend; written out when it does not.
  var openRun: TemplateRun.Pending?
  /// The run the last tag extended or started.
  var extended: TemplateRun.Pending?
  /// Whether swift-mustache's parser would take the next tag to start a line (its `newLine`
  /// state), which decides whether a section, comment or partial tag is standalone.
  var newLine = true
  /// Where the text not yet read for ``newLine`` starts.
  var lineCursor = 0
  /// ``newLine`` inside each open section, parent or block is its own; after it closes, the
  /// parser goes on with its opening tag's standalone state, kept here.
  var lineStates: [Bool] = []
  /// The section the tag being read closed: its record, and where the closing tag starts.
  var closed: (section: Open, start: Int)?
  /// Whether the tag being read is a marked variable tag recorded in its section's ``Open/values``.
  var recordedValue = false

  /// Scans `source`, numbering tags from `firstTag` and marks from `firstMark`; `joinsRuns`
  /// joins runs of variable tags into one mark (for a template that is not a partial).
  static func scan(
    _ source: String, file: String, firstTag: Int, firstMark: Int = 0, joinsRuns: Bool = false
  ) -> Result {
    var scanner = TemplateScanner(
      text: Array(source.unicodeScalars), file: file, firstTag: firstTag, firstMark: firstMark, joinsRuns: joinsRuns)
    scanner.run()
    return scanner.result
  }

  private init(text: [Unicode.Scalar], file: String, firstTag: Int, firstMark: Int, joinsRuns: Bool) {
    self.text = text
    self.file = file
    self.firstTag = firstTag
    self.firstMark = firstMark
    self.joinsRuns = joinsRuns
    joinsSections = joinsRuns && Self.readsLinesAsTheEngine(text)
    self.lineStarts = [0] + text.indices.filter { text[$0] == "\n" }.map { $0 + 1 }
  }

  /// The place of a scalar offset.
  func location(_ offset: Int) -> SourceLocation {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return SourceLocation(file: file, line: low + 1, column: offset - lineStarts[low] + 1)
  }

  /// The first offset at or after `start` where `pattern` occurs.
  func find(_ pattern: [Unicode.Scalar], from start: Int) -> Int? {
    guard !pattern.isEmpty, start + pattern.count <= text.count else { return nil }
    for index in start...(text.count - pattern.count) where text[index] == pattern[0] {
      if text[index..<index + pattern.count].elementsEqual(pattern) { return index }
    }
    return nil
  }

  /// The text between two offsets.
  func string(_ range: Range<Int>) -> String { Self.text(text[range]) }

  /// `scalars` as text, through their UTF-8 bytes (appending scalars to a string one by one is slower).
  static func text(_ scalars: some Collection<Unicode.Scalar>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(scalars.count)
    for scalar in scalars {
      if scalar.isASCII { bytes.append(UInt8(scalar.value)) } else { bytes.append(contentsOf: UTF8.encode(scalar)!) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  var openingText: String { String(String.UnicodeScalarView(opening)) }
  var closingText: String { String(String.UnicodeScalarView(closing)) }

  private mutating func run() {
    var position = 0
    var finished = true
    while let start = find(opening, from: position) {
      openRun = extended
      extended = nil
      followLines(to: start)
      let sigil = start + opening.count < text.count ? text[start + opening.count] : nil
      let enclosing = open.indices.last
      (closed, recordedValue) = (nil, false)
      guard let next = tag(at: start) else {
        finished = false
        break
      }
      // A tag that did not extend the run ends it.
      writeRun()
      followTag(sigil, start: start, end: next, enclosing: enclosing)
      position = next
    }
    writeRun()
    openRun = extended
    writeRun()
    if finished {
      for section in open.reversed() {
        fail(
          "'\(section.written)' is never closed; add '\(openingText)/\(section.written)\(closingText)'",
          section.location)
      }
    }
    output.append(contentsOf: text[copied...])
    result.marked = Self.text(output)
  }

  /// Records a mistake.
  mutating func fail(_ message: String, _ location: SourceLocation) {
    result.errors.append((message, location))
  }

  /// Replaces the text in `range` with `replacement` in the marked copy (after writing the run
  /// the tag being read ended).
  mutating func replace(_ range: Range<Int>, with replacement: String) {
    writeRun()
    output.append(contentsOf: text[copied..<range.lowerBound])
    output.append(contentsOf: replacement.unicodeScalars)
    copied = range.upperBound
  }

  /// The range inside `range` without leading and trailing white space.
  func trimmed(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, text[lower].properties.isWhitespace { lower += 1 }
    while upper > lower, text[upper - 1].properties.isWhitespace { upper -= 1 }
    return lower..<upper
  }
}
