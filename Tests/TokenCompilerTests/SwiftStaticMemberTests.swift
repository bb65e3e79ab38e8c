import Testing

@testable import TokenCompiler

/// The static members views use the tokens through: their names (designer order, the platform's
/// own names left alone, `memberPrefix`), and colors made once.
@Suite("Swift static members")
struct SwiftStaticMemberTests {
  private let showcase = SwiftFixtures.tokens(SwiftFixtures.showcase)

  private func files(_ options: String = "") -> (core: String, swiftUI: String, uiKit: String) {
    let files = SwiftFixtures.swift(showcase, options: options)
    return (
      SwiftFixtures.text(files, "Tokens.swift"), SwiftFixtures.text(files, "Tokens+SwiftUI.swift"),
      SwiftFixtures.text(files, "Tokens+UIKit.swift")
    )
  }

  @Test func colorsAreMadeOnceOnEachPlatformType() {
    let (_, swiftUI, uiKit) = files()
    #expect(swiftUI.contains("public static let labelPrimary = Tokens.Color.labelPrimary.color\n"))
    #expect(swiftUI.contains("public static var labelPrimary: SwiftUI.Color {\n      SwiftUI.Color.labelPrimary\n"))
    #expect(swiftUI.contains("public static let labelPrimary = Tokens.Color.labelPrimary.nsColor\n"))
    #expect(uiKit.contains("public static let labelPrimary = Tokens.Color.labelPrimary.uiColor\n"))
    // Each color is a `static let`: made on first use, then shared.
    #expect(!swiftUI.contains("static var labelPrimary: SwiftUI.Color {\n      Tokens."))
  }

  @Test func ownTypesTakeTheTokenNames() {
    let core = files().core
    #expect(core.contains("public static var body: Tokens.TextStyle {\n    Tokens.TypeGroup.body\n"))
    #expect(core.contains("public static var emphasized: Tokens.MotionPreset {\n    Tokens.Motion.emphasized\n"))
  }

  @Test func aPlatformNameTakesTheGroupName() {
    let swiftUI = files().swiftUI
    #expect(swiftUI.contains("(`black` is the platform's own).\n    public static let paletteBlack ="))
    #expect(swiftUI.contains("public static let typeBody = Tokens.TypeGroup.body.font\n"))
    #expect(swiftUI.contains("public static let emphasized = Tokens.Motion.emphasized.animation\n"))
    #expect(!swiftUI.contains("static let black ="))
    #expect(!swiftUI.contains("static let body ="))
  }

  @Test func thePrefixComesFirst() {
    let (core, swiftUI, uiKit) = files("memberPrefix: ds")
    #expect(swiftUI.contains("public static let dsLabelPrimary = Tokens.Color.labelPrimary.color\n"))
    #expect(swiftUI.contains("public static let dsBlack = Tokens.Palette.black.color\n"))
    #expect(swiftUI.contains("public static let dsBody = Tokens.TypeGroup.body.font\n"))
    #expect(uiKit.contains("public static let dsLabelPrimary = Tokens.Color.labelPrimary.uiColor\n"))
    // tokenc's own types keep the plain names: `.textStyle(.body)`.
    #expect(core.contains("public static var body: Tokens.TextStyle {"))
  }

  @Test func deprecatedTokensGiveDeprecatedMembers() {
    let swiftUI = files().swiftUI
    let member = "public static let legacyLink = Tokens.Color.legacyLink.color"
    let before = swiftUI.components(separatedBy: member).first ?? ""
    #expect(swiftUI.contains(member))
    // The attribute between the previous member and this one.
    let attributes = before.components(separatedBy: "public static").last ?? ""
    #expect(attributes.contains("@available(*, deprecated"), "legacyLink's member is not deprecated")
  }

  @Test func twoGroupsWithOneNameGetTheGroupNameInOrder() {
    let text = """
      brand:
        $type: color
        accent: "#FF0000"
      color:
        $type: color
        accent: "#00FF00"
      """
    let tokens = FixtureCompiler.compile([SourceFile(path: "tokens/colors.yaml", text: text)]).tokens
    let members = SwiftMembers(SwiftNames(tokens, namespace: "Tokens"), namespace: "Tokens", prefix: "")
    #expect(members.colors.map(\.platform) == ["accent", "colorAccent"])
    #expect(members.colors.map(\.own) == ["accent", "accent2"])
    #expect(members.colors.map(\.avoided) == [nil, nil])
  }

  @Test(arguments: [
    ("memberPrefix: DS", "not 'DS'", 15),
    ("memberPrefix: class", "not 'class'", 15),
    ("memberPrefix: \"a-b\"", "not 'a-b'", 15),
  ])
  func aBadPrefixIsReportedWhereItIsWritten(yaml: String, ending: String, column: Int) {
    let (_, diagnostics) = SwiftFixtures.swiftEmitter(options: yaml)
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first?.message
        == "emitter swift option 'memberPrefix' must be a lower-camel-case Swift name such as ds or brand, \(ending)")
    #expect(diagnostics.first?.ruleID == .config)
    #expect(diagnostics.first?.location?.line == 1)
    #expect(diagnostics.first?.location?.column == column)
  }
}
