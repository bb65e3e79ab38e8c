// A stand-in for the part of AppKit (macOS 14 SDK) that the generated SwiftUI file calls on macOS:
// a dynamic `NSColor` that resolves per `NSAppearance`. apple-platform.md §4 lists iOS shapes only;
// these are the SDK's own signatures and availability, and nothing here is absent from the SDK.
// Bodies are placeholders: this module is only compiled, never run.
@_exported import Foundation

/// `NSAppearance` (macOS 10.9): the look a view is drawn with.
open class NSAppearance: NSObject, @unchecked Sendable {
  /// `NSAppearance.Name`.
  public struct Name: RawRepresentable, Hashable, Sendable {
    /// The raw name.
    public var rawValue: String
    /// Creates a name from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The light appearance.
    public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
    /// The dark appearance (macOS 10.14).
    @available(macOS 10.14, *)
    public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
    /// The light appearance with Increase Contrast (macOS 10.14).
    @available(macOS 10.14, *)
    public static let accessibilityHighContrastAqua = Name(rawValue: "NSAppearanceNameAccessibilityAqua")
    /// The dark appearance with Increase Contrast (macOS 10.14).
    @available(macOS 10.14, *)
    public static let accessibilityHighContrastDarkAqua = Name(rawValue: "NSAppearanceNameAccessibilityDarkAqua")
  }

  /// The appearance in `appearances` that best matches this one, if any (macOS 10.14).
  @available(macOS 10.14, *)
  open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { nil }
}

/// `NSColor`.
open class NSColor: NSObject, @unchecked Sendable {
  /// `NSColor.Name`.
  public typealias Name = String

  /// An sRGB color (macOS 10.12).
  @available(macOS 10.12, *)
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  /// A Display P3 color (macOS 10.12).
  @available(macOS 10.12, *)
  public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  /// A color resolved for each appearance it is drawn in (macOS 10.15).
  @available(macOS 10.15, *)
  public init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {}
}

extension NSColor {
  /// AppKit's own colors, which a generated member must not hide.
  public class var red: NSColor { NSColor(srgbRed: 1, green: 0, blue: 0, alpha: 1) }
  /// The primary label color.
  public class var labelColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
}

/// `NSFont`.
open class NSFont: NSObject, @unchecked Sendable {
  /// `NSFont.Weight`.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight, -1…1.
    public var rawValue: CGFloat
    /// Creates a weight.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultra light.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)
  }

  private override init() {}
  /// `NSFont(name:size:)`: a font by PostScript or family name, or `nil` if it is not installed.
  public init?(name fontName: String, size fontSize: CGFloat) {}
  /// The system font at a size and weight (macOS 10.11).
  open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { NSFont() }
  /// The top of the tallest glyphs above the baseline.
  open var ascender: CGFloat { 0 }
  /// The bottom of the lowest glyphs below the baseline (negative).
  open var descender: CGFloat { 0 }
  /// The extra space between lines.
  open var leading: CGFloat { 0 }
}
