import Testing

/// A template and the diagnostics it must produce, exactly.
struct TemplateErrorCase: Sendable, CustomTestStringConvertible {
  /// What the case checks.
  var name: String
  /// The template text (saved as `t.mustache`).
  var template: String
  /// Partials next to it, by name.
  var partials: [String: String] = [:]
  /// The diagnostics, as the CLI prints them.
  var expected: [String]

  /// The name shown in test results.
  var testDescription: String { name }
}

/// Strictness: unknown variables, unknown helpers, bad helper arguments, missing partials and
/// syntax errors are errors at the template's line and column, and nothing is rendered.
@Suite("Template strictness")
struct TemplateStrictnessTests {
  static let variableCases = [
    TemplateErrorCase(
      name: "a misspelled name, anywhere", template: "Hello\n  {{ colr }}\n",
      expected: [
        "t.mustache:2:6: error: unknown variable 'colr'; did you mean 'color'? [template/unknown-variable]"
      ]),
    TemplateErrorCase(
      name: "a name nothing has", template: "{{ zzzzzz }}",
      expected: [
        "t.mustache:1:4: error: unknown variable 'zzzzzz': nothing in the context is called 'zzzzzz' "
          + "(`tokenc template context` prints it) [template/unknown-variable]"
      ]),
    TemplateErrorCase(
      name: "a misspelled name in a section that never renders", template: "{{^tokens}}\n{{ nmae }}\n{{/tokens}}\n",
      expected: [
        "t.mustache:2:4: error: unknown variable 'nmae'; did you mean 'name'? [template/unknown-variable]"
      ]),
    TemplateErrorCase(
      name: "a misspelled field", template: "{{#tokens}}{{ value.apearances }}{{/tokens}}",
      expected: [
        "t.mustache:1:21: error: unknown variable 'value.apearances'; did you mean 'value.appearances'? "
          + "[template/unknown-variable]"
      ]),
    TemplateErrorCase(
      name: "a field that is not in scope at the root", template: "{{ light }}",
      expected: [
        "t.mustache:1:4: error: unknown variable 'light'; the names in scope here are contrastPairs, findings, "
          + "generator, groups, tokens, version [template/unknown-variable]"
      ]),
    TemplateErrorCase(
      name: "a field that is not in scope in a token", template: "{{#tokens}}\n{{ light }}\n{{/tokens}}\n",
      expected: [
        "t.mustache:2:4: error: unknown variable 'light'; the names in scope here are alias, aliasChain, "
          + "contrastPairs, deprecated, description, findings, generator, groups, name, path, pathComponents, "
          + "source, tokens, type, value, version (token color.label.primary) [template/unknown-variable]"
      ]),
    TemplateErrorCase(
      name: "a field one token type does not have", template: "{{#tokens}}{{ value.appearances.dark.hex }}{{/tokens}}",
      expected: [
        "t.mustache:1:21: error: unknown variable 'value.appearances': 'value' is an object with points, rem "
          + "(token space.md) [template/unknown-variable]"
      ]),
    TemplateErrorCase(
      // The entry's `value` is found first, so the token's `value.points` outside it is not used.
      name: "a dotted name stops at the innermost value that has its first part",
      template:
        "{{#tokens}}{{#value.points}}{{#entries(value)}}{{ value.points }}{{/entries(value)}}{{/value.points}}"
        + "{{/tokens}}",
      expected: [
        "t.mustache:1:57: error: unknown variable 'value.points': 'value' is the number 16 (token space.md) "
          + "[template/unknown-variable]"
      ]),
    TemplateErrorCase(
      name: "a field of text", template: "{{#tokens}}{{ name.light }}{{/tokens}}",
      expected: [
        "t.mustache:1:20: error: unknown variable 'name.light': 'name' is the text 'primary' (token color.label.primary) "
          + "[template/unknown-variable]"
      ]),
    TemplateErrorCase(
      name: "a leading dot looks only at the innermost value", template: "{{#tokens}}{{ .version }}{{/tokens}}",
      expected: [
        "t.mustache:1:16: error: unknown variable '.version'; the names in scope here are alias, aliasChain, "
          + "deprecated, description, name, path, pathComponents, source, type, value (token color.label.primary) "
          + "[template/unknown-variable]"
      ]),
    TemplateErrorCase(
      name: "columns count characters", template: "héllo → {{ colr }}",
      expected: [
        "t.mustache:1:12: error: unknown variable 'colr'; did you mean 'color'? [template/unknown-variable]"
      ]),
    TemplateErrorCase(
      name: "custom delimiters", template: "{{=<% %>=}}\n<% colr %>",
      expected: [
        "t.mustache:2:4: error: unknown variable 'colr'; did you mean 'color'? [template/unknown-variable]"
      ]),
  ]

  static let helperCases = [
    TemplateErrorCase(
      name: "a misspelled helper", template: "{{#tokens}}{{ camelcase(path) }}{{/tokens}}",
      expected: [
        "t.mustache:1:15: error: unknown helper 'camelcase'; did you mean 'camelCase'? [template/unknown-helper]"
      ]),
    TemplateErrorCase(
      name: "a nested misspelled helper", template: "{{ kebabCase(dropgroup(path)) }}",
      expected: [
        "t.mustache:1:14: error: unknown helper 'dropgroup'; did you mean 'dropGroup'? [template/unknown-helper]"
      ]),
    TemplateErrorCase(
      name: "a helper that does not exist", template: "{{ frobnicate(name) }}",
      expected: [
        "t.mustache:1:4: error: unknown helper 'frobnicate' (helpers: argb, byType, camelCase, count, "
          + "cssCustomProperty, cubicBezier, dropGroup, empty, entries, first, hex, json, kebabCase, last, lowercased, "
          + "milliseconds, ms, pascalCase, points, px, rem, reversed, rgba, seconds, snakeCase, swiftIdentifier, "
          + "swiftTypeName, uppercased) [template/unknown-helper]"
      ]),
    TemplateErrorCase(
      name: "a misspelled position helper", template: "{{#tokens}}{{ indx() }}{{/tokens}}",
      expected: [
        "t.mustache:1:15: error: unknown helper 'indx()' for a position in a list; did you mean 'index()'? "
          + "(position helpers: first(), last(), index(), even(), odd()) [template/unknown-helper]"
      ]),
    TemplateErrorCase(
      name: "a helper given the wrong kind of value", template: "{{#tokens}}\n  {{ hex(value) }}\n{{/tokens}}",
      expected: [
        "t.mustache:2:6: error: helper 'hex' needs a color such as value.appearances.light, not an object with "
          + "appearances, explicitAppearances (token color.label.primary) [template/helper-argument]"
      ]),
    TemplateErrorCase(
      name: "a helper given null", template: "{{#tokens}}{{ camelCase(alias) }}{{/tokens}}",
      expected: [
        "t.mustache:1:15: error: helper 'camelCase' needs text such as path or name, or a list of names such as "
          + "pathComponents, not null (token color.label.primary) [template/helper-argument]"
      ]),
    TemplateErrorCase(
      name: "a helper given the current value, in a section and outside",
      template: "{{ hex(.) }}\n{{#tokens}}\n  {{ hex(.) }}\n{{/tokens}}",
      expected: [
        "t.mustache:1:4: error: helper 'hex' needs a color such as value.appearances.light, not an object with "
          + "contrastPairs, findings, generator, groups, tokens, version [template/helper-argument]",
        "t.mustache:3:6: error: helper 'hex' needs a color such as value.appearances.light, not an object with "
          + "alias, aliasChain, deprecated, description, name, path, … (token color.label.primary) "
          + "[template/helper-argument]",
      ]),
    TemplateErrorCase(
      name: "every problem at once", template: "{{ colr }}\n{{ hexx(version) }}\n",
      expected: [
        "t.mustache:1:4: error: unknown variable 'colr'; did you mean 'color'? [template/unknown-variable]",
        "t.mustache:2:4: error: unknown helper 'hexx'; did you mean 'hex'? [template/unknown-helper]",
      ]),
  ]

  @Test(arguments: variableCases + helperCases)
  func problemsAreLocatedAndStopTheRender(_ errorCase: TemplateErrorCase) throws {
    let outcome = try TemplateFixture.render(errorCase.template, partials: errorCase.partials)
    #expect(outcome.diagnostics == errorCase.expected)
    #expect(outcome.text == nil)
  }

  @Test func eachTagIsReportedOnceEvenInALoop() throws {
    let outcome = try TemplateFixture.render("{{#tokens}}{{ light }}{{ dark }}{{/tokens}}")
    #expect(outcome.diagnostics.count == 2)
    #expect(outcome.diagnostics.allSatisfy { $0.contains("(token color.label.primary)") })
  }
}
