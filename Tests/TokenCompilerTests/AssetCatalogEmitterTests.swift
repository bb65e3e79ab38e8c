import Foundation
import Testing

@testable import TokenCompiler

/// The `xcassets` emitter: golden files, the structure of apple-platform.md §3 for every fixture,
/// Xcode's number format, folder names, and agreement with the Swift emitter's asset names.
@Suite("Asset catalog emitter")
struct AssetCatalogEmitterTests {
  @Test func showcaseMatchesTheGoldenFiles() throws {
    let files = SwiftFixtures.catalog(SwiftFixtures.tokens(SwiftFixtures.showcase))
    try Golden.check(files.map { ($0.path, $0.contents) }, name: "xcassets-showcase")
  }

  @Test(arguments: [SwiftFixtures.showcase, SwiftFixtures.sample, SwiftFixtures.hostile])
  func everyCatalogHasXcodesStructure(folder: String) throws {
    let tokens = SwiftFixtures.tokens(folder)
    let files = SwiftFixtures.catalog(tokens)
    let problems = try AssetCatalogChecker.problems(files)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    let colorSets = files.filter { $0.path.hasSuffix(".colorset/Contents.json") }
    #expect(colorSets.count == tokens.tokens(ofType: .color).count, "one color set per color token")
  }

  @Test func colorSetsHoldTheFourAppearancesInOrder() throws {
    let files = SwiftFixtures.catalog(SwiftFixtures.tokens(SwiftFixtures.showcase))
    let link = try #require(files.first { $0.path == "color/label/link.colorset/Contents.json" })
    let object = try #require(try JSONSerialization.jsonObject(with: Data(link.contents)) as? [String: Any])
    let colors = try #require(object["colors"] as? [[String: Any]])
    let components = colors.compactMap { ($0["color"] as? [String: Any])?["components"] as? [String: String] }
    // #007AFF, #0A84FF, #0040DD, #409CFF.
    #expect(components.map { $0["green"] } == ["0.478", "0.518", "0.251", "0.612"])
    #expect(components.map { $0["alpha"] } == ["1.000", "1.000", "1.000", "1.000"])
    let vivid = try #require(files.first { $0.path == "palette/vivid.colorset/Contents.json" })
    #expect(String(decoding: vivid.contents, as: UTF8.self).contains("\"color-space\" : \"display-p3\""))
  }

  @Test(arguments: [
    (0.4, "0.400"), (0.0431, "0.043"), (1.0, "1.000"), (0.0, "0.000"), (0.9996, "1.000"), (-0.1, "0.000"),
  ])
  func componentsAreWrittenLikeXcode(value: Double, text: String) {
    #expect(ColorSetDocument.component(value) == text)
  }

  /// The color set's bytes are written directly; they must be exactly what ``JSONWriter`` writes
  /// for the same document, and its components ``NumberText``'s three decimals.
  @Test func colorSetBytesAreJSONWritersXcodeLayout() throws {
    // Every half-thousandth from -0.2 to 1.2 (rounding ties included), and the edges.
    let samples = (0..<2_801).map { Double($0) / 2_000 - 0.2 } + [0.0005, 0.9995, -0.0, .nan, .infinity]
    for trial in 0..<(samples.count / 4) {
      func color(_ offset: Int) -> ColorValue {
        func component(_ step: Int) -> Double { samples[(trial * 4 + offset * 7 + step * 13) % samples.count] }
        return ColorValue(
          space: (trial + offset) % 3 == 0 ? .displayP3 : .srgb, red: component(0), green: component(1),
          blue: component(2), alpha: offset == 0 ? 1 : component(3))
      }
      let values = AppearanceValues(
        light: color(0), dark: color(1), lightHighContrast: color(2), darkHighContrast: color(3))
      let bytes = ColorSetDocument.colorSet(values)
      let parsed = try JSONSerialization.jsonObject(with: Data(bytes))
      #expect(JSONWriter(style: .xcode).bytes(Self.jsonValue(parsed)) == bytes)
      let colors = try #require((parsed as? [String: Any])?["colors"] as? [[String: Any]])
      let written = [values.light, values.dark, values.lightHighContrast, values.darkHighContrast]
      for (entry, value) in zip(colors, written) {
        let color = try #require(entry["color"] as? [String: Any])
        #expect(color["color-space"] as? String == value.space.rawValue)
        let components = color["components"] as? [String: String]
        let clamped = value.clamped
        let expected = [
          "red": clamped.red, "green": clamped.green, "blue": clamped.blue, "alpha": clamped.alpha,
        ].mapValues { NumberText.fixed(min(max($0, 0), 1), decimals: 3) }
        #expect(components == expected)
      }
    }
  }

  /// A `JSONSerialization` result as a ``JSONValue`` (a color set has no booleans or nulls).
  private static func jsonValue(_ object: Any) -> JSONValue {
    switch object {
    case let dictionary as [String: Any]: .object(dictionary.mapValues(jsonValue))
    case let array as [Any]: .array(array.map(jsonValue))
    case let string as String: .string(string)
    case let number as NSNumber: .number(number.doubleValue)
    default: .null
    }
  }

  @Test func foldersAreSafeNamesAndCollisionsGetNumbers() {
    let layout = AssetCatalogLayout(SwiftFixtures.tokens(SwiftFixtures.hostile))
    #expect(layout.assetName(for: TokenPath(["color", "Primary"])) == "color/primary")
    #expect(layout.assetName(for: TokenPath(["color", "primary"])) == "color/primary2")
    #expect(layout.assetName(for: TokenPath(["color", "a/b"])) == "color/aB")
    #expect(layout.assetName(for: TokenPath(["color", "class"])) == "color/class")
    #expect(layout.folders.map(\.path) == ["color"])
  }

  @Test(arguments: [SwiftFixtures.showcase, SwiftFixtures.hostile])
  func swiftAssetNamesNameTheColorSets(folder: String) {
    let tokens = SwiftFixtures.tokens(folder)
    let colorSets = Set(
      SwiftFixtures.catalog(tokens).map(\.path).filter { $0.hasSuffix(".colorset/Contents.json") }.map {
        String($0.dropLast(".colorset/Contents.json".count))
      })
    let core = SwiftFixtures.text(SwiftFixtures.swift(tokens), "Tokens.swift")
    let assets = core.split(separator: "\n").compactMap { line -> String? in
      guard let range = line.range(of: #"asset: "[^"]*""#, options: .regularExpression) else { return nil }
      return String(line[range].dropFirst("asset: \"".count).dropLast())
    }
    #expect(assets.count == tokens.tokens(ofType: .color).count)
    #expect(Set(assets) == colorSets)
  }
}

/// Checks an asset catalog against apple-platform.md §3: the root and group `Contents.json`, and
/// every color set with its four appearances, a valid color space and components in range, in
/// Xcode's layout (sorted keys, `" : "`, two-space indent).
enum AssetCatalogChecker {
  /// The color spaces §3 lists.
  static let colorSpaces: Set = [
    "srgb", "display-p3", "extended-srgb", "extended-linear-srgb", "gray-gamma-22", "extended-gray",
  ]

  /// Everything wrong with `files`, one line each.
  static func problems(_ files: [EmittedFile]) throws -> [String] {
    var problems: [String] = []
    let paths = Set(files.map(\.path))
    if !paths.contains("Contents.json") { problems.append("no root Contents.json") }
    for file in files {
      let text = String(decoding: file.contents, as: UTF8.self)
      problems += layoutProblems(text).map { "\(file.path): \($0)" }
      let json = try JSONSerialization.jsonObject(with: Data(file.contents))
      let info = ["author": "xcode", "version": 1] as NSDictionary
      guard let object = json as? [String: Any], (object["info"] as? NSDictionary) == info else {
        problems.append("\(file.path): info must be {author: xcode, version: 1}")
        continue
      }
      let folders = file.path.split(separator: "/").dropLast().map(String.init)
      for name in folders where name.range(of: #"^[A-Za-z0-9_]+(\.colorset)?$"#, options: .regularExpression) == nil {
        problems.append("\(file.path): unsafe folder name \(name)")
      }
      if file.path == "Contents.json" {
        if object.count != 1 { problems.append("Contents.json: the root has only info") }
      } else if folders.last?.hasSuffix(".colorset") == true {
        problems += colorSetProblems(object).map { "\(file.path): \($0)" }
      } else if (object["properties"] as? [String: Bool]) != ["provides-namespace": true] {
        problems.append("\(file.path): a group must provide a namespace")
      }
    }
    for path in paths {
      var folder = path.split(separator: "/").dropLast().filter { !$0.hasSuffix(".colorset") }
      while !folder.isEmpty {
        if !paths.contains(folder.joined(separator: "/") + "/Contents.json") {
          problems.append("\(folder.joined(separator: "/")): a group without Contents.json")
        }
        folder.removeLast()
      }
    }
    return problems
  }

  private static func colorSetProblems(_ object: [String: Any]) -> [String] {
    guard Set(object.keys) == ["colors", "info"], let colors = object["colors"] as? [[String: Any]] else {
      return ["a color set has exactly colors and info"]
    }
    var problems: [String] = []
    let appearances = colors.map { entry -> [String] in
      ((entry["appearances"] as? [[String: String]]) ?? []).map { "\($0["appearance"] ?? ""):\($0["value"] ?? "")" }
    }
    if appearances != [[], ["luminosity:dark"], ["contrast:high"], ["luminosity:dark", "contrast:high"]] {
      problems.append("appearances must be any, dark, high contrast, dark + high contrast: \(appearances)")
    }
    for entry in colors {
      if entry["idiom"] as? String != "universal" { problems.append("idiom must be universal") }
      guard let color = entry["color"] as? [String: Any], let space = color["color-space"] as? String,
        let components = color["components"] as? [String: String]
      else {
        problems.append("a color needs color-space and components")
        continue
      }
      if !colorSpaces.contains(space) { problems.append("unknown color-space \(space)") }
      if Set(components.keys) != ["red", "green", "blue", "alpha"] { problems.append("components \(components.keys)") }
      for (name, value) in components {
        let isXcodeNumber = value.range(of: #"^[01]\.\d{3}$"#, options: .regularExpression) != nil
        if !isXcodeNumber || !(0...1).contains(Double(value) ?? -1) { problems.append("\(name) is \(value)") }
      }
    }
    return problems
  }

  /// Two-space indentation, `" : "` between keys and values, keys sorted within each object.
  private static func layoutProblems(_ text: String) -> [String] {
    var problems: [String] = []
    var keysByDepth: [Int: [String]] = [:]
    for line in text.split(separator: "\n") {
      let indent = line.prefix { $0 == " " }.count
      if indent % 2 != 0 { problems.append("odd indentation: \(line)") }
      if line.contains("\":") || line.contains("\"  :") { problems.append("not Xcode's ' : ': \(line)") }
      if line.hasSuffix("{") || line.hasSuffix("[") { keysByDepth[indent / 2 + 1] = [] }
      if let range = line.range(of: #"^\s*"[^"]+" : "#, options: .regularExpression) {
        let key = line[range].trimmingCharacters(in: .whitespaces).components(separatedBy: "\" : ")[0].dropFirst()
        let depth = indent / 2
        if let previous = keysByDepth[depth]?.last, previous > String(key) { problems.append("unsorted key \(key)") }
        keysByDepth[depth, default: []].append(String(key))
      }
    }
    return problems
  }
}
