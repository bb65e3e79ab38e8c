import Testing

@testable import TokenCompiler

/// The docs writers' byte shortcuts must give exactly what the general paths give: a token's
/// kebab-case name written in one pass, a Markdown code span written without its scalar-by-scalar
/// pass, and the docs model built with values worked out once per distinct value.
@Suite("Docs shortcuts")
struct DocsShortcutTests {
  /// Texts of one or two characters of every class the rules tell apart (``CSSTextBufferTests/texts``),
  /// and a few longer ones with spaces, arrows and case changes.
  static var texts: [String] {
    CSSTextBufferTests.texts + [
      "labelPrimary", "HTTPServer", "a1B", "x2", "_", "--", " a ", " a", "a ", "  ", "{a} → b → c",
      "cubic-bezier(0.4, 0, 0.2, 1)", "color(display-p3 1 0 0.5)", "Größe", "a\u{202E}b",
    ]
  }

  @Test func kebabNamesMatchNamingForEveryComponent() {
    for text in Self.texts {
      for components in [[text], ["color", text], [text, "primary", text], [text, ""]] {
        let path = TokenPath(components)
        #expect(DocsTokenNames.kebabCase(path) == Naming.kebabCase(Naming.words(path)), "\(components)")
      }
    }
  }

  @Test func cssVariablesMatchTheFormattedName() {
    for text in Self.texts + ["color-label", "a-1", ""] {
      #expect(DocsTokenNames.variable(property: text) == DocsFormat.variable("--" + text), "\(text.unicodeScalars)")
    }
  }

  @Test func codeSpansMatchTheScalarPass() {
    for text in Self.texts {
      for inTable in [false, true] {
        var stream = MarkdownStream()
        if inTable { stream.table(["x"]) }
        let start = stream.bytes.count
        stream.code(text)
        let written = String(decoding: stream.bytes[start...], as: UTF8.self)
        #expect(written == MarkdownWriter.codeSpan(text, inTable: inTable), "\(Array(text.unicodeScalars))")
      }
    }
  }

  @Test func cachedModelWritesWhatEachTokenWritesAlone() {
    let tokens = WebFixtures.tokens(WebFixtures.showcase)
    #expect(!tokens.tokens.isEmpty)
    let model = DocsModel(tokens: tokens, contrastResults: [], sourceRoot: "/")
    for (built, resolved) in zip(model.tokens, tokens.tokens) {
      var cached = JSONByteSink(style: .compact)
      var caches = DocsModel.JSONCaches()
      built.write(to: &cached, caches: &caches)
      var alone = JSONByteSink(style: .compact)
      caches = DocsModel.JSONCaches()
      DocsModel.Token(resolved, sourceRoot: "/").write(to: &alone, caches: &caches)
      #expect(cached.finish() == alone.finish(), "\(resolved.path)")
    }
  }
}
