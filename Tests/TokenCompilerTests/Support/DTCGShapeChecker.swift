import Foundation

/// An independent checker of DTCG 2025.10 token and resolver documents, written from
/// the format's rules (../shared/reference/dtcg.md and the 2025.10 schemas), not from
/// tokenc's encoder. It returns every violation as "json/path: problem".
struct DTCGShapeChecker {
  static let tokenKeys: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]
  static let groupKeys: Set<String> = [
    "$type", "$description", "$extensions", "$deprecated", "$extends", "$root", "$schema",
  ]
  static let types: Set<String> = [
    "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
    "strokeStyle", "border", "transition", "shadow", "gradient", "typography",
  ]
  static let weightNames: Set<String> = [
    "thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium",
    "semi-bold", "demi-bold", "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black", "ultra-black",
  ]

  private(set) var problems: [String] = []
  private var tokenTypes: [String: String] = [:]
  private var aliases: [(at: String, target: String, type: String)] = []

  /// Checks a token document.
  mutating func checkTokens(_ root: Any) {
    group(root, path: [])
    for alias in aliases {
      guard let type = tokenTypes[alias.target] else {
        problems.append("\(alias.at): alias to missing token \(alias.target)")
        continue
      }
      if type != alias.type { problems.append("\(alias.at): alias to a \(type) from a \(alias.type)") }
    }
  }

  private mutating func group(_ value: Any, path: [String]) {
    guard let object = value as? [String: Any] else { return fail(path, "a group must be an object") }
    for (key, child) in object {
      if key.hasPrefix("$") {
        if !Self.groupKeys.contains(key) { fail(path + [key], "unknown group property") }
        continue
      }
      if key.contains(".") || key.contains("{") || key.contains("}") { fail(path + [key], "invalid name") }
      if let childObject = child as? [String: Any], childObject["$value"] != nil {
        token(childObject, path: path + [key])
      } else {
        group(child, path: path + [key])
      }
    }
  }

  private mutating func token(_ object: [String: Any], path: [String]) {
    for key in object.keys where !Self.tokenKeys.contains(key) { fail(path + [key], "unknown token property") }
    guard let type = object["$type"] as? String, Self.types.contains(type) else {
      return fail(path, "every token tokenc writes needs a valid $type")
    }
    tokenTypes[path.joined(separator: ".")] = type
    if let description = object["$description"], !(description is String) {
      fail(path, "$description must be a string")
    }
    if let deprecated = object["$deprecated"], !(deprecated is String || deprecated is Bool) {
      fail(path, "$deprecated must be a boolean or a string")
    }
    if let extensions = object["$extensions"], !(extensions is [String: Any]) {
      fail(path, "$extensions must be an object")
    }
    let value = object["$value"]!
    if let alias = value as? String, alias.hasPrefix("{"), alias.hasSuffix("}") {
      aliases.append((path.joined(separator: "."), String(alias.dropFirst().dropLast()), type))
      return
    }
    if let problem = Self.problem(value, type: type) { fail(path + ["$value"], problem) }
  }

  /// Why `value` is not a valid DTCG value of `type`, if it is not.
  static func problem(_ value: Any, type: String) -> String? {
    // A reference inside a composite (DTCG Format, Aliases): tokenc writes them as written.
    if isAlias(value) { return nil }
    switch type {
    case "color": return colorProblem(value)
    case "dimension": return unitProblem(value, units: ["px", "rem"])
    case "duration": return unitProblem(value, units: ["ms", "s"])
    case "number": return number(value) == nil ? "must be a number" : nil
    case "cubicBezier":
      guard let points = (value as? [Any])?.compactMap(number), points.count == 4 else { return "must be 4 numbers" }
      return (0...1).contains(points[0]) && (0...1).contains(points[2]) ? nil : "x values must be in 0…1"
    case "fontFamily":
      if value is String { return nil }
      guard let names = value as? [Any], !names.isEmpty, names.allSatisfy({ $0 is String }) else {
        return "must be a string or a list of strings"
      }
      return nil
    case "fontWeight":
      if let name = value as? String { return weightNames.contains(name) ? nil : "unknown weight name" }
      guard let weight = number(value), (1...1000).contains(weight) else { return "must be 1…1000" }
      return nil
    case "typography":
      guard let object = value as? [String: Any],
        Set(object.keys) == ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
      else { return "must have exactly fontFamily, fontSize, fontWeight, letterSpacing, lineHeight" }
      return problem(object["fontFamily"]!, type: "fontFamily") ?? problem(object["fontSize"]!, type: "dimension")
        ?? problem(object["fontWeight"]!, type: "fontWeight") ?? problem(object["letterSpacing"]!, type: "dimension")
        ?? problem(object["lineHeight"]!, type: "number")
    case "transition":
      guard let object = value as? [String: Any], Set(object.keys) == ["duration", "delay", "timingFunction"] else {
        return "must have exactly duration, delay, timingFunction"
      }
      return problem(object["duration"]!, type: "duration") ?? problem(object["delay"]!, type: "duration")
        ?? problem(object["timingFunction"]!, type: "cubicBezier")
    case "shadow", "border", "strokeStyle", "gradient": return compositeProblem(value, type: type)
    default: return "tokenc never writes \(type)"
    }
  }

  private static func colorProblem(_ value: Any) -> String? {
    guard let object = value as? [String: Any] else { return "must be a color object" }
    guard Set(object.keys).isSubset(of: ["colorSpace", "components", "alpha", "hex"]) else {
      return "unknown color field"
    }
    guard let space = object["colorSpace"] as? String, ["srgb", "display-p3"].contains(space) else {
      return "tokenc writes srgb or display-p3"
    }
    guard let components = (object["components"] as? [Any])?.compactMap(number), components.count == 3,
      components.allSatisfy({ (0...1).contains($0) })
    else { return "components must be three numbers in 0…1" }
    if let alpha = object["alpha"], !(number(alpha).map { (0...1).contains($0) } ?? false) {
      return "alpha must be in 0…1"
    }
    if let hex = object["hex"] {
      guard let text = hex as? String, text.count == 7, text.first == "#", text.dropFirst().allSatisfy(\.isHexDigit)
      else { return "hex must be 6-digit #rrggbb" }
    }
    return nil
  }

  private static func unitProblem(_ value: Any, units: Set<String>) -> String? {
    guard let object = value as? [String: Any], Set(object.keys) == ["value", "unit"], number(object["value"]!) != nil,
      let unit = object["unit"] as? String, units.contains(unit)
    else { return "must be {value, unit} with unit in \(units.sorted())" }
    return nil
  }

  /// Whether `value` is a reference such as `"{color.gray.100}"`.
  static func isAlias(_ value: Any) -> Bool {
    guard let text = value as? String else { return false }
    return text.hasPrefix("{") && text.hasSuffix("}")
  }

  static func number(_ value: Any) -> Double? {
    // JSONSerialization gives booleans as NSNumber too; their Objective-C type code is "c".
    guard let number = value as? NSNumber, number.objCType.pointee != UInt8(ascii: "c") else { return nil }
    return number.doubleValue
  }

  private mutating func fail(_ path: [String], _ problem: String) {
    problems.append("\(path.joined(separator: "/")): \(problem)")
  }
}

extension DTCGShapeChecker {
  /// Checks a resolver document: version, sets, modifiers (contexts, default) and resolutionOrder,
  /// and the token shapes of every inline source.
  mutating func checkResolver(_ root: Any) {
    guard let object = root as? [String: Any] else { return problems.append("resolver: must be an object") }
    if object["version"] as? String != "2025.10" { problems.append("resolver/version: must be 2025.10") }
    let sets = object["sets"] as? [String: Any] ?? [:]
    let modifiers = object["modifiers"] as? [String: Any] ?? [:]
    for (name, set) in sets {
      guard let sources = (set as? [String: Any])?["sources"] as? [Any] else {
        problems.append("resolver/sets/\(name): needs sources")
        continue
      }
      checkSources(sources, at: "sets/\(name)")
    }
    for (name, modifier) in modifiers {
      guard let modifier = modifier as? [String: Any], let contexts = modifier["contexts"] as? [String: Any],
        !contexts.isEmpty
      else {
        problems.append("resolver/modifiers/\(name): needs a non-empty contexts map")
        continue
      }
      if contexts.count < 2 { problems.append("resolver/modifiers/\(name): should have two or more contexts") }
      if let fallback = modifier["default"] as? String, contexts[fallback] == nil {
        problems.append("resolver/modifiers/\(name)/default: \(fallback) is not a context")
      }
      for (context, sources) in contexts {
        guard let sources = sources as? [Any] else {
          problems.append("resolver/modifiers/\(name)/\(context): must be a list of sources")
          continue
        }
        checkSources(sources, at: "modifiers/\(name)/\(context)")
      }
    }
    guard let order = object["resolutionOrder"] as? [Any], !order.isEmpty else {
      return problems.append("resolver/resolutionOrder: required")
    }
    for entry in order {
      guard let reference = (entry as? [String: Any])?["$ref"] as? String else { continue }
      let parts = reference.split(separator: "/")
      let exists =
        parts.count == 3 && parts[0] == "#"
        && (parts[1] == "sets" ? sets[String(parts[2])] != nil : modifiers[String(parts[2])] != nil)
      if !exists { problems.append("resolver/resolutionOrder: \(reference) points nowhere") }
    }
  }

  private mutating func checkSources(_ sources: [Any], at path: String) {
    for source in sources {
      guard let object = source as? [String: Any] else {
        problems.append("resolver/\(path): a source must be an object")
        continue
      }
      if object["$ref"] is String { continue }
      var inline = DTCGShapeChecker()
      inline.group(object, path: [path])
      problems += inline.problems.filter { !$0.contains("alias") }
    }
  }
}
