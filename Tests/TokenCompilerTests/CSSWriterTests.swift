import Testing

@testable import TokenCompiler

/// The CSS writer owns escaping: identifiers, strings and comments can never break out.
@Suite("CSS writer")
struct CSSWriterTests {
  @Test(arguments: [
    ("--color-label-primary", "--color-label-primary"),
    ("text-body", "text-body"),
    ("2xl", "\\32 xl"),
    ("-2x", "-\\32 x"),
    ("-", "\\-"),
    ("a b", "a\\ b"),
    ("a\"b", "a\\\"b"),
    ("a}b{c", "a\\}b\\{c"),
    ("a;b:c", "a\\;b\\:c"),
    ("tab\there", "tab\\9 here"),
    ("nul\0", "nul\u{FFFD}"),
    ("café", "café"),
    ("", "_"),
  ])
  func identifiersAreSerializedLikeCSSEscape(_ name: String, _ expected: String) {
    #expect(CSSWriter.identifier(name) == expected)
  }

  @Test(arguments: [
    ("Inter Display", "\"Inter Display\""),
    ("quote \" and backslash \\", "\"quote \\\" and backslash \\\\\""),
    ("line\nbreak", "\"line\\a break\""),
    ("\"; } body { color: red } :root { --x: \"", "\"\\\"; } body { color: red } :root { --x: \\\"\""),
    ("nul\0", "\"nul\u{FFFD}\""),
  ])
  func stringsEscapeQuotesBackslashesAndControls(_ text: String, _ expected: String) {
    #expect(CSSWriter.string(text) == expected)
  }

  @Test func commentsCannotBeClosedEarly() {
    let hostile = "a */ } body { color: red } /* b **/ c\nd *\u{2028}/"
    let comment = CSSWriter.comment(hostile)
    #expect(comment == "/* a * / } body { color: red } /* b ** / c d * / */")
    let body = comment.dropFirst(2).dropLast(2)
    #expect(!body.contains("*/"), "the comment text closes the comment: \(comment)")
    #expect(!comment.contains("\n"))
  }

  @Test func nothingCanCloseAnInlineStyleElement() {
    // tokens.css is often pasted into <style>; the HTML parser ends it at "</style" anywhere.
    #expect(CSSWriter.comment("x </style><script>alert(1)</script>") == "/* x < /style><script>alert(1)< /script> */")
    #expect(CSSWriter.string("</style>") == "\"\\3c /style>\"")
    #expect(CSSWriter.identifier("a</style>") == "a\\3c \\/style\\>")
    for text in [CSSWriter.comment("</style>"), CSSWriter.string("</STYLE>"), CSSWriter.identifier("</style")] {
      #expect(!text.lowercased().contains("</style"), "\(text)")
    }
  }

  @Test(arguments: [
    (17.0, "17"), (1.0625, "1.0625"), (-0.025, "-0.025"), (0.1 + 0.2, "0.3"), (1.0 / 3.0, "0.3333"),
    (-0.00001, "0"), (0.00005, "0.0001"), (Double.nan, "0"), (123_456.5, "123456.5"),
  ])
  func numbersHaveAtMostFourDecimalsAndNoExponent(_ value: Double, _ expected: String) {
    #expect(CSSWriter.number(value) == expected)
  }

  @Test func writesRulesAtRulesAndDeclarationComments() {
    let nodes: [CSSNode] = [
      .comment("Header"),
      .rule([.root()], [CSSDeclaration("--a", .dimension(1.5, unit: "rem"), comment: "A */ B")]),
      .media(
        [CSSMediaFeature("prefers-color-scheme", "dark"), CSSMediaFeature("prefers-contrast", "more")],
        [
          .rule(
            [.root([.not(.attribute("data-appearance", equals: "li\"ght"))])], [CSSDeclaration("--a", .variable("--b"))]
          )
        ]
      ),
      .supports(
        property: "font", value: .keyword("-apple-system-body"), negated: true,
        [.rule([CSSSelector([.className("text-x")])], [])]),
    ]
    #expect(
      CSSWriter().stylesheet(nodes) == """
        /* Header */

        :root {
          /* A * / B */
          --a: 1.5rem;
        }

        @media (prefers-color-scheme: dark) and (prefers-contrast: more) {
          :root:not([data-appearance="li\\"ght"]) {
            --a: var(--b);
          }
        }

        @supports not (font: -apple-system-body) {
          .text-x {
          }
        }

        """)
  }

  @Test func valuesCoverColorsFunctionsAndLists() {
    let writer = CSSWriter()
    let p3 = ColorValue(space: .displayP3, red: 0.78, green: 0, blue: 0.42, alpha: 0.5)
    #expect(writer.value(CSSTokenValues.displayP3(p3)) == "color(display-p3 0.78 0 0.42 / 0.5)")
    #expect(writer.value(CSSTokenValues.srgb(p3)) == p3.srgbFallback.hex)
    #expect(writer.value(.hexColor(ColorValue(hex: "#3C3C4399")!)) == "#3c3c4399")
    #expect(writer.value(CSSTokenValues.easing(CubicBezier(0.2, 0, 0, 1))) == "cubic-bezier(0.2, 0, 0, 1)")
    #expect(
      writer.value(CSSTokenValues.fontFamily(["Inter Display", "system"]))
        == "\"Inter Display\", system-ui, -apple-system")
    #expect(writer.value(CSSTokenValues.fontFamily(["Menlo"])) == "\"Menlo\", sans-serif")
    #expect(writer.value(CSSTokenValues.fontFamily(["Menlo", "monospace"])) == "\"Menlo\", monospace")
    #expect(
      writer.inlineDeclarations([
        CSSDeclaration("width", .dimension(16, unit: "px")), CSSDeclaration("--x", .number(1)),
      ])
        == "width: 16px; --x: 1")
  }
}
