// A stand-in for UIKit with exactly the API shapes in apple-platform.md §4 (iOS 17 SDK), so
// generated code can be typechecked on Linux. Bodies are placeholders, except that a custom font
// keeps its face's name internally, so a test program linked with the stubs can read it back.
// Every signature is the SDK's, and nothing here is absent from the SDK. Built with -D STUB_OS_TVOS
// or -D STUB_OS_WATCHOS it leaves out what those platforms lack (largeTitle; the dynamic provider).
@_exported import Foundation

// MARK: - Colors and traits

/// `UIUserInterfaceStyle` (iOS 12).
public enum UIUserInterfaceStyle: Int, Sendable {
  /// No style set.
  case unspecified
  /// Light mode.
  case light
  /// Dark mode.
  case dark
}

/// `UIAccessibilityContrast` (iOS 13).
public enum UIAccessibilityContrast: Int, Sendable {
  /// No contrast set.
  case unspecified = -1
  /// Increase Contrast off.
  case normal
  /// Increase Contrast on.
  case high
}

/// `UILegibilityWeight` (iOS 13): bold when the user turned on Bold Text.
public enum UILegibilityWeight: Int, Sendable {
  /// No weight set.
  case unspecified = -1
  /// Bold Text off.
  case regular
  /// Bold Text on.
  case bold
}

/// `UIContentSizeCategory` (iOS 7), with the category names of apple-platform.md §1.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  /// The raw name.
  public var rawValue: String
  /// Creates a category from its raw name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// No category set.
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// xS.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// S.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// M.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// L, the default.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// xL.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// xxL.
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// xxxL.
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  /// AX1.
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// AX2.
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// AX3.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// AX4.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// AX5.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

/// `UITraitCollection`: the traits a dynamic color or font is resolved for.
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// Light or dark mode (iOS 12).
  open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
  /// Whether Increase Contrast is on (iOS 13).
  open var accessibilityContrast: UIAccessibilityContrast { .unspecified }
  /// The Dynamic Type category (iOS 10).
  open var preferredContentSizeCategory: UIContentSizeCategory { .unspecified }
  /// Whether Bold Text is on (iOS 13).
  @available(iOS 13.0, tvOS 13.0, *)
  open var legibilityWeight: UILegibilityWeight { .unspecified }
}

/// `UIColor`.
open class UIColor: NSObject, @unchecked Sendable {
  /// An sRGB color.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  /// A Display P3 color (iOS 10).
  @available(iOS 10.0, *)
  public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  #if !STUB_OS_WATCHOS
    /// A color resolved for each trait collection (iOS 13; unavailable on watchOS).
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
  #endif
  /// The Core Graphics color (iOS 2).
  public var cgColor: CGColor { CGColor() }

  /// UIKit's own colors, which a generated member must not hide.
  open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// Clear.
  open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
  /// The primary label color (iOS 13).
  @available(iOS 13.0, tvOS 13.0, *)
  open class var label: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
  /// The system background (iOS 13; not on tvOS).
  @available(iOS 13.0, *)
  @available(tvOS, unavailable)
  open class var systemBackground: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
}

// MARK: - Core Animation and Core Graphics (re-exported by UIKit)

/// `CGColor`.
public final class CGColor: @unchecked Sendable {
  init() {}
}

/// `CALayer`.
open class CALayer: NSObject {
  /// The shadow's color.
  open var shadowColor: CGColor?
  /// The shadow's opacity, 0…1.
  open var shadowOpacity: Float = 0
  /// The shadow's offset.
  open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
  /// The shadow's blur radius.
  open var shadowRadius: CGFloat = 3
  /// The border's color.
  open var borderColor: CGColor?
  /// The border's width.
  open var borderWidth: CGFloat = 0
}

/// `CAGradientLayer`.
open class CAGradientLayer: CALayer {
  /// The colors, as `CGColor`s.
  open var colors: [Any]?
  /// The stops' locations, 0…1.
  open var locations: [NSNumber]?
  /// The start point in the unit square.
  open var startPoint: CGPoint = CGPoint(x: 0.5, y: 0)
  /// The end point in the unit square.
  open var endPoint: CGPoint = CGPoint(x: 0.5, y: 1)
}

// MARK: - Fonts

/// `UIFont`.
open class UIFont: NSObject, @unchecked Sendable {
  /// The custom face this font was made with, kept so a test program can read it back (not API).
  var face: String?

  /// `UIFont.Weight`.
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

  /// `UIFont.TextStyle`.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The raw name.
    public var rawValue: String
    /// Creates a style from its raw name.
    public init(rawValue: String) { self.rawValue = rawValue }
    #if !STUB_OS_TVOS
      /// Large title (iOS 11; unavailable on tvOS).
      @available(iOS 11.0, *)
      @available(tvOS, unavailable)
      public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    #endif
    /// Title 1 (iOS 9).
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Title 2 (iOS 9).
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Title 3 (iOS 9).
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headline.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Subheadline.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callout (iOS 9).
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Footnote.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Caption 1.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Caption 2.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// The distance between two baselines of this font: ascender − descender + leading (iOS 4).
  open var lineHeight: CGFloat { pointSize * 1.2 }
  /// The size in points.
  open var pointSize: CGFloat { 17 }

  /// The system font at a size and weight.
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
  /// The font for a text style at the current Dynamic Type size.
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }
}

/// `UIFontMetrics` (iOS 11): scales fonts and values like a text style.
@available(iOS 11.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
  /// The metrics of a text style.
  public init(forTextStyle textStyle: UIFont.TextStyle) {}
  /// `font` scaled for the current Dynamic Type size; it keeps scaling with
  /// `adjustsFontForContentSizeCategory`.
  open func scaledFont(for font: UIFont) -> UIFont { font }
  /// `value` scaled for the current Dynamic Type size.
  open func scaledValue(for value: CGFloat) -> CGFloat { value }
}

// MARK: - Accessibility settings

/// `UIAccessibility`.
public enum UIAccessibility {
  /// Whether Reduce Motion is on (main actor in the iOS 17 SDK under Swift 6).
  @MainActor public static var isReduceMotionEnabled: Bool { false }
  /// Whether Increase Contrast is on.
  public static var isDarkerSystemColorsEnabled: Bool { false }
  /// Whether Bold Text is on (iOS 8).
  @MainActor public static var isBoldTextEnabled: Bool { false }
}

// MARK: - Views and animations (not on watchOS)

#if !STUB_OS_WATCHOS
  /// `UIViewAnimatingPosition` (iOS 10).
  public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end.
    case end
    /// At the start.
    case start
    /// Somewhere between.
    case current
  }

  /// `UIView`, with its block-based animations.
  @MainActor
  open class UIView: NSObject {
    /// `UIView.AnimationOptions`.
    public struct AnimationOptions: OptionSet, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Options from raw bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Let the user interact while animating.
      public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
      /// Start from the current state of an animation in flight.
      public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
      /// Ease in and out (the default).
      public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
      /// Ease in.
      public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
      /// Ease out.
      public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
      /// Linear.
      public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
      /// A cross-dissolve transition.
      public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    /// Animates with a curve (iOS 4).
    open class func animate(
      withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
      animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}

    /// Animates with a spring given by a damping ratio (iOS 7).
    open class func animate(
      withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
      initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
      animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}

    /// Animates with a spring given by a perceptual duration and bounce, like SwiftUI's (iOS 17). The
    /// SDK's `animations` may be non-escaping; declaring it escaping here only accepts less.
    @available(iOS 17.0, tvOS 17.0, *)
    open class func animate(
      springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
      delay: TimeInterval = 0.0, options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {}
  }

  /// `UIViewPropertyAnimator` (iOS 10): an interruptible animation, here for cubic Bézier curves.
  @available(iOS 10.0, *)
  @MainActor
  open class UIViewPropertyAnimator: NSObject {
    /// An animator with a cubic Bézier curve through two control points.
    public init(
      duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
      animations: (() -> Void)? = nil
    ) {}
    /// Runs `completion` when the animation ends.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Starts the animation.
    open func startAnimation() {}
    /// Starts the animation after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {}
  }
#endif

// MARK: - Beyond §4

extension UIFont {
  /// `UIFont(name:size:)`: a font by PostScript or family name, or `nil` if it is not installed.
  ///
  /// Not in §4, but there is no other way to create a custom font in UIKit; it is part of
  /// every SDK since iOS 2.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init()
    face = fontName
  }
}
