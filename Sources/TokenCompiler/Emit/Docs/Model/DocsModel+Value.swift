extension DocsModel {
  /// A resolved value as the docs show it: one case per ``TokenType``, so a new type does not
  /// compile until the docs say how to show it.
  enum Value: Sendable, Equatable {
    /// A color in the four appearances.
    case color(Colors)
    /// A length.
    case dimension(Dimension)
    /// A plain number.
    case number(Double)
    /// A time span.
    case duration(Duration)
    /// An easing curve.
    case cubicBezier(CubicBezier)
    /// Font family names, most preferred first.
    case fontFamily([String])
    /// A font weight.
    case fontWeight(FontWeight)
    /// A text style with its Dynamic Type ladder.
    case typography(TextStyle)
    /// An animation preset with its Reduce Motion fallback.
    case motion(Motion)
    /// A shadow, border, stroke style or gradient.
    case composite(Composite)

    /// The docs form of a resolved value.
    init(_ value: TokenValue) {
      switch value {
      case .color(let colors): self = .color(Colors(colors))
      case .dimension(let dimension): self = .dimension(dimension)
      case .number(let number): self = .number(number)
      case .duration(let duration): self = .duration(duration)
      case .cubicBezier(let curve): self = .cubicBezier(curve)
      case .fontFamily(let family): self = .fontFamily(family)
      case .fontWeight(let weight): self = .fontWeight(weight)
      case .typography(let typography): self = .typography(TextStyle(typography))
      case .motion(let motion): self = .motion(motion)
      case .shadow(let shadow): self = .composite(Composite(.shadow(shadow)))
      case .border(let border): self = .composite(Composite(.border(border)))
      case .strokeStyle(let style): self = .composite(Composite(.strokeStyle(style)))
      case .gradient(let gradient): self = .composite(Composite(.gradient(gradient)))
      }
    }

    /// The type of the value.
    var type: TokenType {
      switch self {
      case .color: .color
      case .dimension: .dimension
      case .number: .number
      case .duration: .duration
      case .cubicBezier: .cubicBezier
      case .fontFamily: .fontFamily
      case .fontWeight: .fontWeight
      case .typography: .typography
      case .motion: .motion
      case .composite(let composite): composite.type
      }
    }
  }
}

extension DocsModel.Value: Encodable {
  /// The keys of a dimension.
  private enum DimensionKeys: String, CodingKey {
    case points, rem
  }

  /// The keys of a duration.
  private enum DurationKeys: String, CodingKey {
    case milliseconds
  }

  /// The keys of a font weight.
  private enum WeightKeys: String, CodingKey {
    case weight, name
  }

  /// Writes the value in the shape its type has in `tokens.docs.json`: explicit and unit-labelled.
  func encode(to encoder: any Encoder) throws {
    switch self {
    case .color(let colors): try colors.encode(to: encoder)
    case .dimension(let dimension):
      var container = encoder.container(keyedBy: DimensionKeys.self)
      try container.encode(dimension.points, forKey: .points)
      try container.encode(dimension.points / Dimension.pointsPerRem, forKey: .rem)
    case .number(let number):
      var container = encoder.singleValueContainer()
      try container.encode(number)
    case .duration(let duration):
      var container = encoder.container(keyedBy: DurationKeys.self)
      try container.encode(duration.milliseconds, forKey: .milliseconds)
    case .cubicBezier(let curve):
      var container = encoder.singleValueContainer()
      try container.encode(curve.values)
    case .fontFamily(let family):
      var container = encoder.singleValueContainer()
      try container.encode(family)
    case .fontWeight(let weight):
      var container = encoder.container(keyedBy: WeightKeys.self)
      try container.encode(weight.value, forKey: .weight)
      try container.encode(weight.appleName, forKey: .name)
    case .typography(let style): try style.encode(to: encoder)
    case .motion(let motion): try DocsModel.MotionEntry(motion).encode(to: encoder)
    case .composite(let composite): try composite.encode(to: encoder)
    }
  }
}

extension DocsModel.Value {
  /// Writes the value as its `Encodable` form does, keys in sorted order.
  func write(to sink: inout some JSONSink, caches: inout DocsModel.JSONCaches) {
    switch self {
    case .color(let colors): colors.write(to: &sink, caches: &caches)
    case .dimension(let dimension): Self.write(dimension, to: &sink)
    case .number(let number): sink.number(number)
    case .duration(let duration):
      sink.beginObject()
      sink.key("milliseconds")
      sink.number(duration.milliseconds)
      sink.endObject()
    case .cubicBezier(let curve): sink.bezier(curve)
    case .fontFamily(let family): sink.strings(family)
    case .fontWeight(let weight):
      sink.beginObject()
      sink.key("name")
      sink.string(weight.appleName)
      sink.key("weight")
      sink.number(weight.value)
      sink.endObject()
    case .typography(let style): style.write(to: &sink, caches: &caches)
    case .motion(let motion): DocsModel.MotionEntry(motion).write(to: &sink)
    case .composite(let composite): composite.write(to: &sink, caches: &caches)
    }
  }

  /// `{points, rem}`.
  static func write(_ dimension: Dimension, to sink: inout some JSONSink) {
    sink.beginObject()
    sink.key("points")
    sink.number(dimension.points)
    sink.key("rem")
    sink.number(dimension.points / Dimension.pointsPerRem)
    sink.endObject()
  }
}
