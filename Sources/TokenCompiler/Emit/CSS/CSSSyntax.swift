/// A CSS component value. Emitters build these; only ``CSSWriter`` turns them into text,
/// escaping identifiers and strings on the way. Not `indirect`: nested values are in arrays
/// already, so no value needs a box of its own.
enum CSSValue: Sendable, Hashable {
  /// An identifier such as `system-ui` or `display-p3`.
  case keyword(String)
  /// A quoted string such as `"Inter Display"`.
  case string(String)
  /// A plain number, written with at most four decimals.
  case number(Double)
  /// A number with a unit, such as `1.5rem` or `150ms`.
  case dimension(Double, unit: String)
  /// A percentage such as `60%`.
  case percentage(Double)
  /// An sRGB color written as `#rrggbb` or `#rrggbbaa`.
  case hexColor(ColorValue)
  /// A function call with comma-separated arguments, such as `cubic-bezier(0, 0, 1, 1)`.
  case function(String, [CSSValue])
  /// Values separated by spaces.
  case spaced([CSSValue])
  /// Values separated by commas, such as a font family list.
  case commaSeparated([CSSValue])
  /// The `/` separator inside a spaced value (`color(display-p3 1 0 0 / 0.5)`, `1rem / 1.5rem`).
  case slash
  /// A reference to a custom property: `var(--name)`.
  case variable(String)
}

/// One simple selector; a ``CSSSelector`` is a compound of them (no combinators).
enum CSSSimpleSelector: Sendable, Hashable {
  /// `:root`.
  case root
  /// A type selector such as `html`.
  case element(String)
  /// A class selector such as `.text-body`.
  case className(String)
  /// An attribute equality selector such as `[data-appearance="dark"]`.
  case attribute(String, equals: String)
  /// `:not(…)` around one simple selector.
  indirect case not(CSSSimpleSelector)
}

/// A compound selector such as `:root:not([data-appearance="light"])`.
struct CSSSelector: Sendable, Hashable {
  /// The simple selectors, written one after the other.
  var parts: [CSSSimpleSelector]

  /// Creates a selector from its simple selectors.
  init(_ parts: [CSSSimpleSelector]) { self.parts = parts }

  /// `:root` followed by `conditions`.
  static func root(_ conditions: [CSSSimpleSelector] = []) -> CSSSelector {
    CSSSelector([.root] + conditions)
  }
}

/// One declaration, optionally preceded by a comment.
struct CSSDeclaration: Sendable, Hashable {
  /// The property name, such as `color-scheme` or `--color-label-primary`.
  var property: String
  /// The value.
  var value: CSSValue
  /// A comment written on the line before, if any.
  var comment: String?

  /// Creates a declaration.
  init(_ property: String, _ value: CSSValue, comment: String? = nil) {
    self.property = property
    self.value = value
    self.comment = comment
  }
}

/// A media feature test such as `(prefers-color-scheme: dark)`.
struct CSSMediaFeature: Sendable, Hashable {
  /// The feature name.
  var name: String
  /// The value it must have.
  var value: CSSValue

  /// Creates a feature test.
  init(_ name: String, _ value: String) {
    self.name = name
    self.value = .keyword(value)
  }
}

/// A node of a style sheet: comments, rules and the at-rules that group them.
enum CSSNode: Sendable, Hashable {
  /// A comment on its own line.
  case comment(String)
  /// A rule: selectors (a selector list) and declarations.
  case rule([CSSSelector], [CSSDeclaration])
  /// `@media` with features joined by `and`; no features means the children apply everywhere.
  case media([CSSMediaFeature], [CSSNode])
  /// `@supports (property: value)`, or `@supports not (…)` when `negated`.
  case supports(property: String, value: CSSValue, negated: Bool, [CSSNode])

  /// The children wrapped in `@media` when `features` is not empty, otherwise the children themselves.
  static func media(_ features: [CSSMediaFeature], wrapping children: [CSSNode]) -> [CSSNode] {
    features.isEmpty ? children : [.media(features, children)]
  }
}
