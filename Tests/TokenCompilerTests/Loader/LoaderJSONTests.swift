import Testing

@testable import TokenCompiler

@Suite("Load stage: JSON")
struct LoaderJSONTests {
  @Test func jsonIsReadThroughTheSameLoader() throws {
    let json = """
      {
      \t"color": {
      \t\t"$type": "color",
      \t\t"blue": { "$value": "#0000ff", "n": 010, "ok": true }
      \t}
      }
      """
    let (root, diagnostics) = loadYAML(json, path: "design.tokens.json")
    #expect(diagnostics.isEmpty)
    let blue = try #require(root?["color"]?["blue"])
    let value = try #require(blue["$value"]?.scalar)
    #expect(value.text == "#0000ff")
    #expect(value.style == .doubleQuoted)
    #expect(value.location.description == "design.tokens.json:4:23")
    #expect(blue["n"]?.scalar?.number == 10)
    #expect(blue["ok"]?.scalar?.bool == true)
    #expect(root?["color"]?.entries?.first?.key.location.description == "design.tokens.json:3:3")
  }

  @Test(arguments: [("a.tokens.json", true), ("a.json", true), ("a.tokens", true), ("a.yaml", false), ("a.yml", false)])
  func jsonIsRecognisedByExtension(path: String, isJSON: Bool) {
    #expect(SourceFile(path: path, text: "").isJSON == isJSON)
  }

  @Test func jsonSyntaxErrorIsLocated() {
    let (root, diagnostics) = loadYAML("{\n  \"a\": 1,\n  \"b\" 2\n}\n", path: "t.json")
    #expect(root == nil)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.ruleID == .yamlSyntax)
    #expect(diagnostics.first?.location?.description == "t.json:3:7")
  }
}
