/// Helpers shared by the layout, type, motion and naming rules.

/// The group paths a rule applies to, such as `spacing` or `size.touch`.
struct PathScope: Sendable {
  /// The groups, as paths.
  let prefixes: [TokenPath]

  /// Creates a scope from dotted group paths.
  init(_ dotted: [String]) {
    prefixes = dotted.map(TokenPath.init(dotted:))
  }

  /// Whether `path` is one of the groups or lies below one.
  func contains(_ path: TokenPath) -> Bool {
    prefixes.contains { path.components.starts(with: $0.components) }
  }
}

extension ResolvedToken {
  /// The token that holds the literal value: the end of a whole-value alias chain, or this token.
  var literalHolder: TokenPath { hops.last ?? path }

  /// Where a finding about the value belongs: the whole-value alias if there is one, else the value.
  var findingLocation: SourceLocation { aliasOf?.location ?? valueLocation }

  /// The length in points, if this is a dimension token.
  var points: Double? {
    if case .dimension(let dimension) = value { return dimension.points }
    return nil
  }

  /// The text style, if this is a typography token.
  var typographyValue: Typography? {
    if case .typography(let typography) = value { return typography }
    return nil
  }

  /// The motion preset, if this is a motion token.
  var motionValue: Motion? {
    if case .motion(let motion) = value { return motion }
    return nil
  }

  /// ` (via '{a.b}')` for a whole-value alias, else an empty string.
  var viaAlias: String {
    aliasOf.map { " (via '\($0.path.aliasText)')" } ?? ""
  }
}

/// Number formatting for messages and fix replacements.
enum Measure {
  /// A number rounded to two decimals and written without a needless fraction: `14`, `14.4`.
  static func text(_ value: Double) -> String {
    JSONWriter.format((value * 100).rounded() / 100)
  }

  /// A list joined for a sentence: `a`, `a and b`, `a, b and c`.
  static func sentence(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items.last!
  }

  /// Whether `value` is a whole multiple of `step`, allowing for binary rounding.
  static func isMultiple(_ value: Double, of step: Double) -> Bool {
    let quotient = value / step
    return abs(quotient - quotient.rounded()) < 1e-9
  }
}

/// An alias in a `dev.tokenc` marker (such as `nested`), which the decode stage has read.
enum MarkerReference {
  /// The message and fix for an alias to `path`, which names no token: it names a group
  /// (suggest one of its tokens), or it is a typo (suggest the closest sibling, then any token).
  static func unresolved(_ path: TokenPath, in tokens: ResolvedTokenSet) -> (message: String, fix: FixSuggestion?) {
    if tokens.groups.contains(where: { $0.path == path }) {
      let example = tokens.tokens.first { $0.path.parent == path }.map { " such as '\($0.path.aliasText)'" } ?? ""
      return ("'\(path.aliasText)' names a group, not a token; alias one of its tokens\(example)", nil)
    }
    let siblings = tokens.tokens.filter { $0.path.parent == path.parent }.map(\.path.name)
    let suggestion =
      Suggestions.closest(to: path.name, in: siblings).map { path.parent.appending($0) }
      ?? Suggestions.closest(to: path.description, in: tokens.tokens.map(\.path.description))
      .map(TokenPath.init(dotted:))
    guard let suggestion else { return ("'\(path.aliasText)' does not name a token", nil) }
    return (
      "'\(path.aliasText)' does not name a token; did you mean '\(suggestion.aliasText)'?",
      FixSuggestion("use '\(suggestion.aliasText)'", replacement: suggestion.aliasText)
    )
  }
}
