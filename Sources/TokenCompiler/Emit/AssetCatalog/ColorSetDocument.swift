/// The `Contents.json` documents of an asset catalog, as Xcode writes them.
///
/// The root's and the groups' documents never change, so they are written once through
/// ``JSONWriter``. A color set's document has a fixed shape (the four appearances, each a
/// color space and four components), so it is written straight into bytes in exactly
/// ``JSONWriter``'s Xcode layout (sorted keys, `" : "`, two-space indent), with no tree to
/// build and sort per color.
///
/// Source: ../shared/reference/apple-platform.md §3.
enum ColorSetDocument {
  /// `info` of every document: written by Xcode, format version 1.
  static let info: JSONValue = ["author": "xcode", "version": 1]

  /// The catalog's root `Contents.json`.
  static let catalog = JSONWriter(style: .xcode).bytes(["info": info])

  /// A group folder's `Contents.json`: the folder's name is part of its colors' names.
  static let group = JSONWriter(style: .xcode).bytes(["info": info, "properties": ["provides-namespace": true]])

  /// A color set with the four appearances: any (light), dark, high contrast, dark + high contrast.
  ///
  /// When the four colors are sRGB (and no component is NaN), the document is ``srgbTemplate``
  /// with each component's digits written in place, the same bytes as writing it whole.
  static func colorSet(_ values: AppearanceValues<ColorValue>) -> [UInt8] {
    let colors = (
      values.light.clamped, values.dark.clamped, values.lightHighContrast.clamped, values.darkHighContrast.clamped
    )
    var digits: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) = (
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    )
    let fits = withUnsafeBytes(of: colors) { raw in
      withUnsafeMutableBytes(of: &digits) { digitBytes in
        let colors = raw.assumingMemoryBound(to: ColorValue.self)
        let digits = digitBytes.assumingMemoryBound(to: Int.self)
        for index in 0..<4 {
          let color = colors[index]
          guard color.space == .srgb else { return false }
          // In the document's order: alpha, blue, green, red.
          guard let alpha = thousandths(color.alpha), let blue = thousandths(color.blue),
            let green = thousandths(color.green), let red = thousandths(color.red)
          else { return false }
          (digits[index * 4], digits[index * 4 + 1], digits[index * 4 + 2], digits[index * 4 + 3]) = (
            alpha, blue, green, red
          )
        }
        return true
      }
    }
    guard fits else { return written(values) }
    var output = srgbTemplate.bytes
    output.withUnsafeMutableBufferPointer { buffer in
      withUnsafeBytes(of: digits) { raw in
        for (slot, thousandths) in raw.assumingMemoryBound(to: Int.self).enumerated() {
          let start = srgbTemplate.offsets[slot]
          buffer[start] = UInt8(ascii: "0") + UInt8(thousandths / 1000)
          buffer[start + 2] = UInt8(ascii: "0") + UInt8(thousandths / 100 % 10)
          buffer[start + 3] = UInt8(ascii: "0") + UInt8(thousandths / 10 % 10)
          buffer[start + 4] = UInt8(ascii: "0") + UInt8(thousandths % 10)
        }
      }
    }
    return output
  }

  /// An all-sRGB color set's document, and where each component's five characters (`0.000`) are,
  /// in the order written.
  private static let srgbTemplate: (bytes: [UInt8], offsets: [Int]) = {
    var offsets: [Int] = []
    let black = ColorValue(red: 0, green: 0, blue: 0, alpha: 0)
    let bytes = written(AppearanceValues(all: black), componentOffsets: &offsets)
    return (bytes, offsets)
  }()

  /// ``colorSet(_:)`` written whole.
  static func written(_ values: AppearanceValues<ColorValue>) -> [UInt8] {
    var offsets: [Int] = []
    return written(values, componentOffsets: &offsets)
  }

  /// ``colorSet(_:)`` written whole, adding to `componentOffsets` where each component starts.
  private static func written(_ values: AppearanceValues<ColorValue>, componentOffsets: inout [Int]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(1_536)
    append("{\n  \"colors\" : [\n    {\n", to: &output)
    color(values.light, into: &output, offsets: &componentOffsets)
    append("      \"idiom\" : \"universal\"\n    },\n    {\n      \"appearances\" : [\n", to: &output)
    append(luminosityDark, to: &output)
    append("\n      ],\n", to: &output)
    color(values.dark, into: &output, offsets: &componentOffsets)
    append("      \"idiom\" : \"universal\"\n    },\n    {\n      \"appearances\" : [\n", to: &output)
    append(contrastHigh, to: &output)
    append("\n      ],\n", to: &output)
    color(values.lightHighContrast, into: &output, offsets: &componentOffsets)
    append("      \"idiom\" : \"universal\"\n    },\n    {\n      \"appearances\" : [\n", to: &output)
    append(luminosityDark, to: &output)
    append(",\n", to: &output)
    append(contrastHigh, to: &output)
    append("\n      ],\n", to: &output)
    color(values.darkHighContrast, into: &output, offsets: &componentOffsets)
    append("      \"idiom\" : \"universal\"\n    }\n  ],\n", to: &output)
    append("  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n", to: &output)
    return output
  }

  /// One entry of an `appearances` array, eight spaces deep.
  private static let luminosityDark: StaticString = """
            {
              "appearance" : "luminosity",
              "value" : "dark"
            }
    """
  private static let contrastHigh: StaticString = """
            {
              "appearance" : "contrast",
              "value" : "high"
            }
    """

  /// Appends a color entry's `color` member (its color space and components as strings with three decimals).
  private static func color(_ value: ColorValue, into output: inout [UInt8], offsets: inout [Int]) {
    let clamped = value.clamped
    append("      \"color\" : {\n        \"color-space\" : \"", to: &output)
    append(value.space == .displayP3 ? "display-p3" : "srgb", to: &output)
    append("\",\n        \"components\" : {\n          \"alpha\" : \"", to: &output)
    offsets.append(output.count)
    component(clamped.alpha, into: &output)
    append("\",\n          \"blue\" : \"", to: &output)
    offsets.append(output.count)
    component(clamped.blue, into: &output)
    append("\",\n          \"green\" : \"", to: &output)
    offsets.append(output.count)
    component(clamped.green, into: &output)
    append("\",\n          \"red\" : \"", to: &output)
    offsets.append(output.count)
    component(clamped.red, into: &output)
    append("\"\n        }\n      },\n", to: &output)
  }

  /// A component in 0…1 as Xcode writes it: three decimals, `"0.400"`, `"1.000"`.
  static func component(_ value: Double) -> String {
    var output: [UInt8] = []
    component(value, into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends ``component(_:)``'s text: `NumberText.fixed(_, decimals: 3)` of the clamped value,
  /// whose digits are those of the value in thousandths.
  static func component(_ value: Double, into output: inout [UInt8]) {
    guard let scaled = thousandths(value) else {
      // Only NaN gets here; NumberText writes it.
      output.append(contentsOf: NumberText.fixed(min(max(value, 0), 1), decimals: 3).utf8)
      return
    }
    output.append(UInt8(ascii: "0") + UInt8(scaled / 1000))
    output.append(UInt8(ascii: "."))
    output.append(UInt8(ascii: "0") + UInt8(scaled / 100 % 10))
    output.append(UInt8(ascii: "0") + UInt8(scaled / 10 % 10))
    output.append(UInt8(ascii: "0") + UInt8(scaled % 10))
  }

  /// The clamped value in thousandths, whose digits ``component(_:)`` writes; `nil` for NaN.
  private static func thousandths(_ value: Double) -> Int? {
    let thousandths = (min(max(value, 0), 1) * 1000).rounded()
    guard thousandths >= 0, thousandths <= 1000 else { return nil }
    return Int(thousandths)
  }

  /// Appends the UTF-8 bytes of static text.
  private static func append(_ text: StaticString, to output: inout [UInt8]) {
    text.withUTF8Buffer { output.append(contentsOf: $0) }
  }
}
