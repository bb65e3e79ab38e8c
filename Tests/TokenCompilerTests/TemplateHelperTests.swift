import Testing

@testable import TokenCompiler

/// The helpers: what each makes from the context's values, and what each refuses.
@Suite("Template helpers")
struct TemplateHelperTests {
  static let blue: JSONValue = [
    "colorSpace": "srgb", "components": [0, 0.478431, 1], "alpha": 1, "hex": "#007aff", "inSRGBGamut": true,
  ]
  static let translucent: JSONValue = [
    "colorSpace": "srgb", "components": [0, 0.478431, 1], "alpha": 0.5, "hex": "#007aff80", "inSRGBGamut": true,
  ]
  static let vivid: JSONValue = [
    "colorSpace": "display-p3", "components": [1, 0.2, 0.1], "alpha": 1, "hex": "#ff0000", "inSRGBGamut": false,
  ]

  static let cases: [(helper: String, input: JSONValue, output: JSONValue)] = [
    ("camelCase", "color.label.primary", "colorLabelPrimary"),
    ("camelCase", ["color", "label", "primary"], "colorLabelPrimary"),
    ("pascalCase", "color.label.primary", "ColorLabelPrimary"),
    ("kebabCase", "color.labelPrimary", "color-label-primary"),
    ("kebabCase", "icon.🎨", "icon-u1f3a8"),
    ("snakeCase", "color.label.onFill", "color_label_on_fill"),
    ("swiftIdentifier", "default", "`default`"),
    ("swiftIdentifier", "space.2xl", "space2xl"),
    ("swiftIdentifier", "2xl", "_2xl"),
    ("swiftTypeName", "color", "Color"),
    ("cssCustomProperty", "color.labelPrimary", "--color-label-primary"),
    ("dropGroup", "color.label.primary", "label.primary"),
    ("dropGroup", "black", "black"),
    ("dropGroup", ["palette", "blue"], "blue"),
    ("uppercased", "body", "BODY"),
    ("lowercased", "AX1", "ax1"),
    ("hex", blue, "#007aff"),
    ("hex", translucent, "#007aff80"),
    ("hex", vivid, "#ff0000"),
    ("argb", blue, "#FF007AFF"),
    ("argb", translucent, "#80007AFF"),
    ("rgba", blue, "rgba(0, 122, 255, 1)"),
    ("rgba", translucent, "rgba(0, 122, 255, 0.5)"),
    ("points", ["points": 16, "rem": 1], 16),
    ("points", 17.5, 17.5),
    ("px", ["points": 16, "rem": 1], "16px"),
    ("rem", ["points": 20, "rem": 1.25], "1.25rem"),
    ("rem", 17, "1.0625rem"),
    ("rem", -0.4, "-0.025rem"),
    ("milliseconds", ["milliseconds": 150], 150),
    ("ms", ["kind": "crossfade", "milliseconds": 200], "200ms"),
    ("seconds", ["milliseconds": 350], 0.35),
    ("cubicBezier", [0.2, 0, 0, 1], "cubic-bezier(0.2, 0, 0, 1)"),
    ("cubicBezier", ["kind": "easeInOut", "bezier": [0.42, 0, 0.58, 1]], "cubic-bezier(0.42, 0, 0.58, 1)"),
    ("json", "say \"hi\"", #""say \"hi\"""#),
    ("json", ["b": 1, "a": [true, .null]], #"{"a":[true,null],"b":1}"#),
    ("count", ["a", "b"], 2),
    ("count", ["light": 1], 1),
    ("empty", [], true),
    ("empty", "", true),
    ("empty", .null, true),
    ("empty", ["a"], false),
    ("first", ["a", "b"], "a"),
    ("first", [], .null),
    ("last", ["a", "b"], "b"),
    ("reversed", ["a", "b"], ["b", "a"]),
    ("entries", ["b": 2, "a": 1], [["key": "a", "value": 1], ["key": "b", "value": 2]]),
  ]

  @Test(arguments: cases)
  func helperMakesItsValue(_ helper: String, _ input: JSONValue, _ output: JSONValue) throws {
    #expect(try TemplateHelpers.apply(helper, to: input).get() == output)
  }

  static let refusals: [(helper: String, input: JSONValue, need: String)] = [
    ("camelCase", 3, "text such as path or name, or a list of names such as pathComponents"),
    ("camelCase", [1], "text such as path or name, or a list of names such as pathComponents"),
    ("uppercased", ["a"], "text"),
    ("hex", ["points": 16], "a color such as value.appearances.light"),
    ("argb", "#fff", "a color such as value.appearances.light"),
    ("rem", "16px", "a dimension such as value, or a number of points such as value.fontSize"),
    ("ms", ["points": 16], "a duration such as value, or a number of milliseconds"),
    ("cubicBezier", [0, 1], "a cubic Bézier such as value, or a curve such as value.animation.curve"),
    ("count", "abc", "a list or an object"),
    ("empty", 0, "a list, an object, text or null"),
    ("first", "abc", "a list"),
    ("byType", ["a"], "a list of tokens such as tokens"),
    ("entries", [1], "an object such as findings"),
  ]

  @Test(arguments: refusals)
  func helperSaysWhatItNeeds(_ helper: String, _ input: JSONValue, _ need: String) {
    #expect(throws: TemplateHelpers.Need.self) { try TemplateHelpers.apply(helper, to: input).get() }
    if case .failure(let failure) = TemplateHelpers.apply(helper, to: input) { #expect(failure.what == need) }
  }

  @Test func byTypeHasAListForEveryType() throws {
    let tokens: JSONValue = [["type": "color", "name": "a"], ["type": "motion", "name": "b"]]
    let grouped = try TemplateHelpers.apply("byType", to: tokens).get()
    #expect(grouped.object?.keys.sorted() == TokenType.allCases.map(\.rawValue).sorted())
    #expect(grouped["color"] == [["type": "color", "name": "a"]])
    #expect(grouped["dimension"] == [])
  }

  @Test func namingHelpersAgreeWithTheNamingScheme() throws {
    for path in ["color.textPrimary", "space.2xl", "font.SFPro", "icon.🎨", "a.\"quoted\" name"] {
      let words = Naming.words(TokenPath(dotted: path))
      #expect(try TemplateHelpers.apply("camelCase", to: .string(path)).get() == .string(Naming.camelCase(words)))
      #expect(try TemplateHelpers.apply("snakeCase", to: .string(path)).get() == .string(Naming.snakeCase(words)))
      #expect(
        try TemplateHelpers.apply("swiftIdentifier", to: .string(path)).get()
          == .string(Naming.swiftIdentifier(words)))
    }
  }

  @Test(arguments: [
    "color.label.primary", "fooBar.Baz", "a..b", ".x", "x.", "...", "", "--.x", "x.--", "a.-.b", "12.3xl",
    "icon.🎨", "é.a", "a.é", "A.B.c", "ALLCaps.xYz",
  ])
  func namingHelpersOnTextAgreeWithTheComponentsOneByOne(_ path: String) throws {
    // The reference: the components as written, each split into words on its own.
    let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let words = components.flatMap(Naming.words(in:))
    #expect(try TemplateHelpers.apply("kebabCase", to: .string(path)).get() == .string(Naming.kebabCase(words)))
    #expect(try TemplateHelpers.apply("pascalCase", to: .string(path)).get() == .string(Naming.pascalCase(words)))
    let rest = components.count > 1 ? components.dropFirst().joined(separator: ".") : path
    #expect(try TemplateHelpers.apply("dropGroup", to: .string(path)).get() == .string(rest))
  }

  @Test func valuesAreDescribedForMessages() {
    #expect(TemplateHelpers.describe(.null) == "null")
    #expect(TemplateHelpers.describe(true) == "the Boolean true")
    #expect(TemplateHelpers.describe(1.5) == "the number 1.5")
    #expect(
      TemplateHelpers.describe(.string(String(repeating: "x", count: 50)))
        == "the text '\(String(repeating: "x", count: 37))…'")
    #expect(TemplateHelpers.describe([]) == "an empty list")
    #expect(TemplateHelpers.describe([1, 2]) == "a list of 2")
    #expect(TemplateHelpers.describe([:]) == "an empty object")
    #expect(
      TemplateHelpers.describe(["a": 1, "b": 1, "c": 1, "d": 1, "e": 1, "f": 1, "g": 1])
        == "an object with a, b, c, d, e, f, …")
  }
}
