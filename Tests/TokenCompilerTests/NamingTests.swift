import Testing

@testable import TokenCompiler

/// One naming scheme for Swift, CSS and templates.
@Suite("Naming")
struct NamingTests {
  @Test(arguments: [
    ("color.label.primary", ["color", "label", "primary"]),
    ("color.labelPrimary", ["color", "label", "primary"]),
    ("color.text-primary", ["color", "text", "primary"]),
    ("space.2xl", ["space", "2xl"]),
    ("font.SFPro", ["font", "sfpro"]),
    ("a.\"quoted\" name", ["a", "quoted", "name"]),
    ("icon.🎨", ["icon", "u1f3a8"]),
  ])
  func wordsSplitOnSeparatorsAndCase(path: String, words: [String]) {
    #expect(Naming.words(TokenPath(dotted: path)) == words)
  }

  @Test func casesAndSwiftSafety() {
    let words = ["label", "primary"]
    #expect(Naming.camelCase(words) == "labelPrimary")
    #expect(Naming.pascalCase(words) == "LabelPrimary")
    #expect(Naming.kebabCase(words) == "label-primary")
    #expect(Naming.snakeCase(words) == "label_primary")
    #expect(Naming.swiftIdentifier(["default"]) == "`default`")
    #expect(Naming.swiftIdentifier(["2xl"]) == "_2xl")
    #expect(Naming.swiftTypeName(["self"]) == "`Self`")
    #expect(Naming.swiftTypeName(["color"]) == "Color")
    #expect(Naming.swiftIdentifier([]) == "_")
    #expect(Naming.cssCustomProperty(TokenPath(dotted: "color.labelPrimary")) == "--color-label-primary")
    #expect(Naming.cssCustomProperty(TokenPath(dotted: "space.md"), prefix: "ds") == "--ds-space-md")
  }

  @Test func camelAndKebabSpellingsOfOneNameCollide() {
    let camel = Naming.swiftIdentifier(Naming.words(TokenPath(dotted: "color.textPrimary")))
    let kebab = Naming.swiftIdentifier(Naming.words(TokenPath(dotted: "color.text-primary")))
    #expect(camel == kebab)
  }

  /// The shape test that spares most names a hash lookup lets every keyword through, so every
  /// keyword still gets its backticks; names of other shapes are not keywords.
  @Test func everyKeywordHasTheKeywordShape() {
    for keyword in Naming.swiftKeywords {
      #expect(Naming.mayBeKeyword(keyword), "\(keyword)")
      #expect(Naming.swiftIdentifier([keyword]) == "`\(keyword)`")
    }
    for name in ["labelPrimary", "s0", "precedencegroups", "Selfish", "défaut", "Color"] {
      #expect(Naming.swiftIdentifier([name]) == name)
    }
    #expect(!Naming.mayBeKeyword("labelPrimary") && !Naming.mayBeKeyword("s0") && Naming.mayBeKeyword("Self"))
  }
}
