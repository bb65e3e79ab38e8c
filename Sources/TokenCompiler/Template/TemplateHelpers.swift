/// The helpers templates call as `{{ helper(name) }}`: naming, value formats and lists.
///
/// docs/templates.md documents each with an example. Helpers take one value and return a
/// new one, so they nest: `{{ kebabCase(dropGroup(path)) }}`. A helper given a value it
/// cannot use fails with what it needs, and the template reports it at the helper's name.
enum TemplateHelpers {
  /// A helper: the value it makes, or a description of what it needs ("a color …").
  typealias Helper = @Sendable (JSONValue) -> Result<JSONValue, Need>

  /// What a helper needs, when it was given something else.
  struct Need: Error {
    /// The description, e.g. "a color such as value.appearances.light".
    var what: String
  }

  /// Every helper by name.
  static let all: [String: Helper] = naming.merging(values) { a, _ in a }.merging(lists) { a, _ in a }

  /// The helpers' names, sorted.
  static let names = all.keys.sorted()

  /// The helpers swift-mustache offers inside a list section, written with an empty name: `{{ index() }}`.
  static let positionHelpers = ["first", "last", "index", "even", "odd"]

  /// Applies helper `name` to `value`.
  static func apply(_ name: String, to value: JSONValue) -> Result<JSONValue, Need> {
    guard let helper = all[name] else { return .failure(missingNeed) }
    return helper(value)
  }

  /// What a helper that does not exist "needs" (the static checks report such names first).
  static let missingNeed = Need(what: "to be a helper that exists")

  /// A value as messages describe it: "the number 16", "an object with points, rem".
  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let bool): return "the Boolean \(bool)"
    case .number(let number): return "the number \(JSONWriter.format(number))"
    case .string(let text):
      let shown = text.count > 40 ? text.prefix(37) + "…" : Substring(text)
      return "the text '\(shown)'"
    case .array(let items): return items.isEmpty ? "an empty list" : "a list of \(items.count)"
    case .object(let members):
      let keys = members.keys.sorted()
      if keys.isEmpty { return "an empty object" }
      let shown = keys.count > 6 ? keys.prefix(6).joined(separator: ", ") + ", …" : keys.joined(separator: ", ")
      return "an object with \(shown)"
    }
  }

  /// A number rounded to `places` decimals, so derived values print without binary noise.
  static func rounded(_ number: Double, places: Int = 4) -> Double {
    let scale = pow10(places)
    return (number * scale).rounded() / scale
  }

  /// A number as text, as JSON writes it.
  static func format(_ number: Double, places: Int = 4) -> String { JSONWriter.format(rounded(number, places: places)) }

  private static func pow10(_ places: Int) -> Double { (0..<places).reduce(1) { value, _ in value * 10 } }
}
