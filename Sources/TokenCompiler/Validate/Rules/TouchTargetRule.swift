/// `size/touch-target`: interactive sizes are at least 44 × 44 pt.
///
/// A size is interactive when it lies under one of the `groups`, or when the token
/// says so with `$extensions: {dev.tokenc: {interactive: true}}` (`false` opts a
/// token under those groups out).
public struct TouchTargetRule: Rule {
  /// The rule's descriptor.
  public static let descriptor = RuleDescriptor(
    id: "size/touch-target", defaultSeverity: .error, summary: "interactive sizes are at least 44 × 44 pt",
    explanation: """
      Every element a person taps needs a hit area of at least 44 × 44 points, even when \
      the visible glyph is smaller; smaller targets cause mis-taps, above all for people \
      with motor impairments (HIG Accessibility and Layout: minimum 44 × 44 pt touch \
      targets). The rule checks dimension tokens under the groups in 'groups' and every \
      token marked `$extensions: {dev.tokenc: {interactive: true}}`; `interactive: false` \
      exempts a token under those groups. Make the tappable frame bigger, e.g. with \
      .frame(minWidth:minHeight:) and .contentShape, rather than the glyph.
      """,
    options: [groupsOption.descriptor, minimumOption.descriptor]
  )

  /// The groups whose dimension tokens are interactive sizes.
  static let groupsOption = OptionKey<[String]>(
    "groups", "path prefixes whose dimension tokens are interactive sizes", default: ["size.touch"])
  /// The smallest allowed size.
  static let minimumOption = OptionKey<Double>("minimum", "the smallest allowed size, in points", default: 44)

  private let scope: PathScope
  private let minimum: Double

  /// Creates the rule from its options.
  public init(options: inout Options) {
    scope = PathScope(options.read(Self.groupsOption))
    minimum = options.read(Self.minimumOption)
  }

  /// Reports interactive sizes below the minimum. A malformed `interactive` flag, or one on a
  /// token that is not a dimension, is a `token/extension` error from the decode stage.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    // Tokens are read in place by index: a copy of each would retain every field.
    let all = tokens.tokens
    for index in all.indices {
      guard let points = all[index].points, points < minimum, isInteractive(all[index]) else { continue }
      let token = all[index]
      // A whole-value alias to another interactive size is checked where the number is written.
      if token.aliasOf != nil, let holder = tokens[token.literalHolder], isInteractive(holder) { continue }
      context.report(
        "'\(token.path)' is \(Measure.text(points)) pt\(token.viaAlias), below the "
          + "\(Measure.text(minimum)) pt minimum touch target",
        token: token, at: token.findingLocation,
        fix: FixSuggestion("use \(Measure.text(minimum))", replacement: Measure.text(minimum)))
    }
  }

  /// Whether `token` is an interactive size: its own `interactive` flag, else its group.
  private func isInteractive(_ token: ResolvedToken) -> Bool {
    token.tokenc.interactive?.value ?? scope.contains(token.path)
  }
}
