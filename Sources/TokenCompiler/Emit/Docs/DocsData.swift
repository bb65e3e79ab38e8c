/// A typed view of the docs document (`tokens.docs.json`), which the page and the
/// Markdown are both rendered from: one source of truth for every docs output.
struct DocsData {
  /// The tokens, in path order.
  var tokens: [DocsToken]
  /// Group descriptions by group path.
  var groupDescriptions: [String: String]
  /// The declared contrast pairs.
  var contrastPairs: [DocsContrastPair]
  /// The `color/contrast` rule's published results (empty until the rule runs).
  var contrastResults: [JSONValue]
  /// The parsed results by foreground, background and appearance, read once so that
  /// looking up every pair stays linear in the number of pairs.
  private var resultIndex: [String: [DocsContrastResult]] = [:]

  /// The rule whose findings hold contrast ratios.
  static let contrastRule = "color/contrast"

  /// Reads a document built by ``DocsDocument/build(_:)``.
  init(_ document: JSONValue) {
    tokens = (document["tokens"]?.array ?? []).map(DocsToken.init)
    groupDescriptions = [:]
    for group in document["groups"]?.array ?? [] {
      if let path = group["path"]?.string, let description = group["description"]?.string {
        groupDescriptions[path] = description
      }
    }
    contrastPairs = (document["contrastPairs"]?.array ?? []).map { pair in
      DocsContrastPair(
        foreground: pair["foreground"]?.string ?? "", background: pair["background"]?.string ?? "",
        usage: pair["usage"]?.string ?? "text", level: pair["level"]?.string)
    }
    contrastResults = document["findings"]?[Self.contrastRule]?.array ?? []
    for result in contrastResults.compactMap(DocsContrastResult.init) {
      resultIndex[Self.key(result.foreground, result.background, result.appearance), default: []].append(result)
    }
  }

  private static func key(_ foreground: String, _ background: String, _ appearance: String) -> String {
    foreground + "\u{0}" + background + "\u{0}" + appearance
  }

  /// The tokens of one type.
  func tokens(ofType type: String) -> [DocsToken] { tokens.filter { $0.type == type } }

  /// The published result for a pair in one appearance, if the rule produced one.
  func result(for pair: DocsContrastPair, in appearance: Appearance) -> DocsContrastResult? {
    resultIndex[Self.key(pair.foreground, pair.background, appearance.rawValue)]?.first { result in
      (result.usage ?? pair.usage) == pair.usage
    }
  }
}

/// One token of the docs document.
struct DocsToken {
  /// The dotted path.
  var path: String
  /// The path's names.
  var components: [String]
  /// The type name.
  var type: String
  /// `$description`, if any.
  var description: String?
  /// Whether the token is deprecated.
  var isDeprecated: Bool
  /// The deprecation reason, if given.
  var deprecationReason: String?
  /// The alias the value was written as (`{…}`), if any.
  var alias: String?
  /// The tokens followed to reach the value, nearest first.
  var aliasChain: [String]
  /// The resolved value, shaped by the type (see the schema).
  var value: JSONValue

  init(_ json: JSONValue) {
    path = json["path"]?.string ?? ""
    components = (json["pathComponents"]?.array ?? []).compactMap(\.string)
    type = json["type"]?.string ?? ""
    description = json["description"]?.string
    isDeprecated = json["deprecated"]?.object != nil
    deprecationReason = json["deprecated"]?["reason"]?.string
    alias = json["alias"]?.string
    aliasChain = (json["aliasChain"]?.array ?? []).compactMap(\.string)
    value = json["value"] ?? .null
  }

  /// The token's path as a ``TokenPath``.
  var tokenPath: TokenPath { TokenPath(components) }

  /// The color in one appearance, for color tokens.
  func color(_ appearance: Appearance) -> DocsColor? {
    value["appearances"]?[appearance.rawValue].map(DocsColor.init)
  }

  /// Whether the token writes `appearance` itself (rather than falling back).
  func writes(_ appearance: Appearance) -> Bool {
    (value["explicitAppearances"]?.array ?? []).contains(.string(appearance.rawValue))
  }
}

/// One concrete color of the docs document.
struct DocsColor {
  /// The color, in its own space.
  var color: ColorValue
  /// The nearest sRGB color as `#rrggbb(aa)`.
  var hex: String
  /// Whether it fits in sRGB.
  var inSRGBGamut: Bool

  init(_ json: JSONValue) {
    let components = (json["components"]?.array ?? []).compactMap(\.number) + [0, 0, 0]
    let space = ColorSpace(rawValue: json["colorSpace"]?.string ?? "srgb") ?? .srgb
    color = ColorValue(
      space: space, red: components[0], green: components[1], blue: components[2], alpha: json["alpha"]?.number ?? 1)
    hex = json["hex"]?.string ?? color.srgbFallback.hex
    inSRGBGamut = json["inSRGBGamut"] == .bool(true)
  }
}

/// A declared contrast pair.
struct DocsContrastPair {
  var foreground: String
  var background: String
  var usage: String
  var level: String?
}

/// One `color/contrast` result: a pair's ratio in one appearance.
struct DocsContrastResult {
  var foreground: String
  var background: String
  var usage: String?
  var appearance: String
  var ratio: Double
  var level: String?
  var required: Double?
  var pass: Bool
  var suggestion: String?

  init?(_ json: JSONValue) {
    guard let foreground = json["foreground"]?.string, let background = json["background"]?.string,
      let appearance = json["appearance"]?.string, let ratio = json["ratio"]?.number
    else { return nil }
    (self.foreground, self.background, self.appearance, self.ratio) = (foreground, background, appearance, ratio)
    usage = json["usage"]?.string
    level = json["level"]?.string
    required = json["required"]?.number
    pass = json["pass"] == .bool(true) || (json["pass"] == nil && required.map { ratio >= $0 } ?? false)
    suggestion = json["suggestion"]?.string
  }
}
