/// The core file's constants for a run of tokens, such as `static let labelPrimary =
/// AdaptiveColor(…)` for each token of one group: described once for the run, and written by
/// ``SwiftWriter`` token by token, without a declaration and an expression tree per token.
///
/// Each token gets what ``CoreFile/tokenItems(_:context:into:)`` declares for it (tests compare
/// the two): its doc comment (its description, then ``Token `path`.``), `@available(*,
/// deprecated)` when it is, its constant, and for a dimension that scales with a text style the
/// scaled form after it.
struct SwiftTokenConstants: Sendable {
  /// The tokens, in order.
  var members: [SwiftNames.Member]
  /// What the constants need: the access level, the asset names and the value expressions.
  var context: SwiftContext

  /// The color a member's constant holds, with its name in the asset catalog, when it is a color.
  func color(of member: SwiftNames.Member) -> (values: AppearanceValues<ColorValue>, asset: String)? {
    guard case .color(let color) = member.token.value else { return nil }
    return (color.values, context.assets.assetName(forToken: member.index) ?? member.token.path.description)
  }
}
