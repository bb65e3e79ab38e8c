import Testing

@testable import TokenCompiler

/// A literal key (``ByteBuffer/key(_:comma:indent:separator:)-(StaticString,_,_,_)``, copied
/// without looking at it) is written as the same key given as a `String`, which is checked for
/// escapes first, in every layout, at every depth, first in its object or not.
@Suite("JSON literal keys")
struct JSONLiteralKeyTests {
  /// Keys of the lengths and characters the writers use, sorted.
  static let keys: [StaticString] = [
    "", "$type", "$value", "a", "alpha", "colorSpace", "components", "dev.tokenc", "explicitAppearances", "hex",
    "inSRGBGamut", "isAccessibilitySize", "lightHighContrast", "reduceMotion",
  ]

  @Test func literalKeysAreWrittenAsTheirText() {
    let separators: [ByteBuffer.Separator] = [.colon, .colonSpace, .spacedColon]
    for key in Self.keys {
      for separator in separators {
        for indent in -1...12 {
          for comma in [false, true] {
            var literal = ByteBuffer(capacity: 0)
            literal.key(key, comma: comma, indent: indent, separator: separator)
            var text = ByteBuffer(capacity: 0)
            text.key(key.description, comma: comma, indent: indent, separator: separator)
            #expect(literal.finish() == text.finish(), "\(key) \(indent) \(comma)")
          }
        }
      }
    }
  }

  @Test(arguments: [JSONWriter.Style.pretty, .xcode, .compact, .records])
  func aSinkWritesLiteralKeysAsTextKeys(style: JSONWriter.Style) {
    func document(_ writeKey: (inout JSONByteSink, Int) -> Void) -> [UInt8] {
      var sink = JSONByteSink(style: style, capacity: 0)
      sink.beginArray()
      for depth in 0..<3 {
        sink.beginObject()
        for index in Self.keys.indices.dropFirst() {
          writeKey(&sink, index)
          if index % 3 == 0 { sink.beginObject() } else { sink.number(Double(depth)) }
          if index % 3 == 0 { sink.endObject() }
        }
        sink.endObject()
      }
      sink.endArray()
      return sink.finish()
    }
    let literal = document { sink, index in sink.key(Self.keys[index]) }
    let text = document { sink, index in sink.keyInGivenOrder(Self.keys[index].description) }
    #expect(literal == text)
  }
}
