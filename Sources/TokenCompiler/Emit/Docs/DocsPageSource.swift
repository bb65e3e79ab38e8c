/// The entries a docs page is written from, and what its rows look up by token: each token's
/// names and the colors it is shown on. Held by a ``DocsPageInput`` (the build's arrays, not
/// copies) and compared over the entries one file shows.
struct DocsPageSource: Sendable {
  /// The model's tokens, in its order (what a token's index is checked against).
  let tokens: [DocsModel.Token]
  /// The tokens sorted into the page's sections.
  let sections: DocsModel.Sections
  /// Each token's element id and code names, by its index (``DocsPage/names``).
  let names: [DocsTokenNames]
  /// The colors each token is shown on, by its index (``DocsPage/backgrounds``).
  let backgrounds: [DocsModel.Colors?]

  /// The names of `token`, as ``DocsPage/names(of:)`` finds them.
  func names(of token: DocsModel.Token) -> DocsTokenNames? {
    let index = token.index
    guard index < names.count, index < tokens.count, tokens[index] === token else { return nil }
    return names[index]
  }

  /// The colors `token` is shown on, as the color section finds them.
  func background(of token: DocsModel.Token) -> DocsModel.Colors? {
    let index = token.index
    guard index < backgrounds.count, index < tokens.count, tokens[index] === token else { return nil }
    return backgrounds[index]
  }

  /// Whether the row of `token` here is the row of `other` in `source`: the same path, notes,
  /// alias chain and value (not its source location or index, which no row shows), the same
  /// names and the same background.
  func shows(_ token: DocsModel.Token, as other: DocsModel.Token, in source: DocsPageSource) -> Bool {
    DocsModel.Token.showsTheSame(token, other) && names(of: token) == source.names(of: other)
      && background(of: token) == source.background(of: other)
  }

  /// Whether the index's search lists `token` here as `other` in `source`: its path, type and element id.
  func indexes(_ token: DocsModel.Token, as other: DocsModel.Token, in source: DocsPageSource) -> Bool {
    token.path == other.path && token.type == other.type
      && names(of: token)?.anchor == source.names(of: other)?.anchor
  }
}

/// A contrast pair's row as the page writes it: the pair (not where it is declared), the two
/// tokens' colors, and the result in each appearance.
struct DocsContrastRow: Sendable, Equatable {
  /// What the page shows of one result.
  struct Result: Sendable, Equatable {
    /// The exact ratio (its text and the verdict follow from it and the requirement).
    var ratio: Double
    /// The usage and level, and so the minimum.
    var requirement: ContrastRequirement
    /// The suggested foreground, if any.
    var replacement: String?
  }

  /// The foreground's path.
  var foreground: TokenPath
  /// The background's path.
  var background: TokenPath
  /// The pair's usage.
  var usage: ContrastUsage
  /// The pair's level, if it sets one.
  var level: ContrastLevel?
  /// The foreground token's colors, if it is a color.
  var foregroundColors: DocsModel.Colors?
  /// The background token's colors, if it is a color.
  var backgroundColors: DocsModel.Colors?
  /// The result in each appearance, in ``Appearance/allCases`` order (nil: not checked).
  var results: [Result?]

  /// The row of `pair` in `model`.
  init(_ pair: ResolvedContrastPair, in model: DocsModel) {
    (foreground, background, usage, level) = (pair.foreground, pair.background, pair.usage, pair.level)
    foregroundColors = model.token(at: pair.foreground)?.colors
    backgroundColors = model.token(at: pair.background)?.colors
    results = Appearance.allCases.map { appearance in
      model.result(for: pair, in: appearance).map {
        Result(ratio: $0.ratio, requirement: $0.requirement, replacement: $0.replacementText)
      }
    }
  }
}
