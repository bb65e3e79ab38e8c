extension DocsModel {
  /// A color token's colors in the four appearances, and which of them the token writes itself.
  ///
  /// A class, so that the sections, the page and the Markdown pass it around with one retain
  /// rather than copying its four colors.
  final class Colors: Sendable, Equatable {
    /// The color in each appearance, the ones not written filled by the fallback order.
    let appearances: AppearanceValues<Color>
    /// The appearances the token file writes.
    let explicit: Set<Appearance>
    /// Whether the token writes each appearance (``explicit``, looked up without hashing).
    private let written: AppearanceValues<Bool>
    /// Whether the token writes an appearance other than light: a color that adapts, rather
    /// than a palette step that is the same everywhere.
    let adapts: Bool

    /// The docs form of a color token's value.
    convenience init(_ colors: ColorAppearances) {
      self.init(colors) { Color($0) }
    }

    /// The docs form of a color token's value, each color's docs form made by `color`.
    init(_ colors: ColorAppearances, color: (ColorValue) -> Color) {
      appearances = colors.values.map(color)
      explicit = colors.explicit
      // The set's members are read, not looked up (no hashing).
      var written = AppearanceValues(all: false)
      for appearance in colors.explicit { written[appearance] = true }
      self.written = written
      adapts = written.dark || written.lightHighContrast || written.darkHighContrast
    }

    /// The color in `appearance`.
    subscript(appearance: Appearance) -> Color { appearances[appearance] }

    /// Whether the token writes `appearance` itself (rather than falling back).
    func writes(_ appearance: Appearance) -> Bool { written[appearance] }

    /// Whether both hold the same colors (by ``Color``'s equality) and write the same appearances.
    static func == (lhs: Colors, rhs: Colors) -> Bool {
      lhs === rhs || (lhs.written == rhs.written && lhs.appearances == rhs.appearances)
    }
  }

  /// One concrete color with what the docs show of it: the nearest sRGB hex and whether it fits sRGB.
  ///
  /// Equal colors are those with the same color, hex and gamut; ``id`` takes no part in it.
  struct Color: Sendable, Hashable {
    /// The color, in its own space.
    let color: ColorValue
    /// The nearest sRGB color as `#rrggbb(aa)`.
    let hex: String
    /// Whether the color fits in sRGB.
    let inSRGBGamut: Bool
    /// The color's number among the distinct colors of its model (``DocsModel/colorCount``; equal
    /// colors share it), by which the page and the Markdown keep what they write once per color
    /// in an array; -1 for a color made outside a model's build.
    let id: Int

    /// The docs form of a color.
    init(_ color: ColorValue) {
      self.init(color, hex: color.srgbFallback.hex, inSRGBGamut: color.converted(to: .srgb).isInGamut)
    }

    /// The docs form of a color whose sRGB hex and gamut are known (from an equal color), with
    /// its number in its model, if it has one.
    init(_ color: ColorValue, hex: String, inSRGBGamut: Bool, id: Int = -1) {
      (self.color, self.hex, self.inSRGBGamut, self.id) = (color, hex, inSRGBGamut, id)
    }

    /// Whether both are the same color with the same hex and gamut (whatever their numbers).
    static func == (lhs: Color, rhs: Color) -> Bool {
      lhs.color == rhs.color && lhs.hex == rhs.hex && lhs.inSRGBGamut == rhs.inSRGBGamut
    }

    /// Hashes the color alone (its hex and gamut follow from it): its space as a flag rather than
    /// by name, and its components as ``ColorValue``'s equality compares them.
    func hash(into hasher: inout Hasher) {
      hasher.combine(color.space == .displayP3)
      hasher.combine(color.red)
      hasher.combine(color.green)
      hasher.combine(color.blue)
      hasher.combine(color.alpha)
    }
  }
}

extension DocsModel.Colors: Encodable {
  /// The keys written.
  private enum CodingKeys: String, CodingKey {
    case appearances, explicitAppearances
  }

  /// Writes `{appearances: {light: …, …}, explicitAppearances: [...]}`, appearances in their order.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    let all = Appearance.allCases
    try container.encode(byAppearance: appearances, forKey: .appearances)
    try container.encode(all.filter(explicit.contains).map(\.rawValue), forKey: .explicitAppearances)
  }
}

extension KeyedEncodingContainer {
  /// Writes `values` as an object keyed by appearance name (`light`, `dark`, …), as a dictionary
  /// of them would be, without building one.
  mutating func encode<Value: Encodable>(byAppearance values: AppearanceValues<Value>, forKey key: Key) throws {
    var nested = nestedContainer(keyedBy: JSONValueEncoder.AnyKey.self, forKey: key)
    for appearance in Appearance.allCases {
      try nested.encode(values[appearance], forKey: JSONValueEncoder.AnyKey(stringValue: appearance.rawValue))
    }
  }
}

extension DocsModel.Color: Encodable {
  /// The keys written.
  private enum CodingKeys: String, CodingKey {
    case colorSpace, components, alpha, hex, inSRGBGamut
  }

  /// Writes the space, the components, alpha, the sRGB hex and whether the color fits sRGB.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(color.space.rawValue, forKey: .colorSpace)
    try container.encode([color.red, color.green, color.blue], forKey: .components)
    try container.encode(color.alpha, forKey: .alpha)
    try container.encode(hex, forKey: .hex)
    try container.encode(inSRGBGamut, forKey: .inSRGBGamut)
  }
}

extension DocsModel.Colors {
  /// Writes the colors as their `Encodable` form does, keys in sorted order.
  func write(to sink: inout some JSONSink, caches: inout DocsModel.JSONCaches) {
    sink.beginObject()
    sink.key("appearances")
    sink.byAppearance(appearances) { sink, color in
      if color.id >= 0 {
        sink.cached(color.id, in: &caches.numberedColors) { color.write(to: &$0) }
      } else {
        sink.cached(color, in: &caches.colors) { color.write(to: &$0) }
      }
    }
    sink.key("explicitAppearances")
    sink.beginArray()
    for appearance in Appearance.allCases where writes(appearance) { sink.string(appearance.rawValue) }
    sink.endArray()
    sink.endObject()
  }
}

extension DocsModel.Color {
  /// Writes the color as its `Encodable` form does, keys in sorted order.
  func write(to sink: inout some JSONSink) {
    DTCGWrite.color(color, hex: hex, inSRGBGamut: inSRGBGamut, to: &sink)
  }
}
