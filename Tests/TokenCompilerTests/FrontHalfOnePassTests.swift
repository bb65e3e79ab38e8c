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

/// The byte search that decides whether a file's tree is walked for `$ref` and `$extends`.
@Suite("Front half reference sniffing")
struct FrontHalfReferenceSniffTests {
  @Test(arguments: [
    ("$ref", true), ("x: {$ref: a}", true), ("$extends", true), ("a: 1\nb: $re", false), ("$re$ref", true),
    ("$$extends", true), ("$extend", false), ("", false), ("$", false), ("ref extends", false), ("x$ref", true),
  ])
  func findsReferenceKeysAnywhere(text: String, expected: Bool) {
    #expect(ReferenceExpansion.mayHoldReferences(Array(text.utf8)) == expected)
  }
}

/// Appearances, types and content-size categories compare and hash by case.
@Suite("Front half case identity")
struct FrontHalfCaseIdentityTests {
  @Test func ordinalsAreThePositionsInAllCases() {
    #expect(Appearance.allCases.map(\.ordinal) == Array(0..<Appearance.allCases.count))
    #expect(TokenType.allCases.map(\.ordinal) == Array(0..<TokenType.allCases.count))
    #expect(ContentSizeCategory.allCases.map(\.index) == Array(0..<ContentSizeCategory.allCases.count))
  }

  @Test func equalityAndSetsAgreeWithRawValues() {
    for a in TokenType.allCases {
      for b in TokenType.allCases { #expect((a == b) == (a.rawValue == b.rawValue)) }
    }
    #expect(Set(Appearance.allCases + Appearance.allCases).count == Appearance.allCases.count)
    #expect(Set(ContentSizeCategory.allCases.reversed()).count == ContentSizeCategory.allCases.count)
    let byType = Dictionary(uniqueKeysWithValues: TokenType.allCases.map { ($0, $0.rawValue) })
    #expect(TokenType.allCases.allSatisfy { byType[$0] == $0.rawValue })
  }
}

/// `naming/identifier` finds CSS clashes among the tokens that share a Swift name.
@Suite("Front half naming clashes")
struct FrontHalfNamingClashTests {
  @Test func aSwiftClashWithDistinctCSSNamesOnlyTheSwiftName() {
    // 'a2b' and 'a-2b' are both gA2b in Swift (a digit is not capitalized) but differ in CSS.
    let run = RuleRun("g:\n  $type: number\n  a2b: 1\n  a-2b: 2\n  a_2b: 3\n")
    #expect(run.inputProblems == [])
    #expect(
      run.lines("naming/identifier") == [
        "tokens.yaml:4:3: error: 'g.a-2b' and 'g.a2b' (tokens.yaml:3:3) both become the Swift name 'gA2b'; "
          + "rename one of them [naming/identifier]",
        "tokens.yaml:5:3: error: 'g.a_2b' and 'g.a2b' (tokens.yaml:3:3) both become the Swift name 'gA2b'; "
          + "rename one of them [naming/identifier]",
      ])
  }
}
