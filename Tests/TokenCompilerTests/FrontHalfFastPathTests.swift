import Testing

@testable import TokenCompiler

/// The shortcuts the front half (load → validate) takes for speed give the same results as the
/// general code: byte-level hex colors and name words, the whitespace trim's fast path, and
/// key lookups that switch from a scan to a table in large mappings.
@Suite("Front half fast paths")
struct FrontHalfFastPathTests {
  @Test func hexColorsOfEveryLengthParse() throws {
    let short = try #require(ColorValue(hex: "#0aF"))
    #expect(short == ColorValue(red: 0, green: 170.0 / 255, blue: 1))
    let shortAlpha = try #require(ColorValue(hex: "#0af8"))
    #expect(shortAlpha == ColorValue(red: 0, green: 170.0 / 255, blue: 1, alpha: 136.0 / 255))
    let long = try #require(ColorValue(hex: "#0A84fF"))
    #expect(long == ColorValue(red: 10.0 / 255, green: 132.0 / 255, blue: 1))
    let longAlpha = try #require(ColorValue(hex: "#0a84ff80"))
    #expect(longAlpha == ColorValue(red: 10.0 / 255, green: 132.0 / 255, blue: 1, alpha: 128.0 / 255))
  }

  @Test(arguments: ["", "#", "0a84ff", "#0a", "#0a84f", "#0a84ff8", "#0a84ff800", "#0g84ff", "#0a84f\u{301}", "#ａｂｃ"])
  func textThatIsNotAHexColorIsRejected(_ text: String) {
    #expect(ColorValue(hex: text) == nil)
  }

  @Test func nameWordsSplitAtPunctuationCaseChangesAndNonASCII() {
    #expect(Naming.words(in: "textPrimary-2xl_Large") == ["text", "primary", "2xl", "large"])
    #expect(Naming.words(in: "fooBär") == ["foo", "b", "r"])
    #expect(Naming.words(in: "ÉtatHTMLView") == ["tat", "htmlview"])
    #expect(Naming.words(in: "日本") == ["u65e5u672c"])
    #expect(Naming.words(in: "") == [])
  }

  @Test func cssPropertyFromWordsMatchesThePathForm() {
    let path = TokenPath(["color", "labelPrimary", "x-2"])
    #expect(Naming.cssCustomProperty(words: Naming.words(path)) == Naming.cssCustomProperty(path))
  }

  @Test func trimmingKeepsVisibleTextAndRemovesUnicodeWhitespace() {
    #expect("#0a84ff".trimmingWhitespace() == "#0a84ff")
    #expect(" \t#0a84ff\n".trimmingWhitespace() == "#0a84ff")
    #expect("\u{A0}x y\u{2003}".trimmingWhitespace() == "x y")
    #expect("\u{85}é".trimmingWhitespace() == "é")
    #expect("  ".trimmingWhitespace() == "")
  }

  @Test func duplicateKeysInALargeMappingPointAtTheFirstDefinition() {
    let keys = (1...12).map { "k\($0): \($0)" }
    let text = (keys + ["k3: 30", "k11: 110"]).joined(separator: "\n")
    let (_, diagnostics) = loadYAML(text)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:13:1: error: duplicate key 'k3'; it is already defined at line 3, column 1 [yaml/duplicate-key]",
        "tokens.yaml:14:1: error: duplicate key 'k11'; it is already defined at line 11, column 1 [yaml/duplicate-key]",
      ])
  }

  @Test func mergeIntoALargeMappingKeepsExplicitKeys() throws {
    let explicit = (1...10).map { "  k\($0): \($0)" }
    let text = (["base: &base", "  k2: 20", "  extra: 1", "big:", "  <<: *base"] + explicit).joined(separator: "\n")
    let (root, diagnostics) = loadYAML(text)
    #expect(diagnostics.isEmpty)
    let big = try #require(root?["big"])
    #expect(big.entries?.map(\.key.text) == (1...10).map { "k\($0)" } + ["extra"])
    #expect(big["k2"]?.scalar?.text == "2")
  }

  @Test func filesParsedInParallelReportInPathOrder() {
    var files: [String: String] = [:]
    for number in 1...6 {
      files["t\(number).yaml"] = ((1...number).map { "k\($0): 1" } + ["k1: 2"]).joined(separator: "\n")
    }
    let (_, diagnostics) = decodeYAML(files)
    #expect(
      rendered(diagnostics)
        == (1...6).map {
          "t\($0).yaml:\($0 + 1):1: error: duplicate key 'k1'; it is already defined at line 1, column 1 "
            + "[yaml/duplicate-key]"
        })
  }
}
