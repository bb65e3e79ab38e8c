extension DocsPage {
  /// An easing curve plotted as a small inline SVG: progress (up) over time (right), from
  /// (0, 0) to (1, 1), with the two control points drawn as handles. Curves that overshoot
  /// (a y below 0 or above 1) stay inside the picture, which leaves room for them.
  ///
  /// The first plot of a curve in a section (`section`, its element id) draws it in a group
  /// with an id (`motion-easing-1`); every later plot of that curve in the section shows that
  /// group again with `<use>`, keeping its own size, name and description.
  func easingPlot(_ curve: CubicBezier, section: String, into stream: inout HTMLStream) {
    let key = DocsPageCache.EasingKey(
      section: section, bits: [curve.x1.bitPattern, curve.y1.bitPattern, curve.x2.bitPattern, curve.y2.bitPattern])
    if let plot = cache.easingPlots[key] { return stream.fragment(plot, isBlock: true) }
    let id = section + "-easing-" + String(cache.easingPlots.count + 1)
    var plot = HTMLStream(capacity: 1024)
    writeEasingPlot(curve, id: id, drawn: true, into: &plot)
    stream.fragment(plot.bytes, isBlock: true)
    var reference = HTMLStream(capacity: 512)
    writeEasingPlot(curve, id: id, drawn: false, into: &reference)
    cache.easingPlots[key] = reference.bytes
  }

  /// The plot of ``easingPlot(_:section:into:)``: its frame, handles and curve in a group with
  /// `id` when `drawn`, else a `<use>` of that group.
  private func writeEasingPlot(_ curve: CubicBezier, id: String, drawn: Bool, into stream: inout HTMLStream) {
    let size = 64.0
    // Room above and below the unit square for overshoot, up to half its height each way.
    let low = min(0, curve.y1, curve.y2, 1).clamped(-0.5, 0)
    let high = max(1, curve.y1, curve.y2).clamped(1, 1.5)
    func x(_ value: Double) -> String { DocsFormat.number(value * size) }
    func y(_ value: Double) -> String { DocsFormat.number((high - value.clamped(low, high)) * size) }
    let height = DocsFormat.number((high - low) * size)
    let curvePath =
      "M0 \(y(0)) C\(x(curve.x1)) \(y(curve.y1)) \(x(curve.x2)) \(y(curve.y2)) \(x(1)) \(y(1))"
    let handles = "M0 \(y(0)) L\(x(curve.x1)) \(y(curve.y1)) M\(x(1)) \(y(1)) L\(x(curve.x2)) \(y(curve.y2))"
    let frameHeight = DocsFormat.number((high - low) * size + 4)
    stream.start(.svg)
    stream.attribute("class", literal: "easing-plot")
    stream.attribute("viewBox", "-2 -2 \(DocsFormat.number(size + 4)) \(frameHeight)")
    stream.attribute("width", literal: "68")
    stream.attribute("height", frameHeight)
    stream.attribute("role", literal: "img")
    stream.attribute("aria-label", "Easing curve " + DocsFormat.easing(curve))
    if !drawn {
      stream.start(.use)
      stream.beginAttribute("href")
      stream.attributeLiteral("#")
      stream.attributeText(id)
      stream.endAttribute()
      stream.end()
      stream.element(.desc, text: "From 0 to 1 over the duration; height \(height) units")
      stream.end()
      return
    }
    stream.start(.g)
    stream.attribute("id", id)
    stream.start(.rect)
    stream.attribute("class", literal: "easing-frame")
    stream.attribute("x", literal: "0")
    stream.attribute("y", y(1))
    stream.attribute("width", x(1))
    stream.attribute("height", x(1))
    stream.end()
    stream.start(.path)
    stream.attribute("class", literal: "easing-handles")
    stream.attribute("d", handles)
    stream.end()
    stream.start(.path)
    stream.attribute("class", literal: "easing-curve")
    stream.attribute("d", curvePath)
    stream.end()
    stream.end()
    stream.element(.desc, text: "From 0 to 1 over the duration; height \(height) units")
    stream.end()
  }
}

extension Double {
  /// The value limited to `lower…upper`.
  fileprivate func clamped(_ lower: Double, _ upper: Double) -> Double { Swift.min(Swift.max(self, lower), upper) }
}
