import Testing

@testable import TokenCompiler

/// Runs of variable tags joined into one mark (``TemplateRun``): what the scanner joins, and
/// that a joined template renders exactly what the same text renders as a partial, which is
/// never joined (text, messages, places).
@Suite("Template runs")
struct TemplateRunTests {
  @Test func variableTagsWithOnlyTextBetweenThemBecomeOneUnescapedTag() {
    let result = TemplateScanner.scan(
      "{{#tokens}}--{{ kebabCase(path) }}: {{{ type }}};\n{{/tokens}}", file: "t", firstTag: 0, joinsRuns: true)
    #expect(result.errors.isEmpty)
    #expect(result.marked == "{{#*0(.)}}--{{&*3(.)}};\n{{/*0(.)}}")
    #expect(result.marks[1] == TemplateMark(names: ["path"], helpers: ["kebabCase"], tag: 1, climbs: true))
    #expect(result.marks[3].run == [.value(mark: 1, escaped: false), .text(": "), .value(mark: 2, escaped: false)])
    #expect(result.marks[3].tag == 1)
    #expect(result.tags.map(\.name) == ["tokens", "path", "type"])
  }

  @Test func partialsAreNotJoined() {
    let text = "{{#tokens}}--{{ kebabCase(path) }}: {{{ type }}};\n{{/tokens}}"
    let result = TemplateScanner.scan(text, file: "t", firstTag: 0)
    #expect(result.marked == "{{#*0(.)}}--{{ *1(.) }}: {{{ *2(.) }}};\n{{/*0(.)}}")
    #expect(result.marks.filter { !$0.run.isEmpty }.isEmpty)
  }

  @Test func escapingFollowsTheContentTypeOfEachTag() {
    let result = TemplateScanner.scan(
      "{{#a}}{{% CONTENT_TYPE: HTML }}{{ b }}<{{{ c }}}{{/a}}{{ d }}\"{{ e }}", file: "t", firstTag: 0,
      joinsRuns: true)
    #expect(result.errors.isEmpty)
    #expect(result.marks.count == 7)
    // The pragma lasts to the end of its section.
    #expect(result.marks[3].run == [.value(mark: 1, escaped: true), .text("<"), .value(mark: 2, escaped: false)])
    #expect(result.marks[6].run == [.value(mark: 4, escaped: false), .text("\""), .value(mark: 5, escaped: false)])
  }

  @Test func anyOtherTagEndsARun() {
    for text in [
      "{{ a }}{{! note }}{{ b }}", "{{ a }}{{ . }}{{ b }}", "{{ a }}{{ index() }}{{ b }}",
      "{{ a }}{{% CONTENT_TYPE: TEXT }}{{ b }}", "{{ a }}{{=<% %>=}}<% b %>",
    ] {
      let result = TemplateScanner.scan(text, file: "t", firstTag: 0, joinsRuns: true)
      #expect(result.errors.isEmpty)
      let runs = result.marks.filter { !$0.run.isEmpty }
      #expect(runs.isEmpty)
      #expect(!result.marked.contains("&"))
    }
  }

  @Test func blocksAndParentsAreNotJoined() {
    let result = TemplateScanner.scan(
      "{{$title}}{{ a }}-{{ b }}{{/title}}{{<page}}{{$body}}{{ c }}-{{ d }}{{/body}}{{/page}}{{ e }}-{{ f }}",
      file: "t", firstTag: 0, joinsRuns: true)
    #expect(result.errors.isEmpty)
    #expect(result.marks.filter { !$0.run.isEmpty }.count == 1)
    #expect(result.marked.hasSuffix("{{/page}}{{&*6(.)}}"))
  }

  @Test func customDelimitersAreKept() {
    let result = TemplateScanner.scan("{{=<% %>=}}<% a %>-<%& b %>", file: "t", firstTag: 0, joinsRuns: true)
    #expect(result.errors.isEmpty)
    #expect(result.marked == "{{=<% %>=}}<%&*2(.)%>")
  }

  /// Templates whose runs are joined, each rendered as a template and as a partial.
  static let templates = [
    "{{#tokens}}--{{ kebabCase(path) }}: {{ type }};\n{{/tokens}}",
    "{{% CONTENT_TYPE: HTML }}\n{{#tokens}}<a b=\"{{ description }}\">{{{ description }}}|{{& name }}</a>\n{{/tokens}}",
    "{{#tokens}}{{% CONTENT_TYPE: HTML }}{{ description }}{{/tokens}}{{#tokens}}{{ description }}x{{ description }}{{/tokens}}",
    "{{#tokens}}\n  a {{ name }}\n  b {{ type }}\n  c {{ json(value) }}\n{{/tokens}}",
    "{{#tokens}}{{ nme }} and {{ value.nope }} or {{ name }}{{/tokens}}",
    "{{#tokens}}{{ hex(name) }}-{{ rem(name) }}-{{ name }}{{/tokens}}",
    "{{=<% %>=}}<%#tokens%><% name %>=<%& type %>;<%/tokens%>",
    "{{#tokens}}{{ index() }}:{{ name }}:{{ path }}{{/tokens}}",
    "{{ count(tokens) }}/{{ count(tokens) }}\n",
    "{{#tokens}}  \n  - {{ name }}:{{ type }}  \n  {{#description}}\n  d {{ . }}\n  {{/description}}\n{{/tokens}}\n",
    "{{#tokens}} a {{ name }} {{ type }} {{/tokens}}\n\n  {{ count(tokens) }} \r\n{{! c }} x\n",
    "{{#tokens}}\r\n  x {{ name }}\r\n{{ type }}\r\n  {{#description}}\r\n{{ . }} {{ name }}\r\n  {{/description}}\r\n{{/tokens}}",
    "{{#tokens}}\n{{ name }} {{ path }} {{! c }}\n  {{ type }}  {{#description}}{{/description}}\n{{^description}}\n-\n{{/description}}\n{{/tokens}}",
    "{{#byType(tokens)}}{{#color}}{{ snakeCase(path) }}={{ argb(value.appearances.dark) }},{{/color}}{{/byType(tokens)}}",
  ]

  @Test(arguments: templates)
  func aJoinedTemplateRendersWhatItsPartialRenders(template: String) throws {
    let joined = try TemplateFixture.render(template)
    let alone = try TemplateFixture.render("{{> p}}", partials: ["p": template])
    #expect(joined.text == alone.text)
    #expect(
      joined.diagnostics == alone.diagnostics.map { $0.replacingOccurrences(of: "p.mustache", with: "t.mustache") })
  }

  @Test func theJoinedTemplatesAreJoined() {
    let joined = Self.templates.filter {
      TemplateScanner.scan($0, file: "t", firstTag: 0, joinsRuns: true).marks.contains { !$0.run.isEmpty }
    }
    #expect(joined.count == Self.templates.count)
  }
}
