/// The `Contents.json` documents of an asset catalog, as Xcode writes them.
///
/// Source: ../shared/reference/apple-platform.md §3.
enum ColorSetDocument {
  /// `info` of every document: written by Xcode, format version 1.
  static let info: JSONValue = ["author": "xcode", "version": 1]

  /// The catalog's root `Contents.json`.
  static let catalog: JSONValue = ["info": info]

  /// A group folder's `Contents.json`: the folder's name is part of its colors' names.
  static let group: JSONValue = ["info": info, "properties": ["provides-namespace": true]]

  /// A color set with the four appearances: any (light), dark, high contrast, dark + high contrast.
  static func colorSet(_ values: AppearanceValues<ColorValue>) -> JSONValue {
    let entries: [(appearances: [JSONValue], color: ColorValue)] = [
      ([], values.light),
      ([luminosityDark], values.dark),
      ([contrastHigh], values.lightHighContrast),
      ([luminosityDark, contrastHigh], values.darkHighContrast),
    ]
    return [
      "colors": .array(
        entries.map { entry in
          var object: [String: JSONValue] = ["color": color(entry.color), "idiom": "universal"]
          if !entry.appearances.isEmpty { object["appearances"] = .array(entry.appearances) }
          return .object(object)
        }),
      "info": info,
    ]
  }

  private static let luminosityDark: JSONValue = ["appearance": "luminosity", "value": "dark"]
  private static let contrastHigh: JSONValue = ["appearance": "contrast", "value": "high"]

  /// One color: its color space and components as strings with three decimals.
  static func color(_ value: ColorValue) -> JSONValue {
    let clamped = value.clamped
    return [
      "color-space": .string(value.space == .displayP3 ? "display-p3" : "srgb"),
      "components": [
        "alpha": .string(component(clamped.alpha)), "blue": .string(component(clamped.blue)),
        "green": .string(component(clamped.green)), "red": .string(component(clamped.red)),
      ],
    ]
  }

  /// A component in 0…1 as Xcode writes it: three decimals, `"0.400"`, `"1.000"`.
  static func component(_ value: Double) -> String {
    NumberText.fixed(min(max(value, 0), 1), decimals: 3)
  }
}
