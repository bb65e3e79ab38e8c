/// The aliases written inside a value, other than colors (a color keeps its own, per appearance,
/// in ``ColorAppearances/aliases``) and other than a whole-value alias (``ResolvedToken/aliasOf``):
/// where each sits, so the DTCG output writes them back as the designer wrote them.
public struct ValueAliases: Sendable, Hashable {
  /// Each field written as an alias, by its place in the value: `fontFamily`, `duration`,
  /// `reduceMotion/crossfade`, `width`, `style`, `dashArray/1`, `0/offsetY` (layer 1 of a
  /// shadow list, counted after entries that name other shadows are expanded), `1/position`.
  public var fields: [String: TokenPath] = [:]
  /// The entries of a shadow list written as an alias to another shadow token.
  public var shadowEntries: [ShadowEntryAlias] = []

  /// No aliases.
  public init() {}

  /// Whether no field is an alias.
  public var isEmpty: Bool { fields.isEmpty && shadowEntries.isEmpty }
}

/// An entry of a shadow list that names another shadow token, whose layers it stands for.
public struct ShadowEntryAlias: Sendable, Hashable {
  /// The index of the first of its layers in the resolved shadow.
  public var firstLayer: Int
  /// How many layers the named shadow has.
  public var layerCount: Int
  /// The shadow token it names.
  public var path: TokenPath
}

extension ValueResolver {
  /// The aliases written inside `source`, keyed as ``ValueAliases/fields`` describes.
  func valueAliases(_ source: DecodedValue) -> ValueAliases {
    var result = ValueAliases()
    func note<T>(_ key: String, _ value: ValueOrAlias<T>?) {
      if let reference = value?.aliasReference { result.fields[key] = reference.path }
    }
    switch source {
    case .alias, .color, .literal: break
    case .typography(let typography):
      note("fontFamily", typography.fontFamily)
      note("fontWeight", typography.fontWeight)
      note("fontSize", typography.fontSize)
      note("lineHeight", typography.lineHeight)
      note("letterSpacing", typography.letterSpacing)
    case .motion(let motion):
      note("curve", motion.curve)
      note("duration", motion.duration)
      note("bounce", motion.bounce)
      note("delay", motion.delay)
      if case .crossfade(let duration)? = motion.reduceMotion { note("reduceMotion/crossfade", duration) }
    case .composite(.shadow(let entries, let isList)):
      var layer = 0
      for entry in entries {
        switch entry {
        case .layer(let source):
          let prefix = isList ? "\(layer)/" : ""
          note(prefix + "offsetX", source.offsetX)
          note(prefix + "offsetY", source.offsetY)
          note(prefix + "blur", source.blur)
          note(prefix + "spread", source.spread)
          layer += 1
        case .alias(let reference):
          var count = 0
          if case .shadow(let shadow)? = value(of: reference.path) { count = shadow.layers.count }
          result.shadowEntries.append(ShadowEntryAlias(firstLayer: layer, layerCount: count, path: reference.path))
          layer += count
        }
      }
    case .composite(.border(let border)):
      note("width", border.width)
      note("style", border.style)
      if case .value(let style) = border.style { noteDashes(style, prefix: "style/", into: &result) }
    case .composite(.strokeStyle(let style)):
      noteDashes(style, prefix: "", into: &result)
    case .composite(.gradient(let stops)):
      for (index, stop) in stops.enumerated() { note("\(index)/position", stop.position) }
    }
    return result
  }

  private func noteDashes(_ style: StrokeStyleSource, prefix: String, into result: inout ValueAliases) {
    guard case .dashes(let dashes, _) = style else { return }
    for (index, dash) in dashes.enumerated() {
      if let reference = dash.aliasReference { result.fields["\(prefix)dashArray/\(index)"] = reference.path }
    }
  }
}
