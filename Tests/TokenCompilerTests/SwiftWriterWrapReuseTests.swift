import Testing

@testable import TokenCompiler

/// The writer's byte shortcuts give the same text as the plain paths: a wrapped call reuses the
/// one-line text of its arguments, and color channels are written as digits.
@Suite("Swift writer shortcuts")
struct SwiftWriterWrapReuseTests {
  /// `appendChannel` writes exactly what `channel` returns, for every 8-bit value and others.
  @Test func channelBytesMatchTheChannelText() {
    let values = (0...255).map { Double($0) / 255 } + [0.78, 0.5, -0.25, 1.5, 0.123456789]
    for value in values {
      var buffer = SwiftTextBuffer()
      SwiftText.appendChannel(value, into: &buffer)
      #expect(String(decoding: buffer.bytes, as: UTF8.self) == SwiftText.channel(value))
    }
  }

  /// A wrapped call whose arguments hold `, ` inside strings and nested calls keeps each argument whole,
  /// and a nested call that is too long itself wraps too.
  @Test func wrappedCallsKeepEachArgumentWhole() {
    let inner = SwiftExpression.call(
      ".init", (1...9).map { SwiftArgument("value\($0)", .string("text, with, commas \($0)")) })
    let value = SwiftExpression.call(
      "AdaptiveColor",
      [
        SwiftArgument("asset", .string("palette/a, b")),
        SwiftArgument(nil, .call(".init", [SwiftArgument(nil, .code(".sRGB")), SwiftArgument("red", .channel(0.2))])),
        SwiftArgument("nested", inner),
      ])
    let file = SwiftFile(
      header: [], items: [.declaration(SwiftDeclaration(keyword: "let", name: "color", value: value))])
    #expect(
      SwiftWriter().render(file) == """
        let color = AdaptiveColor(
          asset: "palette/a, b", .init(.sRGB, red: 51 / 255),
          nested: .init(
            value1: "text, with, commas 1", value2: "text, with, commas 2", value3: "text, with, commas 3",
            value4: "text, with, commas 4", value5: "text, with, commas 5", value6: "text, with, commas 6",
            value7: "text, with, commas 7", value8: "text, with, commas 8", value9: "text, with, commas 9"))

        """)
  }
}
