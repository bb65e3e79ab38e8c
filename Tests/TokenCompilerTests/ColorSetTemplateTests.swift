import Testing

@testable import TokenCompiler

/// A color set's document filled into the all-sRGB template gives the bytes of writing it whole.
@Suite("Color set template")
struct ColorSetTemplateTests {
  /// sRGB and Display P3 colors, in and out of 0…1, NaN, and values that round up to `1.000`.
  @Test func templateMatchesTheWrittenDocument() {
    let channels: [Double] = [0, 1, 0.4, 0.0005, 0.9995, 0.12345, -0.5, 1.5, .nan, 0.999_49]
    var index = 0
    func next() -> Double {
      index += 7
      return channels[index % channels.count]
    }
    for round in 0..<400 {
      func color() -> ColorValue {
        ColorValue(
          space: round % 5 == 4 && index % 3 == 0 ? .displayP3 : .srgb, red: next(), green: next(), blue: next(),
          alpha: next())
      }
      let values = AppearanceValues(
        light: color(), dark: color(), lightHighContrast: color(), darkHighContrast: color())
      #expect(ColorSetDocument.colorSet(values) == ColorSetDocument.written(values))
    }
  }
}
