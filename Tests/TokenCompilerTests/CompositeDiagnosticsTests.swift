import Testing

@testable import TokenCompiler

/// Located errors for malformed composites and for aliases of the wrong type inside them.
@Suite("Composite diagnostics")
struct CompositeDiagnosticsTests {
  static let base = """
    color:
      $type: color
      ink: {$value: {light: "#000000", dark: "#ffffff"}}
    size:
      $type: dimension
      one: 1
    duration:
      $type: duration
      quick: 100ms

    """

  private func errors(_ text: String) -> [String] {
    rendered(compileYAML(Self.base + text).diagnostics.filter { $0.severity != .note })
      .filter { !$0.contains("[color/") }
  }

  @Test(arguments: [
    (
      "shadow:\n  $type: shadow\n  card: {$value: {color: \"#000\"}}\n",
      "tokens.yaml:12:18: error: 'shadow.card' needs 'offsetX', e.g. {color: \"#00000033\", offsetX: 0, offsetY: 2, "
        + "blur: 8} [token/shape]"
    ),
    (
      "shadow:\n  $type: shadow\n  flat: none\n",
      "tokens.yaml:12:9: error: 'shadow.flat' must be a mapping, not 'none' [token/value]"
    ),
    (
      "shadow:\n  $type: shadow\n  none: []\n",
      "tokens.yaml:12:9: error: 'shadow.none' is an empty list; a shadow needs at least one layer [token/value]"
    ),
    (
      "shadow:\n  $type: shadow\n  bad: {$value: {color: \"#000\", offsetX: 0, offsetY: 2, blur: -8}}\n",
      "tokens.yaml:12:63: error: 'shadow.bad' blur cannot be negative [token/value]"
    ),
    (
      "shadow:\n  $type: shadow\n  bad: [{color: \"#000\", offsetX: 0, offsetY: 2, blur: 1, inset: yes}]\n",
      "tokens.yaml:12:65: error: 'shadow.bad' layer 1 inset must be true or false, not 'yes' [token/value]"
    ),
    (
      "border:\n  $type: border\n  bad: {$value: {color: \"#000\", width: 1, style: dashes}}\n",
      "tokens.yaml:12:50: error: 'border.bad' style must be one of solid, dashed, dotted, double, groove, ridge, "
        + "outset, inset, not 'dashes'; did you mean 'dashed'? [token/value]"
    ),
    (
      "border:\n  $type: border\n  naked: {color: \"#000\", width: 1}\n",
      "tokens.yaml:12:3: error: 'border.naked' looks like a border value but has no '$value'; write its fields "
        + "under '$value:' [token/shape]"
    ),
    (
      "stroke:\n  $type: strokeStyle\n  bad: {$value: {dashArray: [], lineCap: round}}\n",
      "tokens.yaml:12:29: error: 'stroke.bad' dashArray is empty; write the dash and gap lengths, e.g. [4, 2] "
        + "[token/value]"
    ),
    (
      "stroke:\n  $type: strokeStyle\n  bad: {$value: {dashArray: [4], lineCap: flat}}\n",
      "tokens.yaml:12:43: error: 'stroke.bad' lineCap must be one of round, butt, square, not 'flat' "
        + "[token/value]"
    ),
    (
      "gradient:\n  $type: gradient\n  bad: [{color: \"#000\"}]\n",
      "tokens.yaml:12:9: error: 'gradient.bad' stop 1 needs 'position', e.g. {color: \"#000000\", position: 0} "
        + "[token/shape]"
    ),
    (
      "gradient:\n  $type: gradient\n  over: [{color: \"#000\", position: 1.5}]\n",
      "tokens.yaml:12:36: warning: 'gradient.over' stop 1 position 1.5 is outside 0…1; it is clamped to 1 "
        + "[token/value]"
    ),
  ])
  func malformedCompositesAreLocated(text: String, message: String) {
    #expect(errors(text) == [message])
  }

  @Test func aliasTypeMismatchesInsideCompositesAreLocated() {
    let text = """
      shadow:
        $type: shadow
        bad: {$value: {color: "{size.one}", offsetX: "{color.ink}", offsetY: 2, blur: 8}}
        list: ["{size.one}"]
      border:
        $type: border
        bad: {$value: {color: "{size.one}", width: "{color.ink}", style: "{duration.quick}"}}
      gradient:
        $type: gradient
        bad: [{color: "#000", position: "{size.one}"}]

      """
    #expect(
      errors(text) == [
        "tokens.yaml:12:25: error: the color of 'shadow.bad' needs a color, but '{size.one}' is a dimension "
          + "[alias/type-mismatch]",
        "tokens.yaml:12:48: error: the offsetX of 'shadow.bad' needs a dimension, but '{color.ink}' is a color "
          + "[alias/type-mismatch]",
        "tokens.yaml:13:10: error: layer 1 of 'shadow.list' needs a shadow, but '{size.one}' is a dimension "
          + "[alias/type-mismatch]",
        "tokens.yaml:16:25: error: the color of 'border.bad' needs a color, but '{size.one}' is a dimension "
          + "[alias/type-mismatch]",
        "tokens.yaml:16:46: error: the width of 'border.bad' needs a dimension, but '{color.ink}' is a color "
          + "[alias/type-mismatch]",
        "tokens.yaml:16:68: error: the style of 'border.bad' needs a strokeStyle, but '{duration.quick}' is a "
          + "duration [alias/type-mismatch]",
        "tokens.yaml:19:35: error: the position of stop 1 of 'gradient.bad' needs a number, but '{size.one}' is a "
          + "dimension [alias/type-mismatch]",
      ])
  }

  @Test func compositeAppearancesInDTCGJSONMustHaveTheSameShape() {
    let json = """
      {"g": {"$type": "gradient", "$value": [{"color": "#000000", "position": 0}],
        "$extensions": {"dev.tokenc": {"appearances": {"dark": [
          {"color": "#ffffff", "position": 0}, {"color": "#ffffff", "position": 1}]}}}}}
      """
    #expect(
      rendered(compileYAML(["a.tokens.json": json]).diagnostics) == [
        "a.tokens.json:2:49: error: the dark value of 'g' has 2 colors but its $value has 1; write the same "
          + "layers or stops in every appearance [token/extension]"
      ])
  }

  @Test func aContrastPairCannotNameAShadow() {
    // Shadow colors are never measured for contrast: a pair must name color tokens.
    let text = """
      shadow:
        $type: shadow
        soft: {$value: {color: "{color.ink}", offsetX: 0, offsetY: 2, blur: 8}}
      $contrast:
        - {foreground: "{shadow.soft}", background: "{color.ink}"}

      """
    #expect(
      errors(text) == [
        "tokens.yaml:14:18: error: the contrast pair's foreground '{shadow.soft}' is a shadow, not a color "
          + "[alias/type-mismatch]"
      ])
  }
}
