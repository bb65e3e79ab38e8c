/// Static member names the platform's own types already use, which a generated member must not
/// take: `.foregroundStyle(.red)` or `.font(.body)` would become ambiguous (SDKs of iOS 17,
/// macOS 14, tvOS 17 and watchOS 10).
enum SwiftPlatformNames {
  /// Names on every class (`NSObject`) or value, which no static member may take.
  static let common: Set<String> = [
    "init", "self", "description", "debugDescription", "hash", "hashValue", "superclass", "className",
    "classForCoder", "supportsSecureCoding", "version", "load", "initialize", "alloc", "new", "copy",
    "mutableCopy",
  ]

  /// `Color`, `ShapeStyle` (its `Color`, hierarchical, material and semantic styles), `UIColor` and `NSColor`.
  static let colors: Set<String> = common.union([
    // SwiftUI.Color and ShapeStyle where Self == Color
    "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
    "purple", "red", "teal", "white", "yellow", "primary", "secondary",
    // other ShapeStyle members
    "tertiary", "quaternary", "quinary", "tint", "foreground", "background", "separator", "selection",
    "placeholder", "link", "fill", "windowBackground", "ultraThinMaterial", "thinMaterial", "regularMaterial",
    "thickMaterial", "ultraThickMaterial", "bar", "image", "linearGradient", "radialGradient", "angularGradient",
    "ellipticalGradient", "conicGradient", "color",
    // UIColor
    "darkGray", "lightGray", "magenta", "lightText", "darkText", "groupTableViewBackground", "label",
    "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "opaqueSeparator", "systemBackground",
    "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
    "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill",
    "tertiarySystemFill", "quaternarySystemFill", "tintColor", "systemRed", "systemGreen", "systemBlue",
    "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemBrown",
    "systemMint", "systemCyan", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5",
    "systemGray6", "viewFlipsideBackgroundColor", "scrollViewTexturedBackgroundColor", "underPageBackgroundColor",
    // NSColor
    "labelColor", "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "textColor",
    "placeholderTextColor", "selectedTextColor", "textBackgroundColor", "selectedTextBackgroundColor",
    "keyboardFocusIndicatorColor", "unemphasizedSelectedTextColor", "unemphasizedSelectedTextBackgroundColor",
    "linkColor", "separatorColor", "selectedContentBackgroundColor", "unemphasizedSelectedContentBackgroundColor",
    "selectedMenuItemTextColor", "gridColor", "headerTextColor", "alternatingContentBackgroundColors",
    "controlAccentColor", "controlColor", "controlBackgroundColor", "controlTextColor", "disabledControlTextColor",
    "selectedControlColor", "selectedControlTextColor", "alternateSelectedControlTextColor",
    "windowBackgroundColor", "windowFrameTextColor", "findHighlightColor", "highlightColor", "shadowColor",
    "quaternarySystemFillColor", "currentControlTint", "systemGrayColor", "scrubberTexturedBackground",
  ])

  /// `Font`: its text styles and factory functions.
  static let fonts: Set<String> = common.union([
    "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption",
    "caption2", "extraLargeTitle", "extraLargeTitle2", "system", "custom",
  ])

  /// `Animation`: its presets and factory functions.
  static let animations: Set<String> = common.union([
    "default", "linear", "easeIn", "easeOut", "easeInOut", "spring", "interactiveSpring", "interpolatingSpring",
    "timingCurve", "bouncy", "smooth", "snappy",
  ])
}
