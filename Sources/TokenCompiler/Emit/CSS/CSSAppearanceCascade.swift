/// A custom property whose value depends on the appearance.
struct CSSAppearanceProperty: Sendable, Hashable {
  /// The custom property name, `--…`.
  var name: String
  /// A comment for the light (base) declaration.
  var comment: String?
  /// The value in each appearance, for every browser.
  var value: AppearanceValues<CSSValue>
  /// The value for wide-gamut screens (`@media (color-gamut: p3)`), where it differs.
  var wideGamut: AppearanceValues<CSSValue?>
  /// Whether the value is a color, which `light-dark()` can hold (a shadow or gradient is not).
  var isColor: Bool

  /// Creates a property.
  init(
    name: String, comment: String? = nil, value: AppearanceValues<CSSValue>,
    wideGamut: AppearanceValues<CSSValue?> = AppearanceValues(all: nil), isColor: Bool = true
  ) {
    self.name = name
    self.comment = comment
    self.value = value
    self.wideGamut = wideGamut
    self.isColor = isColor
  }

  /// Whether the property's value in `appearance` differs from its value in `other`.
  func differs(_ appearance: Appearance, from other: Appearance) -> Bool {
    value[appearance] != value[other] || wideGamut[appearance] != wideGamut[other]
  }
}

/// Builds the rules that switch appearance-dependent custom properties between light,
/// dark and the two Increase Contrast appearances.
///
/// The light values sit on `:root`. Each other appearance is chosen per axis:
/// the root's `data-appearance` (`light`/`dark`) and `data-contrast`
/// (`standard`/`more`) attributes when present, otherwise the media queries
/// `prefers-color-scheme: dark` and `prefers-contrast: more`. Dark and light
/// high-contrast rules have specificity (0,2,0); dark high-contrast rules have
/// (0,3,0) and repeat every property either of the others sets, so exactly the
/// right values win in every combination, attributes over media queries in both
/// directions. Display P3 values follow in `@media (color-gamut: p3)` copies
/// of the same rules.
struct CSSAppearanceCascade: Sendable {
  /// The properties, in output order.
  var properties: [CSSAppearanceProperty]
  /// Whether to use `light-dark()` where the browser supports it (with the media-query rules as fallback).
  var useLightDark: Bool

  /// Creates a cascade.
  init(properties: [CSSAppearanceProperty], useLightDark: Bool = false) {
    self.properties = properties
    self.useLightDark = useLightDark
  }

  /// The light declarations, for the `:root` rule.
  var baseDeclarations: [CSSDeclaration] {
    properties.map { CSSDeclaration($0.name, $0.value.light, comment: $0.comment) }
  }

  /// The rules that follow the `:root` rule.
  var rules: [CSSNode] {
    guard useLightDark else { return mediaQueryRules }
    // light-dark() holds colors only: shadows, borders and gradients switch by media query alone.
    let colors = CSSAppearanceCascade(properties: properties.filter(\.isColor))
    let others = CSSAppearanceCascade(properties: properties.filter { !$0.isColor }).mediaQueryRules
    let fallback = colors.mediaQueryRules
    guard !fallback.isEmpty else { return others }
    let test = CSSValue.function("light-dark", [.hexColor(.black), .hexColor(.white)])
    return [
      .supports(property: "color", value: test, negated: true, fallback),
      .supports(property: "color", value: test, negated: false, colors.lightDarkRules),
    ] + others
  }

  /// One rule of the cascade: where it applies, and for which appearance.
  struct Condition {
    var features: [CSSMediaFeature]
    var selector: CSSSelector
  }

  static let darkScheme = [
    Condition(
      features: [CSSMediaFeature("prefers-color-scheme", "dark")], selector: .root([.not(appearance("light"))])),
    Condition(features: [], selector: .root([appearance("dark")])),
  ]
  static let moreContrast = [
    Condition(features: [CSSMediaFeature("prefers-contrast", "more")], selector: .root([.not(contrast("standard"))])),
    Condition(features: [], selector: .root([contrast("more")])),
  ]
  static let darkMoreContrast = darkScheme.flatMap { scheme in
    moreContrast.map { contrast in
      Condition(
        features: scheme.features + contrast.features,
        selector: CSSSelector(scheme.selector.parts + contrast.selector.parts.dropFirst()))
    }
  }

  /// `[data-appearance="…"]`.
  static func appearance(_ value: String) -> CSSSimpleSelector { .attribute("data-appearance", equals: value) }
  /// `[data-contrast="…"]`.
  static func contrast(_ value: String) -> CSSSimpleSelector { .attribute("data-contrast", equals: value) }

  private var mediaQueryRules: [CSSNode] {
    // The properties each appearance sets: dark and light high contrast where they differ from light;
    // dark high contrast where it does, or where either of the others sets a property of that name.
    var sets = (dark: [Int](), lightMore: [Int](), darkMore: [Int]())
    var names = Set<String>()
    for index in properties.indices {
      let dark = properties[index].differs(.dark, from: .light)
      let lightMore = properties[index].differs(.lightHighContrast, from: .light)
      if dark { sets.dark.append(index) }
      if lightMore { sets.lightMore.append(index) }
      if dark || lightMore { names.insert(properties[index].name) }
    }
    for index in properties.indices
    where names.contains(properties[index].name) || properties[index].differs(.darkHighContrast, from: .light) {
      sets.darkMore.append(index)
    }
    let groups: [(Appearance, [Condition], [Int])] = [
      (.dark, Self.darkScheme, sets.dark), (.lightHighContrast, Self.moreContrast, sets.lightMore),
      (.darkHighContrast, Self.darkMoreContrast, sets.darkMore),
    ]
    var nodes: [CSSNode] = []
    let wideBase = properties.compactMap { property in property.wideGamut.light.map { (property.name, $0) } }
    var wide = Self.wideGamutRule([], .root(), wideBase)
    for (appearance, conditions, members) in groups where !members.isEmpty {
      nodes.append(.comment(Self.explanation(appearance)))
      // Every condition of an appearance sets the same declarations: they are built once.
      let declarations = members.map { CSSDeclaration(properties[$0].name, properties[$0].value[appearance]) }
      let wideValues = members.compactMap { index in
        properties[index].wideGamut[appearance].map { (properties[index].name, $0) }
      }
      for condition in conditions {
        nodes += CSSNode.media(condition.features, wrapping: [.rule([condition.selector], declarations)])
        wide += Self.wideGamutRule(condition.features, condition.selector, wideValues)
      }
    }
    if !wide.isEmpty { nodes.append(.comment(Self.wideGamutComment)) }
    return nodes + wide
  }

  private var lightDarkRules: [CSSNode] {
    let more = properties.filter {
      $0.differs(.lightHighContrast, from: .light) || $0.differs(.darkHighContrast, from: .dark)
    }
    let base = properties.filter { $0.differs(.dark, from: .light) }
    var nodes: [CSSNode] = []
    if !base.isEmpty {
      nodes.append(.rule([.root()], base.map { CSSDeclaration($0.name, Self.pair($0, .light, .dark, wide: false)) }))
    }
    for condition in Self.moreContrast where !more.isEmpty {
      let declarations = more.map {
        CSSDeclaration($0.name, Self.pair($0, .lightHighContrast, .darkHighContrast, wide: false))
      }
      nodes += CSSNode.media(condition.features, wrapping: [.rule([condition.selector], declarations)])
    }
    let wideBase = properties.filter { $0.wideGamut.light != nil || $0.wideGamut.dark != nil }
    nodes += Self.wideGamutRule([], .root(), wideBase.map { ($0.name, Self.pair($0, .light, .dark, wide: true)) })
    let wideMore = more.filter { $0.wideGamut.lightHighContrast != nil || $0.wideGamut.darkHighContrast != nil }
    for condition in Self.moreContrast {
      let values = wideMore.map { ($0.name, Self.pair($0, .lightHighContrast, .darkHighContrast, wide: true)) }
      nodes += Self.wideGamutRule(condition.features, condition.selector, values)
    }
    return nodes
  }

  /// `light-dark(light, dark)` of a property, or its single value when both are the same.
  private static func pair(
    _ property: CSSAppearanceProperty, _ light: Appearance, _ dark: Appearance, wide: Bool
  ) -> CSSValue {
    func value(_ appearance: Appearance) -> CSSValue {
      (wide ? property.wideGamut[appearance] : nil) ?? property.value[appearance]
    }
    guard property.differs(dark, from: light) else { return value(light) }
    return .function("light-dark", [value(light), value(dark)])
  }

  private static func wideGamutRule(
    _ features: [CSSMediaFeature], _ selector: CSSSelector, _ values: [(String, CSSValue)]
  ) -> [CSSNode] {
    guard !values.isEmpty else { return [] }
    let rule = CSSNode.rule([selector], values.map { CSSDeclaration($0.0, $0.1) })
    return [.media(wideGamutFeatures(features), [rule])]
  }

  /// The features of the Display P3 copy of a rule that applies where `features` hold.
  static func wideGamutFeatures(_ features: [CSSMediaFeature]) -> [CSSMediaFeature] {
    [CSSMediaFeature("color-gamut", "p3")] + features
  }

  /// The comment above the Display P3 copies of the rules.
  static let wideGamutComment = "Display P3 colors on wide-gamut screens, appearance by appearance."

  /// The comment above the rules of `appearance`.
  static func explanation(_ appearance: Appearance) -> String {
    switch appearance {
    case .light: "Light appearance."
    case .dark: "Dark: the system's dark mode unless data-appearance=\"light\", or data-appearance=\"dark\"."
    case .lightHighContrast:
      "Increase Contrast: prefers-contrast: more unless data-contrast=\"standard\", or data-contrast=\"more\"."
    case .darkHighContrast: "Dark with Increase Contrast: both of the above."
    }
  }
}
