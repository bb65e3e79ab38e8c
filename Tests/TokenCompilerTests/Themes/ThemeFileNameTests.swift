import Testing

@testable import TokenCompiler

/// Theme file names tokenc cannot read an appearance from: a name that names two appearances
/// is a located error, and a whole file that defines again the tokens of another is one
/// diagnostic that says how to map it, not one per token.
@Suite("themes: ambiguous and unknown theme file names")
struct ThemeFileNameTests {
  static let base = """
    bg:
      $type: color
      primary: "#ffffff"
      secondary: "#eeeeee"
      tertiary: "#dddddd"

    """
  static let other = """
    bg:
      $type: color
      primary: "#000000"
      secondary: "#111111"
      tertiary: "#222222"

    """

  static func build(_ name: String, config: String? = nil) throws -> (ScratchProject, PipelineResult) {
    var files = ["tokens/base.tokens.yaml": base, "tokens/\(name)": other]
    if let config { files["tokenc.yaml"] = config }
    let project = try ScratchProject(files)
    return (project, project.compile(emit: false))
  }

  @Test(arguments: [("light-dark.tokens.json", "light and dark"), ("dark-light.tokens.json", "dark and light")])
  func aNameThatNamesTwoAppearancesIsALocatedError(name: String, appearances: String) throws {
    let (project, result) = try Self.build(name)
    defer { project.remove() }
    #expect(
      project.rendered(result.diagnostics) == [
        "tokens/\(name):1:1: error: the name of 'tokens/\(name)' names \(appearances), so it is not read: tokenc "
          + "cannot tell which appearance it holds [token/theme]"
      ])
  }

  @Test func defaultBesideAnAppearanceIsNotAmbiguous() throws {
    let (project, result) = try Self.build("default-dark.tokens.json")
    defer { project.remove() }
    #expect(project.rendered(result.diagnostics) == [])
    #expect(ThemeFileTests.hex("bg.primary", result.tokens) == ["#ffffff", "#000000", "#ffffff", "#000000"])
  }

  @Test(arguments: ["dim.tokens.yaml", "high-contrast.tokens.yaml"])
  func aWholeFileDefinedAgainIsOneDiagnostic(name: String) throws {
    let (project, result) = try Self.build(name)
    defer { project.remove() }
    let stem = ThemeNames.stem(ofFile: name)
    #expect(
      project.rendered(result.diagnostics.filter { $0.severity != .note }) == [
        "tokens/\(name):3:3: error: 'tokens/\(name)' defines again all 3 of its tokens, which "
          + "'tokens/base.tokens.yaml' defines already ('bg.primary', …). If it is a theme, say which appearance it "
          + "holds: `themes: {dark: [tokens/\(name)]}` in tokenc.yaml, or `appearances: {\(stem): dark}` for its "
          + "name [token/duplicate]"
      ])
  }

  @Test func mappingTheFileMakesItATheme() throws {
    let (project, result) = try Self.build(
      "dim.tokens.yaml", config: "inputs: [tokens]\nappearances:\n  dim: dark\n")
    defer { project.remove() }
    #expect(project.rendered(result.diagnostics) == [])
    #expect(ThemeFileTests.hex("bg.primary", result.tokens) == ["#ffffff", "#000000", "#ffffff", "#000000"])
  }

  @Test func aFileDefiningSomeTokensAgainStillNamesEachOne() throws {
    let partial = try ScratchProject([
      "tokens/base.tokens.yaml": Self.base,
      "tokens/more.tokens.yaml": "bg:\n  $type: color\n  primary: \"#000000\"\n  new: \"#123456\"\n",
    ])
    defer { partial.remove() }
    let messages = partial.rendered(partial.compile(emit: false).diagnostics.filter { $0.severity == .error })
    #expect(messages.count == 1)
    #expect(messages.first?.contains("token 'bg.primary' is defined twice") == true)
  }
}
