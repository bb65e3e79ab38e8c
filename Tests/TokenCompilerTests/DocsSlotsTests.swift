import Testing

@testable import TokenCompiler

/// What the docs page and the Markdown look up by number instead of by hashing: each token's
/// names by its index, each color's fragments by its number in the model.
@Suite("Docs slots")
struct DocsSlotsTests {
  /// The docs model of a fixture folder.
  static func model(_ folder: String) -> (tokens: ResolvedTokenSet, model: DocsModel) {
    let tokens = WebFixtures.tokens(folder)
    return (tokens, DocsModel(tokens: tokens, contrastResults: []))
  }

  @Test(arguments: [WebFixtures.showcase, "tokens"])
  func tokensKnowTheirIndex(folder: String) {
    let (tokens, model) = Self.model(folder)
    #expect(model.tokens.count == tokens.tokens.count)
    for (index, token) in model.tokens.enumerated() {
      #expect(token.index == index && token.path == tokens.tokens[index].path)
    }
  }

  @Test(arguments: [WebFixtures.showcase, "tokens"])
  func swiftNamesByIndexAreTheCodeNames(folder: String) {
    let tokens = WebFixtures.tokens(folder)
    for namespace in ["Tokens", "DS"] {
      let byIndex = DocsTokenNames.swiftNames(
        SwiftNames(tokens, namespace: namespace), namespace: namespace, count: tokens.tokens.count)
      var byPath: [TokenPath: String] = [:]
      for (index, name) in byIndex.enumerated() { byPath[tokens.tokens[index].path] = name }
      #expect(!byPath.isEmpty)
      var codeNames = CodeNames(emitters: nil)
      codeNames.swiftNamespace = namespace
      #expect(byPath == codeNames.swiftNames(tokens))
    }
  }

  @Test(arguments: [WebFixtures.showcase, "tokens"])
  func colorsShareANumberExactlyWhenTheirBitsAreEqual(folder: String) {
    let (_, model) = Self.model(folder)
    var numbers: [DocsModel.ColorBits: Int] = [:]
    var bits: [Int: DocsModel.ColorBits] = [:]
    for token in model.tokens {
      guard let colors = token.colors else { continue }
      for appearance in Appearance.allCases {
        let color = colors[appearance]
        #expect(color.id >= 0 && color.id < model.colorCount)
        let exact = DocsModel.ColorBits(color.color)
        #expect(numbers[exact, default: color.id] == color.id && bits[color.id, default: exact] == exact)
        (numbers[exact], bits[color.id]) = (color.id, exact)
      }
    }
    #expect(bits.count == model.colorCount && model.colorCount > 0)
  }

  @Test func negativeZeroIsAColorOfItsOwn() {
    var cache = DocsModel.BuildCache(sourceRoot: "")
    let zero = ColorValue(red: 0, green: 0.5, blue: 1)
    let negative = ColorValue(red: -0.0, green: 0.5, blue: 1)
    let value = ColorAppearances(
      values: AppearanceValues(light: zero, dark: negative, lightHighContrast: zero, darkHighContrast: negative),
      explicit: [.light, .dark])
    guard case .color(let colors) = cache.value(.color(value)) else {
      Issue.record("not a color")
      return
    }
    #expect(colors[.light].id == colors[.lightHighContrast].id)
    #expect(colors[.dark].id == colors[.darkHighContrast].id)
    #expect(colors[.light].id != colors[.dark].id && cache.colorCount == 2)
    // Equal as colors all the same, and hashed alike.
    #expect(colors[.light] == colors[.dark] && colors[.light].hashValue == colors[.dark].hashValue)
    #expect(colors[.light] == DocsModel.Color(zero))
  }

  @Test func colorTablesKeepNumberedAndUnnumberedColors() {
    var table = DocsColorTable<String>()
    let red = DocsModel.Color(ColorValue(red: 1, green: 0, blue: 0))
    let numbered = DocsModel.Color(red.color, hex: red.hex, inSRGBGamut: red.inSRGBGamut, id: 5)
    #expect(table[red] == nil && table[numbered] == nil)
    table[numbered] = "five"
    #expect(table[numbered] == "five" && table[red] == nil)
    table[red] = "alone"
    #expect(table[numbered] == "five" && table[red] == "alone")
    let other = DocsModel.Color(red.color, hex: red.hex, inSRGBGamut: red.inSRGBGamut, id: 2)
    #expect(table[other] == nil)
  }

  @Test func fragmentSlotsGiveBackWhatEachKept() {
    var slots = DocsFragmentSlots()
    let source: [UInt8] = Array("prefix-one-two".utf8)
    #expect(slots[0] == nil && slots[7] == nil)
    slots.keep(source, from: 7, as: 7)
    slots.keep(source, from: 0, as: 2)
    slots.keep([], from: 0, as: 3)
    #expect(slots[7].map(Array.init) == Array("one-two".utf8))
    #expect(slots[2].map(Array.init) == source)
    #expect(slots[3].map(Array.init) == [])
    #expect(slots[0] == nil && slots[4] == nil && slots[8] == nil)
  }

  @Test func rampNamesAreTheCharactersAfterTheGroup() {
    for text in DocsShortcutTests.texts + ["a\r\nb", "\u{301}b", "e\u{301}", "\r", "\n"] {
      for components in [["color", text], [text, "step"], [text, text, "500"], ["a", "b", text]] {
        let path = TokenPath(components)
        let group = components.dropLast().joined(separator: ".")
        let shown = DocsPage.shownName(path.description, group: group, name: path.name)
        #expect(shown == String(path.description.dropFirst(group.count + 1)), "\(components)")
      }
    }
  }

  @Test(arguments: [WebFixtures.showcase, "tokens"])
  func colorsKnowWhatTheyWrite(folder: String) {
    let (tokens, model) = Self.model(folder)
    for (token, resolved) in zip(model.tokens, tokens.tokens) {
      guard let colors = token.colors, case .color(let value) = resolved.value else { continue }
      for appearance in Appearance.allCases {
        #expect(colors.writes(appearance) == value.explicit.contains(appearance))
      }
      #expect(colors.adapts == Appearance.allCases.dropFirst().contains { value.explicit.contains($0) })
    }
  }
}
