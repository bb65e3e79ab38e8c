import Testing

@testable import TokenCompiler

/// How templates render: plain text unless asked, Mustache sections over the documented
/// context, partials, parents and whitespace the way Mustache defines it.
@Suite("Template rendering")
struct TemplateRenderTests {
  /// Renders and expects no problems.
  func render(_ template: String, partials: [String: String] = [:]) throws -> String? {
    let outcome = try TemplateFixture.render(template, partials: partials)
    #expect(outcome.diagnostics == [])
    return outcome.text
  }

  @Test func outputIsPlainTextByDefault() throws {
    #expect(try render("{{#tokens}}{{ description }}{{/tokens}}") == "Body text & <notes>")
  }

  @Test func theHTMLContentTypeEscapesFromWhereItIsWritten() throws {
    let template = """
      {{#tokens}}{{ description }}{{/tokens}}
      {{% CONTENT_TYPE: HTML }}
      {{#tokens}}{{#description}}{{ . }}|{{{ description }}}|{{& description }}{{/description}}{{/tokens}}
      {{% CONTENT_TYPE: TEXT }}
      {{#tokens}}{{ description }}{{/tokens}}

      """
    #expect(
      try render(template)
        == "Body text & <notes>\nBody text &amp; &lt;notes&gt;|Body text & <notes>|Body text & <notes>\n"
        + "Body text & <notes>\n")
  }

  @Test func quotesAreEscapedForXMLAttributes() throws {
    let outcome = try TemplateFixture.render(
      "{{% CONTENT_TYPE: HTML }}\n{{#tokens}}<a b=\"{{ json(name) }}\" c='{{ json(name) }}'/>{{/tokens}}",
      tokens: "q:\n  $type: number\n  it's: 1\n")
    #expect(outcome.text == "<a b=\"&quot;it&#39;s&quot;\" c='&quot;it&#39;s&quot;'/>")
  }

  @Test func aCombiningMarkDoesNotHideACharacterFromEscaping() throws {
    // `"` and U+0301 are one Character; the quote must still be escaped, or it ends the attribute.
    let outcome = try TemplateFixture.render(
      "{{% CONTENT_TYPE: HTML }}\n{{#tokens}}<a b=\"{{ description }}\"/>{{/tokens}}",
      tokens: "q:\n  $type: number\n  x:\n    $value: 1\n    $description: \"a\\\"\\u0301 <\\u0338 &\\u20DD\"\n")
    #expect(outcome.diagnostics == [])
    #expect(outcome.text == "<a b=\"a&quot;\u{301} &lt;\u{338} &amp;\u{20DD}\"/>")
  }

  @Test func partialsStartAsPlainTextAndKeepTheirIndentation() throws {
    let template = "{{% CONTENT_TYPE: HTML }}\n<list>\n  {{> item}}\n</list>\n"
    let partials = ["item": "{{#tokens}}\n{{#description}}\n<i>{{ description }}</i>\n{{/description}}\n{{/tokens}}\n"]
    #expect(try render(template, partials: partials) == "<list>\n  <i>Body text & <notes></i>\n</list>\n")
  }

  @Test func standaloneTagsLeaveNoBlankLines() throws {
    let template = """
      {{% CONTENT_TYPE: HTML }}
      {{! a comment }}
      <?xml version="1.0"?>
      {{#byType(tokens)}}
        {{#dimension}}
      <d name="{{ name }}">{{ px(value) }}</d>
        {{/dimension}}
      {{/byType(tokens)}}

      """
    #expect(try render(template) == "<?xml version=\"1.0\"?>\n<d name=\"md\">16px</d>\n<d name=\"lg\">24px</d>\n")
  }

  @Test func valuesRenderAsTextNumbersAndJSON() throws {
    let template =
      "{{ version }} {{ generator }} [{{#tokens}}{{ alias }}{{/tokens}}] {{#tokens}}{{#value.points}}"
      + "{{ name }}={{ value }} {{/value.points}}{{/tokens}}{{#tokens}}{{#value.milliseconds}}{{ value.milliseconds }}"
      + "{{/value.milliseconds}}{{/tokens}}"
    #expect(try render(template) == #"1 tokenc [] md={"points":16,"rem":1} lg={"points":24,"rem":1.5} 150"#)
  }

  @Test func aSectionOnAFieldOtherTokensHaveIsFalse() throws {
    let template =
      "{{#tokens}}{{#value.appearances}}{{ name }}:{{ hex(dark) }} {{/value.appearances}}"
      + "{{^value.appearances}}-{{ name }} {{/value.appearances}}{{/tokens}}"
    #expect(try render(template) == "primary:#ffffff brand:#007aff80 -md -lg -quick -golden -body ")
  }

  @Test func aDottedSectionNameStopsAtTheInnermostValueThatHasItsFirstPart() throws {
    // Each entry has a `value` (a number) without `points`: the section is false there, even
    // though the token around it has `value.points`.
    let template =
      "{{#tokens}}{{#value.points}}{{#entries(value)}}[{{ key }}{{#value.points}}!{{/value.points}}]"
      + "{{/entries(value)}}{{/value.points}}{{/tokens}}"
    #expect(try render(template) == "[points][rem][points][rem]")
  }

  @Test func namesClimbTheContextStack() throws {
    #expect(
      try render("{{#tokens}}{{#value.appearances}}{{ version }}{{ name }},{{/value.appearances}}{{/tokens}}")
        == "1primary,1brand,")
  }

  @Test func aSectionsValuesSitOnTheWholeStack() throws {
    // pathComponents is on the token, beneath the appearances; each component is pushed on top
    // of the appearances, so `name` climbs through both, and `{{#.}}` pushes the component again.
    let template =
      "{{#tokens}}{{#value.appearances}}{{#pathComponents}}{{#.}}{{ . }}/{{ name }} {{/.}}{{/pathComponents}}"
      + "{{/value.appearances}}{{/tokens}}"
    #expect(try render(template) == "color/primary label/primary primary/primary color/brand brand/brand ")
  }

  @Test func positionHelpersWorkInLists() throws {
    let template = "{{#tokens}}{{ index() }}:{{ name }}{{^last()}}, {{/last()}}{{/tokens}}"
    #expect(try render(template) == "0:primary, 1:brand, 2:md, 3:lg, 4:quick, 5:golden, 6:body")
  }

  @Test func byTypeGroupsTokensByType() throws {
    let template =
      "{{#byType(tokens)}}{{#color}}{{ name }} {{/color}}|{{#typography}}{{ name }}{{/typography}}|"
      + "{{^motion}}no motion{{/motion}}{{/byType(tokens)}}"
    #expect(try render(template) == "primary brand |body|no motion")
  }

  @Test func entriesListAnObjectsMembers() throws {
    let template =
      "{{#tokens}}{{#description}}{{#entries(value.appearances)}}{{ key }}={{ hex(value) }} "
      + "{{/entries(value.appearances)}}{{/description}}{{/tokens}}"
    #expect(try render(template) == "dark=#ffffff darkHighContrast=#ffffff light=#000000 lightHighContrast=#000000 ")
  }

  @Test func parentsAndBlocksWork() throws {
    let partials = ["layout": "<{{$body}}default{{/body}}>{{$tail}}!{{/tail}}"]
    #expect(try render("{{<layout}}{{$body}}{{ generator }}{{/body}}{{/layout}}", partials: partials) == "<tokenc>!")
  }

  @Test func otherDelimitersWork() throws {
    #expect(try render("{{=<% %>=}}<%#tokens%><% name %> <%/tokens%>") == "primary brand md lg quick golden body ")
  }

  @Test func theContextIsTheDocsDocument() throws {
    let compiled = compileYAML(TemplateFixture.tokens)
    let input = EmitInput(tokens: compiled.tokens)
    #expect(try render("{{ json(.) }}") == JSONWriter(style: .compact).string(input.docsDocument))
    var options = Options(owner: "emitter json")
    let docs = JSONEmitter(options: &options).emit(input).first { $0.path == "tokens.docs.json" }
    #expect(docs?.contents == JSONWriter(style: JSONEmitter.docsStyle).bytes(input.docsDocument))
  }
}
