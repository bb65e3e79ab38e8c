import Testing

@testable import TokenCompiler

/// `dev.tokenc.faces` on fontFamily tokens, read by the decode stage, and the `font/face` rule.
@Suite("Font faces and font/face")
struct RuleFontFaceTests {
  static let rule: RuleID = "font/face"

  /// A brand family with `faces` (line 5, from column 30) and a title in it at `weight` (line 9).
  static func tokens(faces: String, weight: String = "bold") -> String {
    """
    font:
      $type: fontFamily
      brand:
        $value: [Inter Display, system]
        $extensions: {dev.tokenc: {faces: \(faces)}}
    title:
      $type: typography
      $value:
        {fontFamily: "{font.brand}", fontWeight: \(weight), fontSize: 28, lineHeight: 34pt, textStyle: title1}
    """
  }

  @Test func facesMapWeightNamesAndNumbersToPostScriptNames() throws {
    let run = RuleRun(Self.tokens(faces: "{regular: Inter-Regular, 600: Inter-SemiBold, bold: Inter-Bold}"))
    #expect(run.inputProblems == [] && run.lines(Self.rule) == [])
    let faces = try #require(run.tokens["font.brand"]?.tokenc.faces?.value)
    #expect(faces.names == [400: "Inter-Regular", 600: "Inter-SemiBold", 700: "Inter-Bold"])
    let title = try #require(run.tokens["title"]?.typography)
    #expect(title.fontName == "Inter-Bold" && title.boldTextFontName == nil)
  }

  @Test func badKeysAndValuesAreLocatedErrors() {
    let run = RuleRun(
      Self.tokens(faces: "{bolder: A-B, 1200: C-D, 800: Inter Display Bold, semi-bold: [x], bold: E-F, 700: G-H}"))
    #expect(
      run.inputProblems == [
        "tokens.yaml:5:40: error: 'faces' on 'font.brand' has no weight 'bolder' (a number from 1 to 1000 or one "
          + "of \(FontWeight.names.keys.sorted().joined(separator: ", "))); did you mean 'bold'? [token/extension]",
        "tokens.yaml:5:53: error: 'faces' on 'font.brand' has the weight 1200; a weight is a whole number from 1 to "
          + "1000 or a name [token/extension]",
        "tokens.yaml:5:69: error: the face for '800' on 'font.brand' is 'Inter Display Bold', which is not a "
          + "PostScript name (at most 63 printable ASCII characters, no spaces or []{}()<>/%); a face named 'Inter "
          + "Display Bold' is usually 'InterDisplay-Bold'; Font Book shows a face's PostScript name [token/extension]",
        "tokens.yaml:5:100: error: the face for 'semi-bold' on 'font.brand' must be a PostScript name such as "
          + "InterDisplay-Bold, not a list [token/extension]",
        "tokens.yaml:5:116: error: 'faces' on 'font.brand' names weight 700 twice, as 'bold' and as '700'; keep one "
          + "[token/extension]",
      ])
    #expect(run.tokens["font.brand"]?.tokenc.faces?.value.names == [700: "E-F"])
  }

  @Test func facesOnATokenOfAnotherTypeAreMisplaced() {
    let text =
      "size:\n  $type: dimension\n  row:\n    $value: 12\n    $extensions: {dev.tokenc: {faces: {bold: A-B}}}\n"
    #expect(
      rendered(compileYAML(text).diagnostics) == [
        "tokens.yaml:5:39: error: 'size.row' declares 'faces' but is a dimension; only fontFamily and "
          + "typography tokens declare faces [token/extension]"
      ])
  }

  @Test func aWeightWithoutAFaceIsReportedAtTheWeight() {
    let run = RuleRun(Self.tokens(faces: "{regular: Inter-Regular, 800: Inter-ExtraBold}"))
    #expect(
      run.lines(Self.rule) == [
        "tokens.yaml:9:46: warning: 'title' is 'Inter Display' at weight 700 (bold), but the family declares no "
          + "face for 700 (400 Inter-Regular, 800 Inter-ExtraBold); Swift uses 'Inter-ExtraBold', the nearest as "
          + "CSS font matching picks it [font/face]"
      ])
    #expect(
      run.of(Self.rule).first.map(renderedNotes) == [
        "tokens.yaml:5:39: note: the faces of 'font.brand' are declared here"
      ])
    #expect(run.tokens["title"]?.typography?.fontName == "Inter-ExtraBold")
  }

  @Test func aCustomFamilyWithoutFacesLosesItsWeight() {
    let text =
      "t:\n  $type: typography\n  $value: {fontFamily: Brand, fontWeight: 600, fontSize: 20, lineHeight: 1.2}\n"
    let run = RuleRun(text)
    #expect(
      run.lines(Self.rule) == [
        "tokens.yaml:3:43: warning: 't' is 'Brand' at weight 600 (semibold), but the family declares no faces, so "
          + "Swift names the family 'Brand' and the weight is lost on Apple platforms [font/face]"
      ])
    #expect(run.of(Self.rule).first?.fix?.message == "make the family a fontFamily token with faces, and alias it")
    #expect(RuleRun(text, config: "rules:\n  font/face: error\n").of(Self.rule).first?.severity == .error)
  }

  @Test func theSystemFontNeedsNoFacesAndIgnoresThem() {
    let text = """
      font:
        $type: fontFamily
        system:
          $value: system
          $extensions: {dev.tokenc: {faces: {bold: SFPro-Bold}}}
      title:
        $type: typography
        $value: {fontFamily: "{font.system}", fontWeight: bold, textStyle: title1, ladder: apple}
      """
    let run = RuleRun(text)
    #expect(
      run.lines(Self.rule) == [
        "tokens.yaml:5:39: warning: 'font.system' declares faces, but it is the system font, whose weights are built "
          + "in; they are never used [font/face]"
      ])
    #expect(run.tokens["title"]?.typography?.fontName == nil)
  }

  @Test(arguments: [
    (400, "400"), (500, "400"), (450, "400"), (300, "200"), (100, "200"), (600, "800"), (900, "800"), (700, "800"),
  ])
  func missingWeightsMatchAsCSSDoes(weight: Int, expected: String) {
    let faces = FontFaces([200: "200", 400: "400", 800: "800"])
    #expect(faces.matchedFace(for: FontWeight(weight)) == expected)
  }

  @Test func boldTextTakesTheNextHeavierDeclaredFace() {
    let faces = FontFaces([400: "R", 600: "SB", 700: "B", 900: "K"])
    #expect(faces.boldTextFace(for: FontWeight(400)) == "SB")
    #expect(faces.boldTextFace(for: FontWeight(700)) == "K")
    #expect(faces.boldTextFace(for: FontWeight(900)) == nil)
    #expect(faces.boldTextFace(for: FontWeight(800)) == nil)
  }
}
