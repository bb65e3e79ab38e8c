extension ValueReader {
  /// The fields of one shadow layer.
  static let shadowFields = ["color", "offsetX", "offsetY", "blur", "spread", "inset"]

  /// A shadow, border, strokeStyle or gradient value; `nil` for other types or after reporting.
  mutating func composite(_ node: SourceNode, type: TokenType, _ what: String) -> CompositeSource? {
    switch type {
    case .shadow: shadow(node, what)
    case .border: border(node, what).map(CompositeSource.border)
    case .strokeStyle: strokeStyle(node, what).map(CompositeSource.strokeStyle)
    case .gradient: gradient(node, what).map(CompositeSource.gradient)
    default: nil
    }
  }

  /// One layer, or a list of layers and aliases to other shadow tokens.
  private mutating func shadow(_ node: SourceNode, _ what: String) -> CompositeSource? {
    guard let items = node.items else { return shadowLayer(node, what).map { .shadow([.layer($0)], isList: false) } }
    guard !items.isEmpty else {
      diagnostics.error(.tokenValue, "\(what) is an empty list; a shadow needs at least one layer", at: node.location)
      return nil
    }
    var entries: [ShadowEntrySource] = []
    for (index, item) in items.enumerated() {
      if item.scalar?.text.contains(ascii: "{") == true {
        guard let reference = alias(item) else { return nil }
        entries.append(.alias(reference))
      } else {
        guard let layer = shadowLayer(item, "\(what) layer \(index + 1)") else { return nil }
        entries.append(.layer(layer))
      }
    }
    return .shadow(entries, isList: true)
  }

  private mutating func shadowLayer(_ node: SourceNode, _ what: String) -> ShadowLayerSource? {
    guard let fields = mapping(node, what, allowed: Self.shadowFields) else { return nil }
    for name in ["color", "offsetX", "offsetY", "blur"] where fields[name] == nil {
      missing(name, in: what, at: node.location, example: "{color: \"#00000033\", offsetX: 0, offsetY: 2, blur: 8}")
      return nil
    }
    guard let color = subColor(fields["color"]!.value, "the color of \(what)"),
      let offsetX = subDimension(fields["offsetX"]!.value, "\(what) offsetX"),
      let offsetY = subDimension(fields["offsetY"]!.value, "\(what) offsetY"),
      let blur = subDimension(fields["blur"]!.value, "\(what) blur", nonNegative: true)
    else { return nil }
    var spread = ValueOrAlias.value(Dimension(0))
    if let entry = fields["spread"] {
      guard let value = subDimension(entry.value, "\(what) spread") else { return nil }
      spread = value
    }
    var inset = false
    if let entry = fields["inset"] {
      guard let value = bool(entry.value, "\(what) inset") else { return nil }
      inset = value
    }
    return ShadowLayerSource(
      color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
  }

  private mutating func border(_ node: SourceNode, _ what: String) -> BorderSource? {
    guard let fields = mapping(node, what, allowed: ["color", "width", "style"]) else { return nil }
    for name in ["color", "width", "style"] where fields[name] == nil {
      missing(name, in: what, at: node.location, example: "{color: \"#d1d1d6\", width: 1, style: solid}")
      return nil
    }
    guard let color = subColor(fields["color"]!.value, "the color of \(what)"),
      let width = subDimension(fields["width"]!.value, "\(what) width", nonNegative: true),
      let style = valueOrAlias(fields["style"]!.value, { $0.strokeStyle($1, "\(what) style") })
    else { return nil }
    return BorderSource(color: color, width: width, style: style)
  }

  /// A keyword (`solid`, `dashed`, …) or `{dashArray: [dimensions], lineCap: round|butt|square}`.
  private mutating func strokeStyle(_ node: SourceNode, _ what: String) -> StrokeStyleSource? {
    if node.scalar != nil {
      let keywords = StrokeKeyword.allCases.map(\.rawValue)
      return keyword(node, what, from: keywords).flatMap(StrokeKeyword.init(rawValue:)).map { .keyword($0) }
    }
    guard let fields = mapping(node, what, allowed: ["dashArray", "lineCap"]) else { return nil }
    for name in ["dashArray", "lineCap"] where fields[name] == nil {
      missing(name, in: what, at: node.location, example: "{dashArray: [4, 2], lineCap: round}")
      return nil
    }
    let dashNode = fields["dashArray"]!.value
    guard let items = dashNode.items, !items.isEmpty else {
      if dashNode.items != nil {
        diagnostics.error(
          .tokenValue, "\(what) dashArray is empty; write the dash and gap lengths, e.g. [4, 2]",
          at: dashNode.location)
      } else {
        reject(dashNode, "\(what) dashArray", expected: "a list of dimensions, e.g. [4, 2]")
      }
      return nil
    }
    var dashes: [ValueOrAlias<Dimension>] = []
    for (index, item) in items.enumerated() {
      guard let dash = subDimension(item, "\(what) dash \(index + 1)", nonNegative: true) else { return nil }
      dashes.append(dash)
    }
    let caps = LineCap.allCases.map(\.rawValue)
    guard let cap = keyword(fields["lineCap"]!.value, "\(what) lineCap", from: caps) else { return nil }
    return .dashes(dashes, lineCap: LineCap(rawValue: cap)!)
  }

  private mutating func gradient(_ node: SourceNode, _ what: String) -> [GradientStopSource]? {
    guard let items = node.items, !items.isEmpty else {
      if node.items != nil {
        diagnostics.error(.tokenValue, "\(what) is an empty list; a gradient needs its stops", at: node.location)
      } else {
        reject(node, what, expected: "a list of stops like [{color: \"#000000\", position: 0}, …]")
      }
      return nil
    }
    var stops: [GradientStopSource] = []
    for (index, item) in items.enumerated() {
      let stop = "\(what) stop \(index + 1)"
      guard let fields = mapping(item, stop, allowed: ["color", "position"]) else { return nil }
      for name in ["color", "position"] where fields[name] == nil {
        missing(name, in: stop, at: item.location, example: "{color: \"#000000\", position: 0}")
        return nil
      }
      let positionNode = fields["position"]!.value
      guard let color = subColor(fields["color"]!.value, "the color of \(stop)"),
        var position = valueOrAlias(positionNode, { $0.number($1, "\(stop) position") })
      else { return nil }
      if case .value(let value) = position, !(0...1).contains(value) {
        // DTCG: a position outside 0…1 is read as if clamped.
        let clamped = min(max(value, 0), 1)
        diagnostics.warning(
          .tokenValue,
          "\(stop) position \(JSONWriter.format(value)) is outside 0…1; it is clamped to \(JSONWriter.format(clamped))",
          at: positionNode.location)
        position = .value(clamped)
      }
      stops.append(GradientStopSource(color: color, position: position))
    }
    return stops
  }

  /// A color inside a composite: an alias, one color, or a color per appearance.
  private mutating func subColor(_ node: SourceNode, _ what: String) -> ColorSource? {
    if node.scalar?.text.contains(ascii: "{") == true { return alias(node).map { [.light: .alias($0)] } }
    return colorAppearances(node, what)?.dictionary
  }

  /// A dimension or an alias to one; literal blur, width and dashes cannot be negative.
  private mutating func subDimension(
    _ node: SourceNode, _ what: String, nonNegative: Bool = false
  ) -> ValueOrAlias<Dimension>? {
    guard let value = valueOrAlias(node, { $0.dimension($1, what) }) else { return nil }
    if nonNegative, case .value(let dimension) = value, dimension.points < 0 {
      diagnostics.error(.tokenValue, "\(what) cannot be negative", at: node.location)
      return nil
    }
    return value
  }
}
