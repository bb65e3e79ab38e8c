/// Apple's eleven system text styles, named as in UIKit (`title1`, `caption1`).
public enum AppleTextStyle: String, Sendable, Hashable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

  /// Reads a style name in UIKit spelling, or SwiftUI's `title` and `caption`.
  public init?(name: String) {
    switch name {
    case "title": self = .title1
    case "caption": self = .caption1
    default: self.init(rawValue: name)
    }
  }

  /// SwiftUI's `Font.TextStyle` member name.
  public var swiftUIName: String {
    switch self {
    case .title1: "title"
    case .caption1: "caption"
    default: rawValue
    }
  }

  /// UIKit's `UIFont.TextStyle` member name.
  public var uiKitName: String { rawValue }

  /// Every accepted spelling, for "did you mean" suggestions.
  public static let acceptedNames: [String] = allCases.map(\.rawValue) + ["title", "caption"]
}
