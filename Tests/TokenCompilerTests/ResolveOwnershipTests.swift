import Testing

@testable import TokenCompiler

/// The resolve stage consumes its document and moves each decoded token's fields into the
/// resolved token: a caller that keeps its copy of the document must still see it whole.
@Suite("Resolve stage: the document handed over")
struct ResolveOwnershipTests {
  /// Tokens of every kind the stage builds differently: literals, colors with aliased
  /// appearances, alias chains, typography and motion fields written as aliases, extensions.
  static let tokens = """
    palette:
      $type: color
      blue:
        $value: "#0a84ff"
        $description: The brand blue
        $extensions: {com.example: {owner: brand}}
      ink: "#1c1c1e"
    color:
      $type: color
      accent:
        $value: {light: "{palette.blue}", dark: "{palette.ink}", lightHighContrast: "#000000"}
      link: "{color.accent}"
      visited: "{color.link}"
    duration:
      $type: duration
      base: 250ms
    font:
      family:
        $type: fontFamily
        brand: [Inter, system-ui]
    type:
      $type: typography
      body:
        $value: {fontFamily: "{font.family.brand}", textStyle: body, ladder: apple}
    motion:
      $type: motion
      enter:
        $value: {curve: spring, bounce: 0.1, duration: "{duration.base}", reduceMotion: {crossfade: 150ms}}

    """

  @Test func aDocumentKeptByTheCallerResolvesTheSameTwice() throws {
    let decoded = decodeYAML(["tokens.yaml": Self.tokens])
    #expect(decoded.diagnostics.isEmpty)
    let kept = decoded.document
    var first: [Diagnostic] = []
    let once = Resolver().resolve(kept, diagnostics: &first)
    var second: [Diagnostic] = []
    let twice = Resolver().resolve(kept, diagnostics: &second)
    // The caller's copy still holds every field after a resolve.
    #expect(kept == decoded.document)
    #expect(kept.tokens.map(\.path.description).contains("color.visited"))
    #expect(once == twice)
    #expect(first.isEmpty && second.isEmpty)
    let blue = try #require(once["palette.blue"])
    #expect(blue.description == "The brand blue")
    #expect(blue.extensions["com.example"] != nil)
    #expect(blue.location.description == "tokens.yaml:3:3")
    let visited = try #require(once["color.visited"])
    #expect(visited.aliasChain.map(\.description) == ["color.link", "color.accent"])
    #expect(visited.color?.values.dark.hex == "#1c1c1e")
    #expect(once["type.body"]?.valueAliases.fields["fontFamily"]?.description == "font.family.brand")
    #expect(once["motion.enter"]?.references.map(\.path.description) == ["duration.base"])
  }

  @Test func aDocumentHandedOverResolvesAsAKeptOne() {
    let decoded = decodeYAML(["tokens.yaml": Self.tokens])
    var kept: [Diagnostic] = []
    let fromKept = Resolver().resolve(decoded.document, diagnostics: &kept)
    var handed: [Diagnostic] = []
    let fromHanded = Resolver().resolve(decodeYAML(["tokens.yaml": Self.tokens]).document, diagnostics: &handed)
    #expect(fromKept == fromHanded)
    #expect(fromHanded.tokens.map(\.path.description) == decoded.document.tokens.map(\.path.description))
  }
}
