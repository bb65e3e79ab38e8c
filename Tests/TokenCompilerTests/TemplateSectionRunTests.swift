import Foundation
import Testing

@testable import TokenCompiler

/// Sections joined whole (``TemplateRun/Section``): which sections the scanner joins, how it
/// keeps the lines swift-mustache's parser drops, and that a joined template renders exactly
/// what the same text renders as a partial, which is never joined (text, messages, places,
/// budgets).
@Suite("Template sections joined whole")
struct TemplateSectionRunTests {
  @Test func aSectionOnLinesOfItsOwnKeepsItsTagsAroundOneLine() {
    let result = TemplateScanner.scan(
      "{{#tokens}}\n  --x-{{ name }}: {{{ type }}};\n{{/tokens}}\nend", file: "t", firstTag: 0, joinsRuns: true)
    #expect(result.errors.isEmpty)
    #expect(result.marked == "{{#*0(.)}}\n{{&*0(.)}}\n{{/*0(.)}}\nend")
    let pieces: [TemplateRun.Piece] = [
      .text("  --x-"), .value(mark: 1, escaped: false), .text(": "), .value(mark: 2, escaped: false), .text(";\n"),
    ]
    #expect(result.marks[0].section == TemplateRun.Section(pieces: pieces, ownsLines: true))
  }

  @Test func aSectionInsideALineBecomesOneTag() {
    let result = TemplateScanner.scan(
      "{{% CONTENT_TYPE: HTML }}a {{# tokens }}<{{ name }}>,{{/ tokens }} b", file: "t", firstTag: 0, joinsRuns: true)
    #expect(result.errors.isEmpty)
    #expect(result.marked.hasSuffix("a {{&*0(.)}} b"))
    let pieces: [TemplateRun.Piece] = [.text("<"), .value(mark: 1, escaped: true), .text(">,")]
    #expect(result.marks[0].section == TemplateRun.Section(pieces: pieces, ownsLines: false))
  }

  @Test func onlyFlatSectionsWithTagsOfOneKindAreJoined() {
    for text in [
      "{{#tokens}}{{! note }}{{ name }}{{/tokens}}", "{{#tokens}}{{ . }}{{/tokens}}",
      "{{#tokens}}{{ index() }}{{/tokens}}", "{{#tokens}}{{% CONTENT_TYPE: HTML }}{{ name }}{{/tokens}}",
      "{{#tokens}}{{> p}}{{/tokens}}", "{{^tokens}}{{ name }}{{/tokens}}", "{{#tokens}}\n{{ name }}{{/tokens}}\n",
      "{{#tokens}}x{{ name }}\n{{/tokens}}\n", "{{#tokens}}\n{{/tokens}}\n",
      "{{$b}}{{#tokens}}{{ name }}{{/tokens}}{{/b}}",
      "{{#tokens}}{{=<% %>=}}<% name %><%/tokens%>",
    ] {
      let result = TemplateScanner.scan(text, file: "t", firstTag: 0, joinsRuns: true)
      #expect(result.marks.allSatisfy { $0.section == nil }, "\(text)")
    }
    // The enclosing section of a joined one is not flat.
    let nested = TemplateScanner.scan(
      "{{#tokens}}{{#description}}{{ name }}{{/description}}\n{{/tokens}}", file: "t", firstTag: 0, joinsRuns: true)
    #expect(nested.marks.map { $0.section != nil } == [false, true, false])
    #expect(nested.marked == "{{#*0(.)}}{{&*1(.)}}\n{{/*0(.)}}")
  }

  @Test func partialsAndTextTheParserReadsOtherwiseAreNotJoined() {
    let flat = "{{#tokens}}\n{{ name }}\n{{/tokens}}\n"
    #expect(TemplateScanner.scan(flat, file: "t", firstTag: 0).marks.allSatisfy { $0.section == nil })
    for text in [flat + "\r", flat + "\u{85}", flat + "e\u{301}", flat + "\u{2028}"] {
      let result = TemplateScanner.scan(text, file: "t", firstTag: 0, joinsRuns: true)
      #expect(result.marks.allSatisfy { $0.section == nil })
    }
    #expect(TemplateScanner.scan(flat + "é\r\n", file: "t", firstTag: 0, joinsRuns: true).marks[0].section != nil)
  }

  /// Templates with joined sections in every layout: standalone tags with blanks around them,
  /// `\r\n`, the last line without a line end, sections inline, after sections whose opening
  /// tag was not standalone (after which the parser does not start a line), over lists, values,
  /// null, false and nothing, with escaping, misspelled names and failing helpers.
  static let templates = [
    "{{#tokens}}\n  --{{ kebabCase(path) }}: {{ type }};\n{{/tokens}}\n",
    "  {{#tokens}}  \n  a {{ name }}\n\n  {{/tokens}}\t\nafter\n",
    "{{#tokens}}\r\n{{ name }}={{{ description }}}\r\n{{/tokens}}\r\nx",
    "{{#tokens}}\n{{ name }}\n{{/tokens}}",
    "{{#tokens}}\n{{ name }}\n  {{/tokens}}  ",
    "a{{#tokens}}[{{ name }}]{{/tokens}}b\n{{#tokens}}{{ type }} {{/tokens}}\n",
    "{{#tokens}}x\n{{/tokens}}\n{{#tokens}}\n{{ name }}\n{{/tokens}}\n",
    "{{#tokens}}{{ name }}\n{{/tokens}}\n{{#tokens}}\n{{ path }}\n{{/tokens}}\n",
    "{{#tokens}}\n{{#description}}\nd {{ . }} {{ name }}\n{{/description}}\n{{#deprecated}}\nD {{ name }}\n{{/deprecated}}\n{{/tokens}}\n",
    "{{#byType(tokens)}}\n{{#color}}\n{{ snakeCase(path) }}={{ argb(value.appearances.dark) }}\n{{/color}}\n{{#dimension}}\n{{ rem(value) }} {{ px(value) }}\n{{/dimension}}\n{{#shadow}}\nnone {{ name }}\n{{/shadow}}\n{{/byType(tokens)}}\n",
    "{{% CONTENT_TYPE: HTML }}\n{{#tokens}}\n<a title=\"{{ description }}\">{{{ description }}}</a>\n{{/tokens}}\n",
    "{{#tokens}}\n{{ nme }} {{ value.nope }} {{ hex(name) }}\n{{/tokens}}\n",
    "{{#tokens}}\n{{#value}}\n{{ points }}|{{ milliseconds }}|{{ json(appearances) }}\n{{/value}}\n{{/tokens}}\n",
    "{{#tokens}}{{#value.appearances}}{{ hex(light) }};{{/value.appearances}}{{/tokens}}\n",
    "{{#tokens}}\n{{#.}}\n{{ name }}\n{{/.}}\n{{/tokens}}\n",
    "{{#tokens}}\n{{#empty(description)}}\n-{{ name }}\n{{/empty(description)}}\n{{/tokens}}\n",
    "{{#tokens}}\n{{#first(tokens)}}\n{{ name }}/{{ path }}\n{{/first(tokens)}}\n{{/tokens}}\n",
    "{{! note }}\n{{#tokens}}\n{{ name }}\n{{/tokens}}\n{{> q}}\n{{#tokens}}\n{{ type }}\n{{/tokens}}\n",
    "{{=<% %>=}}\n<%#tokens%>\n<% name %>\n<%/tokens%>\n",
    "é {{#tokens}}\n{{ name }} ü\n{{/tokens}}\n",
  ]

  @Test(arguments: templates)
  func aJoinedTemplateRendersWhatItsPartialRenders(template: String) throws {
    let partials = ["q": "{{#tokens}}\n{{ name }}\n{{/tokens}}\n"]
    let joined = try TemplateFixture.render(template, partials: partials)
    let alone = try TemplateFixture.render("{{> p}}", partials: partials.merging(["p": template]) { a, _ in a })
    #expect(joined.text == alone.text)
    #expect(
      joined.diagnostics == alone.diagnostics.map { $0.replacingOccurrences(of: "p.mustache", with: "t.mustache") })
  }

  /// Random templates of text, line ends, blanks, variables, comments and (inverted) sections,
  /// nested, each rendered joined and as a partial.
  @Test func randomTemplatesRenderWhatTheirPartialsRender() throws {
    var random = Generator(seed: 15)
    func pick(_ choices: [String]) -> String { choices[Int(random.next() % UInt64(choices.count))] }
    func body(_ depth: Int) -> String {
      (0..<Int(1 + random.next() % 5)).map { _ in
        switch random.next() % (depth < 2 ? 7 : 4) {
        case 0: pick(["x", " ", "  ", "\t", "\n", "\n", "\r\n", "a b"])
        case 1: pick(["{{ name }}", "{{{ type }}}", "{{& path }}", "{{ nme }}", "{{ hex(name) }}", "{{ rem(value) }}"])
        case 2: pick(["{{! c }}", "\n", " \n"])
        case 3: pick(["\n", "  ", "{{ name }}\n"])
        case 4: "{{^description}}\(pick(["", "\n"]))\(body(depth + 1)){{/description}}\(pick(["", "\n", " "]))"
        default:
          {
            let name = pick(["tokens", "description", "value", "value.appearances", "deprecated"])
            return "{{#\(name)}}\(pick(["", "\n", "  \n"]))\(body(depth + 1))\(pick(["", "\n", " "])){{/\(name)}}"
              + pick(["", "\n", "\t\n", "x"])
          }()
        }
      }.joined()
    }
    var joinedSections = 0
    for _ in 0..<120 {
      let template = body(0)
      joinedSections += TemplateScanner.scan(template, file: "t", firstTag: 0, joinsRuns: true).marks.count {
        $0.section != nil
      }
      let joined = try TemplateFixture.render(template)
      let alone = try TemplateFixture.render("{{> p}}", partials: ["p": template])
      #expect(joined.text == alone.text, "\(template.debugDescription)")
      #expect(
        joined.diagnostics == alone.diagnostics.map { $0.replacingOccurrences(of: "p.mustache", with: "t.mustache") })
    }
    #expect(joinedSections > 40)
  }

  @Test func theExampleTemplatesAreJoined() throws {
    for (file, count) in [("tailwind/theme.css", 9), ("android/colors.xml", 1)] {
      let text = try String(contentsOfFile: "templates/\(file).mustache", encoding: .utf8)
      let result = TemplateScanner.scan(text, file: file, firstTag: 0, joinsRuns: true)
      #expect(result.marks.filter { $0.section != nil }.count == count)
    }
  }

  /// A small seeded generator (SplitMix64), so random templates are the same on every run.
  struct Generator {
    /// The state.
    var seed: UInt64

    /// The next number.
    mutating func next() -> UInt64 {
      seed &+= 0x9E37_79B9_7F4A_7C15
      var mixed = seed
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      return mixed ^ (mixed >> 31)
    }
  }
}
