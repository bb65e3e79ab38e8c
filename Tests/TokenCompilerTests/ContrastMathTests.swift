import Testing

@testable import TokenCompiler

/// WCAG 2.x contrast math against published examples and values computed by hand.
@Suite("WCAG contrast math")
struct ContrastMathTests {
  static let white = ColorValue(hex: "#FFFFFF")!
  static let black = ColorValue(hex: "#000000")!

  private func ratio(_ foreground: String, on background: String, in appearance: Appearance = .light) -> Double {
    let parse = { (text: String) in ColorValue(hex: text) ?? ValueReader.cssDisplayP3(text)! }
    return WCAGContrast.ratio(foreground: parse(foreground), background: parse(background), in: appearance)
  }

  @Test func publishedWCAGExamples() {
    // #777777 on white is the classic near miss: 4.48:1 fails AA text; #767676 passes.
    #expect(isClose(ratio("#777777", on: "#FFFFFF"), 4.478089453577214))
    #expect(ratio("#777777", on: "#FFFFFF") < ContrastRequirement(usage: .text, level: .AA).minimum)
    #expect(WCAGContrast.text(ratio("#777777", on: "#FFFFFF")) == "4.48")
    #expect(isClose(ratio("#767676", on: "#FFFFFF"), 4.542224959605253))
    #expect(ratio("#767676", on: "#FFFFFF") >= 4.5)
    #expect(WCAGContrast.text(ratio("#767676", on: "#FFFFFF")) == "4.54")
    #expect(ratio("#000000", on: "#FFFFFF") == 21)
    #expect(ratio("#FFFFFF", on: "#000000") == 21)
    #expect(ratio("#0a84ff", on: "#0a84ff") == 1)
  }

  @Test func luminanceUsesEightBitChannelsAndTheWCAGThreshold() {
    // 10/255 = 0.0392 is below 0.04045, so it is divided by 12.92.
    #expect(WCAGContrast.relativeLuminance(ColorValue(hex: "#0a0a0a")!) == (10.0 / 255) / 12.92)
    // 11/255 = 0.0431 is above: ((c + 0.055) / 1.055)^2.4.
    #expect(11.0 / 255 > 0.04045)
    #expect(isClose(WCAGContrast.relativeLuminance(ColorValue(hex: "#0b0b0b")!), 0.003346535763899161))
    // Red, green and blue weigh 0.2126, 0.7152 and 0.0722.
    #expect(isClose(WCAGContrast.relativeLuminance(ColorValue(hex: "#ff0000")!), 0.2126))
    #expect(isClose(WCAGContrast.relativeLuminance(ColorValue(hex: "#00ff00")!), 0.7152))
    #expect(isClose(WCAGContrast.relativeLuminance(ColorValue(hex: "#0000ff")!), 0.0722))
    // A component between two 8-bit steps is measured as the step a screen shows.
    let between = ColorValue(red: 0.4667, green: 0.4667, blue: 0.4667)
    #expect(WCAGContrast.relativeLuminance(between) == WCAGContrast.relativeLuminance(ColorValue(hex: "#777777")!))
  }

  @Test func ratiosAreNeverRoundedBeforeComparing() {
    // #d010d0 on white is 4.49977:1; shown with two decimals it would read 4.50.
    let ratio = ratio("#d010d0", on: "#FFFFFF")
    #expect(isClose(ratio, 4.499766272300209))
    #expect(ratio < 4.5)
    #expect(WCAGContrast.decimals(showing: ratio, below: 4.5) == 4)
    #expect(WCAGContrast.text(ratio, decimals: 4) == "4.4998")
    #expect(WCAGContrast.decimals(showing: 4.47, below: 4.5) == 2)
    #expect(WCAGContrast.decimals(showing: 5.146, below: 5.149) == 3)
    #expect(WCAGContrast.decimals(showing: 5, below: 4.5) == 2)
  }

  @Test func translucentForegroundsAreCompositedOverTheBackground() {
    // rgba(60, 60, 67, 0.6) over white: 60 × 0.6 + 255 × 0.4 = 138, 67 × 0.6 + 102 = 142.2 → #8a8a8e.
    let composite = WCAGContrast.composite(ColorValue(hex: "#3C3C4399")!, over: Self.white)
    #expect(composite.hex == "#8a8a8e")
    #expect(isClose(ratio("#3C3C4399", on: "#FFFFFF"), 3.4388767891778884))
    #expect(ratio("#3C3C4399", on: "#FFFFFF") == ratio("#8a8a8e", on: "#FFFFFF"))
    // Fully transparent text has no contrast at all.
    #expect(ratio("#00000000", on: "#FFFFFF") == 1)
  }

  @Test func translucentBackgroundsSitOnWhiteInLightAndBlackInDark() {
    #expect(WCAGContrast.canvas(for: .light) == Self.white)
    #expect(WCAGContrast.canvas(for: .lightHighContrast) == Self.white)
    #expect(WCAGContrast.canvas(for: .dark) == Self.black)
    #expect(WCAGContrast.canvas(for: .darkHighContrast) == Self.black)
    // 50% white is white on white, and #808080 on black (255 × 128/255 = 128).
    #expect(ratio("#000000", on: "#FFFFFF80", in: .light) == 21)
    #expect(isClose(ratio("#FFFFFF", on: "#FFFFFF80", in: .dark), 3.9494396480491156))
    #expect(ratio("#FFFFFF", on: "#FFFFFF80", in: .darkHighContrast) == ratio("#FFFFFF", on: "#808080"))
  }

  @Test func displayP3IsConvertedToSRGBAndClampedFirst() {
    // color(display-p3 0.78 0 0.42) is outside sRGB: (0.854, -0.168, 0.424) → #da006c.
    #expect(ValueReader.cssDisplayP3("color(display-p3 0.78 0 0.42)")!.srgbFallback.hex == "#da006c")
    #expect(isClose(ratio("#FFFFFF", on: "color(display-p3 0.78 0 0.42)"), 5.0028263813247005))
    #expect(ratio("#FFFFFF", on: "color(display-p3 0.78 0 0.42)") == ratio("#FFFFFF", on: "#da006c"))
    // P3 white is sRGB white.
    #expect(ratio("color(display-p3 1 1 1)", on: "#000000") == 21)
  }

  /// A P3 red passes on paper after clamping, but not as a P3 screen shows it: the lower ratio counts.
  @Test func displayP3IsAlsoMeasuredAsDisplayedAndTheLowerRatioCounts() {
    let red = ValueReader.cssDisplayP3("color(display-p3 0.875 0 0)")!
    let clamped = WCAGContrast.srgbRatio(foreground: red, background: Self.black, in: .dark)
    let displayed = WCAGContrast.displayedRatio(foreground: red, background: Self.black, in: .dark)
    #expect(WCAGContrast.text(clamped) == "4.85")
    #expect(WCAGContrast.text(displayed) == "4.38")
    let measured = WCAGContrast.measure(foreground: red, background: Self.black, in: .dark)
    #expect(measured.ratio == displayed && measured.basis == .displayP3)
    #expect(WCAGContrast.ratio(foreground: red, background: Self.black, in: .dark) == displayed)
    // The luminance of P3 red is Y of its XYZ: 0.2290 × 0.875 linearized.
    #expect(isClose(WCAGContrast.displayedLuminance(red), 0.2289745641 * ColorMath.linearize(0.875), tolerance: 1e-6))
    // White text on the sample's P3 magenta: the clamped sRGB color is the darker, so it counts.
    let magenta = ValueReader.cssDisplayP3("color(display-p3 0.78 0 0.42)")!
    #expect(WCAGContrast.measure(foreground: Self.white, background: magenta, in: .light).basis == .sRGB)
    // sRGB pairs are measured by WCAG alone.
    let gray = ColorValue(hex: "#777777")!
    #expect(WCAGContrast.measure(foreground: gray, background: Self.white, in: .light).basis == .sRGB)
  }

  @Test(arguments: [
    (ContrastUsage.text, ContrastLevel.AA, 4.5, "the 4.5:1 that AA needs for text"),
    (.largeText, .AA, 3, "the 3:1 that AA needs for large text"),
    (.nonText, .AA, 3, "the 3:1 that AA needs for non-text UI"),
    (.text, .AAA, 7, "the 7:1 that AAA needs for text"),
    (.largeText, .AAA, 4.5, "the 4.5:1 that AAA needs for large text"),
    (.nonText, .AAA, 3, "the 3:1 that AAA needs for non-text UI"),
  ])
  func thresholds(usage: ContrastUsage, level: ContrastLevel, minimum: Double, reason: String) {
    let requirement = ContrastRequirement(usage: usage, level: level)
    #expect(requirement.minimum == minimum)
    #expect(requirement.reason == reason)
  }

  @Test func ratioText() {
    #expect(WCAGContrast.text(21) == "21.00")
    #expect(WCAGContrast.text(4.478) == "4.48")
    #expect(WCAGContrast.text(-0.168) == "-0.17")
    #expect(WCAGContrast.text(0.0301, decimals: 3) == "0.030")
    #expect(WCAGContrast.rounded(4.478089) == 4.48)
    #expect(WCAGContrast.rounded(21) == 21)
  }
}
