import Testing

@testable import TokenCompiler

/// The docs and JSON writers' shortcuts must give exactly what the general paths give: a token's
/// kebab-case name written in one pass, a Markdown code span written without its scalar-by-scalar
/// pass, the docs model built with values worked out once per distinct value, and DTCG colors
/// written once per document.
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
        #expect(Naming.kebabCase(path) == Naming.kebabCase(Naming.words(path)), "\(components)")
      }
    }
  }

  @Test func cssVariablesMatchTheFormattedName() {
    for text in Self.texts + ["color-label", "a-1", ""] {
      #expect(DocsTokenNames.variable(property: text) == DocsFormat.variable("--" + text), "\(text.unicodeScalars)")
    }
  }

  @Test func plainCodeCheckMatchesItsByteRule() {
    for text in Self.texts {
      let plain =
        !text.isEmpty
        && !text.utf8.contains { byte in
          byte == UInt8(ascii: "`") || byte == UInt8(ascii: "|") || byte == UInt8(ascii: " ") || byte < 0x20
            || UnsafeScalars.mayStartUnsafe(byte)
        }
      #expect(MarkdownWriter.isPlainCode(text) == plain, "\(Array(text.unicodeScalars))")
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

  @Test(arguments: [JSONWriter.Style.pretty, .records, .compact])
  func dtcgColorsWrittenOncePerDocumentWriteWhatEachWritesAlone(style: JSONWriter.Style) {
    // Equal colors, one with negative zeros, in several spaces, depths and appearances.
    let colors = [
      ColorValue(red: 0, green: 0.5, blue: 1), ColorValue(red: -0.0, green: 0.5, blue: 1, alpha: -0.0),
      ColorValue(space: .displayP3, red: 1, green: 0, blue: 0.25, alpha: 0.5), ColorValue(red: 0, green: 0.5, blue: 1),
    ]
    let appearances = colors.map { light in
      ColorAppearances(
        values: AppearanceValues(light: light, dark: colors[0], lightHighContrast: light, darkHighContrast: colors[2]),
        explicit: Set(Appearance.allCases), aliases: [.lightHighContrast: TokenPath(["palette", "blue"])])
    }
    func document(cached: Bool) -> [UInt8] {
      var sink = JSONByteSink(style: style)
      var cache = JSONValueCache<ColorValue>()
      sink.beginArray()
      for color in appearances {
        for appearance in Appearance.allCases {
          sink.beginArray()
          if cached {
            DTCGWrite.color(color, in: appearance, colors: &cache, to: &sink)
          } else {
            DTCGWrite.color(color, in: appearance, to: &sink)
          }
          sink.endArray()
          if cached {
            DTCGWrite.color(color, in: appearance, colors: &cache, to: &sink)
          } else {
            DTCGWrite.color(color, in: appearance, to: &sink)
          }
        }
      }
      sink.endArray()
      return sink.finish()
    }
    #expect(
      String(decoding: document(cached: true), as: UTF8.self)
        == String(decoding: document(cached: false), as: UTF8.self))
  }
}
