import Foundation
import Testing

@testable import TokenCompiler

/// The typography section writes each distinct Dynamic Type ladder's table once, under the
/// styles, and each style links to it (its fold) and names it (its specimen, for the slider).
@Suite("Docs page: Dynamic Type ladders")
struct DocsPageLadderTests {
  /// Two styles on Apple's body ladder, one on title1's, one written ladder equal to Apple's
  /// body ladder, and a fixed-size style.
  static let yaml = """
    type:
      $type: typography
      body:
        $value: {fontFamily: system, textStyle: body, ladder: apple}
      title:
        $value: {fontFamily: system, textStyle: title1, ladder: apple}
      bodyAgain:
        $value: {fontFamily: system, fontWeight: 600, textStyle: body, ladder: apple}
      written:
        $value:
          fontFamily: system
          textStyle: body
          ladder:
            xSmall: 14/19
            small: 15/20
            medium: 16/21
            large: 17/22
            xLarge: 19/24
            xxLarge: 21/26
            xxxLarge: 23/29
            accessibility1: 28/34
            accessibility2: 33/40
            accessibility3: 40/48
            accessibility4: 47/56
            accessibility5: 53/62
      fixed:
        $value: {fontFamily: system, fontSize: 12, lineHeight: 16pt}

    """

  /// The docs page of `yaml`, with the `type/ladder` rule off (for the fixed-size style).
  static func page(_ yaml: String) throws -> String {
    var configuration = Configuration()
    configuration.emitters = [EmitterSetting(id: "docs")]
    configuration.rules["type/ladder"] = RuleSetting(severity: .off)
    let result = FixtureCompiler.compile(
      [SourceFile(path: "tokens.yaml", bytes: Array(yaml.utf8))], configuration: configuration)
    #expect(!result.hasErrors, "\(rendered(result.diagnostics))")
    return String(decoding: try #require(result.files.first { $0.path == "docs/index.html" }).contents, as: UTF8.self)
  }

  /// How many times `part` occurs in `text`.
  static func count(_ part: String, in text: String) -> Int { text.components(separatedBy: part).count - 1 }

  @Test func eachDistinctLadderIsWrittenOnceAndStylesLinkToIt() throws {
    let page = try Self.page(Self.yaml)
    // Apple's body ladder (three styles, one of them written out) and title1's.
    #expect(Self.count("<table id=\"type-ladder-", in: page) == 2)
    #expect(page.contains("<caption>Dynamic Type ladder 1: type.body and 2 other styles</caption>"))
    #expect(page.contains("<caption>Dynamic Type ladder 2: type.title</caption>"))
    #expect(Self.count("<td>14 pt</td>", in: page) == 1)
    #expect(Self.count("<tbody>", in: page) == 2)
    // Each style with a ladder links to its table and names it for the slider.
    #expect(Self.count("<a href=\"#type-ladder-1\">Dynamic Type ladder 1</a>", in: page) == 3)
    #expect(Self.count("<a href=\"#type-ladder-2\">Dynamic Type ladder 2</a>", in: page) == 1)
    #expect(Self.count("data-ladder=\"type-ladder-1\"", in: page) == 3)
    #expect(Self.count("data-ladder=\"type-ladder-2\"", in: page) == 1)
    #expect(Self.count("class=\"specimen-sample\"", in: page) == 5)
    // The slider reads each table's steps.
    #expect(page.contains("data-steps=\"14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62\""))
    #expect(page.contains("<summary>Dynamic Type ladders (2 distinct ladders)</summary>"))
  }

  @Test func aPageWithoutLaddersHasNoLadderTables() throws {
    let page = try Self.page(
      """
      type:
        $type: typography
        fixed:
          $value: {fontFamily: system, fontSize: 12, lineHeight: 16pt}

      """)
    #expect(page.contains("class=\"specimen-sample\""))
    #expect(!page.contains("<table"))
    #expect(!page.contains("<details class=\"ladders\">"))
    #expect(!page.contains("data-ladder=\""))
  }
}
