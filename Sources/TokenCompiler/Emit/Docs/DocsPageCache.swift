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

/// What the docs page writes once per distinct value and repeats: the inline style of each
/// color's fill, and the rows of each Dynamic Type ladder (most text styles share Apple's).
///
/// One page uses it from one thread, while it is written.
final class DocsPageCache {
  /// The `background-color` style of each color.
  var fills: [DocsModel.Color: String] = [:]
  /// The `<tbody>` of each ladder, by its steps (category index, and the bits of its size
  /// and line height, so that only identical ladders share rows).
  var ladderRows: [[UInt64]: [UInt8]] = [:]

  /// An empty cache.
  init() {}
}
