/// `spacing/grid`: spacing sits on the 8 pt grid, with 4 pt steps allowed as fine adjustments.
public struct SpacingGridRule: Rule {
  /// The rule's descriptor.
  public static let descriptor = RuleDescriptor(
    id: "spacing/grid", defaultSeverity: .warning,
    summary: "spacing values are multiples of 8 pt (4 pt for fine adjustments)",
    explanation: """
      Layouts on Apple platforms align padding, margins and gaps to multiples of 8 \
      points (8, 16, 24, 32, 40, 48) and use 4 points only for fine adjustments, such \
      as the gap between an icon and its label (SwiftUI design guidelines based on the \
      HIG, 1.5 "8pt Grid Alignment"). A value off the grid makes neighbouring elements \
      drift out of alignment. The rule checks the dimension \
      tokens under the groups in 'groups', including aliases to tokens outside them, \
      and suggests the nearest values on the grid.
      """,
    options: [groupsOption.descriptor, gridOption.descriptor, fineAdjustmentsOption.descriptor]
  )

  /// The groups whose dimension tokens are spacing.
  static let groupsOption = OptionKey<[String]>(
    "groups", "path prefixes whose dimension tokens are spacing", default: ["spacing", "space"])
  /// The base grid.
  static let gridOption = OptionKey<Double>("grid", "the base grid, in points", default: 8)
  /// Whether half-grid steps are allowed.
  static let fineAdjustmentsOption = OptionKey<Bool>(
    "fineAdjustments", "allow multiples of half the grid (4 pt on the 8 pt grid)", default: true)

  private let scope: PathScope
  private let grid: Double
  private let fineAdjustments: Bool

  /// Creates the rule from its options.
  public init(options: inout Options) {
    scope = PathScope(options.read(Self.groupsOption))
    var grid = options.read(Self.gridOption)
    if grid <= 0, let location = options.location(of: Self.gridOption) {
      options.diagnostics.error(
        .config, "\(options.owner) option 'grid' must be more than 0, not \(Measure.text(grid))", at: location)
      grid = Self.gridOption.defaultValue
    }
    self.grid = grid
    fineAdjustments = options.read(Self.fineAdjustmentsOption)
  }

  /// Reports spacing values off the grid.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    let step = fineAdjustments ? grid / 2 : grid
    // Tokens are read in place by index: a copy of each would retain every field.
    let all = tokens.tokens
    for index in all.indices where scope.contains(all[index].path) {
      guard let points = all[index].points, !Measure.isMultiple(points, of: step) else { continue }
      // A whole-value alias to another spacing token is checked where the number is written.
      if all[index].aliasOf != nil, scope.contains(all[index].literalHolder) { continue }
      let token = all[index]
      let choices = candidates(points, step: step)
      let best = choices.count == 1 ? choices[0] : preferred(choices[0], choices[1], near: points)
      context.report(
        "'\(token.path)' is \(Measure.text(points)) pt\(token.viaAlias), off the \(Measure.text(step)) pt grid; "
          + "use \(choices.map(Measure.text).joined(separator: " or "))",
        token: token, at: token.findingLocation,
        fix: FixSuggestion("use \(Measure.text(best))", replacement: Measure.text(best)))
    }
  }

  /// The grid values on either side of `points`; zero is left out for a non-zero value.
  private func candidates(_ points: Double, step: Double) -> [Double] {
    let lower = (points / step).rounded(.down) * step
    let upper = lower + step
    if lower == 0 { return [upper] }
    if upper == 0 { return [lower] }
    return [lower, upper]
  }

  /// The nearer of two grid values; a tie goes to the one on the base grid, else the larger.
  private func preferred(_ lower: Double, _ upper: Double, near points: Double) -> Double {
    let (below, above) = (points - lower, upper - points)
    if abs(below - above) > 1e-9 { return below < above ? lower : upper }
    if Measure.isMultiple(lower, of: grid), !Measure.isMultiple(upper, of: grid) { return lower }
    return upper
  }
}
