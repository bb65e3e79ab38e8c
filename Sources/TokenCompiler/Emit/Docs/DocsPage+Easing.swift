extension DocsPage {
  /// An easing curve plotted as a small inline SVG: progress (up) over time (right), from
  /// (0, 0) to (1, 1), with the two control points drawn as handles. Curves that overshoot
  /// (a y below 0 or above 1) stay inside the picture, which leaves room for them.
  func easingPlot(_ curve: CubicBezier) -> HTMLNode {
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
    return .el(
      "svg",
      [
        "class": "easing-plot",
        "viewBox": "-2 -2 \(DocsFormat.number(size + 4)) \(DocsFormat.number((high - low) * size + 4))",
        "width": "68", "height": DocsFormat.number((high - low) * size + 4), "role": "img",
        "aria-label": "Easing curve " + DocsFormat.easing(curve),
      ],
      [
        .el("rect", ["class": "easing-frame", "x": "0", "y": y(1), "width": x(1), "height": x(1)]),
        .el("path", ["class": "easing-handles", "d": handles]),
        .el("path", ["class": "easing-curve", "d": curvePath]),
        .el("desc", text: "From 0 to 1 over the duration; height \(height) units"),
      ])
  }
}

extension Double {
  /// The value limited to `lower…upper`.
  fileprivate func clamped(_ lower: Double, _ upper: Double) -> Double { Swift.min(Swift.max(self, lower), upper) }
}
