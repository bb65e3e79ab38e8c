import DesignSystem
import Testing

@Test func generatedTokensCarryTheValuesFromTheTokenFiles() {
  #expect(DS.Spacing.md == 16)
  #expect(CardLayout.padding == 24)
  // #409CFF in dark mode with Increase Contrast.
  let darkHighContrast = DS.Color.accent.darkHighContrast
  #expect(Int((darkHighContrast.red * 255).rounded()) == 0x40)
  #expect(Int((darkHighContrast.blue * 255).rounded()) == 0xFF)
}
