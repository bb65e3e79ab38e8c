import Testing

@testable import TokenCompiler

/// The one writer of generated Swift: escaping, comments, numbers and layout.
@Suite("Swift writer")
struct SwiftWriterTests {
  @Test(arguments: [
    ("plain", #""plain""#),
    (#"say "hi" \ bye"#, #""say \"hi\" \\ bye""#),
    ("\\(interpolation) #\"raw\"#", ##""\\(interpolation) #\"raw\"#""##),
    ("line\nbreak\r\ttab\0nul", #""line\nbreak\r\ttab\0nul""#),
    ("bell\u{7} bidi\u{202E} sep\u{2028} bom\u{FEFF}", #""bell\u{7} bidi\u{202e} sep\u{2028} bom\u{feff}""#),
    ("emoji 🎨 and café", #""emoji 🎨 and café""#),
  ])
  func stringLiteralsEscapeEverythingThatMatters(text: String, literal: String) {
    #expect(SwiftText.stringLiteral(text) == literal)
  }

  @Test func commentLinesNeverContainALineBreakOrInvisibleCharacter() {
    let text = "a\nb\r\nc\rd\u{2028}e\u{2029}f\u{85}g\u{B}h\u{C}i\tj\u{0}k\u{7F}l\u{202E}m */ n"
    let lines = SwiftText.commentLines(text)
    #expect(lines == ["a", "b", "c", "d", "e", "f", "g", "h", "i j\\u{0}k\\u{7f}l\\u{202e}m */ n"])
    #expect(SwiftText.commentLine("one\ntwo\n\nthree") == "one two three")
  }

  @Test func docTextWrapsAtTheWidthAndKeepsLongWords() {
    let wrapped = SwiftText.wrapped("aaa bbb ccc ddd https://example.com/a/very/long/path", width: 10)
    #expect(wrapped == ["aaa bbb", "ccc ddd", "https://example.com/a/very/long/path"])
    #expect(SwiftText.wrapped("\n\nfirst\n\nsecond\n\n", width: 20) == ["first", "", "second"])
  }

  @Test(arguments: [
    (16.0, "16"), (0.15, "0.15"), (-0.4, "-0.4"), (-0.0, "0"), (1e-05, "1e-05"), (1.618, "1.618"),
  ])
  func numbersAreShortAndExact(value: Double, text: String) {
    #expect(SwiftText.number(value) == text)
  }

  @Test(arguments: [(0.0, "0"), (1.0, "1"), (122.0 / 255, "122 / 255"), (0.78, "0.78"), (0.5, "0.5")])
  func channelsUseExactEightBitFractions(value: Double, text: String) {
    #expect(SwiftText.channel(value) == text)
  }

  @Test func theWriterOwnsIndentationBlankLinesAndWrapping() {
    let call = SwiftExpression.call(
      "Make", (1...12).map { SwiftArgument("argument\($0)", .number(Double($0))) })
    let file = SwiftFile(
      header: ["Header */ line"],
      items: [
        .importModule("A"), .importModule("B"),
        .conditional(
          SwiftConditional(
            branches: [
              SwiftBranch(
                condition: "canImport(A)",
                items: [
                  .declaration(
                    SwiftDeclaration(
                      doc: ["Doc\nsecond"], attributes: [.deprecated(message: "Old \"one\"")], modifiers: ["public"],
                      keyword: "enum", name: "E",
                      body: .members([
                        .declaration(SwiftDeclaration(keyword: "case", name: "a")),
                        .declaration(SwiftDeclaration(keyword: "case", name: "b")),
                        .declaration(
                          SwiftDeclaration(modifiers: ["static"], keyword: "let", name: "value", value: call)),
                      ])))
                ])
            ], otherwise: [.mark("Else", notes: ["A note."])])),
      ])
    #expect(
      SwiftWriter().render(file) == """
        // Header */ line

        import A
        import B

        #if canImport(A)
          /// Doc
          /// second
          @available(*, deprecated, message: "Old \\"one\\"")
          public enum E {
            case a
            case b

            static let value = Make(
              argument1: 1, argument2: 2, argument3: 3, argument4: 4, argument5: 5, argument6: 6, argument7: 7, argument8: 8,
              argument9: 9, argument10: 10, argument11: 11, argument12: 12)
          }
        #else
          // MARK: - Else
          //   A note.
        #endif

        """)
  }

  @Test func longArgumentsGetTheirOwnLinesAndArraysArePacked() {
    let steps = SwiftExpression.array(
      (1...12).map { .call("TypeStep", [SwiftArgument(nil, .number(Double($0))), SwiftArgument(nil, .number(20))]) })
    let value = SwiftExpression.call(
      "Style", [SwiftArgument("name", .string("short")), SwiftArgument("ladder", steps)])
    let file = SwiftFile(
      header: [], items: [.declaration(SwiftDeclaration(keyword: "let", name: "style", value: value))])
    #expect(
      SwiftWriter().render(file) == """
        let style = Style(
          name: "short",
          ladder: [
            TypeStep(1, 20), TypeStep(2, 20), TypeStep(3, 20), TypeStep(4, 20), TypeStep(5, 20), TypeStep(6, 20),
            TypeStep(7, 20), TypeStep(8, 20), TypeStep(9, 20), TypeStep(10, 20), TypeStep(11, 20), TypeStep(12, 20),
          ])

        """)
  }
}
