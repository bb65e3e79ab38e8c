/// How a diff puts values into words: the docs' wording (``DocsFormat``) where it has one, so a
/// diff and the docs page say the same.
public enum DiffValueText {
  /// A number with at most four decimals.
  public static func number(_ value: Double) -> String { DocsFormat.number(value) }

  /// `16 pt`.
  public static func points(_ value: Double) -> String { DocsFormat.points(value) }

  /// `350 ms`.
  public static func milliseconds(_ value: Double) -> String { DocsFormat.milliseconds(value) }

  /// A contrast ratio as the `color/contrast` rule writes it: two decimals, more when fewer would
  /// make a failing ratio read as `minimum` (`4.4999:1` next to 4.5).
  public static func ratio(_ value: Double, minimum: Double) -> String {
    WCAGContrast.text(value, decimals: WCAGContrast.decimals(showing: value, below: minimum)) + ":1"
  }

  /// A perceptual distance with three decimals, as the `color/gamut` rule writes it.
  public static func deltaE(_ value: Double) -> String { WCAGContrast.text(value, decimals: 3) }

  /// `600 (semibold)`.
  static func weight(_ weight: FontWeight) -> String { number(Double(weight.value)) + " (" + weight.appleName + ")" }

  /// `17 pt / 22 pt`: a Dynamic Type step's size and line height.
  static func step(_ step: TypeStep) -> String { points(step.fontSize) + " / " + points(step.lineHeight) }

  /// A stroke style: its keyword, or its dashes and cap.
  static func strokeStyle(_ style: StrokeStyle) -> String {
    switch style {
    case .keyword(let keyword): keyword.rawValue
    case .dashes(let dashes, let lineCap):
      "dashes " + dashes.map { points($0.points) }.joined(separator: " ") + ", " + lineCap.rawValue + " caps"
    }
  }

  /// A whole value in one line, for added and removed tokens.
  ///
  /// A color shows the appearances it writes (`#000000, dark #ffffff`); typography its size, line
  /// height and weight; motion its animation; composites their light CSS.
  public static func summary(_ value: TokenValue) -> String {
    switch value {
    case .color(let color):
      return Appearance.allCases.filter { $0 == .light || color.explicit.contains($0) }.map { appearance in
        (appearance == .light ? "" : appearance.rawValue + " ") + color.values[appearance].tokenText
      }.joined(separator: ", ")
    case .typography(let style):
      let family = DocsFormat.families(style.fontFamily)
      let textStyle = style.textStyle.map { ", scales as \($0.rawValue)" } ?? ""
      return
        "\(points(style.fontSize)) / \(points(style.lineHeight)), \(weight(style.fontWeight)), \(family)\(textStyle)"
    case .motion(let motion):
      return DocsFormat.animation(motion.animation) + "; Reduce Motion: " + DocsFormat.reduceMotion(motion.reduceMotion)
    case .shadow(let shadow): return DocsModel.Composite(.shadow(shadow)).css.light
    case .border(let border): return DocsModel.Composite(.border(border)).css.light
    case .strokeStyle(let style): return DocsModel.Composite(.strokeStyle(style)).css.light
    case .gradient(let gradient): return DocsModel.Composite(.gradient(gradient)).css.light
    default:
      return DiffFields.fields(value).map(\.text).joined(separator: ", ")
    }
  }

  /// The colors worth a swatch: a color token's written appearances, or a composite's light colors.
  static func swatches(_ value: TokenValue) -> [DiffColor] {
    switch value {
    case .color(let color):
      return Appearance.allCases.filter { $0 == .light || color.explicit.contains($0) }.map {
        DiffColor(appearance: $0, color: color.values[$0])
      }
    default:
      return value.compositeColors.map { DiffColor(appearance: .light, color: $0.values.light) }
    }
  }

  /// The aliases a token was written with: the whole-value alias, else every alias in the
  /// value in order (`{a}, {b}`); `nil` for a literal.
  static func aliases(_ token: ResolvedToken) -> String? {
    if let alias = token.aliasOf { return alias.path.aliasText }
    var seen: Set<TokenPath> = []
    let paths = token.references.map(\.path).filter { seen.insert($0).inserted }
    return paths.isEmpty ? nil : paths.map(\.aliasText).joined(separator: ", ")
  }
}
