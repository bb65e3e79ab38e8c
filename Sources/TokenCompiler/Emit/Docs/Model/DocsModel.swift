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
  /// The index of each token in ``tokens``, by path.
  private var tokenIndex: [TokenPath: Int] {
    tokenIndexBox.get { ResolvedTokenSet.firstIndexByPath(count: tokens.count) { tokens[$0].path } }
  }
  /// Holds ``tokenIndex`` once it is built, on first use (the docs page's; not the JSON's).
  private let tokenIndexBox = SharedLazy<[TokenPath: Int]>()
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
    colorCount = cache.colorCount
    groups = tokens.groups
    contrastPairs = tokens.contrastPairs
    self.contrastResults = contrastResults
    resultIndex = Dictionary(
      contrastResults.enumerated().map { (ResultKey($1.pair, $1.appearance), $0) },
      uniquingKeysWith: { first, _ in first })
  }

  /// Sorts the tokens into ``sections`` and, when there are contrast pairs, builds the index by
  /// path now: both are otherwise made on first use, by whichever writer comes first.
  func prepareLookups() {
    _ = sections
    if !contrastPairs.isEmpty { _ = tokenIndex }
  }

  /// The token at `path`, if there is one.
  func token(at path: TokenPath) -> Token? {
    tokenIndex[path].map { tokens[$0] }
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
  /// The tokens sorted into the sections of the docs page and the Markdown, each with its value,
  /// in path order.
  ///
  /// One exhaustive switch over the value decides every token's section, so a new type does not
  /// compile until it has one: no token is ever silently left out of the docs.
  struct Sections: Sendable {
    /// Color tokens, shown as swatches.
    private(set) var colors: [(token: Token, colors: Colors)] = []
    /// Lengths that are not radii, drawn to size.
    private(set) var spacing: [(token: Token, dimension: Dimension)] = []
    /// Corner radii, drawn on a square.
    private(set) var radii: [(token: Token, dimension: Dimension)] = []
    /// Text styles, shown as specimens with their ladders.
    private(set) var typography: [(token: Token, style: TextStyle)] = []
    /// Motion presets, with demos.
    private(set) var motion: [(token: Token, motion: Motion)] = []
    /// Shadows, borders, stroke styles and gradients, with previews.
    private(set) var composites: [(token: Token, composite: Composite)] = []
    /// Numbers, durations, curves, font families and weights, listed with their values.
    private(set) var other: [Token] = []

    /// Sorts `tokens` into sections, keeping their order.
    init(_ tokens: [Token]) {
      for token in tokens {
        switch token.value {
        case .color(let colors): self.colors.append((token, colors))
        case .dimension(let dimension):
          if Self.isRadius(token.path) {
            radii.append((token, dimension))
          } else {
            spacing.append((token, dimension))
          }
        case .typography(let style): typography.append((token, style))
        case .motion(let preset): motion.append((token, preset))
        case .composite(let composite): composites.append((token, composite))
        case .number, .duration, .cubicBezier, .fontFamily, .fontWeight: other.append(token)
        }
      }
    }

    /// Whether a length is a corner radius: its path mentions radius, radii or corner.
    static func isRadius(_ path: TokenPath) -> Bool {
      Naming.words(path).contains { radiusWords.contains($0) }
    }

    /// The words that make a length a radius.
    private static let radiusWords: Set<String> = ["radius", "radii", "corner", "corners", "rounded"]
  }
}

extension DocsModel {
  /// The values `tokens.docs.json` repeats (colors shared by tokens, Apple's ladders), each
  /// written once per document.
  struct JSONCaches {
    /// Colors.
    var colors = JSONValueCache<Color>()
    /// Dynamic Type ladders.
    var ladders = JSONValueCache<[LadderStep]>()
  }

  /// Writes `tokens.docs.json`: the same document as the `Encodable` form, keys in sorted order.
  func write(to sink: inout some JSONSink) {
    var caches = JSONCaches()
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
    for token in tokens { token.write(to: &sink, caches: &caches) }
    sink.endArray()
    sink.key("version")
    sink.number(Self.version)
    sink.endObject()
  }
}
