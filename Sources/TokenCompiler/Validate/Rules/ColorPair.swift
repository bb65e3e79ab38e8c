/// A declared contrast pair with both color tokens looked up, shared by the color rules.
struct ColorPair {
  /// The declaration.
  let pair: ResolvedContrastPair
  /// The foreground token.
  let foreground: ResolvedToken
  /// The background token.
  let background: ResolvedToken
  /// The foreground's colors.
  let foregroundColors: AppearanceValues<ColorValue>
  /// The background's colors.
  let backgroundColors: AppearanceValues<ColorValue>

  /// Looks up both tokens; `nil` when either is missing or not a color (the resolver reported it).
  init?(_ pair: ResolvedContrastPair, in tokens: ResolvedTokenSet) {
    guard let foreground = tokens[pair.foreground], case .color(let foregroundColors) = foreground.value,
      let background = tokens[pair.background], case .color(let backgroundColors) = background.value
    else { return nil }
    self.pair = pair
    self.foreground = foreground
    self.background = background
    self.foregroundColors = foregroundColors.values
    self.backgroundColors = backgroundColors.values
  }

  /// Every pair of `tokens` whose tokens are colors, in declaration order.
  static func all(in tokens: ResolvedTokenSet) -> [ColorPair] {
    tokens.contrastPairs.compactMap { ColorPair($0, in: tokens) }
  }

  /// `'color.label.primary' on 'color.background.primary'`.
  var name: String { "'\(pair.foreground)' on '\(pair.background)'" }

  /// The WCAG contrast in `appearance`.
  func ratio(in appearance: Appearance) -> Double {
    WCAGContrast.ratio(
      foreground: foregroundColors[appearance], background: backgroundColors[appearance], in: appearance)
  }

  /// The closest foreground that reaches `minimum` in `appearance`, if any does.
  func suggestion(in appearance: Appearance, reaching minimum: Double) -> ContrastSuggestion? {
    ContrastSearch.suggestion(
      replacing: foregroundColors[appearance], on: backgroundColors[appearance], in: appearance, reaching: minimum)
  }

  /// A suggestion as messages name it: its text, marked "(opaque)" when it drops the foreground's translucency.
  func describe(_ suggestion: ContrastSuggestion, in appearance: Appearance) -> String {
    let dropsOpacity = foregroundColors[appearance].alpha < 1 && suggestion.color.alpha >= 1
    return suggestion.text + (dropsOpacity ? " (opaque)" : "")
  }

  /// The token a finding is reported against: the foreground, unless only the background
  /// silences `rule` (a suppression on either token of a pair applies to the pair).
  func reportedToken(for rule: RuleID) -> ResolvedToken {
    if RuleContext.suppression(of: rule, in: foreground) == nil,
      RuleContext.suppression(of: rule, in: background) != nil
    {
      return background
    }
    return foreground
  }

  /// A note at the foreground token giving both colors in `appearance`.
  func foregroundNote(in appearance: Appearance, _ tokens: ResolvedTokenSet) -> DiagnosticNote {
    let holder = foregroundHolder(in: appearance, tokens)
    let from = holder.path == foreground.path ? "" : " (written in '\(holder.path)')"
    return DiagnosticNote(
      "'\(pair.foreground)' is \(foregroundColors[appearance].tokenText) in \(appearance.displayName)\(from), "
        + "on \(backgroundColors[appearance].tokenText)",
      at: holder.path == foreground.path ? foreground.location : holder.valueLocation)
  }

  /// The token where the foreground's color in `appearance` is written (through its aliases).
  func foregroundHolder(in appearance: Appearance, _ tokens: ResolvedTokenSet) -> ResolvedToken {
    tokens.colorHolder(of: foreground, in: appearance)
  }
}
