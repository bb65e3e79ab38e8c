import Testing

@testable import TokenCompiler

/// Gradients and transitions written the way published DTCG 2025.10 files write them (color
/// objects without `hex`, aliases in stops, a transition with a delay and aliased fields) build,
/// reach the CSS and the Swift, and come back from the DTCG output with every alias.
@Suite("composites as published files write them")
struct PublishedCompositeTests {
  static let folder = "Tests/TokenCompilerTests/Fixtures/published"

  @Test func gradientsAndTransitionsReachEveryOutput() throws {
    let result = FixtureCompiler.compile(Self.folder)
    #expect(rendered(result.diagnostics.filter { $0.severity == .error }) == [])
    let css = try #require(ScratchProject.file("css/tokens.css", in: result))
    #expect(css.contains("--gradient-blue-to-red: linear-gradient("))
    #expect(css.contains("--transition-reveal: 100ms cubic-bezier(0.5, 0, 1, 1) 500ms;"))
    #expect(css.contains("--transition-emphasis: 200ms cubic-bezier(0.5, 0, 1, 1);"))
    let swift = try #require(ScratchProject.file("swift/Tokens.swift", in: result))
    #expect(swift.contains("Token `gradient.brand`."))
    #expect(swift.contains("duration: 0.1, delay: 0.5)"))
  }

  @Test func theDTCGOutputKeepsEveryAlias() throws {
    let original = FixtureCompiler.compile(Self.folder)
    let json = try #require(ScratchProject.file("json/tokens.tokens.json", in: original))
    #expect(json.contains("\"color\": \"{color.brand.primary}\""))
    #expect(json.contains("\"delay\": \"{duration.long}\""))
    #expect(json.contains("\"delay\": \"{duration.none}\""))
    #expect(json.contains("\"timingFunction\": \"{easing.accelerate}\""))
    let reread = FixtureCompiler.compile([SourceFile(path: "tokens.tokens.json", text: json)])
    #expect(rendered(reread.diagnostics.filter { $0.severity == .error }) == [])
    for token in original.tokens.tokens {
      let copy = try #require(reread.tokens[token.path], "\(token.path)")
      #expect(copy.value == token.value, "\(token.path)")
      #expect(copy.references.map(\.path) == token.references.map(\.path), "\(token.path)")
    }
  }
}
