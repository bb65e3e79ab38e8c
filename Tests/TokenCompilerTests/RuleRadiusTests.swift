import Testing

@testable import TokenCompiler

/// `radius/non-negative` and `radius/concentric`.
@Suite("Rules: radius/non-negative and radius/concentric")
struct RuleRadiusTests {
  static let nonNegative: RuleID = "radius/non-negative"
  static let concentric: RuleID = "radius/concentric"
  static let on = "rules:\n  radius/concentric: warning\n"

  @Test func negativeRadiiAreReported() {
    let run = RuleRun(
      """
      offset: {$type: dimension, back: -2}
      radius:
        $type: dimension
        none: 0
        sm: 8
        bad: -4
        alias: "{radius.bad}"
        borrowed: "{offset.back}"
      """)
    #expect(run.inputProblems == [])
    #expect(
      run.lines(Self.nonNegative) == [
        "tokens.yaml:6:8: error: 'radius.bad' is -4 pt; a corner radius cannot be negative [radius/non-negative]",
        "tokens.yaml:8:13: error: 'radius.borrowed' is -2 pt (via '{offset.back}'); a corner radius cannot be "
          + "negative [radius/non-negative]",
      ])
    #expect(run.replacements(Self.nonNegative) == ["0", "0"])
    let other = RuleRun(
      "corner:\n  $type: dimension\n  bad: -4\n",
      config: "rules:\n  radius/non-negative: {severity: warning, groups: [corner]}\n")
    #expect(
      other.lines(Self.nonNegative) == [
        "tokens.yaml:3:8: warning: 'corner.bad' is -4 pt; a corner radius cannot be negative [radius/non-negative]"
      ])
  }

  /// A card: outer 16, padding 8, and an inner radius (line 8) nested with `nested`.
  static func card(inner: String, nested: String) -> String {
    """
    spacing: {$type: dimension, card: 8}
    radius:
      $type: dimension
      sm: 8
      md: 12
      card:
        outer: 16
        inner:
          $value: \(inner)
          $extensions:
            dev.tokenc:
              nested: \(nested)
    """
  }

  @Test func concentricIsOffByDefault() {
    let run = RuleRun(Self.card(inner: "12", nested: "{outer: \"{radius.card.outer}\", padding: \"{spacing.card}\"}"))
    #expect(run.inputProblems == [])
    #expect(run.of(Self.concentric) == [])
  }

  @Test func aConcentricInnerRadiusPasses() {
    for nested in [
      "{outer: \"{radius.card.outer}\", padding: \"{spacing.card}\"}", "{outer: 16, padding: 8}",
      "{outer: \"{radius.card.outer}\", padding: 8}",
    ] {
      let run = RuleRun(Self.card(inner: "\"{radius.sm}\"", nested: nested), config: Self.on)
      #expect(run.inputProblems == [])
      #expect(run.of(Self.concentric) == [], "\(nested)")
    }
  }

  @Test func aWrongInnerRadiusGetsTheConcentricValue() {
    let run = RuleRun(
      Self.card(inner: "\"{radius.md}\"", nested: "{outer: \"{radius.card.outer}\", padding: \"{spacing.card}\"}"),
      config: Self.on)
    #expect(
      run.lines(Self.concentric) == [
        "tokens.yaml:9:15: warning: 'radius.card.inner' is 12 pt, but nested in '{radius.card.outer}' (16 pt) with "
          + "'{spacing.card}' (8 pt) of padding it should be 16 - 8 = 8 pt [radius/concentric]"
      ])
    #expect(run.replacements(Self.concentric) == ["8"])
    let tooMuchPadding = RuleRun(Self.card(inner: "4", nested: "{outer: 16, padding: 24}"), config: Self.on)
    #expect(
      tooMuchPadding.of(Self.concentric).map(\.message) == [
        "'radius.card.inner' is 4 pt, but nested in 16 pt with 24 pt of padding it should be 0 pt "
          + "(16 - 24 is less than 0)"
      ])
  }

  @Test func unknownPathsAndMalformedMarkersAreLocated() {
    let typo = RuleRun(
      Self.card(inner: "8", nested: "{outer: \"{radius.card.outr}\", padding: \"{spacing.cards}\"}"), config: Self.on)
    #expect(
      typo.lines(Self.concentric) == [
        "tokens.yaml:12:27: warning: '{radius.card.outr}' does not name a token; did you mean '{radius.card.outer}'? "
          + "[radius/concentric]",
        "tokens.yaml:12:58: warning: '{spacing.cards}' does not name a token; did you mean '{spacing.card}'? "
          + "[radius/concentric]",
      ])
    #expect(typo.replacements(Self.concentric) == ["{radius.card.outer}", "{spacing.card}"])
    let shapes = RuleRun(
      Self.card(inner: "8", nested: "{outer: \"{radius.card}\", pading: 8, extra: x}"), config: Self.on)
    #expect(
      shapes.lines(Self.concentric) == [
        "tokens.yaml:12:27: warning: '{radius.card}' names a group, not a token; alias one of its tokens such as "
          + "'{radius.card.outer}' "
          + "[radius/concentric]"
      ])
    // The marker's shape is read by the decode stage, whether or not the rule is on.
    let shapeErrors = [
      "tokens.yaml:12:19: error: 'nested' on 'radius.card.inner' needs 'padding' [token/extension]",
      "tokens.yaml:12:44: error: 'nested' on 'radius.card.inner' has no field 'pading'; did you mean 'padding'? "
        + "(fields: outer, padding) [token/extension]",
      "tokens.yaml:12:55: error: 'nested' on 'radius.card.inner' has no field 'extra' (fields: outer, padding) "
        + "[token/extension]",
    ]
    #expect(shapes.lines(.tokenExtension) == shapeErrors)
    let ruleOff = RuleRun(Self.card(inner: "8", nested: "{outer: \"{radius.card}\", pading: 8, extra: x}"))
    #expect(ruleOff.lines(.tokenExtension) == shapeErrors)
  }

  @Test func markersMustNameDimensionsAndSitOnDimensions() {
    let wrongType = RuleRun(
      Self.card(inner: "8", nested: "{outer: \"{radius.card.outer}\", padding: \"{c.ink}\"}")
        + "\nc: {$type: color, ink: \"#000000\"}\n",
      config: Self.on)
    #expect(
      wrongType.lines(Self.concentric) == [
        "tokens.yaml:12:59: warning: 'nested' padding on 'radius.card.inner' must name a dimension, but '{c.ink}' is "
          + "a color [radius/concentric]"
      ])
    let notAMapping = RuleRun(Self.card(inner: "8", nested: "yes"), config: Self.on)
    #expect(notAMapping.of(Self.concentric) == [])
    #expect(
      notAMapping.of(.tokenExtension).map(\.message) == [
        "'nested' on 'radius.card.inner' must be a mapping {outer: …, padding: …}, not 'yes'"
      ])
    let onAColor = RuleRun(
      "c:\n  ink:\n    $type: color\n    $value: \"#000000\"\n    $extensions: {dev.tokenc: {nested: {outer: 1, padding: 1}}}\n",
      config: Self.on)
    #expect(onAColor.of(Self.concentric) == [])
    #expect(
      onAColor.lines(.tokenExtension) == [
        "tokens.yaml:5:40: error: 'c.ink' declares 'nested' but is a color; only radius dimensions can be nested "
          + "[token/extension]"
      ])
  }
}
