import Foundation

/// The DTCG 2025.10 composite shapes tokenc writes: shadow (one layer or a non-empty list),
/// border, strokeStyle (a keyword or a dash pattern) and gradient (stops with positions in 0…1).
extension DTCGShapeChecker {
  /// Why `value` is not a valid DTCG composite of `type`, if it is not.
  static func compositeProblem(_ value: Any, type: String) -> String? {
    switch type {
    case "shadow":
      if let layers = value as? [Any] {
        guard !layers.isEmpty else { return "a shadow list must not be empty" }
        return layers.lazy.compactMap(shadowLayerProblem).first
      }
      return shadowLayerProblem(value)
    case "border":
      guard let object = value as? [String: Any], Set(object.keys) == ["color", "width", "style"] else {
        return "must have exactly color, width, style"
      }
      return problem(object["color"]!, type: "color") ?? problem(object["width"]!, type: "dimension")
        ?? problem(object["style"]!, type: "strokeStyle")
    case "strokeStyle":
      if let keyword = value as? String {
        let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
        return keywords.contains(keyword) ? nil : "unknown strokeStyle keyword"
      }
      guard let object = value as? [String: Any], Set(object.keys) == ["dashArray", "lineCap"],
        let dashes = object["dashArray"] as? [Any], !dashes.isEmpty
      else { return "must be a keyword or {dashArray, lineCap}" }
      guard let cap = object["lineCap"] as? String, ["round", "butt", "square"].contains(cap) else {
        return "lineCap must be round, butt or square"
      }
      return dashes.lazy.compactMap { problem($0, type: "dimension") }.first
    case "gradient":
      guard let stops = value as? [Any], !stops.isEmpty else { return "must be a non-empty list of stops" }
      for stop in stops {
        guard let object = stop as? [String: Any], Set(object.keys) == ["color", "position"],
          isAlias(object["position"]!) || number(object["position"]!).map({ (0...1).contains($0) }) == true
        else { return "a stop must have exactly color and a position in 0…1" }
        if let problem = problem(object["color"]!, type: "color") { return problem }
      }
      return nil
    default: return "not a composite type: \(type)"
    }
  }

  private static func shadowLayerProblem(_ value: Any) -> String? {
    if isAlias(value) { return nil }
    guard let object = value as? [String: Any],
      Set(object.keys).subtracting(["inset"]) == ["color", "offsetX", "offsetY", "blur", "spread"]
    else { return "a shadow must have exactly color, offsetX, offsetY, blur, spread and optionally inset" }
    if let inset = object["inset"], !(inset is Bool) || number(inset) != nil { return "inset must be a boolean" }
    return problem(object["color"]!, type: "color") ?? problem(object["offsetX"]!, type: "dimension")
      ?? problem(object["offsetY"]!, type: "dimension") ?? problem(object["blur"]!, type: "dimension")
      ?? problem(object["spread"]!, type: "dimension")
  }
}
