import Testing

@testable import TokenCompiler

@Suite("Resolve stage: cycles")
struct ResolverCycleTests {
  @Test func selfReferenceIsACycleOfOne() throws {
    let (tokens, diagnostics) = compileYAML("space:\n  $type: dimension\n  a: \"{space.a}\"\n")
    #expect(tokens.tokens.isEmpty)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:6: error: alias cycle: space.a → space.a; "
          + "break the cycle by giving one of these tokens a literal value [alias/cycle]"
      ])
    let diagnostic = try #require(diagnostics.first)
    #expect(renderedNotes(diagnostic) == ["tokens.yaml:3:6: note: 'space.a' refers to '{space.a}'"])
  }

  @Test func cycleOfTwo() throws {
    let (_, diagnostics) = compileYAML("space:\n  $type: dimension\n  a: \"{space.b}\"\n  b: \"{space.a}\"\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:6: error: alias cycle: space.a → space.b → space.a; "
          + "break the cycle by giving one of these tokens a literal value [alias/cycle]"
      ])
    let diagnostic = try #require(diagnostics.first)
    #expect(
      renderedNotes(diagnostic) == [
        "tokens.yaml:3:6: note: 'space.a' refers to '{space.b}'",
        "tokens.yaml:4:6: note: 'space.b' refers to '{space.a}'",
      ])
  }

  @Test func cycleOfFiveListsEveryHopStartingAtTheFirstToken() throws {
    let (tokens, diagnostics) = compileYAML(
      """
      space:
        $type: dimension
        c: "{space.d}"
        a: "{space.b}"
        e: "{space.a}"
        b: "{space.c}"
        d: "{space.e}"
        ok: 4
      """)
    #expect(tokens.tokens.map(\.path.description) == ["space.ok"])
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:6: error: alias cycle: space.c → space.d → space.e → space.a → space.b → space.c; "
          + "break the cycle by giving one of these tokens a literal value [alias/cycle]"
      ])
    let diagnostic = try #require(diagnostics.first)
    #expect(
      renderedNotes(diagnostic) == [
        "tokens.yaml:3:6: note: 'space.c' refers to '{space.d}'",
        "tokens.yaml:7:6: note: 'space.d' refers to '{space.e}'",
        "tokens.yaml:5:6: note: 'space.e' refers to '{space.a}'",
        "tokens.yaml:4:6: note: 'space.a' refers to '{space.b}'",
        "tokens.yaml:6:6: note: 'space.b' refers to '{space.c}'",
      ])
  }

  @Test func cycleAcrossFilesStartsInTheFirstFile() throws {
    let (_, diagnostics) = compileYAML([
      "b.yaml": "space:\n  b: \"{space.a}\"\n",
      "a.yaml": "space:\n  $type: dimension\n  a: \"{space.b}\"\n",
    ])
    #expect(diagnostics.count == 1)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.message.hasPrefix("alias cycle: space.a → space.b → space.a;"))
    #expect(diagnostic.location?.description == "a.yaml:3:6")
    #expect(renderedNotes(diagnostic).map { $0.prefix(11) } == ["a.yaml:3:6:", "b.yaml:2:6:"])
  }

  @Test func dependentsOfACycleGetNoExtraErrors() {
    let (tokens, diagnostics) = compileYAML(
      """
      space:
        $type: dimension
        a: "{space.b}"
        b: "{space.a}"
        c: "{space.a}"
        d: "{space.c}"
      type:
        $type: typography
        body:
          $value: {fontSize: "{space.d}", lineHeight: 1.2}
      $contrast:
        - {foreground: "{space.a}", background: "{space.c}"}
      """)
    #expect(tokens.tokens.isEmpty)
    #expect(tokens.contrastPairs.isEmpty)
    #expect(diagnostics.map(\.ruleID) == [.aliasCycle])
  }

  @Test func twoSeparateCyclesGiveTwoErrors() {
    let (_, diagnostics) = compileYAML(
      """
      space:
        $type: dimension
        a: "{space.b}"
        b: "{space.a}"
        x: "{space.y}"
        y: "{space.z}"
        z: "{space.x}"
      """)
    #expect(diagnostics.map(\.ruleID) == [.aliasCycle, .aliasCycle])
    #expect(
      Set(diagnostics.map(\.message)) == [
        "alias cycle: space.a → space.b → space.a; break the cycle by giving one of these tokens a literal value",
        "alias cycle: space.x → space.y → space.z → space.x; break the cycle by giving one of these tokens a literal value",
      ])
    #expect(Set(diagnostics.map(\.notes.count)) == [2, 3])
  }

  @Test func twoCyclesSharingATokenAreOneError() {
    let (_, diagnostics) = compileYAML(
      """
      motion:
        $type: motion
        a: {$value: {curve: linear, duration: 200ms, reduceMotion: "{motion.b}"}}
        b: {$value: {curve: linear, duration: 200ms, reduceMotion: "{motion.a}"}}
        c: {$value: {curve: linear, duration: 200ms, reduceMotion: "{motion.a}"}}
      """)
    #expect(diagnostics.map(\.ruleID) == [.aliasCycle])
    #expect(
      diagnostics.first?.message
        == "alias cycle: motion.a → motion.b → motion.a; break the cycle by giving one of these tokens a literal value")
  }

  @Test func cycleThroughAColorAppearance() throws {
    let (_, diagnostics) = compileYAML(
      """
      color:
        $type: color
        bg:
          $value: {light: "#ffffff", dark: "{color.fg}"}
        fg: "{color.bg}"
      """)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:4:38: error: alias cycle: color.bg → color.fg → color.bg; "
          + "break the cycle by giving one of these tokens a literal value [alias/cycle]"
      ])
  }
}
