/// A token's element id on the docs page and the names code uses for it, worked out once
/// per build and shared by the page and the Markdown.
struct DocsTokenNames: Sendable {
  /// The element id of the token's entry.
  var anchor: String
  /// The CSS custom property, as `var(--…)`.
  var css: String
  /// The Swift name, when known.
  var swift: String?
}

/// What the docs page and the Markdown write once per distinct value and repeat: the inline
/// style of each color's fill, the rows of each Dynamic Type ladder (most text styles share
/// Apple's), each easing curve's plot, each color's emoji chip.
///
/// One page or one Markdown document uses it from one thread, while it is written.
final class DocsPageCache {
  /// The `background-color` style of each color.
  var fills: [DocsModel.Color: String] = [:]
  /// The `<tbody>` of each ladder, by its steps (category index, and the bits of its size
  /// and line height, so that only identical ladders share rows).
  var ladderRows: [[UInt64]: [UInt8]] = [:]

  /// The `<svg>` plot of each easing curve, by the bits of its control points.
  var easingPlots: [[UInt64]: [UInt8]] = [:]
  /// The emoji chip of each color as seen in each appearance (the Markdown's).
  var chips: [ChipKey: String] = [:]

  /// A color as seen in an appearance.
  struct ChipKey: Hashable {
    /// The color.
    var color: ColorValue
    /// The appearance.
    var appearance: Appearance
  }

  /// An empty cache.
  init() {}
}
