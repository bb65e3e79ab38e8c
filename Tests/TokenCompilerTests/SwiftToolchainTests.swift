import Foundation
import Testing

@testable import TokenCompiler

/// The stubs themselves: they build, they make `canImport(SwiftUI)` true, and they hold exactly
/// the API shapes of apple-platform.md §4.
@Suite(
  "Swift toolchain and stubs", .enabled(if: SwiftToolchain.stubsApply, "the SDK's own SwiftUI and UIKit would be found")
)
struct SwiftToolchainTests {
  @Test func stubsBuild() throws {
    _ = try SwiftToolchain.stubModules.get()
  }

  @Test(arguments: [
    (SwiftToolchain.Platform.iOS, true, true, false), (.macOS, true, false, true), (.tvOS, true, true, false),
    (.watchOS, true, true, false), (.linux, false, false, false),
  ])
  func stubsDecideWhatCanBeImported(
    platform: SwiftToolchain.Platform, swiftUI: Bool, uiKit: Bool, appKit: Bool
  )
    throws
  {
    // Each #error fires when a module is importable though it should not be, or the other way round,
    // or when the code is not compiled as on the platform.
    let probe = """
      #if \(swiftUI ? "!" : "")canImport(SwiftUI)
        #error("canImport(SwiftUI) should be \(swiftUI)")
      #endif
      #if \(uiKit ? "!" : "")canImport(UIKit)
        #error("canImport(UIKit) should be \(uiKit)")
      #endif
      #if \(appKit ? "!" : "")canImport(AppKit)
        #error("canImport(AppKit) should be \(appKit)")
      #endif
      \(platform == .linux ? "" : "#if !os(\(platform.rawValue))\n  #error(\"not as on \(platform)\")\n#endif")
      """
    let run = try SwiftToolchain.typecheck([("Probe.swift", probe)], platform: platform)
    #expect(run.succeeded, "\(run.output)")
  }

  /// A sample of §4's shapes, as written in the stubs (whitespace aside).
  @Test(arguments: [
    (
      "SwiftUI",
      "init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)"
    ),
    ("SwiftUI", "init(_ name: String, bundle: Bundle? = nil)"),
    ("SwiftUI", "init(uiColor: UIColor)"),
    ("SwiftUI", "custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font"),
    ("SwiftUI", "custom(_ name: String, fixedSize: CGFloat) -> Font"),
    ("SwiftUI", "system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font"),
    ("SwiftUI", "system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font"),
    ("SwiftUI", "spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation"),
    (
      "SwiftUI",
      "timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35)"
    ),
    ("SwiftUI", "public var accessibilityReduceMotion: Bool { false }"),
    ("UIKit", "public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)"),
    ("UIKit", "public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor)"),
    ("UIKit", "public init(forTextStyle textStyle: UIFont.TextStyle)"),
    ("UIKit", "open func scaledFont(for font: UIFont) -> UIFont"),
    ("UIKit", "open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont"),
    ("UIKit", "@MainActor public static var isReduceMotionEnabled: Bool"),
    ("UIKit", "@MainActor public static var isBoldTextEnabled: Bool"),
    ("UIKit", "open var legibilityWeight: UILegibilityWeight"),
    ("SwiftUI", "public var legibilityWeight: LegibilityWeight?"),
    ("SwiftUI", "system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font"),
    ("SwiftUI", "init(nsColor: NSColor)"),
    ("AppKit", "public init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor)"),
    ("AppKit", "open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name?"),
  ])
  func stubsDeclareTheReferenceShapes(module: String, shape: String) throws {
    func normalized(_ text: String) -> String {
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
    }
    let folder = SwiftToolchain.stubSources.appendingPathComponent(module)
    let stub = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
      try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
    }.joined(separator: "\n")
    #expect(normalized(stub).contains(shape), "the \(module) stub lacks \(shape)")
  }
}
