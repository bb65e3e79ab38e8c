import Testing

@testable import TokenCompiler

/// The replacement color `color/contrast` suggests: it passes, and nothing closer on its path does.
@Suite("Contrast suggestions")
struct ContrastSuggestionTests {
  static let white = ColorValue(hex: "#FFFFFF")!

  /// SplitMix64: a small seeded generator, so the random cases are the same on every run.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Reads a suggestion's text back, as the decoder would.
  private func reread(_ text: String) -> ColorValue? {
    ColorValue(hex: text) ?? ValueReader.cssDisplayP3(text)
  }

  @Test func theNearMissGrayBecomesTheNextDarkerGray() throws {
    let suggestion = try #require(
      ContrastSearch.suggestion(replacing: ColorValue(hex: "#777777")!, on: Self.white, in: .light, reaching: 4.5))
    #expect(suggestion.text == "#767676")
    #expect(isClose(suggestion.ratio, 4.542224959605253))
  }

  @Test func lightTextOnADarkBackgroundGetsLighter() throws {
    let black = ColorValue(hex: "#000000")!
    let suggestion = try #require(
      ContrastSearch.suggestion(replacing: ColorValue(hex: "#0040dd")!, on: black, in: .dark, reaching: 4.5))
    let before = ColorMath.oklch(fromOKLab: ColorMath.oklab(fromXYZ: ColorValue(hex: "#0040dd")!.xyz))
    let after = ColorMath.oklch(fromOKLab: ColorMath.oklab(fromXYZ: suggestion.color.xyz))
    #expect(after[0] > before[0])
    #expect(abs(after[2] - before[2]) < 2, "the hue is kept: \(before) → \(after)")
    #expect(suggestion.ratio >= 4.5)
  }

  @Test func translucentColorsKeepTheirOpacityWhenThatCanPass() throws {
    let graphite = ColorValue(hex: "#3C3C4399")!
    let suggestion = try #require(
      ContrastSearch.suggestion(replacing: graphite, on: Self.white, in: .light, reaching: 4.5))
    #expect(suggestion.text.count == 9)
    #expect(suggestion.color.alpha == graphite.alpha)
    #expect(WCAGContrast.ratio(foreground: reread(suggestion.text)!, background: Self.white, in: .light) >= 4.5)
    // At 60% over mid gray nothing reaches 4.5:1, so the suggestion is opaque.
    let gray = ColorValue(hex: "#808080")!
    let opaque = try #require(ContrastSearch.suggestion(replacing: graphite, on: gray, in: .light, reaching: 4.5))
    #expect(opaque.color.alpha == 1)
    #expect(opaque.ratio >= 4.5)
  }

  @Test func displayP3ColorsStayInDisplayP3() throws {
    let magenta = ValueReader.cssDisplayP3("color(display-p3 0.78 0 0.42)")!
    let suggestion = try #require(
      ContrastSearch.suggestion(replacing: magenta, on: Self.white, in: .light, reaching: 7))
    #expect(suggestion.text.hasPrefix("color(display-p3 "))
    let back = try #require(reread(suggestion.text))
    #expect(back.space == .displayP3)
    #expect(WCAGContrast.ratio(foreground: back, background: Self.white, in: .light) >= 7)
  }

  @Test func noSuggestionWhenNeitherBlackNorWhitePasses() {
    // On #777777 black reaches 4.69:1 and white 4.48:1; 7:1 is out of reach.
    let gray = ColorValue(hex: "#777777")!
    #expect(ContrastSearch.suggestion(replacing: ColorValue(hex: "#0a84ff")!, on: gray, in: .light, reaching: 7) == nil)
    #expect(
      ContrastSearch.suggestion(replacing: ColorValue(hex: "#0a84ff")!, on: gray, in: .light, reaching: 4.6) != nil)
  }

  /// Over many random colors: every suggestion passes when read back, and no passing
  /// color on the same lightness path (sampled every 0.01 of lightness) is closer.
  @Test func everySuggestionPassesAndIsTheClosestOnItsPath() throws {
    var random = SeededGenerator(state: 20_250_101)
    var checked = 0
    for _ in 0..<120 {
      let space: ColorSpace = Bool.random(using: &random) ? .srgb : .displayP3
      let foreground = ColorValue(
        space: space, red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
        blue: .random(in: 0...1, using: &random), alpha: Bool.random(using: &random) ? 1 : 0.8
      ).roundedAsWritten
      let background = ColorValue(
        red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
        blue: .random(in: 0...1, using: &random)
      ).roundedAsWritten
      let appearance = Appearance.allCases.randomElement(using: &random)!
      let minimum = [3, 4.5, 7].randomElement(using: &random)!
      let measure = { (color: ColorValue) in
        WCAGContrast.ratio(foreground: color, background: background, in: appearance)
      }
      guard measure(foreground) < minimum else { continue }
      guard
        let suggestion = ContrastSearch.suggestion(
          replacing: foreground, on: background, in: appearance, reaching: minimum)
      else {
        #expect(measure(ColorValue(hex: "#000000")!) < minimum && measure(ColorValue(hex: "#ffffff")!) < minimum)
        continue
      }
      checked += 1
      let back = try #require(reread(suggestion.text))
      #expect(measure(back) >= minimum, "\(suggestion.text) for \(foreground.tokenText) on \(background.hex)")
      #expect(back.space == foreground.space)
      guard suggestion.color.alpha == foreground.alpha else { continue }
      let path = LightnessPath(foreground, alpha: foreground.alpha)
      let found = path.distance(to: suggestion.color)
      for step in 0...100 {
        let candidate = path.color(at: Double(step) / 100)
        guard measure(candidate) >= minimum else { continue }
        // One 8-bit step is about 0.004 in OKLab, so allow for rounding.
        #expect(path.distance(to: candidate) >= found - 0.006, "\(candidate.tokenText) beats \(suggestion.text)")
      }
    }
    #expect(checked > 40)
  }
}
