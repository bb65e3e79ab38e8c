import Testing

@testable import TokenCompiler

@Suite("Load stage: line and column marks")
struct LoaderMarkTests {
  @Test func keysAndValuesCarryOneBasedLineAndColumn() throws {
    let (root, diagnostics) = loadYAML(
      """
      color:
        brand:
          blue: "#0a84ff"
        gray:   '#8e8e93'
      """)
    #expect(diagnostics.isEmpty)
    let root1 = try #require(root)
    let color = try #require(root1.entries?.first)
    #expect(color.key.location.description == "tokens.yaml:1:1")
    #expect(color.value.location.description == "tokens.yaml:2:3")
    let brand = try #require(root1["color"]?.entries?.first)
    #expect(brand.key.text == "brand")
    #expect(brand.key.location.description == "tokens.yaml:2:3")
    let blue = try #require(root1["color"]?["brand"]?.entries?.first)
    #expect(blue.key.location.description == "tokens.yaml:3:5")
    #expect(blue.value.location.description == "tokens.yaml:3:11")
    let gray = try #require(root1["color"]?["gray"]?.scalar)
    #expect(gray.location.description == "tokens.yaml:4:11")
  }

  @Test(arguments: [
    ("café: x", 7),
    ("名前: x", 5),
    ("🎨🎨: x", 5),
    ("\"ü ö\": x", 8),
  ])
  func columnsCountCharactersNotBytes(line: String, valueColumn: Int) throws {
    let (root, diagnostics) = loadYAML("first: 1\n" + line + "\n")
    #expect(diagnostics.isEmpty)
    let entry = try #require(root?.entries?.last)
    #expect(entry.key.location.description == "tokens.yaml:2:1")
    #expect(entry.value.location.description == "tokens.yaml:2:\(valueColumn)")
  }

  @Test func flowCollectionsHaveMarksOnEveryNode() throws {
    let (root, _) = loadYAML("curve: [0.2, 0, 0, 1]\nsize: {value: 16, unit: px}\n")
    let items = try #require(root?["curve"]?.items)
    #expect(items.map(\.location.column) == [9, 14, 17, 20])
    #expect(root?["curve"]?.location.description == "tokens.yaml:1:8")
    let size = try #require(root?["size"]?.entries)
    #expect(size.map(\.key.location.column) == [8, 19])
    #expect(size.map(\.value.location.column) == [15, 25])
  }
}
