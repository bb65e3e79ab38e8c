/// What the docs page and the Markdown write once per distinct value and repeat: the inline
/// style of each color's fill, the Markdown's rows of each Dynamic Type ladder (most text styles
/// share Apple's; the page writes each distinct ladder once), each easing curve's plot, and the
/// Markdown's color cells.
///
/// One page or one Markdown document uses it from one thread, while it is written.
final class DocsPageCache {
  /// The `background-color` style of each color.
  var fills = DocsColorTable<String>()
  /// The `color` style of each chip's color.
  var chipStyles = DocsColorTable<String>()
  /// The Markdown table rows of each ladder, by its steps (category index, and the bits of its
  /// size and line height, so that only identical ladders share rows: ``DocsPage/ladderKey(_:)``).
  var ladderRows: [[UInt64]: [UInt8]] = [:]

  /// The words and inline style of each text style on the page (``DocsPage/typeTexts(_:)``).
  var typeTexts: [DocsTypeKey: DocsTypeTexts] = [:]
  /// The texts of each text style's paragraph in the Markdown (``DocsMarkdown/typeTexts(_:)``).
  var markdownTypeTexts: [DocsTypeKey: (metrics: String, scaling: String)] = [:]

  /// The texts of each motion preset (``motionTexts(_:)``).
  var motions: [DocsMotionKey: DocsMotionTexts] = [:]
  /// Each length in words, by the bits of its points (``length(_:)``).
  var lengths: [UInt64: String] = [:]
  /// The inline style of each spacing bar, by the bits of its points (``scaleStyle(_:radius:_:)``).
  var barStyles: [UInt64: String] = [:]
  /// The inline style of each radius demo, by the bits of its points.
  var radiusStyles: [UInt64: String] = [:]

  /// The `<svg>` that shows each easing curve again (a `<use>` of its first plot), by section
  /// and the bits of its control points.
  var easingPlots: [EasingKey: [UInt8]] = [:]

  /// The `<figure>` of each swatch on the page (most colors recur across tokens), or the cell of
  /// each color and appearance in the Markdown, for colors without a number (``DocsModel/Color/id``)
  /// or drawn on another color.
  var swatches: [SwatchKey: [UInt8]] = [:]
  /// The same for numbered colors on their appearance's own canvas, by ``swatchSlot(_:_:)``.
  var swatchSlots = DocsFragmentSlots()

  /// The slot in ``swatchSlots`` of a numbered color (`id`) and one yes-or-no fact about its
  /// swatch (the page: whether the token writes the appearance; the Markdown: whether the
  /// appearance is dark).
  static func swatchSlot(_ id: Int, _ fact: Bool) -> Int { id * 2 + (fact ? 1 : 0) }

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
  typealias ColorBits = DocsModel.ColorBits

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
