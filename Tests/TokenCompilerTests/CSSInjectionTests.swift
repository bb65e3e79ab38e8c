import Testing

@testable import TokenCompiler

/// Hostile token names, descriptions and font names cannot break out of tokens.css.
@Suite("CSS injection")
struct CSSInjectionTests {
  /// The style sheet as a CSS tokenizer sees its structure: comments and strings (with their
  /// escapes) removed. Nil when a string runs to the end of a line or the file.
  static func code(_ css: String) -> String? {
    var code = ""
    var scalars = Array(css.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      switch scalar {
      case "/" where scalars.first == "*":
        scalars = scalars.dropFirst()
        while !scalars.isEmpty, !(scalars.first == "*" && scalars.dropFirst().first == "/") {
          scalars = scalars.dropFirst()
        }
        scalars = scalars.dropFirst(2)
      case "\"", "'":
        var closed = false
        while let next = scalars.popFirst() {
          if next == scalar { closed = true; break }
          if next == "\\" { _ = scalars.popFirst() }
          if next == "\n" { return nil }
        }
        if !closed { return nil }
        code += "\"\""
      default: code.unicodeScalars.append(scalar)
      }
    }
    return code
  }

  /// The selectors and at-rule preludes that open a block; nil when braces do not balance.
  static func blockPreludes(_ css: String) -> [String]? {
    guard let code = code(css) else { return nil }
    var preludes: [String] = []
    var current = ""
    var depth = 0
    for scalar in code.unicodeScalars {
      switch scalar {
      case "{":
        preludes.append(current.trimmingWhitespace)
        (current, depth) = ("", depth + 1)
      case "}":
        (current, depth) = ("", depth - 1)
        if depth < 0 { return nil }
      case ";": current = ""
      default: current.unicodeScalars.append(scalar)
      }
    }
    return depth == 0 ? preludes : nil
  }

  @Test func hostileFixtureStaysInsideItsDeclarations() {
    let tokens = WebFixtures.tokens(WebFixtures.injection)
    for lightDark in [false, true] {
      var settings = CSSDocumentBuilder.Settings()
      settings.lightDark = lightDark
      let css = String(
        decoding: CSSEmitter(settings: settings).emit(EmitInput(tokens: tokens))[0].contents, as: UTF8.self)
      let preludes = Self.blockPreludes(css)
      #expect(preludes != nil, "braces or strings do not balance:\n\(css)")
      for prelude in preludes ?? [] {
        let allowed =
          prelude.hasPrefix(":root") || prelude.hasPrefix("@media (") || prelude.hasPrefix("@supports ")
          || prelude.hasPrefix(".text-")
        #expect(allowed, "unexpected block '\(prelude)'")
        #expect(!prelude.contains("body"), "a hostile name or description opened a rule: '\(prelude)'")
      }
      let code = Self.code(css) ?? ""
      #expect(!code.contains("--evil:") && !code.contains("--x:"), "a hostile string became a declaration")
      #expect(css.contains(#""Evil\"; } body { color: red } :root { --x: \"", "Back\\slash", system-ui"#))
    }
  }

  @Test func theTokenizerNoticesABreakOut() {
    #expect(Self.blockPreludes(":root { --a: 1; } body { color: red }") == [":root", "body"])
    #expect(Self.blockPreludes(":root { /* } */ --a: \"}\"; }") == [":root"])
    #expect(Self.blockPreludes(":root { --a: 1; }}") == nil)
  }
}

extension String {
  /// The text without leading and trailing spaces and line breaks.
  fileprivate var trimmingWhitespace: String {
    let scalars = unicodeScalars.drop { $0 == " " || $0 == "\n" }.reversed().drop { $0 == " " || $0 == "\n" }
    return String(String.UnicodeScalarView(scalars.reversed()))
  }
}
