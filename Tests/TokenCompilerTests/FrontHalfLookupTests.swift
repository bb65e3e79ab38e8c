import Testing

@testable import TokenCompiler

/// The decoder's cheaper lookups give what the dictionaries they replace gave: a value's fields
/// found by scanning its mapping, tokens counted per file without hashing its path per token,
/// and an alias's length checked in bytes.
@Suite("Front half lookups")
struct FrontHalfLookupTests {
  private func at(_ line: Int, _ column: Int) -> TokenCompiler.SourceLocation {
    TokenCompiler.SourceLocation(file: "tokens.yaml", line: line, column: column)
  }

  private func entry(_ key: String, _ value: String, line: Int) -> SourceMappingEntry {
    SourceMappingEntry(
      key: SourceScalar(key, at: at(line, 1)), value: .scalar(SourceScalar(value, at: at(line, 4))))
  }

  @Test func mappingFieldsFindKnownFieldsOnlyAndTheLastOfARepeatedKey() {
    let entries = [
      entry("value", "1", line: 1), entry("other", "2", line: 2), entry("unit", "px", line: 3),
      entry("value", "4", line: 4),
    ]
    let fields = MappingFields(entries, allowed: ["value", "unit"])
    #expect(fields["value"]?.value.scalar?.text == "4")
    #expect(fields["unit"]?.value.scalar?.text == "px")
    #expect(fields["other"] == nil)
    #expect(fields["missing"] == nil)
    #expect(fields.map(\.key) == ["value", "unit"])
    #expect(fields.map { $0.value.key.location.line } == [4, 3])
  }

  @Test func aMisspelledFieldIsReportedAndLeftOut() throws {
    var reader = ValueReader()
    let node = SourceNode.mapping(
      [entry("value", "1", line: 1), entry("unti", "px", line: 2)], isFlow: false, at: at(1, 1))
    let read = reader.mapping(node, "a dimension", allowed: ["value", "unit"])
    let fields = try #require(read)
    #expect(fields["unit"] == nil)
    #expect(fields["value"]?.value.scalar?.text == "1")
    #expect(
      reader.diagnostics.map(\.message) == [
        "a dimension has no field 'unti'; did you mean 'unit'? (fields: value, unit)"
      ])
  }

  @Test func tokensAreCountedPerFileWhenFilesInterleave() {
    var duplicates = DuplicateFiles()
    for file in ["a.yaml", "a.yaml", "b.yaml", "a.yaml", "c.yaml", "b.yaml"] {
      duplicates.countToken(in: file)
    }
    #expect(duplicates.tokenCount(in: "a.yaml") == 3)
    #expect(duplicates.tokenCount(in: "b.yaml") == 2)
    #expect(duplicates.tokenCount(in: "c.yaml") == 1)
    #expect(duplicates.tokenCount(in: "d.yaml") == 0)
  }

  @Test(arguments: [("{}", false), ("{a}", true), ("{é}", true), ("{ab.c}", true), (" {x} ", true)])
  func aliasesNeedANameBetweenTheBraces(_ text: String, _ isAlias: Bool) {
    var reader = ValueReader()
    let alias = reader.alias(.scalar(SourceScalar(text, style: .doubleQuoted, at: at(1, 1))))
    #expect((alias != nil) == isAlias)
    #expect(reader.diagnostics.isEmpty == isAlias)
  }
}
