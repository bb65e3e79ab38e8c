/// What the docs page and the Markdown write once per distinct value and repeat: the inline
/// style of each color's fill, the Markdown's rows of each Dynamic Type ladder (most text styles
/// share Apple's; the page writes each distinct ladder once), each easing curve's plot, and the
/// Markdown's color cells.
///
/// One page or one Markdown document uses it from one thread, while it is written.
final class DocsPageCache {
  /// The `background-color` style of each color.
  var fills: [DocsModel.Color: String] = [:]
  /// The `color` style of each chip's color.
  var chipStyles: [DocsModel.Color: String] = [:]
  /// The Markdown table rows of each ladder, by its steps (category index, and the bits of its
  /// size and line height, so that only identical ladders share rows: ``DocsPage/ladderKey(_:)``).
  var ladderRows: [[UInt64]: [UInt8]] = [:]

  /// The `<svg>` that shows each easing curve again (a `<use>` of its first plot), by section
  /// and the bits of its control points.
  var easingPlots: [EasingKey: [UInt8]] = [:]

  /// The `<figure>` of each swatch on the page (most colors recur across tokens), or the cell of
  /// each color and appearance in the Markdown.
  var swatches: [SwatchKey: [UInt8]] = [:]

  /// A swatch: its color and canvas (by the bits of their components, so that only colors
  /// written the same share a swatch), its appearance, and whether the token writes it.
  struct SwatchKey: Hashable {
    /// The space and component bits of the color.
    var color: ColorBits
    /// The space and component bits of the canvas (nil: the appearance's own).
    var canvas: ColorBits?
    /// The appearance.
    var appearance: Appearance
    /// Whether the token writes the appearance (else it is a fallback).
    var writes: Bool
  }

  /// A color's space and the bit patterns of its components.
  struct ColorBits: Hashable {
    /// Whether the color is in Display P3.
    var isP3: Bool
    /// The bits of red, green, blue and alpha.
    var red, green, blue, alpha: UInt64

    /// The bits of `color`.
    init(_ color: ColorValue) {
      isP3 = color.space == .displayP3
      (red, green, blue, alpha) = (
        color.red.bitPattern, color.green.bitPattern, color.blue.bitPattern, color.alpha.bitPattern
      )
    }
  }

  /// An easing curve in a section: the section's element id and the bits of its control points.
  struct EasingKey: Hashable {
    /// The section's element id.
    var section: String
    /// The bits of x1, y1, x2 and y2.
    var bits: [UInt64]
  }

  /// An empty cache.
  init() {}
}
