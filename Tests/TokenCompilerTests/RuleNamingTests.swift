import Testing

@testable import TokenCompiler

/// `naming/identifier`: unique Swift identifiers and CSS custom properties, from ``Naming``.
@Suite("Rules: naming/identifier")
struct RuleNamingTests {
  static let rule: RuleID = "naming/identifier"

  @Test func namesThatCollideAfterCaseConversionAreErrorsNamingBoth() throws {
    let run = RuleRun(
      """
      color:
        $type: color
        textPrimary: "#000000"
        text-primary: "#111111"
        label:
          primary: "#222222"
        labelPrimary: "#333333"
        default: "#444444"
        2xl: "#555555"
      """)
    #expect(run.inputProblems == [])
    #expect(
      run.lines(Self.rule) == [
        "tokens.yaml:4:3: error: 'color.text-primary' and 'color.textPrimary' (tokens.yaml:3:3) both become the "
          + "Swift name 'colorTextPrimary' and the CSS property '--color-text-primary'; rename one of them "
          + "[naming/identifier]",
        "tokens.yaml:7:3: error: 'color.labelPrimary' and 'color.label.primary' (tokens.yaml:6:5) both become the "
          + "Swift name 'colorLabelPrimary' and the CSS property '--color-label-primary'; rename one of them "
          + "[naming/identifier]",
      ])
    let first = try #require(run.of(Self.rule).first)
    #expect(renderedNotes(first) == ["tokens.yaml:3:3: note: 'color.textPrimary' is defined here"])
  }

  @Test func theNamesAreTheEmittersNames() throws {
    // The rule uses Naming, so a name it accepts is exactly the name the emitters generate.
    let run = RuleRun("a:\n  $type: number\n  b_c: 1\n  bC: 2\n")
    let message = try #require(run.of(Self.rule).first?.message)
    let path = TokenPath(dotted: "a.b_c")
    #expect(message.contains("'\(Naming.swiftIdentifier(Naming.words(path)))'"))
    #expect(message.contains("'\(Naming.cssCustomProperty(path))'"))
  }

  @Test func theLaterDefinitionIsReportedAcrossFiles() {
    let run = RuleRun([
      "a.yaml": "space:\n  $type: dimension\n  md: 16\n  xLarge: 32\n",
      "b.yaml": "space:\n  $type: dimension\n  x-large: 40\n",
    ])
    #expect(
      run.lines(Self.rule) == [
        "b.yaml:3:3: error: 'space.x-large' and 'space.xLarge' (a.yaml:4:3) both become the Swift name "
          + "'spaceXLarge' and the CSS property '--space-x-large'; rename one of them [naming/identifier]"
      ])
  }

  @Test func aRootTokenCollidesWithASiblingNamedRoot() {
    let run = RuleRun("g:\n  $type: number\n  $root: {$value: 1}\n  root: 2\n")
    #expect(run.inputProblems == [])
    #expect(
      run.lines(Self.rule) == [
        "tokens.yaml:4:3: error: 'g.root' and 'g.$root' (tokens.yaml:3:3) both become the Swift name 'gRoot' and "
          + "the CSS property '--g-root'; rename one of them [naming/identifier]"
      ])
  }

  @Test func topLevelGroupsBecomeOneSwiftType() throws {
    let run = RuleRun("text-style:\n  $type: dimension\n  sm: 16\ntextStyle:\n  $type: dimension\n  lg: 24\n")
    #expect(run.inputProblems == [])
    #expect(
      run.lines(Self.rule) == [
        "tokens.yaml:4:1: error: top-level groups 'textStyle' and 'text-style' (tokens.yaml:1:1) both become the "
          + "Swift type 'TextStyle'; rename one of them [naming/identifier]"
      ])
    #expect(
      renderedNotes(try #require(run.of(Self.rule).first)) == [
        "tokens.yaml:1:1: note: 'text-style' is defined here"
      ])
    // Nested groups are flattened into member names, so only their tokens' names matter.
    let nested = RuleRun("icon:\n  $type: dimension\n  arrow-left:\n    sm: 16\n  arrowLeft:\n    lg: 24\n")
    #expect(nested.inputProblems == [])
    #expect(nested.lines(Self.rule) == [])
  }

  @Test func distinctNamesAndKeywordsPass() {
    let run = RuleRun("a:\n  $type: number\n  default: 1\n  self: 2\n  2xl: 3\n  x2l: 4\n  b:\n    c: 5\n  bc: 6\n")
    #expect(run.inputProblems == [])
    #expect(run.lines(Self.rule) == [])
  }
}
