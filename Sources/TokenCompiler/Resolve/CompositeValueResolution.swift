extension ValueResolver {
  /// Resolves a shadow, border, strokeStyle or gradient: every alias inside it, and the layers
  /// of shadow tokens a shadow list names. Colors keep their four appearances.
  mutating func composite(_ source: CompositeSource, of path: TokenPath) -> TokenValue? {
    let what = "'\(path)'"
    switch source {
    case .shadow(let entries, let isList):
      var layers: [ShadowLayer] = []
      for (index, entry) in entries.enumerated() {
        let name = isList ? "layer \(index + 1) of \(what)" : what
        switch entry {
        case .layer(let layer):
          guard let resolved = shadowLayer(layer, name) else { return nil }
          layers.append(resolved)
        case .alias(let reference):
          let target = field(.alias(reference), name, needs: "a shadow") { value -> [ShadowLayer]? in
            if case .shadow(let shadow) = value { return shadow.layers }
            return nil
          }
          guard let target else { return nil }
          layers += target
        }
      }
      return .shadow(Shadow(layers: layers, isList: isList))
    case .border(let border):
      // Every field is resolved, so each mismatch is reported, not only the first.
      let color = subColor(border.color, "the color of \(what)")
      let width = field(border.width, "the width of \(what)", needs: "a dimension", extract: Self.subDimension)
      let style = strokeStyle(border.style, "the style of \(what)")
      guard let color, let width, let style else { return nil }
      return .border(Border(color: color, width: width, style: style))
    case .strokeStyle(let style):
      return strokeStyle(.value(style), what).map(TokenValue.strokeStyle)
    case .gradient(let stops):
      var resolved: [GradientStop] = []
      for (index, stop) in stops.enumerated() {
        let name = "stop \(index + 1) of \(what)"
        guard let color = subColor(stop.color, "the color of \(name)"),
          let position = field(stop.position, "the position of \(name)", needs: "a number", extract: Self.subNumber)
        else { return nil }
        if case .alias(let reference) = stop.position, !(0...1).contains(position) {
          diagnostics.warning(
            .tokenValue,
            "the position of \(name) is \(JSONWriter.format(position)) ('\(reference.path.aliasText)'), "
              + "outside 0…1; it is clamped",
            at: reference.location)
        }
        resolved.append(GradientStop(color: color, position: min(max(position, 0), 1)))
      }
      return .gradient(Gradient(stops: resolved))
    }
  }

  private mutating func shadowLayer(_ layer: ShadowLayerSource, _ what: String) -> ShadowLayer? {
    let color = subColor(layer.color, "the color of \(what)")
    let offsetX = field(layer.offsetX, "the offsetX of \(what)", needs: "a dimension", extract: Self.subDimension)
    let offsetY = field(layer.offsetY, "the offsetY of \(what)", needs: "a dimension", extract: Self.subDimension)
    let blur = field(layer.blur, "the blur of \(what)", needs: "a dimension", extract: Self.subDimension)
    let spread = field(layer.spread, "the spread of \(what)", needs: "a dimension", extract: Self.subDimension)
    guard let color, let offsetX, let offsetY, let blur, let spread else { return nil }
    return ShadowLayer(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: layer.inset)
  }

  /// A stroke style or an alias to a strokeStyle token; dashes may be aliases to dimensions.
  private mutating func strokeStyle(_ source: ValueOrAlias<StrokeStyleSource>, _ what: String) -> StrokeStyle? {
    switch source {
    case .alias:
      let target = field(source, what, needs: "a strokeStyle") { value -> StrokeStyleSource? in
        switch value {
        case .strokeStyle(.keyword(let keyword)): .keyword(keyword)
        case .strokeStyle(.dashes(let dashes, let lineCap)): .dashes(dashes.map { .value($0) }, lineCap: lineCap)
        default: nil
        }
      }
      return target.flatMap { strokeStyle(.value($0), what) }
    case .value(.keyword(let keyword)): return .keyword(keyword)
    case .value(.dashes(let dashes, let lineCap)):
      var lengths: [Dimension] = []
      for (index, dash) in dashes.enumerated() {
        let name = "dash \(index + 1) of \(what)"
        guard let length = field(dash, name, needs: "a dimension", extract: Self.subDimension) else { return nil }
        lengths.append(length)
      }
      return .dashes(lengths, lineCap: lineCap)
    }
  }

  /// A color inside a composite. An alias takes every appearance of the color it names; the
  /// explicit appearances are made canonical so the value reads back the same from DTCG JSON,
  /// and the aliases are kept per appearance, so the DTCG output writes them as written.
  private mutating func subColor(_ source: ColorSource, _ what: String) -> ColorAppearances? {
    if source.count == 1, let entry = source[.light], case .alias = entry {
      let target = field(entry, what, needs: "a color") { value -> ColorValue? in
        if case .color(let color) = value { return color.values.light }
        return nil
      }
      guard target != nil, case .alias(let reference) = entry, case .color(let color)? = value(of: reference.path)
      else { return nil }
      var result = ColorAppearances.canonical(color.values)
      for appearance in Appearance.allCases { result.aliases[appearance] = reference.path }
      return result
    }
    return color(AppearanceMap(source)).map { written in
      var result = ColorAppearances.canonical(written.values)
      result.aliases = written.aliases
      return result
    }
  }

  private static func subDimension(_ value: TokenValue) -> Dimension? {
    if case .dimension(let dimension) = value { return dimension }
    return nil
  }

  private static func subNumber(_ value: TokenValue) -> Double? {
    if case .number(let number) = value { return number }
    return nil
  }
}
