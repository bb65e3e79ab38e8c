/// The four appearances Apple asks custom colors to define.
public enum Appearance: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Light mode.
  case light
  /// Dark mode.
  case dark
  /// Light mode with Increase Contrast on.
  case lightHighContrast
  /// Dark mode with Increase Contrast on.
  case darkHighContrast

  /// The appearance named `name` (its raw value), as `init(rawValue:)` finds it: ASCII names are
  /// told apart by their length and compared once, not against each raw value in turn.
  init?(named name: String) {
    guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
      self.init(rawValue: name)
      return
    }
    let candidate: Appearance
    switch name.utf8.count {
    case 5: candidate = .light
    case 4: candidate = .dark
    case 17: candidate = .lightHighContrast
    case 16: candidate = .darkHighContrast
    default: return nil
    }
    guard name == candidate.rawValue else { return nil }
    self = candidate
  }

  /// Whether this is a dark appearance.
  public var isDark: Bool { self == .dark || self == .darkHighContrast }

  /// Whether this is an Increase Contrast appearance.
  public var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }

  /// A human name for messages, e.g. "dark high-contrast".
  public var displayName: String {
    switch self {
    case .light: "light"
    case .dark: "dark"
    case .lightHighContrast: "light high-contrast"
    case .darkHighContrast: "dark high-contrast"
    }
  }

  /// Where a missing appearance takes its value from, most preferred first (ending with light).
  ///
  /// dark → light; light high-contrast → light; dark high-contrast → dark, then
  /// light high-contrast, then light.
  public var fallbackOrder: [Appearance] {
    switch self {
    case .light: Self.lightFallbacks
    case .dark: Self.darkFallbacks
    case .lightHighContrast: Self.lightHighContrastFallbacks
    case .darkHighContrast: Self.darkHighContrastFallbacks
    }
  }

  /// Light's fallback order, made once (every color's appearances are filled through these).
  private static let lightFallbacks: [Appearance] = [.light]
  /// Dark's fallback order.
  private static let darkFallbacks: [Appearance] = [.dark, .light]
  /// Light high-contrast's fallback order.
  private static let lightHighContrastFallbacks: [Appearance] = [.lightHighContrast, .light]
  /// Dark high-contrast's fallback order.
  private static let darkHighContrastFallbacks: [Appearance] = [.darkHighContrast, .dark, .lightHighContrast, .light]

  /// The appearance whose written value `self` uses, given the appearances written.
  public func source(given written: Set<Appearance>) -> Appearance? {
    fallbackOrder.first(where: written.contains)
  }

  /// Orders light, dark, light high-contrast, dark high-contrast.
  public static func < (lhs: Appearance, rhs: Appearance) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// One value per appearance, every appearance filled.
public struct AppearanceValues<Value: Sendable & Hashable>: Sendable, Hashable {
  /// The light value.
  public var light: Value
  /// The dark value.
  public var dark: Value
  /// The light high-contrast value.
  public var lightHighContrast: Value
  /// The dark high-contrast value.
  public var darkHighContrast: Value

  /// Creates a set from all four values.
  public init(light: Value, dark: Value, lightHighContrast: Value, darkHighContrast: Value) {
    self.light = light
    self.dark = dark
    self.lightHighContrast = lightHighContrast
    self.darkHighContrast = darkHighContrast
  }

  /// Creates a set with the same value in every appearance.
  public init(all value: Value) {
    self.init(light: value, dark: value, lightHighContrast: value, darkHighContrast: value)
  }

  /// Fills the four appearances from those given, using ``Appearance/fallbackOrder``.
  public init?(filling given: [Appearance: Value]) {
    let written = Set(given.keys)
    func value(_ appearance: Appearance) -> Value? { appearance.source(given: written).flatMap { given[$0] } }
    guard let light = value(.light), let dark = value(.dark), let lightHighContrast = value(.lightHighContrast),
      let darkHighContrast = value(.darkHighContrast)
    else { return nil }
    self.init(light: light, dark: dark, lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast)
  }

  /// The value for one appearance.
  public subscript(appearance: Appearance) -> Value {
    get {
      switch appearance {
      case .light: light
      case .dark: dark
      case .lightHighContrast: lightHighContrast
      case .darkHighContrast: darkHighContrast
      }
    }
    set {
      switch appearance {
      case .light: light = newValue
      case .dark: dark = newValue
      case .lightHighContrast: lightHighContrast = newValue
      case .darkHighContrast: darkHighContrast = newValue
      }
    }
  }

  /// Applies `transform` to every appearance.
  public func map<T>(_ transform: (Value) throws -> T) rethrows -> AppearanceValues<T> {
    AppearanceValues<T>(
      light: try transform(light), dark: try transform(dark),
      lightHighContrast: try transform(lightHighContrast), darkHighContrast: try transform(darkHighContrast))
  }

  /// Whether every appearance holds the same value.
  public var isUniform: Bool { dark == light && lightHighContrast == light && darkHighContrast == light }
}
