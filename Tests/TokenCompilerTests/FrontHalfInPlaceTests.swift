import Testing

@testable import TokenCompiler

/// The front half's in-place shortcuts (aliases, dotted paths, numbers, ladder steps, hex colors,
/// names and appearances read from their bytes) give what the code they skip gave: each is
/// compared with that code, kept here as it was, over tricky and seeded random texts.
@Suite("Front half: values read in place")
struct FrontHalfInPlaceTests {
  /// Texts with the characters these readers look at, ASCII and not, well formed and not.
  static let tricky = [
    "", "{", "}", "{}", "{a}", "{a.b}", "{a.b.c}", " {a.b}", "{a.b} ", "{.a}", "{a.}", "{a..b}", "{a{b}",
    "{a}b}", "{é.b}", "{a.b\u{301}}", "a.b", "{a b}", "{$root}", "{a.\u{212A}}", "{{a}}", "x{a}", "17/22",
    "17//22", "/17/22", "17/22/", "0/22", "17/0", "-1/2", "+17/22", "17 /22", "17/ 22", "1.5/2e1", "17/\u{301}22",
    "1/2/3", "/", "017", "-0", "+0", "0", "123456789012345", "1234567890123456", "-", "+", "1e999", "1.", ".5",
    "#abc", "#ABCD", "#0a84ff", "#0A84FF80", "#0a84f", "#0a84ff800", "#ggg", "light", "dark", "dar\u{212A}",
    "lightHighContrast", "darkHighContrast", "Light", "lightHighContras", "$value", "$", "$\u{301}x", "a.b",
    "a{b", "a}b", "name",
  ]

  /// Seeded random texts over the characters the readers treat specially.
  static func random(count: Int, seed: UInt64) -> [String] {
    var generator = ContrastSuggestionTests.SeededGenerator(state: seed)
    let alphabet: [Character] = [
      "{", "}", ".", "/", " ", "a", "b", "1", "7", "0", "-", "+", "e", "#", "f", "$", "é", "\u{301}",
    ]
    return (0..<count).map { _ in
      String((0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
    }
  }

  static var texts: [String] { tricky + random(count: 3_000, seed: 1) + random(count: 500, seed: 2).map { "{\($0)}" } }

  @Test func aliasesReadAsTheLongWayReadsThem() {
    for text in Self.texts {
      let node = SourceNode.scalar(SourceScalar(text, at: SourceLocation(file: "t.yaml", line: 1, column: 1)))
      var reader = ValueReader()
      var old = ValueReader()
      let (new, before) = (reader.alias(node), old.longAlias(node))
      // Paths compare by their dotted text: the components are compared too.
      #expect(new == before && new?.path.components == before?.path.components, "\(text)")
      #expect(reader.diagnostics.map(\.message) == old.diagnostics.map(\.message), "\(text)")
    }
  }

  @Test func dottedPathsSplitAsCharactersSplit() {
    for text in Self.texts {
      let expected = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      #expect(TokenPath(dotted: text).components == expected, "\(text)")
      #expect(TokenPath(dotted: text).description == text)
    }
  }

  @Test func numbersParseAsTheLongWayParses() {
    for text in Self.texts {
      let parsed = DecimalNumber.parse(text)
      let long = DecimalNumber.parseCheckingSyntax(text)
      #expect(parsed == long && parsed?.sign == long?.sign, "\(text)")
    }
  }

  @Test func ladderStepsReadAsSplitting() {
    for text in Self.texts {
      guard let step = ValueReader.plainTypeStep(text) else { continue }
      let parts = text.split(separator: "/").map { DecimalNumber.parse(String($0).trimmingWhitespace()) }
      #expect(parts.count == 2 && parts[0] == step.fontSize && parts[1] == step.lineHeight, "\(text)")
    }
    #expect(ValueReader.plainTypeStep("17/22") == TypeStep(fontSize: 17, lineHeight: 22))
    #expect(ValueReader.plainTypeStep("17/\u{301}22") == nil)
  }

  @Test func hexColorsAsBefore() {
    var generator = ContrastSuggestionTests.SeededGenerator(state: 42)
    let digits = Array("0123456789abcdefABCDEF")
    var texts = Self.texts
    for length in [3, 4, 6, 8] {
      for _ in 0..<200 {
        texts.append("#" + String((0..<length).map { _ in digits.randomElement(using: &generator)! }))
      }
    }
    for text in texts { #expect(ColorValue(hex: text) == Self.oldHex(text), "\(text)") }
  }

  @Test func longAppearanceKeysAreSharedOnlyWhenSpelledExactly() {
    func shared(_ text: String) -> String? {
      Array(text.utf8).withUnsafeBufferPointer(SourceTreeBuilder.sharedText)
    }
    #expect(shared("lightHighContrast") == "lightHighContrast")
    #expect(shared("darkHighContrast") == "darkHighContrast")
    for text in ["lightHighContrasT", "darkHighContrasT", "lightHighContrast ", "darkhighContrast", "light", ""] {
      #expect(shared(text) == nil, "\(text)")
    }
    let (root, diagnostics) = loadYAML("c:\n  lightHighContrast: \"#000\"\n  darkHighContrast: \"#fff\"\n")
    #expect(diagnostics.isEmpty)
    #expect(root?["c"]?.entries?.map(\.key.text) == ["lightHighContrast", "darkHighContrast"])
  }

  @Test func namesAndAppearancesAsBefore() {
    for text in Self.texts {
      #expect(GroupWalker.nameProblem(text) == Self.oldNameProblem(text), "\(text)")
      #expect(Appearance(named: text) == Appearance(rawValue: text), "\(text)")
      #expect(text.contains(ascii: "{") == text.utf8.contains(UInt8(ascii: "{")))
      #expect(text.dropFirst().contains(ascii: ".") == text.dropFirst().utf8.contains(UInt8(ascii: ".")))
    }
  }
}
