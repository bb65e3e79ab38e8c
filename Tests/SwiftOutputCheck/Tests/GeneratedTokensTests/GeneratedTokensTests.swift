import MarkerTokens
import SampleTokens
import Testing

/// The generated core file of the sample design system, compiled and used like an app would.
@Suite("Generated core file")
struct GeneratedTokensTests {
  @Test func spacingIsInPoints() {
    #expect(Tokens.Spacing.md == 16)
    #expect(Tokens.Spacing.insetScreen == Tokens.Spacing.md)
    #expect(Tokens.Size.touchMinimum == 44)
  }

  @Test func colorsHaveFourAppearances() {
    let tint = Tokens.Color.accentTint
    // Apple's systemBlue with Increase Contrast in dark mode: #409CFF.
    #expect(tint.darkHighContrast == .init(.sRGB, red: 64.0 / 255, green: 156.0 / 255, blue: 1))
    #expect(tint.resolved(dark: true, highContrast: true) == tint.darkHighContrast)
    #expect(tint.resolved(dark: false, highContrast: false) == .init(.sRGB, red: 0, green: 122.0 / 255, blue: 1))
    #expect(tint.asset == "color/accent/tint")
    #expect(Tokens.Color.labelSecondary.light.opacity == 191.0 / 255)
  }

  @Test func displayP3ColorsStayInDisplayP3() {
    let highlight = Tokens.Color.brandHighlight.light
    #expect(highlight == .init(.displayP3, red: 0.78, green: 0, blue: 0.42))
  }

  @Test func textStylesCarryTheirWholeLadder() {
    #expect(Tokens.Typography.body.step(at: .accessibility3) == .init(40, 48))
    #expect(Tokens.Typography.body.step(at: .large) == .init(17, 22))
    #expect(Tokens.Typography.body.usesAppleLadder)
    #expect(Tokens.Typography.body.relativeTo == .body)
    #expect(Tokens.Typography.display.step(at: .accessibility3) == .init(61, 73))
    #expect(Tokens.Typography.display.fontName == "InterDisplay-Bold")
    #expect(Tokens.Typography.display.fontName(boldText: true) == "InterDisplay-ExtraBold")
    #expect(Tokens.Typography.display.fontFamily == ["Inter Display", "system"])
    #expect(!Tokens.Typography.display.usesAppleLadder)
    #expect(Tokens.Typography.headline.weight == .semibold)
    #expect(Tokens.Typography.body.ladder.count == Tokens.ContentSize.allCases.count)
  }

  @Test func lineSpacingMakesUpTheLineHeight() {
    // 22 pt lines for 17 pt SF Pro, whose own line is 20.29 pt (UIFont.lineHeight); never negative.
    let spacing = Tokens.Typography.body.lineSpacing(at: .large, fontLineHeight: 20.29)
    #expect(abs(spacing - 1.71) < 1e-9)
    #expect(Tokens.Typography.body.lineSpacing(at: .large, fontLineHeight: 30) == 0)
  }

  @Test func staticMembersAreTheTokens() {
    #expect(Tokens.TextStyle.body == Tokens.Typography.body)
    #expect(Tokens.MotionPreset.emphasized == Tokens.Motion.emphasized)
  }

  @Test func motionFallsBackUnderReduceMotion() {
    let emphasized = Tokens.Motion.emphasized
    #expect(emphasized.travels)
    #expect(emphasized.timing == .init(.spring(bounce: 0.15), duration: 0.35))
    #expect(emphasized.reduceMotion == .crossfade(duration: 0.2))
    #expect(emphasized.timing(reduceMotion: true) == .init(.linear, duration: 0.2))
    #expect(emphasized.timing(reduceMotion: false) == emphasized.timing)
    #expect(Tokens.Motion.pulse.timing(reduceMotion: true) == nil)
    #expect(Tokens.Motion.slide.timing(reduceMotion: true) == Tokens.Motion.fade.timing)
    #expect(Tokens.Motion.standard.timing(reduceMotion: true) == Tokens.Motion.standard.timing)
    #expect(abs((Tokens.Motion.emphasized.timing.dampingRatio ?? 0) - 0.85) < 1e-9)
  }

  @Test func contentSizesAreOrdered() {
    #expect(Tokens.ContentSize.xSmall < .accessibility5)
    #expect(Tokens.ContentSize.accessibility1.isAccessibilitySize)
    #expect(!Tokens.ContentSize.xxxLarge.isAccessibilitySize)
  }

  @Test func markedDimensionsScaleWithTheirTextStyle() {
    #expect(Markers.Spacing.listRow == 12)
    #expect(Markers.Spacing.listRow(at: .large) == 12)
    // Body text is 40 pt at AX3 and 17 pt at the default size.
    #expect(abs(Markers.Spacing.listRow(at: .accessibility3) - 12 * 40 / 17) < 1e-9)
    #expect(abs(Markers.Size.icon(at: .accessibility5) - 24 * 60 / 34) < 1e-9)
    #expect(Markers.Spacing.fixed == 16)
  }
}
