import Foundation
import Testing

@testable import TokenCompiler

/// Syntax errors and partials: located at the tag, and checked before anything renders.
@Suite("Template syntax and partials")
struct TemplateSyntaxTests {
  static let syntaxCases = [
    TemplateErrorCase(
      name: "an unclosed tag", template: "line one\n  {{ name\n",
      expected: ["t.mustache:2:3: error: '{{' is not closed with '}}' [template/syntax]"]),
    TemplateErrorCase(
      name: "an unclosed triple mustache", template: "{{{ name }}",
      expected: ["t.mustache:1:1: error: '{{{' is not closed with '}}}' [template/syntax]"]),
    TemplateErrorCase(
      name: "an unclosed section", template: "{{#tokens}}\n{{ name }}\n",
      expected: ["t.mustache:1:1: error: 'tokens' is never closed; add '{{/tokens}}' [template/syntax]"]),
    TemplateErrorCase(
      name: "an unclosed section with other delimiters", template: "{{=<% %>=}}\n<%#tokens%>\n",
      expected: ["t.mustache:2:1: error: 'tokens' is never closed; add '<%/tokens%>' [template/syntax]"]),
    TemplateErrorCase(
      name: "a closing tag for another section", template: "{{#tokens}}\n{{/groups}}",
      expected: [
        "t.mustache:2:1: error: '{{/groups}}' does not close the open section 'tokens' (opened at 1:1); "
          + "close that first with '{{/tokens}}' [template/syntax]"
      ]),
    TemplateErrorCase(
      name: "a closing tag without a section", template: "text {{/tokens}}",
      expected: ["t.mustache:1:6: error: '{{/tokens}}' closes a section that is not open [template/syntax]"]),
    TemplateErrorCase(
      name: "a name with a space", template: "{{ a b }}",
      expected: [
        "t.mustache:1:4: error: 'a b' is not a valid name: names use letters, digits and . - _ ? *, "
          + "and helpers are written helper(name) [template/syntax]"
      ]),
    TemplateErrorCase(
      name: "unbalanced brackets", template: "{{ hex(value }}",
      expected: [
        "t.mustache:1:4: error: the brackets in 'hex(value' do not match: write helper(name) or outer(inner(name)) "
          + "[template/syntax]"
      ]),
    TemplateErrorCase(
      name: "an empty tag", template: "a\n {{ }}",
      expected: ["t.mustache:2:2: error: the tag has no name [template/syntax]"]),
    TemplateErrorCase(
      name: "an unknown pragma", template: "{{% CONTENT_TYPE: JSON }}\n",
      expected: [
        "t.mustache:1:1: error: unknown pragma 'CONTENT_TYPE: JSON'; templates know '{{% CONTENT_TYPE: TEXT }}' "
          + "and '{{% CONTENT_TYPE: HTML }}' [template/syntax]"
      ]),
    TemplateErrorCase(
      name: "a bad delimiter change", template: "{{=<%=}}",
      expected: [
        "t.mustache:1:1: error: a delimiter change names two delimiters, like '{{=<% %>=}}' [template/syntax]"
      ]),
    TemplateErrorCase(
      name: "a dynamic partial", template: "{{>*name}}",
      expected: [
        "t.mustache:1:1: error: dynamic partials ('{{>*name}}') are not supported; name the partial file "
          + "[template/syntax]"
      ]),
    TemplateErrorCase(
      name: "a tag inside a parent that is not a block", template: "{{<layout}}{{ name }}{{/layout}}",
      partials: ["layout": "{{$body}}{{/body}}"],
      expected: [
        "t.mustache:1:12: error: only blocks ('{{$name}}…{{/name}}') may appear inside '{{<layout}}' "
          + "[template/syntax]"
      ]),
  ]

  static let partialCases = [
    TemplateErrorCase(
      name: "a misspelled partial", template: "Before\n{{> footr }}\n", partials: ["footer": "©"],
      expected: [
        "t.mustache:2:5: error: no partial 'footr': footr.mustache does not exist; did you mean 'footer'? "
          + "[template/missing-partial]"
      ]),
    TemplateErrorCase(
      name: "a missing partial inside a partial", template: "{{> row }}", partials: ["row": "\n  {{> cell}}"],
      expected: [
        "row.mustache:2:7: error: no partial 'cell': cell.mustache does not exist [template/missing-partial]"
      ]),
    TemplateErrorCase(
      name: "a missing parent", template: "{{< layout }}{{/ layout }}",
      expected: [
        "t.mustache:1:5: error: no partial 'layout': layout.mustache does not exist [template/missing-partial]"
      ]),
    TemplateErrorCase(
      name: "a partial outside the folder", template: "{{> ../secret }}",
      expected: [
        "t.mustache:1:5: error: partial '../secret' is outside the template's folder; name a <name>.mustache "
          + "file in that folder or below it [template/missing-partial]"
      ]),
    TemplateErrorCase(
      name: "a partial that includes the template", template: "{{#tokens}}{{> row}}{{/tokens}}",
      partials: ["row": "{{ name }}{{> t}}"],
      expected: [
        "row.mustache:1:15: error: partials include each other in a loop: t → row → t [template/partial-cycle]"
      ]),
    TemplateErrorCase(
      name: "a template that includes itself", template: "{{> t}}",
      expected: ["t.mustache:1:5: error: partials include each other in a loop: t → t [template/partial-cycle]"]),
    TemplateErrorCase(
      name: "a syntax error in a partial", template: "{{> row}}", partials: ["row": "{{#tokens}}"],
      expected: ["row.mustache:1:1: error: 'tokens' is never closed; add '{{/tokens}}' [template/syntax]"]),
    TemplateErrorCase(
      name: "an unknown variable in a partial", template: "{{#tokens}}{{> row}}{{/tokens}}",
      partials: ["row": "{{ nmae }}"],
      expected: ["row.mustache:1:4: error: unknown variable 'nmae'; did you mean 'name'? [template/unknown-variable]"]),
  ]

  @Test(arguments: syntaxCases + partialCases)
  func problemsAreLocatedAndStopTheRender(_ errorCase: TemplateErrorCase) throws {
    let outcome = try TemplateFixture.render(errorCase.template, partials: errorCase.partials)
    #expect(outcome.diagnostics == errorCase.expected)
    #expect(outcome.text == nil)
  }

  @Test func partialsInSubfoldersAreFound() throws {
    let outcome = try TemplateFixture.render(
      "{{#tokens}}{{> shared/row}}{{/tokens}}", partials: ["shared/row": "{{ name }};"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.text == "primary;brand;md;lg;quick;golden;body;")
  }

  @Test func templatesMustBeUTF8() throws {
    try TemplateFixture.withFolder { folder in
      try Data([0x61, 0x0A, 0x62, 0xFF]).write(to: folder.appendingPathComponent("t.mustache"))
      let outcome = TemplateFixture.render(TemplateSetting(template: "t.mustache", output: "o"), in: folder)
      #expect(
        outcome.diagnostics == [
          "t.mustache:2:2: error: the template is not UTF-8 text: byte 0xFF cannot start a character [io/error]"
        ])
    }
  }

  @Test func aMissingTemplateFileIsAnErrorAtItsConfigEntry() throws {
    try TemplateFixture.withFolder { folder in
      let location = SourceLocation(file: "tokenc.yaml", line: 3, column: 15)
      let outcome = TemplateFixture.render(
        TemplateSetting(template: "missing.mustache", output: "o", templateLocation: location), in: folder)
      #expect(
        outcome.diagnostics.first
          == "tokenc.yaml:3:15: error: template 'missing.mustache' does not exist [io/error]")
    }
  }
}
