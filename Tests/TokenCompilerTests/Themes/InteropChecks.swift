import Foundation
import Testing

@testable import TokenCompiler

/// What every interop set must show in its output: each color that differs in dark mode has
/// its dark value in the CSS, the Swift and the asset catalog; each shadow, gradient, border
/// and transition reaches the CSS, the Swift and the DTCG JSON.
enum InteropChecks {
  /// The color tokens whose dark value differs from their light value.
  static func darkColors(_ result: PipelineResult) -> [(ResolvedToken, ColorAppearances)] {
    result.tokens.tokens.compactMap { token in
      guard case .color(let color) = token.value, color.values.dark != color.values.light else { return nil }
      return (token, color)
    }
  }

  /// Checks every color with a dark value of its own in the three outputs.
  static func expectDarkValuesEverywhere(
    _ result: PipelineResult, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let colors = darkColors(result)
    #expect(!colors.isEmpty, "no color has a dark value", sourceLocation: sourceLocation)
    let css = InteropTests.text("css/tokens.css", result)
    let swift = InteropTests.text("swift/Tokens.swift", result)
    for (token, color) in colors {
      // CSS: the dark block declares the dark alias, or the dark color.
      let name = Naming.cssCustomProperty(token.path)
      let dark = color.aliases[.dark].map { "var(\(Naming.cssCustomProperty($0)))" } ?? color.values.dark.hex
      #expect(
        css.contains("\(name): \(dark);"), "\(token.path): no dark value in the CSS", sourceLocation: sourceLocation)
      // Swift: the declaration's dark color differs from its light one.
      guard let declaration = swiftDeclaration(of: token.path, in: swift) else {
        Issue.record("\(token.path) is missing from the Swift", sourceLocation: sourceLocation)
        continue
      }
      #expect(
        argument("light", in: declaration) != argument("dark", in: declaration),
        "\(token.path): dark is light in the Swift", sourceLocation: sourceLocation)
      // Asset catalog: a dark entry with the dark components.
      guard let asset = quoted(after: "asset: ", in: declaration),
        let colorset = InteropTests.text("Tokens.xcassets/\(asset).colorset/Contents.json", result).data(using: .utf8),
        let document = try? JSONSerialization.jsonObject(with: colorset) as? [String: Any],
        let entries = document["colors"] as? [[String: Any]],
        let entry = entries.first(where: { "\($0["appearances"] ?? "")".contains("dark") && !"\($0)".contains("high") }
        ),
        let components = (entry["color"] as? [String: Any])?["components"] as? [String: String]
      else {
        Issue.record("\(token.path): no dark entry in the asset catalog", sourceLocation: sourceLocation)
        continue
      }
      if color.values.dark.space == .srgb {
        let expected = color.values.dark
        let written = ["red", "green", "blue"].compactMap { components[$0].flatMap(Double.init) }
        let wanted = [expected.red, expected.green, expected.blue]
        #expect(
          written.count == 3 && zip(written, wanted).allSatisfy { abs($0 - $1) < 0.001 },
          "\(token.path): the asset catalog's dark color is \(written), not \(wanted)", sourceLocation: sourceLocation)
      }
    }
  }

  /// Checks that every shadow, gradient, border and transition reaches the CSS, the Swift and the DTCG JSON.
  static func expectCompositesEverywhere(
    _ result: PipelineResult, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    InteropTests.expectCompositesInCSS(result)
    let swift = InteropTests.text("swift/Tokens.swift", result)
    let json = InteropTests.text("json/tokens.tokens.json", result).data(using: .utf8) ?? Data()
    let root = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any] ?? [:]
    let types: Set<TokenType> = [.shadow, .gradient, .border, .motion]
    for token in result.tokens.tokens where types.contains(token.type) {
      #expect(
        swiftDeclaration(of: token.path, in: swift) != nil, "\(token.path) is missing from the Swift",
        sourceLocation: sourceLocation)
      var node: Any? = root
      for component in token.path.components { node = (node as? [String: Any])?[component] }
      let type = (node as? [String: Any])?["$type"] as? String
      let expected = token.type == .motion ? "transition" : token.type.rawValue
      #expect(type == expected, "\(token.path) is missing from the DTCG JSON", sourceLocation: sourceLocation)
    }
  }

  /// The Swift declaration documented as ``Token `path`.``, up to the blank line after it.
  static func swiftDeclaration(of path: TokenPath, in swift: String) -> Substring? {
    guard let start = swift.range(of: "Token `\(path)`.\n") else { return nil }
    let rest = swift[start.upperBound...]
    return rest[..<(rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex)]
  }

  /// The text of `label: …` up to the next top-level comma or closing parenthesis.
  static func argument(_ label: String, in text: Substring) -> Substring? {
    guard let start = text.range(of: " \(label): ") else { return nil }
    var depth = 0
    var end = start.upperBound
    while end < text.endIndex {
      let character = text[end]
      if character == "(" { depth += 1 }
      if character == ")" {
        if depth == 0 { break }
        depth -= 1
      }
      if character == ",", depth == 0 { break }
      end = text.index(after: end)
    }
    return text[start.upperBound..<end]
  }

  /// The string literal after `prefix`.
  static func quoted(after prefix: String, in text: Substring) -> String? {
    guard let start = text.range(of: prefix + "\"") else { return nil }
    let rest = text[start.upperBound...]
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
  }
}
