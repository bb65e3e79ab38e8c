import Testing

@testable import TokenCompiler

/// The `swift` emitter's shadows, borders, stroke styles and gradients: golden output, and the
/// generated code typechecks against the SwiftUI and UIKit stubs.
@Suite("Swift composites")
struct SwiftCompositeTests {
  static let composites = "Tests/TokenCompilerTests/Fixtures/composites"

  @Test func compositesMatchTheGoldenFiles() throws {
    let files = SwiftFixtures.swift(SwiftFixtures.tokens(Self.composites))
    try Golden.check(files.map { ($0.path, $0.contents) }, name: "swift-composites")
  }

  @Test func compositeValuesAreTypedWithEveryAppearance() {
    let core = SwiftFixtures.text(SwiftFixtures.swift(SwiftFixtures.tokens(Self.composites)), "Tokens.swift")
    #expect(core.contains("public struct TokenShadow: Hashable, Sendable {"))
    #expect(core.contains("public static let dotted: TokenStrokeStyle = .dashes([4, 2], lineCap: .round)"))
    // The shadow color aliases a color with a dark value: the layer keeps all four appearances.
    #expect(core.contains("dark: .init(.sRGB, red: 0, green: 0, blue: 0, opacity: 102 / 255)"))
  }

  @Test func noCompositeTypesWithoutCompositeTokens() {
    let core = SwiftFixtures.text(SwiftFixtures.swift(SwiftFixtures.tokens(SwiftFixtures.showcase)), "Tokens.swift")
    #expect(!core.contains("TokenShadow"))
  }
}

/// The generated composite helpers compile, as on iOS, macOS, tvOS and watchOS, in Swift 5 and 6.
@Suite(
  "Swift composites compile",
  .enabled(if: SwiftToolchain.stubsApply, "the SDK's own SwiftUI and UIKit would be found"))
struct SwiftCompositeTypecheckTests {
  @Test(arguments: SwiftToolchain.Platform.allCases, [5, 6])
  func compositesTypecheck(platform: SwiftToolchain.Platform, languageMode: Int) throws {
    let files = SwiftFixtures.swift(SwiftFixtures.tokens(SwiftCompositeTests.composites))
    let run = try SwiftToolchain.typecheck(
      SwiftToolchain.sources(files), platform: platform, languageMode: languageMode)
    #expect(run.succeeded, "\(run.output)")
  }

  /// An app's view and UIKit code using the composite helpers.
  @Test(arguments: [SwiftToolchain.Platform.iOS, .macOS, .tvOS, .watchOS])
  func appCodeCanUseTheCompositeHelpers(platform: SwiftToolchain.Platform) throws {
    let files = SwiftFixtures.swift(SwiftFixtures.tokens(SwiftCompositeTests.composites))
    let app = """
      import SwiftUI
      #if canImport(UIKit)
        import UIKit
      #endif

      @available(iOS 16.0, macOS 13.0, *)
      struct Card: View {
        @Environment(\\.colorScheme) private var colorScheme
        @Environment(\\.colorSchemeContrast) private var contrast

        var body: some View {
          Text("Title").tokenShadow(Tokens.Shadow.layered)
        }

        func fill() -> (LinearGradient, StrokeStyle) {
          (Tokens.Gradient.fade.linearGradient(for: colorScheme, contrast: contrast),
            Tokens.Border.focus.style.strokeStyle(lineWidth: CGFloat(Tokens.Border.focus.width)))
        }
      }

      #if canImport(UIKit) && !os(watchOS)
        @MainActor func configure(_ layer: CALayer, _ gradient: CAGradientLayer, traits: UITraitCollection) {
          Tokens.Shadow.raised.singleLayer?.apply(to: layer, compatibleWith: traits)
          Tokens.Border.hairline.apply(to: layer, compatibleWith: traits)
          Tokens.Gradient.brand.apply(to: gradient, compatibleWith: traits)
        }
      #endif
      """
    let run = try SwiftToolchain.typecheck(SwiftToolchain.sources(files) + [("App.swift", app)], platform: platform)
    #expect(run.succeeded, "\(run.output)")
  }

  @Test func generatedSwiftIsFormatted() throws {
    let files = SwiftFixtures.swift(SwiftFixtures.tokens(SwiftCompositeTests.composites))
    let run = try SwiftToolchain.formatLint(SwiftToolchain.sources(files))
    #expect(run.succeeded && run.output.isEmpty, "\(run.output)")
  }
}
