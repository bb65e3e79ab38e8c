import Testing

@testable import TokenCompiler

@Suite("Resolve stage: aliases")
struct ResolverAliasTests {
  @Test(arguments: 1...5)
  func aliasChainsListEveryHop(length: Int) throws {
    var lines = ["color:", "  $type: color", "  c0: \"#0a84ff\""]
    for index in 1...length {
      lines.append("  c\(index): \"{color.c\(index - 1)}\"")
    }
    let (tokens, diagnostics) = compileYAML(lines.joined(separator: "\n") + "\n")
    #expect(diagnostics.isEmpty)
    let last = try #require(tokens["color.c\(length)"])
    #expect(last.type == .color)
    #expect(last.color?.values.light.hex == "#0a84ff")
    #expect(last.aliasChain == (0..<length).reversed().map { TokenPath(["color", "c\($0)"]) })
    #expect(last.aliasOf?.path == TokenPath(["color", "c\(length - 1)"]))
    #expect(last.aliasOf?.location.description == "tokens.yaml:\(length + 3):7")
    #expect(last.references.map(\.path) == [TokenPath(["color", "c\(length - 1)"])])
    #expect(tokens["color.c0"]?.aliasChain == [])
    #expect(tokens["color.c0"]?.aliasOf == nil)
  }

  /// Found by the fuzzer: a contrast pair in a file without a single token looked its names up
  /// among the edges of a token that does not exist.
  @Test func aContrastPairWithNoTokensIsUnresolvedNotACrash() {
    let (tokens, diagnostics) = compileYAML(
      "$contrast:\n  - {foreground: \"{color.text}\", background: \"{color.surface}\"}\n")
    #expect(tokens.tokens.isEmpty)
    #expect(
      diagnostics.map(\.message) == ["'{color.text}' does not name a token", "'{color.surface}' does not name a token"])
  }

  @Test func aliasDeclaredBeforeItsTargetAndAcrossFiles() throws {
    let (tokens, diagnostics) = compileYAML([
      "a.yaml": "semantic:\n  gap: \"{space.md}\"\n",
      "b.yaml": "space:\n  $type: dimension\n  md: 16\n",
    ])
    #expect(diagnostics.isEmpty)
    let gap = try #require(tokens["semantic.gap"])
    #expect(gap.type == .dimension)
    #expect(gap.dimension == Dimension(16))
    #expect(gap.aliasOf?.location.description == "a.yaml:2:8")
  }

  @Test func aliasCarriesAllAppearancesOfItsTarget() throws {
    let (tokens, diagnostics) = compileYAML(
      """
      color:
        $type: color
        blue:
          $value: {light: "#007aff", dark: "#0a84ff", lightHighContrast: "#0040dd", darkHighContrast: "#409cff"}
        accent: "{color.blue}"
        link:
          $value: {light: "{color.blue}", dark: "{color.blue}", darkHighContrast: "#ffffff"}
        mixed:
          $value: {light: "#000000", lightHighContrast: "{color.blue}"}
      """)
    #expect(diagnostics.isEmpty)
    func hexes(_ path: String) -> [String] {
      guard let values = tokens[path]?.color?.values else { return [] }
      return Appearance.allCases.map { values[$0].hex }
    }
    #expect(hexes("color.accent") == ["#007aff", "#0a84ff", "#0040dd", "#409cff"])
    #expect(tokens["color.accent"]?.color?.explicit == Set(Appearance.allCases))
    // A missing appearance uses the entry it falls back to, evaluated in the missing appearance:
    // link's light high-contrast falls back to its light entry, {color.blue}, so it is blue's light
    // high-contrast value; mixed's dark high-contrast falls back to {color.blue} (its light
    // high-contrast entry) and so is blue's dark high-contrast value.
    #expect(hexes("color.link") == ["#007aff", "#0a84ff", "#0040dd", "#ffffff"])
    #expect(hexes("color.mixed") == ["#000000", "#000000", "#0040dd", "#409cff"])
    #expect(tokens["color.link"]?.aliasOf == nil)
    #expect(tokens["color.link"]?.aliasChain == [])
    #expect(tokens["color.link"]?.references.map(\.location.description) == ["tokens.yaml:7:21", "tokens.yaml:7:43"])
  }

  /// An appearance aliasing a non-color is a mismatch; with two such appearances, the first in
  /// appearance order (light, dark, light and dark high contrast) is reported, whatever the order
  /// they are written in.
  @Test(arguments: [
    (
      ##"{light: "#ffffff", dark: "{space.sm}"}"##,
      "tokens.yaml:7:38: error: the dark color needs a color, but '{space.sm}' is a dimension [alias/type-mismatch]"
    ),
    (
      ##"{dark: "{space.sm}", light: "{space.sm}"}"##,
      "tokens.yaml:7:41: error: the light color needs a color, but '{space.sm}' is a dimension [alias/type-mismatch]"
    ),
  ])
  func appearanceAliasToANonColorIsAMismatch(value: String, expected: String) {
    let (tokens, diagnostics) = compileYAML(
      """
      space:
        $type: dimension
        sm: 8
      color:
        $type: color
        bg:
          $value: \(value)
      """)
    #expect(tokens["color.bg"] == nil)
    #expect(rendered(diagnostics) == [expected])
  }

  @Test func typographyFieldsResolveThroughAliases() throws {
    let (tokens, diagnostics) = compileYAML(
      """
      font:
        family: {$type: fontFamily, $value: [Inter, system-ui]}
        weight: {$type: fontWeight, $value: semibold}
        size: {$type: dimension, $value: "1.0625rem"}
        leading: {$type: number, $value: 1.5}
        tracking: {$type: dimension, $value: "-0.4pt"}
        heavy: {$type: number, $value: 800}
      type:
        $type: typography
        body:
          $value:
            fontFamily: "{font.family}"
            fontWeight: "{font.weight}"
            fontSize: "{font.size}"
            lineHeight: "{font.leading}"
            letterSpacing: "{font.tracking}"
        bold:
          $value: {fontSize: 20, lineHeight: "24pt", fontWeight: "{font.heavy}"}
        same: "{type.body}"
      """)
    #expect(diagnostics.isEmpty)
    let body = try #require(tokens["type.body"]?.typography)
    #expect(body.fontFamily == ["Inter", "system-ui"])
    #expect(body.fontWeight == FontWeight(600))
    #expect(body.fontSize == 17)
    #expect(body.lineHeight == 25.5)
    #expect(body.letterSpacing == -0.4)
    #expect(tokens["type.body"]?.references.count == 5)
    #expect(tokens["type.bold"]?.typography?.fontWeight == FontWeight(800))
    #expect(tokens["type.same"]?.typography == body)
    #expect(tokens["type.same"]?.aliasChain == [TokenPath(dotted: "type.body")])
  }

  @Test func motionResolvesCurveDurationBounceAndFallbackAliases() throws {
    let (tokens, diagnostics) = compileYAML(
      """
      ease:
        standard: {$type: cubicBezier, $value: [0.2, 0, 0, 1]}
      time:
        $type: duration
        quick: 150ms
        base: 0.3s
      bounce:
        lively: {$type: number, $value: 0.3}
      motion:
        $type: motion
        fade:
          $value: {curve: easeOut, duration: "{time.quick}"}
        slide:
          $value: {curve: "{ease.standard}", duration: "{time.base}", travels: true, reduceMotion: "{motion.fade}"}
        pop:
          $value: {curve: spring, duration: "{time.base}", bounce: "{bounce.lively}", reduceMotion: {crossfade: "{time.quick}"}}
      """)
    #expect(diagnostics.isEmpty)
    let fade = MotionAnimation(curve: .easeOut, duration: Duration(milliseconds: 150))
    #expect(tokens["motion.fade"]?.motion?.animation == fade)
    let slide = try #require(tokens["motion.slide"]?.motion)
    #expect(slide.animation.curve == .cubicBezier(CubicBezier(0.2, 0, 0, 1)))
    #expect(slide.animation.duration == Duration(milliseconds: 300))
    #expect(slide.animation.travels)
    #expect(slide.reduceMotion == .motion(TokenPath(dotted: "motion.fade"), fade))
    let pop = try #require(tokens["motion.pop"]?.motion)
    #expect(pop.animation.curve == .spring(bounce: 0.3))
    #expect(pop.reduceMotion == .crossfade(Duration(milliseconds: 150)))
  }

  @Test func bounceWithACurveAliasIsRejected() {
    let (tokens, diagnostics) = compileYAML(
      """
      ease:
        standard: {$type: cubicBezier, $value: [0.2, 0, 0, 1]}
      motion:
        $type: motion
        slide:
          $value: {curve: "{ease.standard}", duration: 300ms, bounce: 0.2}
      """)
    #expect(tokens["motion.slide"] == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:6:57: error: bounce only applies to curve: spring, not '{ease.standard}' [token/shape]"
      ])
  }

  @Test(arguments: [
    (
      "{curve: \"{time.quick}\", duration: 200ms}",
      "6:38: error: curve needs a cubicBezier, but '{time.quick}' is a duration"
    ),
    (
      "{curve: linear, duration: \"{color.blue}\"}",
      "6:56: error: duration needs a duration, but '{color.blue}' is a color"
    ),
    (
      "{curve: linear, duration: 200ms, reduceMotion: \"{time.quick}\"}",
      "6:77: error: reduceMotion needs a motion token, but '{time.quick}' is a duration"
    ),
    (
      "{curve: spring, duration: 200ms, bounce: \"{time.quick}\"}",
      "6:71: error: bounce needs a number, but '{time.quick}' is a duration"
    ),
    (
      "{curve: linear, duration: 200ms, reduceMotion: {crossfade: \"{color.blue}\"}}",
      "6:89: error: the crossfade needs a duration, but '{color.blue}' is a color"
    ),
  ])
  func motionAliasMismatches(value: String, message: String) {
    let (tokens, diagnostics) = compileYAML(
      """
      color:
        blue: {$type: color, $value: "#0a84ff"}
      time:
        quick: {$type: duration, $value: 150ms}
      motion:
        m: {$type: motion, $value: \(value)}
      """)
    #expect(tokens["motion.m"] == nil)
    #expect(rendered(diagnostics) == ["tokens.yaml:\(message) [alias/type-mismatch]"])
  }

  @Test func unresolvedAliasSuggestsTheClosestToken() throws {
    let (tokens, diagnostics) = compileYAML(
      """
      color:
        brand:
          $type: color
          blue: "#0a84ff"
          green: "#30d158"
        link:
          $type: color
          $value: "{color.brand.blu}"
      """)
    #expect(tokens["color.link"] == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:8:13: error: '{color.brand.blu}' does not name a token; did you mean '{color.brand.blue}'? "
          + "[alias/unresolved]"
      ])
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.fix == FixSuggestion("use '{color.brand.blue}'", replacement: "{color.brand.blue}"))
  }

  @Test func unresolvedAliasSuggestsAcrossGroups() throws {
    let (_, diagnostics) = compileYAML(
      "space:\n  $type: dimension\n  md: 16\ngap:\n  $type: dimension\n  $value: \"{spce.md}\"\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:6:11: error: '{spce.md}' does not name a token; did you mean '{space.md}'? [alias/unresolved]"
      ])
    #expect(diagnostics.first?.fix?.replacement == "{space.md}")
  }

  @Test func unresolvedAliasWithNothingClose() {
    let (_, diagnostics) = compileYAML("space:\n  $type: dimension\n  md: 16\n  gap: \"{layout.gutter}\"\n")
    #expect(
      rendered(diagnostics) == ["tokens.yaml:4:8: error: '{layout.gutter}' does not name a token [alias/unresolved]"])
    #expect(diagnostics.first?.fix == nil)
  }

  @Test func aliasToAGroupNamesOneOfItsTokens() {
    let (_, diagnostics) = compileYAML(
      "color:\n  brand:\n    $type: color\n    red: \"#ff3b30\"\n    blue: \"#0a84ff\"\n  link:\n    $type: color\n    $value: \"{color.brand}\"\n"
    )
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:8:13: error: '{color.brand}' names a group, not a token; alias one of its tokens "
          + "such as '{color.brand.red}' [alias/unresolved]"
      ])
  }

  @Test func theAliasedTypeWinsOverTheGroupTypeButNotOverTheTokenType() {
    let (tokens, diagnostics) = compileYAML(
      """
      color:
        $type: color
        blue: "#0a84ff"
      space:
        $type: dimension
        sm: "{color.blue}"
      gap:
        $type: dimension
        $value: "{color.blue}"
      ok: "{color.blue}"
      """)
    // DTCG: the aliased token's type wins over the group's $type; only the token's own $type clashes.
    #expect(tokens["space.sm"]?.type == .color && tokens["gap"] == nil)
    #expect(tokens["ok"]?.type == .color)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:9:11: error: 'gap' is a dimension (its $type), but '{color.blue}' is a color [alias/type-mismatch]"
      ])
  }

  @Test func typographyFontSizeAliasingAColorIsATypeMismatch() {
    let (tokens, diagnostics) = compileYAML(
      """
      color:
        $type: color
        blue: "#0a84ff"
      type:
        $type: typography
        body:
          $value: {fontSize: "{color.blue}", lineHeight: 1.3}
      """)
    #expect(tokens["type.body"] == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:7:24: error: fontSize needs a dimension, but '{color.blue}' is a color [alias/type-mismatch]"
      ])
  }

  @Test func tokensDependingOnABrokenTokenAreSkippedQuietly() {
    let (tokens, diagnostics) = compileYAML(
      """
      space:
        $type: dimension
        a: "{space.missing}"
        b: "{space.a}"
        c: "{space.b}"
      """)
    #expect(tokens.tokens.isEmpty)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.ruleID == .aliasUnresolved)
  }

  @Test func aLongAliasChainResolvesWithoutOverflowingTheStack() throws {
    let count = 20_000
    var lines = ["chain:", "  $type: dimension"]
    // Declared from the far end so each token aliases one that comes later in the file.
    for index in 0..<count - 1 {
      lines.append("  t\(index): \"{chain.t\(index + 1)}\"")
    }
    lines.append("  t\(count - 1): 4")
    let (tokens, diagnostics) = compileYAML(lines.joined(separator: "\n") + "\n")
    #expect(diagnostics.isEmpty)
    #expect(tokens.tokens.count == count)
    let first = try #require(tokens["chain.t0"])
    #expect(first.dimension == Dimension(4))
    #expect(first.aliasChain.count == count - 1)
    #expect(first.aliasChain.first == TokenPath(dotted: "chain.t1"))
    #expect(first.aliasChain.last == TokenPath(dotted: "chain.t\(count - 1)"))
  }
}

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

@Suite("Resolve stage: contrast pairs")
struct ResolverContrastPairTests {
  @Test func declaredPairsResolve() throws {
    let (tokens, diagnostics) = compileYAML(
      """
      color:
        $type: color
        label: {$value: {light: "#000000", dark: "#ffffff"}}
        bg: {$value: {light: "#ffffff", dark: "#000000"}}
        accent: "{color.label}"
      $contrast:
        - {foreground: "{color.label}", background: "{color.bg}"}
        - foreground: "{color.accent}"
          background: "{color.bg}"
          usage: largeText
          level: AAA
      """)
    #expect(diagnostics.isEmpty)
    #expect(
      tokens.contrastPairs == [
        ResolvedContrastPair(
          foreground: TokenPath(dotted: "color.label"), background: TokenPath(dotted: "color.bg"), usage: .text,
          level: nil, location: SourceLocation(file: "tokens.yaml", line: 7, column: 5)),
        ResolvedContrastPair(
          foreground: TokenPath(dotted: "color.accent"), background: TokenPath(dotted: "color.bg"), usage: .largeText,
          level: .AAA, location: SourceLocation(file: "tokens.yaml", line: 8, column: 5)),
      ])
  }

  @Test func pairProblemsAreReported() {
    let (tokens, diagnostics) = compileYAML(
      """
      color:
        $type: color
        label: "#000000"
        bg: "#ffffff"
      space:
        $type: dimension
        sm: 8
      $contrast:
        - {foreground: "{color.lable}", background: "{color.bg}"}
        - {foreground: "{color.label}", background: "{space.sm}"}
        - {foreground: "{color.label}", background: "{color.bg}", usage: body}
        - {foreground: "#000000", background: "{color.bg}"}
      """)
    #expect(tokens.contrastPairs.isEmpty)
    #expect(
      rendered(diagnostics.sortedForDisplay()) == [
        "tokens.yaml:9:18: error: '{color.lable}' does not name a token; did you mean '{color.label}'? [alias/unresolved]",
        "tokens.yaml:10:47: error: the contrast pair's background '{space.sm}' is a dimension, not a color "
          + "[alias/type-mismatch]",
        "tokens.yaml:11:68: error: usage must be one of text, largeText, nonText, not 'body' [token/value]",
        "tokens.yaml:12:18: error: foreground must be an alias to a color token, like \"{color.label.primary}\", "
          + "not the text '#000000' [token/value]",
      ])
  }

  @Test func anAliasToASkippedTokenSaysWhyInsteadOfSuggestingAnother() {
    let (tokens, diagnostics) = compileYAML(
      "size:\n  $type: fontSize\n  body: 17\nbody:\n  $type: dimension\n  $value: \"{size.body}\"\n"
        + "bodi:\n  $type: dimension\n  $value: 17\n")
    #expect(tokens["body"] == nil)
    #expect(
      rendered(diagnostics).contains(
        "tokens.yaml:6:11: warning: '{size.body}' was skipped (its $type 'fontSize' is unknown), so 'body' is "
          + "skipped too [alias/unresolved]"))
    #expect(!rendered(diagnostics).contains { $0.contains("did you mean") })
  }
}
