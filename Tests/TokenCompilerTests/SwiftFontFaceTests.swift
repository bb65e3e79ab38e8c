import Foundation
import Testing

@testable import TokenCompiler

/// A custom font family's faces reach every Swift output: the face for the typography token's
/// weight, and the next heavier one under Bold Text.
@Suite("Swift font faces")
struct SwiftFontFaceTests {
  /// The sample tokens' brand display style is Inter Display Bold, and Bold Text takes ExtraBold.
  @Test func sampleDisplayStyleNamesItsFaces() throws {
    let tokens = SwiftFixtures.tokens(SwiftFixtures.sample)
    let display = try #require(tokens["typography.display"]?.typography)
    #expect(display.fontFamily == ["Inter Display", "system"])
    #expect(display.fontName == "InterDisplay-Bold")
    #expect(display.boldTextFontName == "InterDisplay-ExtraBold")
    let core = SwiftFixtures.text(SwiftFixtures.swift(tokens), "Tokens.swift")
    #expect(core.contains("fontName: \"InterDisplay-Bold\""))
    #expect(core.contains("boldTextFontName: \"InterDisplay-ExtraBold\""))
    #expect(!core.contains("fontName: \"Inter Display\""))
  }

  /// Built and run against the stubs, the SwiftUI and UIKit fonts of the sample's display style are
  /// made from the bold face, and from the extra-bold face under Bold Text.
  @Test(.enabled(if: SwiftToolchain.stubsApply, "the SDK's own SwiftUI and UIKit would be found"))
  func faceNamesReachSwiftUIAndUIKit() throws {
    let files = SwiftToolchain.sources(SwiftFixtures.swift(SwiftFixtures.tokens(SwiftFixtures.sample)))
    let main = """
      import SwiftUI
      import UIKit

      /// The face a stub font was made with.
      func face(_ font: Any) -> String {
        Mirror(reflecting: font).children.first { $0.label == "face" }.flatMap { $0.value as? String } ?? "none"
      }

      /// A trait collection with Bold Text on.
      final class BoldTraits: UITraitCollection, @unchecked Sendable {
        override var legibilityWeight: UILegibilityWeight { .bold }
      }

      let style = Tokens.Typography.display
      print("SwiftUI", face(style.font), face(style.font(for: .large)),
        face(style.font(for: .accessibility2, legibilityWeight: .regular)),
        face(style.font(for: .large, legibilityWeight: .bold)))
      print("UIKit", face(style.uiFont(compatibleWith: UITraitCollection())),
        face(style.uiFont(compatibleWith: BoldTraits())), face(style.scaledUIFont))
      print("system", face(Tokens.Typography.body.font(for: .large, legibilityWeight: .bold)))
      """
    let run = try SwiftToolchain.runWithStubs(files + [("main.swift", main)])
    try #require(run.succeeded, "\(run.output)")
    #expect(
      run.output.split(separator: "\n") == [
        "SwiftUI InterDisplay-Bold InterDisplay-Bold InterDisplay-Bold InterDisplay-ExtraBold",
        "UIKit InterDisplay-Bold InterDisplay-ExtraBold InterDisplay-Bold",
        "system none",
      ])
  }
}
