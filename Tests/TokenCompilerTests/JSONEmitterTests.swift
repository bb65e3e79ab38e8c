import Foundation
import Testing

@testable import TokenCompiler

/// The `json` emitter: golden output, determinism, and reading its DTCG output back.
@Suite("JSON emitter")
struct JSONEmitterTests {
  static let showcase = "Tests/TokenCompilerTests/Fixtures/showcase"
  static let composites = "Tests/TokenCompilerTests/Fixtures/composites"

  @Test func showcaseMatchesTheGoldenFiles() throws {
    let result = FixtureCompiler.compile(Self.showcase)
    #expect(!result.hasErrors, "\(rendered(result.diagnostics))")
    let json = result.files.filter { $0.path.hasPrefix("json/") }
    try Golden.check(json.map { ($0.path, $0.contents) }, name: "json-showcase")
  }

  @Test func outputIsDeterministic() {
    let first = FixtureCompiler.compile(Self.showcase).files
    let reversed = FixtureCompiler.compile(FixtureCompiler.sources(Self.showcase).reversed()).files
    #expect(first == FixtureCompiler.compile(Self.showcase).files)
    // The order files are handed in changes nothing: files are read in path order, and each
    // file's tokens keep the order the designer wrote them in.
    #expect(first == reversed)
  }

  @Test func compositesMatchTheGoldenFiles() throws {
    let result = FixtureCompiler.compile(Self.composites)
    #expect(!result.hasErrors, "\(rendered(result.diagnostics))")
    let json = result.files.filter { $0.path.hasPrefix("json/") && !$0.path.hasSuffix(".docs.json") }
    try Golden.check(json.map { ($0.path, $0.contents) }, name: "json-composites")
  }

  @Test(arguments: [showcase, composites, "tokens"])
  func dtcgOutputReadsBackToTheSameTokens(folder: String) throws {
    let original = FixtureCompiler.compile(folder)
    #expect(!original.hasErrors, "\(rendered(original.diagnostics))")
    let dtcg = try #require(original.files.first { $0.path == "json/tokens.tokens.json" })
    let reread = FixtureCompiler.compile([SourceFile(path: "tokens.tokens.json", bytes: dtcg.contents)])
    // Notes (e.g. color/gamut naming an sRGB fallback) are information, not problems; suppressed
    // findings travel with the token's $extensions and stay suppressed.
    let problems = reread.diagnostics.filter { $0.severity != .note && $0.suppression == nil }
    #expect(problems.isEmpty, "\(rendered(problems))")
    #expect(reread.tokens.tokens.count == original.tokens.tokens.count)
    for token in original.tokens.tokens {
      let copy = try #require(reread.tokens[token.path], "\(token.path) is missing after the round trip")
      #expect(copy.type == token.type, "\(token.path)")
      #expect(copy.value == token.value, "\(token.path)")
      #expect(copy.description == token.description, "\(token.path)")
      #expect(copy.deprecation == token.deprecation, "\(token.path)")
      #expect(copy.aliasOf?.path == token.aliasOf?.path, "\(token.path)")
    }
    #expect(reread.tokens.contrastPairs.map(\.foreground) == original.tokens.contrastPairs.map(\.foreground))
    #expect(reread.tokens.contrastPairs.map(\.usage) == original.tokens.contrastPairs.map(\.usage))
    // Writing the re-read tokens gives byte-identical DTCG output (a fixed point).
    let again = try #require(reread.files.first { $0.path == "json/tokens.tokens.json" })
    #expect(again.contents == dtcg.contents)
  }

  @Test func dtcgTokensKeepTheDesignersOrder() throws {
    let yaml = """
      space:
        $type: dimension
        xs: {$value: 4pt}
        sm: {$value: 8pt}
        md: {$value: 16pt}
        lg: {$value: 24pt}
        xl: {$value: 32pt}
      color:
        $type: color
        zebra: {$value: "#000000"}
        apple: {$value: "#ffffff"}
      """
    let result = FixtureCompiler.compile([SourceFile(path: "a.tokens.yaml", bytes: Array(yaml.utf8))])
    #expect(!result.hasErrors, "\(rendered(result.diagnostics))")
    let dtcg = try #require(result.files.first { $0.path == "json/tokens.tokens.json" })
    let text = String(decoding: dtcg.contents, as: UTF8.self)
    let names = ["\"space\"", "\"xs\"", "\"sm\"", "\"md\"", "\"lg\"", "\"xl\"", "\"color\"", "\"zebra\"", "\"apple\""]
    let offsets = try names.map { try #require(text.range(of: $0), "\($0)").lowerBound }
    #expect(offsets == offsets.sorted(), "tokens and groups are written as the designer wrote them")
  }

  @Test func aRootTokenIsWrittenOnceAndReadsBack() throws {
    let yaml = "color:\n  $type: color\n  accent:\n    $root: \"#ff0000\"\n    light: \"#ff8888\"\n"
    let result = FixtureCompiler.compile([SourceFile(path: "a.tokens.yaml", text: yaml)])
    #expect(!result.hasErrors, "\(rendered(result.diagnostics))")
    let dtcg = try #require(result.files.first { $0.path == "json/tokens.tokens.json" })
    let text = String(decoding: dtcg.contents, as: UTF8.self)
    #expect(text.components(separatedBy: "\"$root\"").count == 2, "one `$root` member:\n\(text)")
    // The loader rejects duplicate keys, so this also proves the file has none.
    let reread = FixtureCompiler.compile([SourceFile(path: "tokens.tokens.json", bytes: dtcg.contents)])
    #expect(!reread.hasErrors, "\(rendered(reread.diagnostics))")
    #expect(reread.tokens.tokens.map(\.path.description) == ["color.accent.$root", "color.accent.light"])
  }

  @Test func hostileTextIsEscapedInJSON() throws {
    let text = "Quote \" backslash \\ newline \n tab \t bell \u{7} separator \u{2028} </script> emoji 🎨"
    let result = FixtureCompiler.compile([
      SourceFile(
        path: "t.tokens.json",
        text: "{\"g\": {\"$type\": \"number\", \"n\": {\"$value\": 1, \"$description\": \(jsonString(text))}}}")
    ])
    #expect(!result.hasErrors, "\(rendered(result.diagnostics))")
    for file in result.files where file.path.hasPrefix("json/") && !file.path.hasSuffix(".resolver.json") {
      let parsed = try JSONSerialization.jsonObject(with: Data(file.contents))
      #expect(findString(text, in: parsed), "\(file.path) lost or mangled the description")
      #expect(!String(decoding: file.contents, as: UTF8.self).contains("\u{2028}"))
    }
  }

  private func jsonString(_ text: String) -> String {
    var bytes: [UInt8] = []
    JSONWriter.quote(text, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  private func findString(_ text: String, in value: Any) -> Bool {
    if let string = value as? String { return string == text }
    if let array = value as? [Any] { return array.contains { findString(text, in: $0) } }
    if let object = value as? [String: Any] { return object.values.contains { findString(text, in: $0) } }
    return false
  }
}
