/// The twelve Dynamic Type content-size categories, smallest to largest.
///
/// Raw values are SwiftUI's `DynamicTypeSize` case names, which are also the keys
/// of a ladder in the token files.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// The default category.
  public static let `default` = ContentSizeCategory.large

  /// The short name used in Apple's tables (`xS`, `L`, `AX3`).
  public var shortName: String {
    ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][index]
  }

  /// UIKit's `UIContentSizeCategory` member name.
  public var uiKitName: String {
    [
      "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
      "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
      "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
    ][index]
  }

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The position from 0 (xSmall) to 11 (accessibility5).
  public var index: Int {
    // A switch, not `allCases.firstIndex(of:)`: comparisons and ladders ask this often.
    switch self {
    case .xSmall: 0
    case .small: 1
    case .medium: 2
    case .large: 3
    case .xLarge: 4
    case .xxLarge: 5
    case .xxxLarge: 6
    case .accessibility1: 7
    case .accessibility2: 8
    case .accessibility3: 9
    case .accessibility4: 10
    case .accessibility5: 11
    }
  }

  /// Orders smallest to largest.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.index < rhs.index }
}

/// The font size and line height of a text style at one content-size category, in points.
public struct TypeStep: Sendable, Hashable {
  /// The font size in points.
  public var fontSize: Double
  /// The line height in points.
  public var lineHeight: Double

  /// Creates a step.
  public init(fontSize: Double, lineHeight: Double) {
    self.fontSize = fontSize
    self.lineHeight = lineHeight
  }
}

/// A Dynamic Type ladder: a size and line height for each content-size category.
public struct TypeLadder: Sendable, Hashable {
  /// The steps that were given, by category; a complete ladder has all twelve.
  public var steps: [ContentSizeCategory: TypeStep]
  /// Whether the ladder was taken from Apple's table (`ladder: apple`).
  public var isApple: Bool

  /// Creates a ladder.
  public init(steps: [ContentSizeCategory: TypeStep], isApple: Bool = false) {
    self.steps = steps
    self.isApple = isApple
  }

  /// Whether every category has a step.
  public var isComplete: Bool { steps.count == ContentSizeCategory.allCases.count }

  /// The categories that have no step.
  public var missingCategories: [ContentSizeCategory] {
    ContentSizeCategory.allCases.filter { steps[$0] == nil }
  }

  /// The steps in category order.
  public var orderedSteps: [(category: ContentSizeCategory, step: TypeStep)] {
    var ordered: [(category: ContentSizeCategory, step: TypeStep)] = []
    ordered.reserveCapacity(steps.count)
    for category in ContentSizeCategory.allCases {
      if let step = steps[category] { ordered.append((category, step)) }
    }
    return ordered
  }
}
