extension DocsModel.Composite {
  /// Writes the composite as its `Encodable` form does, keys in sorted order.
  func write(to sink: inout some JSONSink, caches: inout DocsModel.JSONCaches) {
    sink.beginObject()
    switch kind {
    case .shadow(let shadow):
      writeCSS(to: &sink)
      sink.key("layers")
      sink.beginArray()
      for layer in shadow.layers {
        sink.beginObject()
        Self.write("blur", layer.blur, to: &sink)
        sink.key("color")
        DocsModel.Colors(layer.color).write(to: &sink, caches: &caches)
        sink.key("inset")
        sink.bool(layer.inset)
        Self.write("offsetX", layer.offsetX, to: &sink)
        Self.write("offsetY", layer.offsetY, to: &sink)
        Self.write("spread", layer.spread, to: &sink)
        sink.endObject()
      }
      sink.endArray()
    case .border(let border):
      sink.key("color")
      DocsModel.Colors(border.color).write(to: &sink, caches: &caches)
      writeCSS(to: &sink)
      sink.key("style")
      sink.beginObject()
      Self.write(border.style, to: &sink)
      sink.endObject()
      Self.write("width", border.width, to: &sink)
    case .strokeStyle(let style): Self.write(style, to: &sink)
    case .gradient(let gradient):
      writeCSS(to: &sink)
      sink.key("stops")
      sink.beginArray()
      for stop in gradient.stops {
        sink.beginObject()
        sink.key("color")
        DocsModel.Colors(stop.color).write(to: &sink, caches: &caches)
        sink.key("position")
        sink.number(stop.position)
        sink.endObject()
      }
      sink.endArray()
    }
    sink.endObject()
  }

  /// The member `css`: the CSS value in each appearance.
  private func writeCSS(to sink: inout some JSONSink) {
    sink.key("css")
    sink.byAppearance(css) { sink, text in sink.string(text) }
  }

  /// The member `key`: a length as `{points, rem}`.
  private static func write(_ key: String, _ dimension: Dimension, to sink: inout some JSONSink) {
    sink.key(key)
    DocsModel.Value.write(dimension, to: &sink)
  }

  /// The members `dashArray`, `keyword` and `lineCap` of a stroke style.
  private static func write(_ style: StrokeStyle, to sink: inout some JSONSink) {
    sink.key("dashArray")
    switch style {
    case .keyword: sink.null()
    case .dashes(let dashes, _):
      sink.beginArray()
      for dash in dashes { DocsModel.Value.write(dash, to: &sink) }
      sink.endArray()
    }
    sink.key("keyword")
    sink.string(style.cssKeyword)
    sink.key("lineCap")
    switch style {
    case .keyword: sink.null()
    case .dashes(_, let lineCap): sink.string(lineCap.rawValue)
    }
  }
}
