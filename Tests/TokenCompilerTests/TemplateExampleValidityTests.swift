import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Checks that the example templates' outputs are valid files of their kind.
enum ExampleValidity {
  /// The problems of an Android color resource file, and its color names in order.
  static func androidColors(_ bytes: [UInt8]) -> (problems: [String], names: [String]) {
    let collector = AndroidCollector()
    let parser = XMLParser(data: Data(bytes))
    parser.delegate = collector
    guard parser.parse() else {
      return (["not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown error")"], [])
    }
    var problems = collector.problems
    if !String(decoding: bytes, as: UTF8.self).hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n") {
      problems.append("the file does not start with the XML declaration")
    }
    if collector.names.isEmpty { problems.append("no colors") }
    if Set(collector.names).count != collector.names.count { problems.append("a color name is used twice") }
    return (problems, collector.names)
  }

  private final class AndroidCollector: NSObject, XMLParserDelegate {
    var problems: [String] = []
    var names: [String] = []
    var stack: [String] = []
    var text = ""

    func parser(
      _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      let expected = stack.isEmpty ? "resources" : "color"
      if element != expected || stack.count > 1 { problems.append("unexpected <\(element)> in \(stack)") }
      if element == "color" {
        let name = attributes["name"] ?? ""
        if name.range(of: "^[a-z][a-z0-9_]*$", options: .regularExpression) == nil {
          problems.append("invalid resource name '\(name)'")
        }
        names.append(name)
      }
      stack.append(element)
      text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
      if element == "color", text.range(of: "^#[0-9A-F]{8}$", options: .regularExpression) == nil {
        problems.append("color '\(names.last ?? "")' is '\(text)', not #AARRGGBB")
      }
      stack.removeLast()
    }
  }

  /// One block of a CSS file: its prelude and its declarations (no nested blocks inside these).
  struct CSSBlock {
    var prelude: String
    var declarations: [(name: String, value: String)]
  }

  /// The problems of a Tailwind v4 theme file: `@theme { --x: v; }` and `@media … { :root { --color-x: v; } }`.
  static func tailwindTheme(_ css: String) -> [String] {
    var text = css
    while let start = text.range(of: "/*") {
      guard let end = text.range(of: "*/", range: start.upperBound..<text.endIndex) else { return ["unclosed comment"] }
      text.removeSubrange(start.lowerBound..<end.upperBound)
    }
    guard let blocks = parseBlocks(text) else { return ["unbalanced braces or text outside a block"] }
    guard let theme = blocks.first, theme.prelude == "@theme" else { return ["the file does not start with @theme"] }
    var problems: [String] = []
    let themeNames = theme.declarations.map(\.name)
    if Set(themeNames).count != themeNames.count { problems.append("a theme variable is declared twice") }
    for (name, value) in theme.declarations { problems += check(name, value) }
    for block in blocks.dropFirst() {
      guard block.prelude.hasPrefix("@media (") && block.prelude.hasSuffix(") :root") else {
        problems.append("unexpected block '\(block.prelude)'")
        continue
      }
      for (name, value) in block.declarations {
        if !name.hasPrefix("--color-") || !themeNames.contains(name) { problems.append("override of '\(name)'") }
        problems += check(name, value)
      }
    }
    return problems
  }

  private static let patterns: [(prefix: String, value: String)] = [
    ("--color-", "^#[0-9a-f]{6}([0-9a-f]{2})?$"), ("--text-", "^-?[0-9.]+(rem)?$"),
    ("--font-weight-", "^[0-9]+$"), ("--ease-", "^cubic-bezier\\(-?[0-9.]+(, -?[0-9.]+){3}\\)$"),
    ("--duration-", "^[0-9.]+ms$"), ("--", "^-?[0-9.]+rem$"),
  ]

  private static func check(_ name: String, _ value: String) -> [String] {
    guard name.range(of: "^--[a-z0-9]+(-{1,2}[a-z0-9]+)*$", options: .regularExpression) != nil else {
      return ["invalid custom property name '\(name)'"]
    }
    let pattern = patterns.first { name.hasPrefix($0.prefix) }!.value
    return value.range(of: pattern, options: .regularExpression) == nil ? ["'\(name)' has the value '\(value)'"] : []
  }

  /// Splits `@a { x: 1; }  @b { :root { y: 2; } }` into blocks, flattening one nested level.
  static func parseBlocks(_ text: String) -> [CSSBlock]? {
    var blocks: [CSSBlock] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      let prelude = rest[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
      rest = rest[rest.index(after: open)...]
      var inner = prelude
      if let nested = rest.firstIndex(of: "{"), let close = rest.firstIndex(of: "}"), nested < close {
        inner += " " + rest[..<nested].trimmingCharacters(in: .whitespacesAndNewlines)
        rest = rest[rest.index(after: nested)...]
        guard let body = rest.firstIndex(of: "}") else { return nil }
        let after = rest[rest.index(after: body)...].drop { $0.isWhitespace }
        guard after.first == "}" else { return nil }
        blocks.append(CSSBlock(prelude: inner, declarations: declarations(rest[..<body])))
        rest = after.dropFirst()
      } else {
        guard let close = rest.firstIndex(of: "}") else { return nil }
        blocks.append(CSSBlock(prelude: inner, declarations: declarations(rest[..<close])))
        rest = rest[rest.index(after: close)...]
      }
    }
    return rest.allSatisfy(\.isWhitespace) && blocks.allSatisfy({ !$0.declarations.isEmpty }) ? blocks : nil
  }

  /// The declarations of a block; each must end with `;`.
  private static func declarations(_ body: Substring) -> [(name: String, value: String)] {
    let parts = body.split(separator: ";", omittingEmptySubsequences: false)
    return parts.enumerated().compactMap { index, part -> (String, String)? in
      let text = part.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !text.isEmpty else { return nil }
      guard index < parts.count - 1 else { return ("(no semicolon) \(text)", "") }
      guard let colon = text.firstIndex(of: ":") else { return ("(no colon) \(text)", "") }
      return (
        String(text[..<colon]).trimmingCharacters(in: .whitespaces),
        String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
      )
    }
  }
}

/// The validity checks themselves catch broken files, so a passing check means something.
@Suite("Template example validity checks")
struct TemplateExampleValidityTests {
  static let goodXML = """
    <?xml version="1.0" encoding="utf-8"?>
    <resources>
        <color name="color_label">#FF000000</color>
    </resources>

    """

  @Test func aValidAndroidFilePasses() {
    let result = ExampleValidity.androidColors(Array(Self.goodXML.utf8))
    #expect(result.problems == [])
    #expect(result.names == ["color_label"])
  }

  @Test(arguments: [
    ("<color name=\"color_label\">", "<color name=\"a&b\">"), ("#FF000000", "#000000"),
    ("color_label", "Color-Label"), ("</resources>", "</resource>"),
  ])
  func brokenAndroidFilesFail(_ original: String, _ broken: String) {
    let xml = Self.goodXML.replacingOccurrences(of: original, with: broken)
    #expect(!ExampleValidity.androidColors(Array(xml.utf8)).problems.isEmpty)
  }

  static let goodCSS = """
    /* theme */
    @theme {
      --color-label: #000000;
      --spacing-md: 1rem;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --color-label: #ffffff;
      }
    }

    """

  @Test func aValidThemePasses() {
    #expect(ExampleValidity.tailwindTheme(Self.goodCSS) == [])
  }

  @Test(arguments: [
    ("1rem;", "1rem"), ("#ffffff;", "#ffffff"), ("  }\n}", "  }\n"), ("--spacing-md", "--spacing md"),
    ("#000000", "black"), ("--color-label: #ffffff", "--color-other: #ffffff"), ("/* theme */", "/* theme"),
    ("1rem", "1px"),
  ])
  func brokenThemesFail(_ original: String, _ broken: String) {
    let css = Self.goodCSS.replacingOccurrences(of: original, with: broken)
    #expect(css != Self.goodCSS)
    #expect(!ExampleValidity.tailwindTheme(css).isEmpty)
  }
}
