/// The docs of one build, typed: every token with its value ready to display, the groups, the
/// declared contrast pairs and their measured results.
///
/// It is built once per build (``EmitInput/docs``) and shared by `tokens.docs.json` (which is
/// this model encoded, see `docs/tokens.docs.schema.json`), the docs page, the Markdown and
/// the templates, so all of them show the same tokens, values and contrast ratios.
struct DocsModel: Sendable {
  /// The version of the shape of `tokens.docs.json`; bump it when the shape changes incompatibly.
  static let version = 1
  /// The tool `tokens.docs.json` names as its writer.
  static let generator = "tokenc"
  /// The rule under whose id `tokens.docs.json` lists the contrast results (its `findings`).
  static let contrastRule = ColorContrastRule.descriptor.id

  /// The tokens, in the designer's order.
  let tokens: [Token]
  /// The groups, in the designer's order.
  let groups: [DecodedGroup]
  /// The declared contrast pairs, in declaration order.
  let contrastPairs: [ResolvedContrastPair]
  /// Each pair whose tokens are colors, measured in each appearance, pair by pair.
  let contrastResults: [ContrastResult]
  /// How many distinct colors the tokens hold: each token color's ``Color/id`` is below it.
  let colorCount: Int
  /// The tokens sorted into the sections of the docs page and the Markdown; sorted on first use
  /// (and shared by copies of the model), since `tokens.docs.json` and templates do not need them.
  var sections: Sections { sectionsBox.get { Sections(tokens) } }
  /// Holds ``sections`` once they are sorted.
  private let sectionsBox = SharedLazy<Sections>()
  /// The resolved tokens the model was built from, one per token in the same order: their index
  /// by path is the model's (``token(at:)``), with nothing hashed again.
  private let resolved: ResolvedTokenSet
  /// The index of each result in ``contrastResults``, by pair and appearance (the first one wins).
  private let resultIndex: [ResultKey: Int]

  /// The model of an emit input: the `color/contrast` rule's results when it ran, otherwise
  /// the same measurement made here, at the input's default level.
  init(_ input: EmitInput) {
    let tokens = input.tokens
    let results =
      input.validation.contrastResults
      ?? ContrastEvaluation.results(for: tokens.contrastPairs, in: tokens, defaultLevel: input.contrastLevel)
    self.init(tokens: tokens, contrastResults: results, sourceRoot: input.sourceRoot)
  }

  /// The model of `tokens` with the given contrast results; source files are shown relative
  /// to `sourceRoot` (the configuration's folder), so the docs do not depend on where tokenc ran.
  init(tokens: ResolvedTokenSet, contrastResults: [ContrastResult], sourceRoot: String = "") {
    var cache = BuildCache(sourceRoot: sourceRoot)
    self.tokens = cache.tokens(tokens.tokens)
    resolved = tokens
    colorCount = cache.colorCount
    groups = tokens.groups
    contrastPairs = tokens.contrastPairs
    self.contrastResults = contrastResults
    resultIndex = Dictionary(
      contrastResults.enumerated().map { (ResultKey($1.pair, $1.appearance), $0) },
      uniquingKeysWith: { first, _ in first })
  }

  /// Sorts the tokens into ``sections`` now: they are otherwise sorted on first use, by whichever
  /// writer comes first.
  func prepareLookups() {
    _ = sections
  }

  /// The token at `path`, if there is one.
  func token(at path: TokenPath) -> Token? {
    guard let index = resolved.index(of: path), index < tokens.count else { return nil }
    return tokens[index]
  }

  /// The result for `pair` in `appearance`, if its tokens are colors.
  func result(for pair: ResolvedContrastPair, in appearance: Appearance) -> ContrastResult? {
    resultIndex[ResultKey(pair, appearance)].map { contrastResults[$0] }
  }

  /// What identifies a result: the pair's tokens and usage (not its level or location), and the appearance.
  private struct ResultKey: Hashable {
    /// The pair's foreground.
    let foreground: TokenPath
    /// The pair's background.
    let background: TokenPath
    /// The pair's usage.
    let usage: ContrastUsage
    /// The appearance measured.
    let appearance: Appearance

    /// The key of `pair` in `appearance`.
    init(_ pair: ResolvedContrastPair, _ appearance: Appearance) {
      (foreground, background, usage, self.appearance) = (pair.foreground, pair.background, pair.usage, appearance)
    }
  }
}

extension DocsModel: Encodable {
  /// The keys written.
  private enum CodingKeys: String, CodingKey {
    case version, generator, tokens, groups, contrastPairs, findings
  }

  /// Writes `tokens.docs.json`; the contrast results appear under `findings` → `color/contrast`.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.version, forKey: .version)
    try container.encode(Self.generator, forKey: .generator)
    try container.encode(tokens, forKey: .tokens)
    try container.encode(groups.map(GroupEntry.init), forKey: .groups)
    try container.encode(contrastPairs.map(PairEntry.init), forKey: .contrastPairs)
    let findings = contrastResults.isEmpty ? [:] : [Self.contrastRule.rawValue: contrastResults.map(ResultEntry.init)]
    try container.encode(findings, forKey: .findings)
  }
}

extension DocsModel {
  /// The values `tokens.docs.json` repeats (colors shared by tokens, Apple's ladders), each
  /// written once per document.
  struct JSONCaches {
    /// Colors without a number (``Color/id``), by value.
    var colors = JSONValueCache<Color>()
    /// The model's colors, by number: hashing one integer rather than a color.
    var numberedColors = JSONValueCache<Int>()
    /// Dynamic Type ladders.
    var ladders = JSONValueCache<[LadderStep]>()

    /// Empty caches, with room for `colorCount` numbered colors.
    init(colorCount: Int = 0) {
      numberedColors.oneLineByNumber.reserveCapacity(colorCount)
    }
  }

  /// Writes `tokens.docs.json`: the same document as the `Encodable` form, keys in sorted order.
  func write(to sink: inout some JSONSink) {
    var caches = JSONCaches(colorCount: colorCount)
    write(to: &sink) { sink, token in token.write(to: &sink, caches: &caches) }
  }

  /// Writes the document of `tokens.docs.json` into `sink`, each token by `writeToken` (the
  /// template context adds tokens its own way, ``templateContext()``).
  func write<Sink: JSONSink>(to sink: inout Sink, tokens writeToken: (inout Sink, Token) -> Void) {
    sink.beginObject()
    sink.key("contrastPairs")
    sink.beginArray()
    for pair in contrastPairs { PairEntry(pair).write(to: &sink) }
    sink.endArray()
    sink.key("findings")
    sink.beginObject()
    if !contrastResults.isEmpty {
      sink.key(Self.contrastRule.rawValue)
      sink.beginArray()
      for result in contrastResults { ResultEntry(result).write(to: &sink) }
      sink.endArray()
    }
    sink.endObject()
    sink.key("generator")
    sink.string(Self.generator)
    sink.key("groups")
    sink.beginArray()
    for group in groups { GroupEntry(group).write(to: &sink) }
    sink.endArray()
    sink.key("tokens")
    sink.beginArray()
    for token in tokens { writeToken(&sink, token) }
    sink.endArray()
    sink.key("version")
    sink.number(Self.version)
    sink.endObject()
  }
}
