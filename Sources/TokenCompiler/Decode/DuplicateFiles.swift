/// Turns "token 'x' is defined twice" for every token of a file into one diagnostic when a whole
/// file redefines tokens of another file: usually a theme file whose name tokenc does not know
/// (`dim.tokens.json`, `high-contrast.tokens.json`), which `themes:` or `appearances:` maps.
struct DuplicateFiles {
  /// One token defined again: where, where first, and the index of its diagnostic.
  struct Duplicate {
    var path: TokenPath
    var here: SourceLocation
    var first: SourceLocation
    var diagnostic: Int
  }

  /// The duplicates, in the order found.
  var duplicates: [Duplicate] = []
  /// How many tokens each file defines (counting those defined again), but for the file
  /// counted last, which is in `currentFile` and `currentCount`.
  private var earlierCounts: [String: Int] = [:]
  /// The file whose tokens are being counted.
  private var currentFile: String?
  /// How many tokens `currentFile` defines so far.
  private var currentCount = 0

  /// Counts one token defined in `file`; a file's tokens come one after the other, so this
  /// hashes the file's path once per file rather than once per token.
  mutating func countToken(in file: String) {
    if file == currentFile {
      currentCount += 1
      return
    }
    if let currentFile { earlierCounts[currentFile] = currentCount }
    currentFile = file
    currentCount = earlierCounts[file, default: 0] + 1
  }

  /// How many tokens `file` defines (counting those defined again).
  func tokenCount(in file: String) -> Int {
    file == currentFile ? currentCount : earlierCounts[file, default: 0]
  }

  /// How many tokens each file defines (counting those defined again).
  var tokenCounts: [String: Int] {
    var counts = earlierCounts
    if let currentFile { counts[currentFile] = currentCount }
    return counts
  }

  /// Adds the tokens another walk counted (its duplicates are added one by one, where they go).
  mutating func addCounts(of other: DuplicateFiles) {
    for (file, count) in other.tokenCounts where count > 0 {
      if let currentFile { earlierCounts[currentFile] = currentCount }
      currentFile = file
      currentCount = earlierCounts[file, default: 0] + count
    }
  }

  /// `diagnostics` with the duplicates of each file that redefines only tokens of one other file
  /// (at least two) replaced by one error at its first token.
  func merged(into diagnostics: [Diagnostic]) -> [Diagnostic] {
    let byPair = Dictionary(grouping: duplicates) { [$0.here.file, $0.first.file] }
    var removed: Set<Int> = []
    var added: [Diagnostic] = []
    for pair in byPair.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      let group = byPair[pair]!
      let file = pair[0]
      let other = pair[1]
      guard group.count >= 2, file != other, tokenCount(in: file) == group.count else { continue }
      removed.formUnion(group.map(\.diagnostic))
      let stem = ThemeNames.stem(ofFile: file)
      added.append(
        Diagnostic(
          .error, .tokenDuplicate,
          "'\(file)' defines again all \(group.count) of its tokens, which '\(other)' defines already "
            + "('\(group[0].path)', …). If it is a theme, say which appearance it holds: "
            + "`themes: {dark: [\(file)]}` in tokenc.yaml, or `appearances: {\(stem): dark}` for its name",
          at: group[0].here,
          notes: [DiagnosticNote("the first definition of '\(group[0].path)'", at: group[0].first)]))
    }
    guard !removed.isEmpty else { return diagnostics }
    return diagnostics.enumerated().filter { !removed.contains($0.offset) }.map(\.element) + added
  }
}

/// A token path recorded by the decoder: where it is defined, and its index in the decoded
/// document's tokens (none for a token whose value did not decode).
struct RegisteredToken {
  /// Where the token is defined.
  var location: SourceLocation
  /// Its index in `TokenDocument.tokens`, if it was added there.
  var index: Int?
}
