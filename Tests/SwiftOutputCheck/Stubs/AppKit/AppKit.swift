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
