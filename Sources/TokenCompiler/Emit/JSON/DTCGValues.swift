/// DTCG 2025.10 shapes of colors and lengths as ``JSONValue``s (``DTCGWrite``'s, built by a
/// ``JSONTreeSink``), for the composites (``DTCGComposites``), whose appearances are compared as values.
enum DTCGValues {
  /// A DTCG color object; `hex` is the sRGB fallback.
  static func color(_ color: ColorValue) -> JSONValue {
    tree { DTCGWrite.color(color, to: &$0) }
  }

  /// One appearance of a color as written: `"{gray.900}"` when it was an alias, else the color.
  static func color(_ color: ColorAppearances, in appearance: Appearance) -> JSONValue {
    tree { DTCGWrite.color(color, in: appearance, to: &$0) }
  }

  /// A dimension in the unit it was written in: rem stays rem, points and px are px.
  static func dimension(_ dimension: Dimension) -> JSONValue {
    tree { DTCGWrite.dimension(dimension, to: &$0) }
  }

  /// The value `write` writes.
  private static func tree(_ write: (inout JSONTreeSink) -> Void) -> JSONValue {
    var sink = JSONTreeSink()
    write(&sink)
    return sink.finish()
  }
}
