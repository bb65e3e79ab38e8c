import Foundation
import Testing

@testable import TokenCompiler

/// The scanner: tags with their places, marked names for the render, and the vocabulary.
@Suite("Template scanner")
struct TemplateScannerTests {
  @Test func tagsAreMarkedWithTheirNumber() {
    let result = TemplateScanner.scan(
      "{{#tokens}}{{ kebabCase(dropGroup(path)) }}{{{ .name }}}{{ index() }}{{> row }}{{/tokens}}",
      file: "t.mustache", firstTag: 7, firstMark: 3)
    #expect(result.errors.isEmpty)
    #expect(result.marked == "{{#*3(.)}}{{ *4(.) }}{{{ *5(.) }}}{{ index() }}{{> row }}{{/*3(.)}}")
    #expect(
      result.marks == [
        TemplateMark(names: ["tokens"], helpers: [], tag: 7, climbs: true),
        TemplateMark(names: ["path"], helpers: ["kebabCase", "dropGroup"], tag: 8, climbs: true),
        TemplateMark(names: ["name"], helpers: [], tag: 9, climbs: false),
      ])
    #expect(result.tags.map(\.name) == ["tokens", "path", ".name", "", "row"])
    #expect(result.tags.map(\.kind) == [.section, .variable, .unescapedVariable, .variable, .partial])
    #expect(result.tags[1].helpers.map(\.text) == ["kebabCase", "dropGroup"])
    #expect(result.tags[1].helpers.map(\.location.column) == [15, 25])
    #expect(result.tags[1].components.map(\.location.column) == [35])
  }

  @Test func componentsHaveTheirOwnPlaces() {
    let result = TemplateScanner.scan("x\n  {{ value.appearances.dark }}", file: "t", firstTag: 0)
    let tag = result.tags[0]
    #expect(tag.components.map(\.text) == ["value", "appearances", "dark"])
    #expect(tag.components.map { "\($0.location)" } == ["t:2:6", "t:2:12", "t:2:24"])
    #expect(tag.written(through: 1) == "value.appearances")
  }

  @Test func delimitersChangeWhereTagsAre() {
    let result = TemplateScanner.scan(
      "{{=<% %>=}}{{ not a tag }}<% name %><%={{ }}=%>{{ name }}", file: "t", firstTag: 0)
    #expect(result.errors.isEmpty)
    #expect(result.marked == "{{=<% %>=}}{{ not a tag }}<% *0(.) %><%={{ }}=%>{{ *1(.) }}")
  }

  @Test func aTagIsOneMarkAppliedToTheCurrentValue() {
    let result = TemplateScanner.scan(
      "{{ hex(value.appearances.light) }}{{ json(.) }}{{ . }}{{^value.appearances}}{{/value.appearances}}"
        + "{{#.}}{{/.}}",
      file: "t", firstTag: 0)
    #expect(result.marked == "{{ *0(.) }}{{ *1(.) }}{{ . }}{{^*2(.)}}{{/*2(.)}}{{#*3(.)}}{{/*3(.)}}")
    #expect(
      result.marks == [
        TemplateMark(names: ["value", "appearances", "light"], helpers: ["hex"], tag: 0, climbs: true),
        TemplateMark(names: [], helpers: ["json"], tag: 1, climbs: false),
        TemplateMark(names: ["value", "appearances"], helpers: [], tag: 3, climbs: true),
        TemplateMark(names: [], helpers: [], tag: 4, climbs: false),
      ])
  }

  @Test func marksReadBack() {
    #expect(TemplateName.markNumber("*17") == 17)
    #expect(TemplateName.markNumber("*0") == 0)
    #expect(TemplateName.markNumber("*") == nil)
    #expect(TemplateName.markNumber("*1a") == nil)
    #expect(TemplateName.markNumber("plain") == nil)
    #expect(TemplateName.markNumber("a*3") == nil)
  }

  @Test func theHTMLPragmaUsesTokencsEscaping() {
    let result = TemplateScanner.scan("{{% CONTENT_TYPE: HTML }}\n{{%CONTENT_TYPE:TEXT}}", file: "t", firstTag: 0)
    #expect(result.errors.isEmpty)
    #expect(result.marked == "{{% CONTENT_TYPE: TOKENC_HTML }}\n{{%CONTENT_TYPE:TEXT}}")
  }

  @Test func theDocumentedNamesAreTheSchemasProperties() throws {
    let url = FixtureCompiler.packageRoot.appendingPathComponent("docs/tokens.docs.schema.json")
    let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    var names = Set<String>()
    func collect(_ value: Any) {
      if let object = value as? [String: Any] {
        if let properties = object["properties"] as? [String: Any] { names.formUnion(properties.keys) }
        object.values.forEach(collect)
      } else if let array = value as? [Any] {
        array.forEach(collect)
      }
    }
    collect(schema)
    #expect(TemplateVocabulary.documented == names)
  }
}
