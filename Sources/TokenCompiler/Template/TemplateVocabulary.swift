/// The names a template may use: every field `tokens.docs.json` can have, the keys helpers
/// create, and whatever else the current context holds (such as rule findings).
///
/// A name outside this set can never resolve, so it is an error wherever it is written,
/// even in a section that does not render. A name inside it that is absent where a section
/// looks for it (`value.appearances` on a dimension) just makes the section false.
enum TemplateVocabulary {
  /// Every property name defined by `docs/tokens.docs.schema.json` (a test keeps them equal).
  static let documented: Set<String> = [
    // document and tokens
    "version", "generator", "tokens", "groups", "contrastPairs", "findings",
    "path", "pathComponents", "name", "type", "description", "deprecated", "reason", "source", "file", "line",
    "column", "alias", "aliasChain", "value",
    // contrast pairs
    "foreground", "background", "usage", "level",
    // colors
    "appearances", "explicitAppearances", "light", "dark", "lightHighContrast", "darkHighContrast", "colorSpace",
    "components", "alpha", "hex", "inSRGBGamut",
    // dimensions, durations, font weights
    "points", "rem", "milliseconds", "weight",
    // typography
    "fontFamily", "fontWeight", "fontWeightName", "fontSize", "lineHeight", "letterSpacing", "textStyle",
    "ladderSource", "ladder", "category", "shortName", "isAccessibilitySize",
    // motion
    "animation", "reduceMotion", "curve", "kind", "bezier", "bounce", "travels", "repeats", "token",
    "delayMilliseconds",
    // shadows, borders, stroke styles and gradients
    "layers", "color", "offsetX", "offsetY", "blur", "spread", "inset", "width", "style", "keyword", "dashArray",
    "lineCap", "stops", "position", "css",
  ]

  /// The keys of the objects helpers return: `byType` (one list per type) and `entries`.
  static let helperKeys = Set(TokenType.allCases.map(\.rawValue) + ["key", "value"])

  /// Every name a template may use with `context`.
  static func names(in context: JSONValue) -> Set<String> {
    var names = documented.union(helperKeys)
    func collect(_ value: JSONValue) {
      switch value {
      case .object(let members):
        names.formUnion(members.keys)
        members.values.forEach(collect)
      case .array(let items): items.forEach(collect)
      default: break
      }
    }
    collect(context)
    return names
  }
}

/// The names a template may use with one context (see ``TemplateVocabulary``), worked out as
/// far as they are asked for: a documented name or a helper's key needs no search, and any
/// other name is searched for in the context once. Only a message's suggestions need every
/// name, which are collected then.
final class TemplateNames {
  /// The context.
  private let context: TemplateCompactContext
  /// Every name, once a message needed them.
  private var collected: Set<String>?

  /// The names of `context`.
  init(context: TemplateCompactContext) { self.context = context }

  /// The names of `context`, given as JSON.
  convenience init(in context: JSONValue) { self.init(context: TemplateCompactContext(context)) }

  /// Whether a template may use `name`: it is documented, a helper's key or in the context.
  func contains(_ name: String) -> Bool {
    TemplateVocabulary.documented.contains(name) || TemplateVocabulary.helperKeys.contains(name)
      || context.storage.keyIDs[name] != nil
  }

  /// Every name a template may use, as ``TemplateVocabulary/names(in:)`` collects them.
  var all: Set<String> {
    if let collected { return collected }
    let names = TemplateVocabulary.documented.union(TemplateVocabulary.helperKeys).union(context.storage.keys)
    collected = names
    return names
  }
}
