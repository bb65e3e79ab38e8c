import Testing

@testable import TokenCompiler

/// Numbers, text styles and motion presets written straight into bytes
/// (``SwiftWriter/tokenValue(_:indent:into:)``) give the text of their expression
/// (``TokenValueExpression/value(_:context:)`` through ``SwiftWriter/expression(_:indent:into:)``),
/// on one line, wrapped, and with arguments that wrap themselves (which take the expression).
@Suite("Swift token values")
struct SwiftTokenValuesTests {
  /// Seeded random values after member names of many lengths, at several indentations.
  @Test func valuesMatchTheExpressionLayout() {
    var random = ContrastSuggestionTests.SeededGenerator(state: 15)
    var options = Options([], owner: "emitter swift")
    let context = SwiftContext(
      options: SwiftOptions(&options), assets: AssetCatalogLayout(ResolvedTokenSet(tokens: [])))
    let location = SourceLocation(file: "t.yaml", line: 1, column: 1)
    var direct = 0
    for round in 0..<6000 {
      let value = Self.value(round, using: &random)
      let token = ResolvedToken(
        path: TokenPath(["a", "b"]), type: value.type, value: value, description: nil, deprecation: nil,
        extensions: [:], location: location, valueLocation: location, aliasOf: nil, aliasChain: [],
        references: [])
      let name = String(repeating: "n", count: 1 + Int.random(in: 0..<70, using: &random))
      let indent = Int.random(in: 0..<6, using: &random)
      var fast = SwiftTextBuffer()
      fast.start(indent)
      fast.append("public static let \(name) = ")
      var plain = fast
      guard SwiftWriter().tokenValue(value, indent: indent, into: &fast) else { continue }
      direct += 1
      SwiftWriter().expression(TokenValueExpression.value(token, context: context), indent: indent, into: &plain)
      #expect(fast.bytes == plain.bytes, "\(String(decoding: plain.bytes, as: UTF8.self))")
    }
    // Most values take the direct way; the others are written by the expression alone.
    #expect(direct > 4000)
  }

  /// A number, text style or motion preset; short and long names and numbers, quoted and
  /// non-ASCII names, every curve and Reduce Motion fallback.
  static func value(_ round: Int, using random: inout ContrastSuggestionTests.SeededGenerator) -> TokenValue {
    func number() -> Double {
      switch Int.random(in: 0..<5, using: &random) {
      case 0: Double(Int.random(in: 0...64, using: &random))
      case 1: Double(Int.random(in: -1000...1000, using: &random)) / 100
      case 2: Double.random(in: 0...1, using: &random)
      case 3: 1e-7
      default: Double(Int.random(in: 0...20, using: &random)) / 20
      }
    }
    let names = [
      "Inter", "system-ui", "system", "Inter Display", "quote\"d", "café", String(repeating: "F", count: 60),
    ]
    func name() -> String { names.randomElement(using: &random)! }
    switch round % 5 {
    case 0: return .dimension(Dimension(number()))
    case 1, 2:
      let style =
        Int.random(in: 0..<4, using: &random) == 0 ? nil : AppleTextStyle.allCases.randomElement(using: &random)
      let faces = Int.random(in: 0..<2, using: &random) == 0 ? nil : FontFaces([400: name(), 700: name()])
      let ladder = style.map { AppleTypeTable.ladder(for: $0) }
      return .typography(
        Typography(
          fontFamily: (0..<Int.random(in: 0...3, using: &random)).map { _ in name() },
          fontWeight: FontWeight(100 * Int.random(in: 1...9, using: &random)), fontSize: number(), lineHeight: number(),
          letterSpacing: number(), textStyle: style, ladder: Int.random(in: 0..<3, using: &random) == 0 ? nil : ladder,
          faces: faces))
    default:
      let curves: [MotionCurve] = [
        .spring(bounce: number()), .easeIn, .easeOut, .easeInOut, .linear,
        .cubicBezier(CubicBezier(number(), number(), number(), number())),
      ]
      func animation() -> MotionAnimation {
        MotionAnimation(
          curve: curves.randomElement(using: &random)!, duration: Duration(milliseconds: 1000 * number()),
          travels: Bool.random(using: &random), repeats: Bool.random(using: &random),
          delay: Duration(milliseconds: Bool.random(using: &random) ? 0 : 1000 * number()))
      }
      let fallbacks: [ReduceMotionFallback?] = [
        nil, ReduceMotionFallback.none, .crossfade(Duration(milliseconds: 1000 * number())),
        .motion(TokenPath(["m"]), animation()),
      ]
      return .motion(Motion(animation: animation(), reduceMotion: fallbacks.randomElement(using: &random)!))
    }
  }
}
