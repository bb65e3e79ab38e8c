// A stand-in for SwiftUI with exactly the API shapes in apple-platform.md §4 (iOS 17 SDK), so
// generated code can be typechecked on Linux. Bodies are placeholders, except that a custom font
// keeps its face's name internally, so a test program linked with the stubs can read it back.
// Built next to the UIKit stub it also has `Color(uiColor:)`, as on iOS, tvOS and watchOS; next to
// the AppKit stub `Color(nsColor:)`, as on macOS.
@_exported import Foundation

#if canImport(UIKit)
  import UIKit
#endif
#if canImport(AppKit)
  import AppKit
#endif

// MARK: - Color

/// `ShapeStyle` (iOS 13): a color, gradient or material to fill or stroke with.
public protocol ShapeStyle: Sendable {}

/// `Color`.
public struct Color: Hashable, Sendable, ShapeStyle {
  /// `Color.RGBColorSpace` (iOS 13).
  public enum RGBColorSpace: Hashable, Sendable {
    /// sRGB, gamma-encoded.
    case sRGB
    /// Linear sRGB.
    case sRGBLinear
    /// Display P3, gamma-encoded.
    case displayP3
  }

  /// A color from components in a color space.
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {}

  /// A color from an asset catalog (iOS 13).
  public init(_ name: String, bundle: Bundle? = nil) {}

  #if canImport(UIKit)
    /// A color from a UIKit color, dynamic colors included (iOS 15).
    @available(iOS 15.0, tvOS 15.0, *)
    public init(uiColor: UIColor) {}
  #endif
  #if canImport(AppKit)
    /// A color from an AppKit color, dynamic colors included (macOS 12).
    @available(macOS 12.0, *)
    public init(nsColor: NSColor) {}
  #endif

  /// SwiftUI's own colors, which a generated member must not hide.
  public static let accentColor = Color(red: 0, green: 0.478, blue: 1)
  /// Black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// White.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Red.
  public static let red = Color(red: 1, green: 0.231, blue: 0.188)
  /// Blue.
  public static let blue = Color(red: 0, green: 0.478, blue: 1)
  /// Clear.
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  /// The primary content color.
  public static let primary = Color(red: 0, green: 0, blue: 0)
  /// The secondary content color.
  public static let secondary = Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6)
}

extension ShapeStyle where Self == Color {
  /// Red (iOS 15).
  public static var red: Color { .red }
  /// Blue (iOS 15).
  public static var blue: Color { .blue }
  /// Clear (iOS 15).
  public static var clear: Color { .clear }
}

/// `TintShapeStyle` (iOS 15): the view's tint.
public struct TintShapeStyle: ShapeStyle {
  /// The tint style.
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The view's tint (iOS 15), which a generated color must not hide.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

// MARK: - Font

/// `Font`.
public struct Font: Hashable, Sendable {
  /// The custom face this font was made with, kept so a test program can read it back (not API).
  var face: String? = nil

  /// `Font.TextStyle`.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    /// Large title.
    case largeTitle
    /// Title.
    case title
    /// Title 2 (iOS 14).
    case title2
    /// Title 3 (iOS 14).
    case title3
    /// Headline.
    case headline
    /// Subheadline.
    case subheadline
    /// Body.
    case body
    /// Callout.
    case callout
    /// Footnote.
    case footnote
    /// Caption.
    case caption
    /// Caption 2 (iOS 14).
    case caption2
  }

  /// `Font.Weight`.
  public struct Weight: Hashable, Sendable {
    /// Ultra light.
    public static let ultraLight = Weight()
    /// Thin.
    public static let thin = Weight()
    /// Light.
    public static let light = Weight()
    /// Regular.
    public static let regular = Weight()
    /// Medium.
    public static let medium = Weight()
    /// Semibold.
    public static let semibold = Weight()
    /// Bold.
    public static let bold = Weight()
    /// Heavy.
    public static let heavy = Weight()
    /// Black.
    public static let black = Weight()
  }

  /// `Font.Design`.
  public enum Design: Hashable, Sendable {
    /// The default design.
    case `default`
    /// Serif.
    case serif
    /// Rounded.
    case rounded
    /// Monospaced.
    case monospaced
  }

  /// `Font.Leading` (iOS 14).
  public enum Leading: Hashable, Sendable {
    /// The font's own leading.
    case standard
    /// Tighter.
    case tight
    /// Looser.
    case loose
  }

  /// SwiftUI's own text style fonts, which a generated member must not hide.
  public static let largeTitle = Font()
  /// Title.
  public static let title = Font()
  /// Headline.
  public static let headline = Font()
  /// Body.
  public static let body = Font()
  /// Caption.
  public static let caption = Font()

  /// A custom font that scales relative to a text style (iOS 14).
  @available(iOS 14.0, *)
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
    Font(face: name)
  }

  /// A custom font at a fixed size (iOS 14).
  @available(iOS 14.0, *)
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(face: name) }

  /// The system font at a fixed size (iOS 13), with non-optional weight and design.
  public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
    Font()
  }

  /// The system font at a fixed size (iOS 16).
  @available(iOS 16.0, *)
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font() }

  /// The system font for a text style (iOS 16).
  @available(iOS 16.0, *)
  public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
    Font()
  }

  /// This font with different leading (iOS 14).
  @available(iOS 14.0, *)
  public func leading(_ leading: Font.Leading) -> Font { self }
}
