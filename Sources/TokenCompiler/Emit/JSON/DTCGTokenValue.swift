/// A resolved value as the DTCG token file writes it: its `$type`, its `$value` with the aliases
/// written inside it in their places, and what goes under `$extensions.dev.tokenc`.
struct DTCGTokenValue {
  /// The value.
  let value: TokenValue
  /// The aliases written inside it.
  let aliases: ValueAliases
  /// Whether `$value` is written as an alias of the whole value: the alias then carries the
  /// appearances of the token it names, so none are written.
  let isWholeAlias: Bool
  /// A composite's type, value and extension, built as ``JSONValue``s by ``DTCGComposites``.
  private let composite: (type: String, value: JSONValue, tokenc: [String: JSONValue])?

  /// The DTCG form of `value`.
  init(_ value: TokenValue, aliases: ValueAliases, isWholeAlias: Bool) {
    self.value = value
    self.aliases = aliases
    self.isWholeAlias = isWholeAlias
    if var composite = DTCGComposites.encode(value, aliases: aliases) {
      if isWholeAlias { composite.tokenc["appearances"] = nil }
      self.composite = composite
    } else {
      composite = nil
    }
  }

  /// `$type`.
  var type: String {
    switch value {
    case .motion: "transition"
    case .shadow, .border, .strokeStyle, .gradient: composite!.type
    default: value.type.rawValue
    }
  }

  /// Whether anything goes under `dev.tokenc`.
  var hasExtension: Bool {
    switch value {
    case .color(let color): !isWholeAlias && Self.keepsAppearances(color)
    case .typography(let typography):
      typography.faces != nil || typography.ladder != nil || typography.textStyle != nil || alias("lineHeight") == nil
    case .motion: true
    case .shadow, .border, .strokeStyle, .gradient: !composite!.tokenc.isEmpty
    case .dimension, .number, .duration, .cubicBezier, .fontFamily, .fontWeight: false
    }
  }

  /// Whether a color writes `appearances`: it has a non-light appearance of its own, or a light
  /// alias (which makes `$value` an alias; `appearances`, even empty, then says the token has its
  /// own appearances rather than being a whole-value alias).
  private static func keepsAppearances(_ color: ColorAppearances) -> Bool {
    color.aliases[.light] != nil || color.explicit.contains { $0 != .light }
  }

  /// The alias written for `field` (``ValueAliases/fields``), if there is one.
  func alias(_ field: String) -> TokenPath? {
    aliases.fields.isEmpty ? nil : aliases.fields[field]
  }

  /// Writes `field` as the alias the designer wrote there, if any, else its value through `value`.
  func field<Sink: JSONSink>(_ field: String, to sink: inout Sink, value: (inout Sink) -> Void) {
    if let alias = alias(field) { sink.alias(alias) } else { value(&sink) }
  }

  /// Writes `$value`.
  func writeValue(to sink: inout some JSONSink) {
    var colors = JSONValueCache<ColorValue>()
    writeValue(to: &sink, colors: &colors)
  }

  /// Writes `$value`, a color through the document's `colors` (``DTCGWrite/color(_:in:colors:to:)``).
  func writeValue(to sink: inout some JSONSink, colors: inout JSONValueCache<ColorValue>) {
    switch value {
    case .color(let color): DTCGWrite.color(color, in: .light, colors: &colors, to: &sink)
    case .dimension(let dimension): DTCGWrite.dimension(dimension, to: &sink)
    case .number(let number): sink.number(number)
    case .duration(let duration): DTCGWrite.duration(duration, to: &sink)
    case .cubicBezier(let curve): sink.bezier(curve)
    case .fontFamily(let family): DTCGWrite.fontFamily(family, to: &sink)
    case .fontWeight(let weight): sink.number(weight.value)
    case .typography(let typography): DTCGWrite.typography(typography, aliases: self, to: &sink)
    case .motion(let motion): DTCGWrite.transition(motion.animation, aliases: self, to: &sink)
    case .shadow, .border, .strokeStyle, .gradient: sink.value(composite!.value)
    }
  }

  /// Writes the `dev.tokenc` object (only called when ``hasExtension``).
  func writeExtension(to sink: inout some JSONSink) {
    var colors = JSONValueCache<ColorValue>()
    writeExtension(to: &sink, colors: &colors)
  }

  /// Writes the `dev.tokenc` object, colors through the document's `colors`.
  func writeExtension(to sink: inout some JSONSink, colors: inout JSONValueCache<ColorValue>) {
    switch value {
    case .color(let color):
      sink.beginObject()
      sink.key("appearances")
      sink.beginObject()
      for appearance in Appearance.sortedByName where appearance != .light && color.explicit.contains(appearance) {
        sink.key(appearance.rawValue)
        DTCGWrite.color(color, in: appearance, colors: &colors, to: &sink)
      }
      sink.endObject()
      sink.endObject()
    case .typography(let typography): DTCGWrite.typographyExtension(typography, aliases: self, to: &sink)
    case .motion(let motion):
      sink.beginObject()
      sink.key("motion")
      DTCGWrite.motion(motion, aliases: self, to: &sink)
      sink.endObject()
    case .shadow, .border, .strokeStyle, .gradient: sink.value(.object(composite!.tokenc))
    case .dimension, .number, .duration, .cubicBezier, .fontFamily, .fontWeight: sink.value(.object([:]))
    }
  }
}
