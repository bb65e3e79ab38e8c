/// `color/gamut`: a Display P3 color outside sRGB is shown as a generated sRGB fallback.
public struct ColorGamutRule: Rule {
  /// The rule's descriptor.
  public static let descriptor = RuleDescriptor(
    id: "color/gamut", defaultSeverity: .note,
    summary: "Display P3 colors outside sRGB name their generated sRGB fallback",
    explanation: """
      Display P3 is the wide gamut of modern iPhones, iPads and Macs; sRGB screens and \
      browsers without P3 support cannot show a P3 color outside sRGB. tokenc then \
      generates the nearest sRGB color by converting and clipping each channel to 0…1. \
      This note names that fallback, the channels that were clipped, and how far the \
      fallback is from the P3 color in OKLab (about 0.02 is a just-noticeable \
      difference), so designers can check that the fallback still looks right. It is \
      reported where the P3 color is written, not at tokens that alias it. If the \
      fallback is not good enough, write the token's sRGB color yourself.
      """)

  /// Creates the rule; it takes no options.
  public init(options: inout Options) {}

  /// Reports each out-of-sRGB P3 color where it is written.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    for index in tokens.indices(ofType: .color) where tokens.tokens[index].aliasOf == nil {
      guard case .color(let colors) = tokens.tokens[index].value else { continue }
      // Only P3 colors outside sRGB are reported: most colors stop here, before any copy or set.
      guard
        Appearance.allCases.contains(where: {
          colors.values[$0].space == .displayP3 && !colors.values[$0].converted(to: .srgb).isInGamut
        })
      else { continue }
      let token = tokens.tokens[index]
      let inherited = Set(
        token.references.flatMap { reference -> [ColorValue] in
          guard case .color(let target)? = tokens[reference.path]?.value else { return [] }
          return Appearance.allCases.map { target.values[$0] }
        })
      var seen: [ColorValue] = []
      for appearance in Appearance.allCases {
        let color = colors.values[appearance]
        guard color.space == .displayP3, !color.converted(to: .srgb).isInGamut, !inherited.contains(color),
          !seen.contains(color)
        else { continue }
        seen.append(color)
        let appearances = Appearance.allCases.filter { colors.values[$0] == color }
        let place =
          appearances.count == Appearance.allCases.count
          ? "" : " in \(Self.list(appearances.map(\.displayName)))"
        context.report(
          "'\(token.path)' is \(color.tokenText)\(place), outside sRGB; sRGB screens get the generated fallback "
            + "\(color.srgbFallback.hex) (\(Self.clipping(color)))",
          token: token)
      }
    }
  }

  /// Which channels were clipped and the OKLab distance, e.g. "green clipped from -0.17 to 0; OKLab distance 0.08".
  static func clipping(_ color: ColorValue) -> String {
    let srgb = color.converted(to: .srgb)
    let channels = zip(["red", "green", "blue"], [srgb.red, srgb.green, srgb.blue]).compactMap { name, value in
      value < -0.0005 || value > 1.0005
        ? "\(name) from \(clippedText(value)) to \(value < 0 ? 0 : 1)" : nil
    }
    let distance = color.oklabDistance(to: color.srgbFallback)
    return "clipped \(list(channels)); OKLab distance \(WCAGContrast.text(distance, decimals: 3))"
  }

  /// A clipped channel with the decimals that show how far it lies outside 0…1: −0.17 as
  /// "-0.17", but −0.0047 as "-0.0047", never "0.00".
  static func clippedText(_ value: Double) -> String {
    let excess = value < 0 ? -value : value - 1
    let decimals = excess >= 0.01 ? 2 : excess >= 0.001 ? 4 : 5
    return WCAGContrast.text(value, decimals: decimals)
  }

  /// "a", "a and b", "a, b and c".
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items.last!
  }
}
