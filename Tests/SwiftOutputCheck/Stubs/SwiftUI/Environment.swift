// The SwiftUI stub's environment values, scaled metrics and animations (apple-platform.md §4).
import Foundation

// MARK: - Environment values

/// `DynamicTypeSize` (iOS 15).
@available(iOS 15.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// xS.
  case xSmall
  /// S.
  case small
  /// M.
  case medium
  /// L, the default.
  case large
  /// xL.
  case xLarge
  /// xxL.
  case xxLarge
  /// xxxL.
  case xxxLarge
  /// AX1.
  case accessibility1
  /// AX2.
  case accessibility2
  /// AX3.
  case accessibility3
  /// AX4.
  case accessibility4
  /// AX5.
  case accessibility5

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// `ColorScheme`.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  /// Light mode.
  case light
  /// Dark mode.
  case dark
}

/// `ColorSchemeContrast`.
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
  /// Increase Contrast off.
  case standard
  /// Increase Contrast on.
  case increased
}

/// `LegibilityWeight` (iOS 14): bold when the user turned on Bold Text.
@available(iOS 14.0, *)
public enum LegibilityWeight: Hashable, Sendable {
  /// Bold Text off.
  case regular
  /// Bold Text on.
  case bold
}

/// `EnvironmentValues`, with the values of §4.
public struct EnvironmentValues {
  /// Creates empty values.
  public init() {}
  /// The Dynamic Type size (iOS 15).
  @available(iOS 15.0, *)
  public var dynamicTypeSize: DynamicTypeSize {
    get { .large }
    set {}
  }
  /// Light or dark mode.
  public var colorScheme: ColorScheme {
    get { .light }
    set {}
  }
  /// Whether Increase Contrast is on.
  public var colorSchemeContrast: ColorSchemeContrast { .standard }
  /// Whether Reduce Motion is on.
  public var accessibilityReduceMotion: Bool { false }
  /// Bold Text: `.bold` when it is on, `nil` when unknown (iOS 14).
  @available(iOS 14.0, *)
  public var legibilityWeight: LegibilityWeight? {
    get { nil }
    set {}
  }
}

/// `ScaledMetric` (iOS 14): a value that scales with Dynamic Type.
@available(iOS 14.0, *)
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let value: Value
  /// A value that scales like `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { value = wrappedValue }
  /// A value that scales like body text.
  public init(wrappedValue: Value) { value = wrappedValue }
  /// The scaled value.
  public var wrappedValue: Value { value }
}

// MARK: - Animation

/// `Animation`.
public struct Animation: Equatable, Sendable {
  /// Ease in and out.
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
  /// Ease in.
  public static func easeIn(duration: TimeInterval) -> Animation { Animation() }
  /// Ease out.
  public static func easeOut(duration: TimeInterval) -> Animation { Animation() }
  /// Linear.
  public static func linear(duration: TimeInterval) -> Animation { Animation() }
  /// The animation, started after `delay` seconds.
  public func delay(_ delay: TimeInterval) -> Animation { self }
  /// A cubic Bézier timing curve.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation { Animation() }
  /// A spring with a perceptual duration and bounce (Swift 5.9 SDK, back-deployed to iOS 13).
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
  )
    -> Animation
  { Animation() }
  /// A spring with a response and damping fraction.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  )
    -> Animation
  { Animation() }
  /// A spring with default values (iOS 13), which a generated member must not hide.
  public static let spring = Animation()
  /// Ease in and out, 0.35 s.
  public static let easeInOut = Animation()
  /// Linear, 0.35 s.
  public static let linear = Animation()
  /// A spring with a little bounce (iOS 17).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static let bouncy = Animation()
  /// A spring without bounce (iOS 17).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static let smooth = Animation()
  /// A spring from physical parameters.
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation { Animation() }
}
