import Testing

@testable import TokenCompiler

/// Random files made of entries that defeat cutting a file at lines that look like keys: the
/// pieces must still give the whole-file tree and diagnostics, by falling back when they cannot.
@Suite("load: one file in pieces, random inputs")
struct YAMLChunkedLoaderRandomTests {
  /// Entries of the split mapping; `@` is its indentation, `~` a number unique to the entry,
  /// `%` the number of an earlier entry, `\n` the file's line break.
  ///
  /// The file may end with a line that closes what an entry leaves open, so that a head and
  /// tail parsed together without the entries between them would be valid YAML.
  static let tricky = [
    "@k~: \"quoted\n@kq~: over two lines\"",
    "@k~: 'single\nkq~: at column 0'",
    "@k~: [1,\n@kf~: 2]",
    "@k~: {a: 1,\n@kf~: 2}",
    "@k~: &a~ {x: 1}",
    "@k~: &s~ text",
    "@k~: *a%",
    "@k~: *s%",
    "@k~: *nowhere",
    "@k~:\n@  <<: *a%\n@  y: 2",
    "@<<: {merged~: 1}",
    "@k~: |+\n@  kept\n\n",
    "@k~: >-\n@  folded\n@  text\n\n\n",
    "@k~: |\n@  literal\n",
    "# a comment\n@k~: v # trailing",
    "@k~:",
    "@k~:\n",
    "@k~: #fff",
    "@k~:\n@  $value:",
    "@k%: duplicate",
    "@k~: [unclosed",
    "@k~: [open,",
    "@k~: \"open",
    "@k~: 'open",
    "@? explicit~",
    "@k~: a: b",
    "\tk~: tab",
    "---\n@k~: second document",
    "...",
    "@k~: next\u{85}line",
    "@k~: \"line\u{2028}separator\"",
    "@k~: lone\rreturn",
    "@k~:\n@- a\n@- b",
    "@\"quoted key ~\": v",
    "@k~: \"\"",
    "",
    "@k~:\n@  deep:\n@    deeper: [x]",
    "k~: dedented",
  ]

  /// A file whose split mapping, `depth` levels down, has `count` entries, `tricky[number]`
  /// being the entry `number` when given; `earlier` picks the `%` of each entry.
  static func file(
    depth: Int, count: Int, tricky: [Int: String], earlier: (Int) -> Int, tail: String, crlf: Bool
  ) -> String {
    let indent = String(repeating: "  ", count: depth)
    var text = ""
    for level in 0..<depth { text += String(repeating: "  ", count: level) + "g\(level):\n" }
    for number in 0..<count {
      let entry = (tricky[number] ?? "@k~:\n@  v: v~\n@  more: \"x\"")
        .replacingOccurrences(of: "~", with: "\(number)")
        .replacingOccurrences(of: "%", with: "\(earlier(number))")
        .replacingOccurrences(of: "@", with: indent)
      text += entry + "\n"
    }
    if depth > 0, tail.count < 8 { text += "  after: {z: 1}\nlast: 1\n" }
    text += tail
    return crlf ? text.replacingOccurrences(of: "\n", with: "\r\n") : text
  }

  /// The last lines a file may end with: nothing, a key without a line break, closing brackets and quotes.
  static let tails = ["", "end: 1", "end: 1]\n", "end: 1}\n", "end: 1\"\n", "end: 1'\n"]

  /// One random file: a split mapping at a random depth, with up to three tricky entries.
  static func file(_ random: inout ContrastSuggestionTests.SeededGenerator) -> String {
    let depth = Int.random(in: 0...2, using: &random)
    let count = Int.random(in: 4...40, using: &random)
    var entries: [Int: String] = [:]
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      entries[Int.random(in: 0..<count, using: &random)] = tricky.randomElement(using: &random)!
    }
    let choices = (0..<count).map { Int.random(in: 0...max(0, $0 - 1), using: &random) }
    return file(
      depth: depth, count: count, tricky: entries, earlier: { choices[$0] }, tail: tails.randomElement(using: &random)!,
      crlf: Bool.random(using: &random))
  }

  /// Each tricky entry at each place of small files, so it meets every cut (with two or three
  /// entries, the entry before a cut ends the head).
  @Test(arguments: 0...2)
  func everyTrickyEntryAtEveryPlace(depth: Int) {
    for entry in Self.tricky {
      for count in [2, 3, 10] {
        for place in 0..<count {
          for tail in Self.tails {
            let text = Self.file(
              depth: depth, count: count, tricky: [place: entry], earlier: { _ in 0 }, tail: tail,
              crlf: place % 3 == 1)
            YAMLChunkedLoaderTests.expectSame(SourceFile(path: "tricky.yaml", text: text))
          }
        }
      }
    }
  }

  @Test func randomFilesGiveTheWholeFileTreeAndDiagnostics() {
    var random = ContrastSuggestionTests.SeededGenerator(state: 0x5EED_CAFE)
    var cut = 0
    var failed = 0
    for number in 0..<300 {
      let file = SourceFile(path: "random\(number).yaml", text: Self.file(&random))
      if YAMLChunkedLoaderTests.expectSame(file) { cut += 1 }
      if YAMLChunkedLoaderTests.whole(file).diagnostics.hasErrors { failed += 1 }
    }
    // The comparison means something only if many files are cut, and many have errors.
    #expect(cut >= 50)
    #expect(failed >= 50)
  }

  @Test func anErrorInALaterPieceIsReportedAsTheWholeFileReportsIt() {
    var text = YAMLChunkedLoaderTests.designSystem(tokens: 200)
    text = text.replacingOccurrences(of: "s150:", with: "s150: [unclosed\n    s150b:")
    let file = SourceFile(path: "tokens/broken.yaml", text: text)
    let whole = YAMLChunkedLoaderTests.whole(file)
    #expect(whole.diagnostics.hasErrors)
    YAMLChunkedLoaderTests.expectSame(file)
    #expect(!YAMLChunkedLoaderTests.isCut(file, 3))
  }

  @Test func aKeyInTwoPiecesIsReportedAsADuplicate() {
    var text = YAMLChunkedLoaderTests.designSystem(tokens: 200)
    text = text.replacingOccurrences(of: "    s180:", with: "    s10:")
    let file = SourceFile(path: "tokens/twice.yaml", text: text)
    let whole = YAMLChunkedLoaderTests.whole(file)
    #expect(whole.diagnostics.map(\.ruleID) == [.yamlDuplicateKey])
    YAMLChunkedLoaderTests.expectSame(file)
    #expect(!YAMLChunkedLoaderTests.isCut(file, 3))
  }

  @Test func anAliasToAnAnchorOfAnEarlierPieceFallsBack() {
    var text = YAMLChunkedLoaderTests.designSystem(tokens: 200)
    text = text.replacingOccurrences(of: "    s5:", with: "    s5: &five")
      .replacingOccurrences(of: "    s190:\n", with: "    s190: *five\n    s190b:\n")
    let file = SourceFile(path: "tokens/alias.yaml", text: text)
    #expect(!YAMLChunkedLoaderTests.whole(file).diagnostics.hasErrors)
    YAMLChunkedLoaderTests.expectSame(file)
    #expect(!YAMLChunkedLoaderTests.isCut(file, 3))
  }
}
