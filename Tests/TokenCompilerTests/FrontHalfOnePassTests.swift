import Testing

@testable import TokenCompiler

/// The front half's one-pass shortcuts give exactly what the plain paths give.
@Suite("Front half one-pass shortcuts")
struct FrontHalfOnePassTests {
  /// Paths with every kind of word boundary, keyword, digit, empty and non-ASCII component.
  static let paths: [[String]] = [
    ["color", "label", "primary"], ["color", "labelPrimary"], ["color", "text-primary"], ["space", "2xl"],
    ["font", "SFPro"], ["a", "\"quoted\" name"], ["icon", "🎨"], ["default"], ["self"], ["Self"], ["2"],
    ["", "x"], ["x", ""], [""], ["--", "a"], ["ÉCRAN", "épais"], ["aB", "ABc", "abC9d", "9Ab"], ["class", "in"],
    ["e\u{301}", "x"], ["a.b"], ["a_b c\td"], ["🎨", "🎨"], ["_"], ["type", "Type"],
  ]

  @Test(arguments: paths)
  func swiftAndCSSNamesMatchTheWordBasedNames(components: [String]) {
    let path = TokenPath(components)
    let words = Naming.words(path)
    let names = Naming.swiftIdentifierAndCSSProperty(path)
    #expect(names.swift == Naming.swiftIdentifier(words))
    #expect(names.css == Naming.cssCustomProperty(words: words))
  }

  @Test func camelCaseCapitalizesOnlyALeadingASCIILetter() {
    #expect(Naming.camelCase(["a", "b", "2c", "éd", "Ef", ""]) == "aB2cédEf")
    #expect(Naming.pascalCase(["é", "x"]) == "éX")
  }
}
