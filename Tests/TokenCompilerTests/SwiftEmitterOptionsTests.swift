import Testing

@testable import TokenCompiler

/// The `swift` emitter's options in `tokenc.yaml`, and the `scalesWith` marker.
@Suite("Swift emitter options")
struct SwiftEmitterOptionsTests {
  private let tokens = SwiftFixtures.tokens(SwiftFixtures.showcase)

  @Test func theNamespaceNamesTheEnumAndTheFiles() {
    let files = SwiftFixtures.swift(tokens, options: "namespace: DesignTokens")
    #expect(files.map(\.path) == ["DesignTokens.swift", "DesignTokens+SwiftUI.swift", "DesignTokens+UIKit.swift"])
    #expect(SwiftFixtures.text(files, "DesignTokens.swift").contains("public enum DesignTokens {}"))
    #expect(SwiftFixtures.text(files, "DesignTokens+SwiftUI.swift").contains("extension DesignTokens.AdaptiveColor {"))
  }

  @Test func internalAccessLeavesNoPublicDeclaration() {
    for file in SwiftFixtures.swift(tokens, options: "accessLevel: internal") {
      let text = String(decoding: file.contents, as: UTF8.self)
      #expect(!text.contains("public "), "\(file.path)")
    }
  }

  @Test func extraImportsGoIntoThePlatformFiles() {
    let files = SwiftFixtures.swift(tokens, options: "imports: [DesignSystemSupport, Darwin.C]")
    #expect(!SwiftFixtures.text(files, "Tokens.swift").contains("import "))
    for path in ["Tokens+SwiftUI.swift", "Tokens+UIKit.swift"] {
      #expect(SwiftFixtures.text(files, path).contains("  import DesignSystemSupport\n  import Darwin.C\n"))
    }
  }

  @Test(arguments: [("main", ".main"), ("module", ".module")])
  func assetCatalogColorsComeFromTheBundle(bundle: String, expression: String) {
    let files = SwiftFixtures.swift(tokens, options: "{colors: assetCatalog, bundle: \(bundle)}")
    let swiftUI = SwiftFixtures.text(files, "Tokens+SwiftUI.swift")
    #expect(swiftUI.contains("SwiftUI.Color(asset, bundle: \(expression))"))
    #expect(!swiftUI.contains("dynamicProvider"))
    #expect(SwiftFixtures.text(files, "Tokens+UIKit.swift").contains("UIColor(dynamicProvider:"))
  }

  @Test(arguments: [
    (
      "namespace: 2Tokens", "option 'namespace' must be a Swift type name such as Tokens or DesignTokens, not '2Tokens'"
    ),
    ("namespace: class", "not 'class'"),
    ("namespace: TextStyle", "not 'TextStyle'"),
    ("imports: [\"UIKit; exit(1)\"]", "option 'imports' lists 'UIKit; exit(1)', which is not a Swift module name"),
    ("accessLevel: open", "option 'accessLevel' must be one of public, internal, not 'open'"),
    ("colors: assets", "option 'colors' must be one of code, assetCatalog, not 'assets'"),
    ("bundle: app", "option 'bundle' must be one of main, module, not 'app'"),
  ])
  func badOptionsAreReportedAtTheirLine(yaml: String, message: String) {
    let (emitter, diagnostics) = SwiftFixtures.swiftEmitter(options: yaml)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message.contains(message) == true, "\(rendered(diagnostics))")
    #expect(diagnostics.first?.ruleID == .config)
    #expect(diagnostics.first?.location?.line == 1)
    // The defaults stand in, so the output still compiles.
    #expect(emitter.emit(EmitInput(tokens: tokens)).first?.path == "Tokens.swift")
  }

  @Test func unknownOptionsAreRejectedByTheEmitStage() {
    let setting = EmitterSetting(
      id: "swift", options: loadYAML("namespaces: X", path: "tokenc.yaml").root?.entries ?? [])
    var diagnostics: [Diagnostic] = []
    _ = EmitStage(registry: .builtIn, settings: [setting], diagnostics: &diagnostics)
    #expect(
      rendered(diagnostics).first?.contains("emitter swift has no option 'namespaces'; did you mean 'namespace'?")
        == true)
  }

  @Test func dimensionsMarkedScalesWithGetAScaledFormInEveryFile() {
    let yaml = """
      spacing:
        $type: dimension
        row: {$value: 12, $extensions: {dev.tokenc: {scalesWith: body}}}
        caption: {$value: 4, $extensions: {dev.tokenc: {scalesWith: caption}}}
        wrong: {$value: 8, $extensions: {dev.tokenc: {scalesWith: huge}}}
        plain: 16
      """
    let files = SwiftFixtures.swift(compileYAML(yaml).tokens)
    let core = SwiftFixtures.text(files, "Tokens.swift")
    #expect(
      core.contains(
        "public static func row(at size: ContentSize) -> Double {\n      AppleTextStyle.body.scaled(12, at: size)"))
    #expect(core.contains("AppleTextStyle.caption1.scaled(4, at: size)"), "SwiftUI's caption is UIKit's caption1")
    #expect(!core.contains("func wrong(") && !core.contains("func plain("))
    #expect(
      SwiftFixtures.text(files, "Tokens+SwiftUI.swift").contains(
        "public static func row(for size: SwiftUI.DynamicTypeSize) -> CGFloat {\n      CGFloat(row(at: Tokens.ContentSize(size)))"
      ))
    #expect(
      SwiftFixtures.text(files, "Tokens+UIKit.swift").contains(
        "public static func row(compatibleWith traits: UITraitCollection) -> CGFloat {"))
  }

  @Test func noMarkerNoScaledSection() {
    let files = SwiftFixtures.swift(tokens)
    #expect(!SwiftFixtures.text(files, "Tokens+SwiftUI.swift").contains("scale with Dynamic Type"))
  }
}
