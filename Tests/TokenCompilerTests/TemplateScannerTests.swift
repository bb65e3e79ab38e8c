import Foundation
import Testing

@testable import TokenCompiler

/// The scanner: tags with their places, marked names for the render, and the vocabulary.
@Suite("Template scanner")
struct TemplateScannerTests {
  @Test func tagsAreMarkedWithTheirNumber() {
    let result = TemplateScanner.scan(
      "{{#tokens}}{{ kebabCase(dropGroup(path)) }}{{{ .name }}}{{ index() }}{{> row }}{{/tokens}}",
      file: "t.mustache", firstTag: 7)
    #expect(result.errors.isEmpty)
    #expect(
      result.marked
        == "{{#tokens*7_0}}{{ kebabCase*8(dropGroup*8(path*8_0)) }}{{{ .name*9_0 }}}{{ index() }}{{> row }}"
        + "{{/tokens*7_0}}")
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
    #expect(result.marked == "{{=<% %>=}}{{ not a tag }}<% name*0_0 %><%={{ }}=%>{{ name*1_0 }}")
  }

  @Test func markedNamesReadBack() {
    #expect(TemplateName.unmarked("appearances*17_1") == ("appearances", 17, 1))
    #expect(TemplateName.unmarked("hex*3") == ("hex", 3, nil))
    #expect(TemplateName.unmarked("a*b*2_0") == ("a*b", 2, 0))
    #expect(TemplateName.unmarked("plain") == ("plain", nil, nil))
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
