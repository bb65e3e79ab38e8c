import Foundation
import Testing

@testable import TokenCompiler

/// The generated Swift compiles: the SwiftUI and UIKit files against stub modules that declare
/// exactly the API shapes of apple-platform.md §4, as on iOS, macOS (SwiftUI with AppKit), tvOS and
/// watchOS, the core file with no framework at all (as on Linux), in Swift 5 and 6, warnings as errors.
@Suite(
  "Swift output compiles", .enabled(if: SwiftToolchain.stubsApply, "the SDK's own SwiftUI and UIKit would be found"))
struct SwiftTypecheckTests {
  @Test(arguments: SwiftToolchain.Platform.allCases, [5, 6])
  func showcaseTypechecks(platform: SwiftToolchain.Platform, languageMode: Int) throws {
    let files = SwiftFixtures.swift(SwiftFixtures.tokens(SwiftFixtures.showcase))
    let run = try SwiftToolchain.typecheck(
      SwiftToolchain.sources(files), platform: platform, languageMode: languageMode)
    #expect(run.succeeded, "\(run.output)")
  }

  @Test(arguments: SwiftToolchain.Platform.allCases)
  func sampleTokensTypecheck(platform: SwiftToolchain.Platform) throws {
    let files = SwiftFixtures.swift(SwiftFixtures.tokens(SwiftFixtures.sample))
    let run = try SwiftToolchain.typecheck(SwiftToolchain.sources(files), platform: platform)
    #expect(run.succeeded, "\(run.output)")
  }

  @Test(arguments: SwiftToolchain.Platform.allCases)
  func hostileNamesAndTextTypecheck(platform: SwiftToolchain.Platform) throws {
    let files = SwiftFixtures.swift(SwiftFixtures.tokens(SwiftFixtures.hostile))
    let run = try SwiftToolchain.typecheck(SwiftToolchain.sources(files), platform: platform)
    #expect(run.succeeded, "\(run.output)")
  }

  @Test(arguments: [
    "accessLevel: internal", "{colors: assetCatalog, bundle: main}", "{namespace: DS, imports: [Foundation]}",
  ])
  func everyOptionTypechecks(options: String) throws {
    let files = SwiftFixtures.swift(SwiftFixtures.tokens(SwiftFixtures.showcase), options: options)
    for platform in [SwiftToolchain.Platform.iOS, .macOS, .tvOS, .watchOS] {
      let run = try SwiftToolchain.typecheck(SwiftToolchain.sources(files), platform: platform)
      #expect(run.succeeded, "\(platform): \(run.output)")
    }
  }

  /// The generated files read like the project's own code: `swift format lint --strict` passes.
  @Test(arguments: [SwiftFixtures.showcase, SwiftFixtures.sample, SwiftFixtures.hostile])
  func generatedSwiftIsFormatted(folder: String) throws {
    let files = SwiftFixtures.swift(SwiftFixtures.tokens(folder))
    let run = try SwiftToolchain.formatLint(SwiftToolchain.sources(files))
    #expect(run.succeeded && run.output.isEmpty, "\(run.output)")
  }

  /// An app's view and UIKit code using the generated API, as the docs show it.
  @Test(arguments: [SwiftToolchain.Platform.iOS, .macOS, .tvOS, .watchOS])
  func appCodeCanUseTheGeneratedAPI(platform: SwiftToolchain.Platform) throws {
    let files = SwiftFixtures.swift(SwiftFixtures.tokens(SwiftFixtures.showcase))
    let app = """
      import SwiftUI
      #if canImport(UIKit)
        import UIKit
      #endif

      @available(iOS 16.0, macOS 13.0, *)
      struct Card: View {
        @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        let isExpanded: Bool

        var body: some View {
          Text("Title")
            .textStyle(Tokens.TypeGroup.display)
            .animation(Tokens.Motion.emphasized, value: isExpanded)
        }

        func values() -> (Color, Font, Font, CGFloat, Animation?) {
          let color = Tokens.Color.labelPrimary.color
          let padding: CGFloat = Tokens.Space.md
          return (color, Tokens.TypeGroup.body.font, Tokens.TypeGroup.display.font(for: dynamicTypeSize), padding,
            Tokens.Motion.slide.animation(reduceMotion: reduceMotion))
        }

        @MainActor func toggle() {
          Tokens.Motion.emphasized.withAnimation(reduceMotion: reduceMotion) {}
        }
      }

      #if canImport(UIKit) && !os(watchOS)
        @MainActor func configure(traits: UITraitCollection) -> (UIColor, UIFont, UIFont, Tokens.MotionPreset.Timing?) {
          (Tokens.Color.labelLink.uiColor, Tokens.TypeGroup.display.uiFont(compatibleWith: traits),
            Tokens.TypeGroup.body.scaledUIFont, Tokens.Motion.slide.currentTiming)
        }
      #endif
      """
    let run = try SwiftToolchain.typecheck(SwiftToolchain.sources(files) + [("App.swift", app)], platform: platform)
    #expect(run.succeeded, "\(run.output)")
  }

  /// The check can fail: a wrong label, type, optionality or environment key in the generated
  /// files does not typecheck against the stubs.
  @Test(arguments: [
    ("Tokens+SwiftUI.swift", "relativeTo: style.fontTextStyle", "relative: style.fontTextStyle"),
    ("Tokens+SwiftUI.swift", "SwiftUI.Color(.sRGB, red:", "SwiftUI.Color(colorSpace: .sRGB, red:"),
    (
      "Tokens+SwiftUI.swift", "SwiftUI.Font.system(size: points, weight: weight.fontWeight)",
      "SwiftUI.Font.system(size: points, weight: .bold, width: .standard)"
    ),
    ("Tokens+SwiftUI.swift", "@SwiftUI.Environment(\\.dynamicTypeSize)", "@SwiftUI.Environment(\\.sizeCategory)"),
    (
      "Tokens+SwiftUI.swift", ".spring(duration: duration, bounce: bounce)",
      ".spring(duration: duration, damping: bounce)"
    ),
    ("Tokens+UIKit.swift", "UIColor(displayP3Red:", "UIColor(p3Red:"),
    (
      "Tokens+UIKit.swift", "UIFontMetrics(forTextStyle: relativeTo.uiFontTextStyle)",
      "UIFontMetrics(forTextStyle: relativeTo.rawValue)"
    ),
    (
      "Tokens+UIKit.swift",
      "if let name = fontName(boldText: boldText), let font = UIFont(name: name, size: CGFloat(size)) {",
      "if let name = fontName(boldText: boldText) { let font: UIFont = UIFont(name: name, size: CGFloat(size))"
    ),
    // Bold Text: the environment key, the trait's type, and the main-actor isolation of the setting.
    ("Tokens+SwiftUI.swift", "@SwiftUI.Environment(\\.legibilityWeight)", "@SwiftUI.Environment(\\.boldText)"),
    ("Tokens+SwiftUI.swift", "legibilityWeight: SwiftUI.LegibilityWeight? = nil", "legibilityWeight: Bool = false"),
    ("Tokens+UIKit.swift", "traits.legibilityWeight == .bold", "traits.legibilityWeight == true"),
    ("Tokens+UIKit.swift", "@MainActor\n    public var scaledUIFont", "public var scaledUIFont"),
  ])
  func aWrongCallFailsTheTypecheck(file: String, original: String, replacement: String) throws {
    let files = SwiftToolchain.sources(SwiftFixtures.swift(SwiftFixtures.tokens(SwiftFixtures.showcase)))
    let mutated = try files.map { source -> (name: String, text: String) in
      guard source.name == file else { return source }
      try #require(source.text.contains(original), "\(file) no longer contains \(original)")
      return (source.name, source.text.replacingOccurrences(of: original, with: replacement))
    }
    let run = try SwiftToolchain.typecheck(mutated, platform: .iOS)
    #expect(!run.succeeded, "a broken \(file) typechecked")
    #expect(run.output.contains("error:"))
  }

  /// The check fails as on the platform that lacks an API: tvOS has no `largeTitle` text style, watchOS
  /// no `UIColor(dynamicProvider:)`, macOS no `Color(uiColor:)`; reading a main-actor setting from a
  /// nonisolated member fails in Swift 6; and the AppKit calls are checked like the UIKit ones.
  @Test(arguments: [
    (
      SwiftToolchain.Platform.tvOS, "Tokens+UIKit.swift",
      "#if os(tvOS)\n          .title1\n        #else\n          .largeTitle\n        #endif", ".largeTitle"
    ),
    (.watchOS, "Tokens+SwiftUI.swift", "canImport(UIKit) && !os(watchOS)", "canImport(UIKit)"),
    (
      .macOS, "Tokens+SwiftUI.swift", "SwiftUI.Color(nsColor: dynamicNSColor)", "SwiftUI.Color(uiColor: dynamicNSColor)"
    ),
    (.macOS, "Tokens+SwiftUI.swift", "NSColor(name: nil) { appearance in", "NSColor { appearance in"),
    (.macOS, "Tokens+SwiftUI.swift", "from: [.aqua, .darkAqua", "in: [.aqua, .darkAqua"),
    (.macOS, "Tokens+SwiftUI.swift", "match == .darkAqua ||", "match == .dark ||"),
    (.iOS, "Tokens+UIKit.swift", "@MainActor\n    public var currentTiming", "public var currentTiming"),
  ])
  func aWrongCallFailsAsOnItsPlatform(
    platform: SwiftToolchain.Platform, file: String, original: String, replacement: String
  ) throws {
    let files = SwiftToolchain.sources(SwiftFixtures.swift(SwiftFixtures.tokens(SwiftFixtures.showcase)))
    #expect(try SwiftToolchain.typecheck(files, platform: platform).succeeded, "the unchanged files fail")
    let mutated = try files.map { source -> (name: String, text: String) in
      guard source.name == file else { return source }
      try #require(source.text.contains(original), "\(file) no longer contains \(original)")
      return (source.name, source.text.replacingOccurrences(of: original, with: replacement))
    }
    let run = try SwiftToolchain.typecheck(mutated, platform: platform)
    #expect(!run.succeeded, "a broken \(file) typechecked as on \(platform)")
    #expect(run.output.contains("error:"))
  }

  /// Strings survive exactly: the hostile fixture's font names and asset names, printed by a
  /// program built from the generated core file, equal the token files' text.
  @Test func hostileStringsRoundTripThroughStringLiterals() throws {
    let tokens = SwiftFixtures.tokens(SwiftFixtures.hostile)
    let files = SwiftToolchain.sources(SwiftFixtures.swift(tokens, options: "namespace: Hostile"))
    let expressions = [
      "Hostile.Font.quoted.fontName!", "Hostile.Font.quoted.fontFamily[0]", "Hostile.Font.relative.fontName!",
      "Hostile.Color.primary2.asset",
    ]
    let main = """
      func hex(_ text: String) -> String { text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
      \(expressions.map { "print(hex(\($0)))" }.joined(separator: "\n"))
      print(Hostile.TypeGroup.scaled(at: .accessibility3), Hostile.`return`, Hostile.TypeGroup.`default`)
      """
    let run = try SwiftToolchain.run([files[0], ("main.swift", main)])
    try #require(run.succeeded, "\(run.output)")
    func hex(_ text: String) -> String {
      text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    }
    let quoted = try #require(tokens["font.quoted"]?.typography?.fontFamily.first)
    let relative = try #require(tokens["font.relative"]?.typography?.fontFamily.first)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(Array(lines.prefix(4)) == [hex(quoted), hex(quoted), hex(relative), hex("color/primary2")])
    #expect(lines.last == "\(16.0 * 40 / 17) 6.0 1.0")
  }
}
