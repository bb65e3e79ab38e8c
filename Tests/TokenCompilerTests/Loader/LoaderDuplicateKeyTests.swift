import Testing

@testable import TokenCompiler

@Suite("Load stage: duplicate keys")
struct LoaderDuplicateKeyTests {
  @Test func duplicateKeyIsAnErrorAtTheSecondKeyWithANoteAtTheFirst() throws {
    let (root, diagnostics) = loadYAML(
      """
      color:
        blue: "#0000ff"
        red: "#ff0000"
        blue: "#0000ee"
      """)
    #expect(root == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:4:3: error: duplicate key 'blue'; it is already defined at line 2, column 3 [yaml/duplicate-key]"
      ])
    let diagnostic = try #require(diagnostics.first)
    #expect(renderedNotes(diagnostic) == ["tokens.yaml:2:3: note: first definition is here"])
  }

  @Test func everyDuplicateKeyIsReported() {
    let (_, diagnostics) = loadYAML("a: 1\nb: 2\na: 3\nc:\n  x: 1\n  x: 2\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:1: error: duplicate key 'a'; it is already defined at line 1, column 1 [yaml/duplicate-key]",
        "tokens.yaml:6:3: error: duplicate key 'x'; it is already defined at line 5, column 3 [yaml/duplicate-key]",
      ])
  }

  @Test func sameKeyInDifferentMappingsIsFine() {
    let (root, diagnostics) = loadYAML("a:\n  x: 1\nb:\n  x: 2\n")
    #expect(diagnostics.isEmpty)
    #expect(root?["b"]?["x"]?.scalar?.text == "2")
  }

  @Test func duplicateKeyInJSONIsAnError() {
    let (_, diagnostics) = loadYAML("{\"a\": 1, \"a\": 2}", path: "t.tokens.json")
    #expect(
      rendered(diagnostics) == [
        "t.tokens.json:1:10: error: duplicate key 'a'; it is already defined at line 1, column 2 [yaml/duplicate-key]"
      ])
  }
}
