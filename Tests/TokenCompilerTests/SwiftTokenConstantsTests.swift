import Testing

@testable import TokenCompiler

/// The core file's constants written straight into bytes (``SwiftTokenConstants``, colors through
/// ``SwiftWriter/adaptiveColor(_:asset:indent:into:)``) give the text of the plain declarations.
@Suite("Swift token constants")
struct SwiftTokenConstantsTests {
  /// Every token of the fixtures, at two depths, as the plain declarations and as constants.
  @Test(arguments: [SwiftFixtures.showcase, SwiftFixtures.hostile, SwiftFixtures.sample])
  func constantsMatchThePlainDeclarations(folder: String) {
    let tokens = SwiftFixtures.tokens(folder)
    let names = SwiftNames(tokens, namespace: "Tokens")
    var options = Options([], owner: "emitter swift")
    let context = SwiftContext(options: SwiftOptions(&options), assets: AssetCatalogLayout(tokens))
    let members = names.topLevel + names.groups.flatMap(\.members)
    #expect(!members.isEmpty)
    var plain: [SwiftItem] = []
    for member in members { CoreFile.tokenItems(member, context: context, into: &plain) }
    let constants = SwiftItem.tokenConstants(SwiftTokenConstants(members: members, context: context))
    for depth in [0, 3] {
      #expect(render([constants], depth: depth) == render(plain, depth: depth))
    }
  }

  /// Colors of every kind (8-bit and other channels, Display P3, translucent, one or four
  /// appearances) with short, long, quoted and non-ASCII asset names and member names of many
  /// lengths, at several indentations: on one line, wrapped, and with arguments that wrap themselves.
  @Test func colorsMatchTheExpressionLayout() {
    var random = Generator(seed: 15)
    let assets = [
      "a", "palette/gray/tone96", String(repeating: "long/", count: 9) + "name", "quote\"d\\name", "café/crème",
      String(repeating: "x", count: 130),
    ]
    for round in 0..<3000 {
      let values = random.appearances(uniform: round % 3 == 0)
      let asset = assets[round % assets.count]
      let name = String(repeating: "n", count: 1 + random.next(70))
      let indent = random.next(6)
      var fast = SwiftTextBuffer()
      var plain = SwiftTextBuffer()
      for buffer in [0, 1] {
        var output = SwiftTextBuffer()
        output.start(indent)
        output.append("public static let \(name) = ")
        if buffer == 0 {
          SwiftWriter().adaptiveColor(values, asset: asset, indent: indent, into: &output)
          fast = output
        } else {
          SwiftWriter().expression(TokenValueExpression.adaptive(values, asset: asset), indent: indent, into: &output)
          plain = output
        }
      }
      #expect(fast.bytes == plain.bytes, "\(String(decoding: plain.bytes, as: UTF8.self))")
    }
  }

  /// `items` inside `depth` nested enums.
  private func render(_ items: [SwiftItem], depth: Int) -> String {
    var items = items
    for level in 0..<depth {
      items = [.declaration(SwiftDeclaration(keyword: "enum", name: "E\(level)", body: .members(items)))]
    }
    return SwiftWriter().render(SwiftFile(header: [], items: items))
  }

  /// A small deterministic generator of test colors.
  private struct Generator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }

    /// A color: 8-bit channels mostly, sometimes other values (long ones too), in sRGB or Display P3.
    mutating func color() -> ColorValue {
      func channel() -> Double {
        switch next(5) {
        case 0: Double(next(1_000_001)) / 1_000_000
        case 1: [0, 1][next(2)]
        case 2: Double(next(1_000)) / 997
        default: Double(next(256)) / 255
        }
      }
      return ColorValue(
        space: next(4) == 0 ? .displayP3 : .srgb, red: channel(), green: channel(), blue: channel(),
        alpha: next(3) == 0 ? channel() : 1)
    }

    /// Four appearances, all the same when `uniform`.
    mutating func appearances(uniform: Bool) -> AppearanceValues<ColorValue> {
      let light = color()
      if uniform { return AppearanceValues(all: light) }
      return AppearanceValues(light: light, dark: color(), lightHighContrast: color(), darkHighContrast: color())
    }
  }
}
