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

  /// An app's view and UIKit code using the generated API, as the docs show it, next to the
  /// platform's own members of the same kinds (`.tint`, `Color.black`, `.font(.body)`, `.spring`).
  static let appCode = """
    import SwiftUI
    #if canImport(UIKit)
      import UIKit
    #elseif canImport(AppKit)
      import AppKit
    #endif

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    struct Card: View {
      @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
      @Environment(\\.accessibilityReduceMotion) private var reduceMotion
      let isExpanded: Bool

      var body: some View {
        Text("Title")
          .textStyle(.display)
          .foregroundStyle(.labelPrimary)
          .animation(.emphasized, value: isExpanded)
          .transition(.slide, edge: .bottom)
          .font(.typeBody)
          .foregroundStyle(.tint)
          .font(.body)
          .animation(.spring, value: isExpanded)
      }

      func values() -> (Color, Font, Font, CGFloat, Animation?) {
        let color = Tokens.Color.labelPrimary.color
        let padding: CGFloat = Tokens.Space.md
        return (color, Tokens.TypeGroup.body.font, Tokens.TypeGroup.display.font(for: dynamicTypeSize), padding,
          Tokens.Motion.slide.animation(reduceMotion: reduceMotion))
      }

      func members() -> (Color, Color, Color, Font, Animation, AnyTransition, CGFloat) {
        (Color.labelPrimary, .paletteBlack, Color.black, Font.typeBody, Animation.emphasized,
          Tokens.Motion.slide.transition(edge: .leading, reduceMotion: reduceMotion),
          Tokens.TypeGroup.body.lineSpacing(for: dynamicTypeSize))
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

      @MainActor func animate(traits: UITraitCollection) -> (UIColor, UIColor, CGFloat) {
        Tokens.Motion.emphasized.animate({}, completion: { _ in })
        Tokens.Motion.slide.timing.animate(delay: 0.1) {}
        return (UIColor.labelPrimary, UIColor.red, Tokens.TypeGroup.body.lineSpacing(compatibleWith: traits))
      }
    #elseif canImport(AppKit)
      func appKitColors() -> (NSColor, NSColor) { (NSColor.labelPrimary, NSColor.red) }
    #endif
    """

  @Test(arguments: [SwiftToolchain.Platform.iOS, .macOS, .tvOS, .watchOS])
  func appCodeCanUseTheGeneratedAPI(platform: SwiftToolchain.Platform) throws {
    let files = SwiftFixtures.swift(SwiftFixtures.tokens(SwiftFixtures.showcase))
    let run = try SwiftToolchain.typecheck(
      SwiftToolchain.sources(files) + [("App.swift", Self.appCode)], platform: platform)
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
    // Static members: the shape style the app's `.foregroundStyle(.labelPrimary)` finds, a name
    // SwiftUI already has, and colors made once as the right type.
    (
      "Tokens+SwiftUI.swift", "extension SwiftUI.ShapeStyle where Self == SwiftUI.Color {",
      "extension SwiftUI.ShapeStyle where Self == SwiftUI.Font {"
    ),
    ("Tokens+SwiftUI.swift", "paletteBlack", "black"),
    ("Tokens+SwiftUI.swift", "typeBody", "body"),
    ("Tokens+UIKit.swift", "Tokens.Color.labelPrimary.uiColor", "Tokens.Color.labelPrimary.color"),
    // The transition: SwiftUI's transitions and the environment key it reads.
    ("Tokens+SwiftUI.swift", "SwiftUI.AnyTransition.move(edge: edge)", "SwiftUI.AnyTransition.move(from: edge)"),
    ("Tokens+SwiftUI.swift", "SwiftUI.AnyTransition.opacity.animation(fallback)", "SwiftUI.AnyTransition.fade"),
    ("Tokens+SwiftUI.swift", "return SwiftUI.AnyTransition.identity", "return nil"),
    (
      "Tokens+SwiftUI.swift", "preset.transition(edge: edge, reduceMotion: reduceMotion)",
      "preset.transition(edge: edge)"
    ),
    // The font's own line height, from UIKit.
    ("Tokens+SwiftUI.swift", "return Double(font.lineHeight)", "return Double(font.height)"),
    ("Tokens+SwiftUI.swift", "weight: weight.systemFontWeight)", "weight: weight.fontWeight)"),
    (
      "Tokens+UIKit.swift", "Double(uiFont(compatibleWith: traits).lineHeight)",
      "Double(uiFont(compatibleWith: traits))"
    ),
    // UIKit animations: the iOS 17 spring, its fallback, curves, the property animator, main-actor isolation.
    (
      "Tokens+UIKit.swift", "springDuration: duration, bounce: CGFloat(bounce)",
      "springDuration: duration, damping: CGFloat(bounce)"
    ),
    (
      "Tokens+UIKit.swift", "usingSpringWithDamping: CGFloat(dampingRatio ?? 1)", "usingSpringWithDamping: dampingRatio"
    ),
    ("Tokens+UIKit.swift", "options.union(.curveEaseIn)", "options.union(.easeIn)"),
    (
      "Tokens+UIKit.swift", "controlPoint1: CGPoint(x: points.x1, y: points.y1)",
      "controlPoint1: (points.x1, points.y1)"
    ),
    ("Tokens+UIKit.swift", "completion?(position == .end)", "completion?(position)"),
    (
      "Tokens+UIKit.swift", "animator.startAnimation(afterDelay: self.delay + delay)",
      "animator.startAnimation(delay: self.delay + delay)"
    ),
    ("Tokens+UIKit.swift", "@MainActor\n    public func animate(", "public func animate("),
  ])
  func aWrongCallFailsTheTypecheck(file: String, original: String, replacement: String) throws {
    let files =
      SwiftToolchain.sources(SwiftFixtures.swift(SwiftFixtures.tokens(SwiftFixtures.showcase)))
      + [("App.swift", Self.appCode)]
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
    (.watchOS, "Tokens+SwiftUI.swift", "#if canImport(UIKit) && !os(watchOS)", "#if canImport(UIKit)"),
    (
      .macOS, "Tokens+SwiftUI.swift", "SwiftUI.Color(nsColor: nsColor)", "SwiftUI.Color(uiColor: nsColor)"
    ),
    (.macOS, "Tokens+SwiftUI.swift", "NSColor(name: nil) { appearance in", "NSColor { appearance in"),
    (.macOS, "Tokens+SwiftUI.swift", "from: [.aqua, .darkAqua", "in: [.aqua, .darkAqua"),
    (.macOS, "Tokens+SwiftUI.swift", "match == .darkAqua ||", "match == .dark ||"),
    (.iOS, "Tokens+UIKit.swift", "@MainActor\n    public var currentTiming", "public var currentTiming"),
    // macOS measures the line height with NSFont, which has no `lineHeight`, and has NSColor members.
    (
      .macOS, "Tokens+SwiftUI.swift", "return Double(font.ascender - font.descender + font.leading)",
      "return Double(font.lineHeight)"
    ),
    (.macOS, "Tokens+SwiftUI.swift", "canImport(AppKit) && !canImport(UIKit)", "canImport(AppKit) && canImport(UIKit)"),
    // watchOS has UIFont, without UIKit's views: the SwiftUI file imports UIKit there for the line height.
    (.watchOS, "Tokens+SwiftUI.swift", "#if canImport(UIKit)\n    import UIKit", "#if os(iOS)\n    import UIKit"),
  ])
  func aWrongCallFailsAsOnItsPlatform(
    platform: SwiftToolchain.Platform, file: String, original: String, replacement: String
  ) throws {
    let files =
      SwiftToolchain.sources(SwiftFixtures.swift(SwiftFixtures.tokens(SwiftFixtures.showcase)))
      + [("App.swift", Self.appCode)]
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

  /// A color token named like one of SwiftUI's shape styles (the sample's `color.tint`) gets its
  /// group's name on the platform's types (`colorTint`): with the same name the app's
  /// `.foregroundStyle(.tint)` would be ambiguous. (A name SwiftUI declares on `Color` or `Font`
  /// itself, such as `black` or `body`, would not be ambiguous but silently shadow SwiftUI's, which
  /// is worse; it is renamed the same way.)
  @Test func aPlatformNameIsLeftToThePlatform() throws {
    let app = """
      import SwiftUI

      @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
      struct Badge: View {
        var body: some View {
          Text("New").foregroundStyle(.tint).font(.body).foregroundStyle(Color.black)
        }
      }
      """
    let files =
      SwiftToolchain.sources(SwiftFixtures.swift(SwiftFixtures.tokens(SwiftFixtures.sample)))
      + [("App.swift", app)]
    let unchanged = try SwiftToolchain.typecheck(files, platform: .iOS)
    #expect(unchanged.succeeded, "\(unchanged.output)")
    let mutated = files.map { source -> (name: String, text: String) in
      guard source.name == "Tokens+SwiftUI.swift" else { return source }
      return (source.name, source.text.replacingOccurrences(of: "colorTint", with: "tint"))
    }
    let run = try SwiftToolchain.typecheck(mutated, platform: .iOS)
    #expect(!run.succeeded, "tint did not clash")
    #expect(run.output.contains("ambiguous"), "\(run.output)")
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
