/// Converts a file in Style Dictionary's older format (`value`, `type`, `comment`) to DTCG
/// 2025.10 JSON, keeping the designer's order.
///
/// - `value` → `$value`: references `{color.base.red.value}` lose their `.value`; CSS colors
///   (hex, `rgb()`, `rgba()`, `hsl()`, `hsla()`, named colors) become DTCG color objects, CSS
///   `box-shadow` strings shadow objects, and `16px`, `1.5rem` and `200ms` `{value, unit}`
///   objects. A color or shadow that cannot be converted is kept, with a located warning.
/// - `type` → `$type` (`size`, `spacing`, `borderRadius`… → `dimension`, `time` → `duration`,
///   `opacity`, `lineHeight` → `number`); without a `type`, the first path segment decides
///   (`color`, `size`, `time`), as Style Dictionary's category/type/item convention does.
/// - `comment` and `description` → `$description`; `deprecated` → `$deprecated`; other keys
///   (`attributes`, `themeable`…) are kept under `$extensions["com.amazon.style-dictionary"]`.
public enum StyleDictionaryConverter {
  /// What a conversion produced.
  public struct Result: Sendable {
    /// The DTCG JSON document.
    public var document: OrderedJSON
    /// How many tokens were converted.
    public var tokenCount: Int
    /// Problems found (a YAML error stops the conversion; anything guessed is a warning).
    public var diagnostics: [Diagnostic]
    /// How many values were copied unchanged because they could not be converted (each warned).
    public var unconvertedCount = 0
  }

  /// Where a converted file goes: `colors.json` → `colors.tokens.json`, next to it or in `folder`.
  public static func outputPath(for path: String, folder: String?) -> String {
    let slash = path.lastIndex(of: "/")
    var name = slash.map { path[path.index(after: $0)...] } ?? path[...]
    for ending in [".json", ".yaml", ".yml"] where name.hasSuffix(ending) {
      name = name.dropLast(ending.count)
      break
    }
    if name.hasSuffix(".tokens") { name = name.dropLast(".tokens".count) }
    let file = String(name) + ".tokens.json"
    let base = folder ?? slash.map { String(path[..<$0]) } ?? ""
    if base.isEmpty { return file }
    return base.hasSuffix("/") ? base + file : base + "/" + file
  }

  /// Converts one file (JSON or YAML).
  public static func convert(_ file: SourceFile) -> Result {
    var diagnostics: [Diagnostic] = []
    guard let root = YAMLLoader().load(file, diagnostics: &diagnostics) else {
      return Result(document: .object([]), tokenCount: 0, diagnostics: diagnostics)
    }
    var converter = Conversion()
    let document = converter.group(root, path: [])
    return Result(
      document: document, tokenCount: converter.tokenCount, diagnostics: diagnostics + converter.diagnostics,
      unconvertedCount: converter.unconvertedCount)
  }
}

/// The state of one conversion.
struct Conversion {
  var tokenCount = 0
  var unconvertedCount = 0
  var diagnostics: [Diagnostic] = []

  static let typeNames: [String: String] = [
    "color": "color", "dimension": "dimension", "size": "dimension", "sizing": "dimension", "spacing": "dimension",
    "borderRadius": "dimension", "borderWidth": "dimension", "fontSize": "dimension", "fontSizes": "dimension",
    "letterSpacing": "dimension", "time": "duration", "duration": "duration", "number": "number",
    "opacity": "number", "lineHeight": "number", "lineHeights": "number", "fontFamily": "fontFamily",
    "fontFamilies": "fontFamily", "fontWeight": "fontWeight", "fontWeights": "fontWeight",
    "cubicBezier": "cubicBezier", "shadow": "shadow", "boxShadow": "shadow", "border": "border",
    "typography": "typography", "transition": "transition", "gradient": "gradient",
  ]

  /// A group: its members in order, tokens converted.
  mutating func group(_ node: SourceNode, path: [String]) -> OrderedJSON {
    guard let entries = node.entries else { return convertedValue(node, type: nil) }
    var members: [(key: String, value: OrderedJSON)] = []
    for entry in entries {
      let childPath = path + [entry.key.text]
      if GroupWalker.isStyleDictionaryToken(entry.value) {
        members.append((entry.key.text, token(entry.value, path: childPath)))
      } else if entry.value.entries != nil {
        members.append((entry.key.text, group(entry.value, path: childPath)))
      } else {
        members.append((entry.key.text, convertedValue(entry.value, type: nil)))
      }
    }
    return .object(members)
  }

  /// One old-format token as a DTCG token.
  mutating func token(_ node: SourceNode, path: [String]) -> OrderedJSON {
    tokenCount += 1
    let written = node["type"]?.scalar?.text
    let type = written.map { Self.typeNames[$0] ?? $0 } ?? path.first.flatMap(Self.categoryType)
    var members: [(key: String, value: OrderedJSON)] = []
    if let type { members.append(("$type", .string(type))) }
    members.append(("$value", convertedValue(node["value"]!, type: type)))
    let description = [node["comment"], node["description"]].compactMap { $0?.scalar?.text }.joined(separator: " ")
    if !description.isEmpty { members.append(("$description", .string(description))) }
    if let deprecated = node["deprecated"]?.scalar {
      let reason = node["deprecated_comment"]?.scalar?.text
      members.append(("$deprecated", reason.map(OrderedJSON.string) ?? .bool(deprecated.bool ?? true)))
    }
    let kept = (node.entries ?? []).filter {
      !["value", "type", "comment", "description", "deprecated", "deprecated_comment"].contains($0.key.text)
    }
    if !kept.isEmpty {
      let vendor = OrderedJSON.object(kept.map { ($0.key.text, convertedValue($0.value, type: nil)) })
      members.append(("$extensions", .object([("com.amazon.style-dictionary", vendor)])))
    }
    if type == nil {
      diagnostics.warning(
        .tokenMissingType,
        "'\(path.joined(separator: "."))' has no type; add \"$type\" to it (or to its group) in the converted file",
        at: node.location)
    }
    return .object(members)
  }

  /// The DTCG type Style Dictionary's category (the first path segment) implies.
  static func categoryType(_ category: String) -> String? {
    ["color": "color", "size": "dimension", "time": "duration"][category]
  }
}
