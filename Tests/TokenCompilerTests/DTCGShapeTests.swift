import Foundation
import Testing

@testable import TokenCompiler

/// The DTCG files tokenc writes are valid DTCG 2025.10, checked by an independent checker.
@Suite("DTCG output shapes")
struct DTCGShapeTests {
  private func parsedOutput(_ folder: String, _ name: String) throws -> Any {
    let result = FixtureCompiler.compile(folder)
    #expect(!result.hasErrors, "\(rendered(result.diagnostics))")
    let file = try #require(result.files.first { $0.path == "json/\(name)" })
    return try JSONSerialization.jsonObject(with: Data(file.contents))
  }

  @Test(arguments: [
    "Tests/TokenCompilerTests/Fixtures/showcase", "Tests/TokenCompilerTests/Fixtures/composites", "tokens",
  ])
  func tokenFileIsValidDTCG(folder: String) throws {
    var checker = DTCGShapeChecker()
    checker.checkTokens(try parsedOutput(folder, "tokens.tokens.json"))
    #expect(checker.problems == [])
  }

  @Test(arguments: [
    "Tests/TokenCompilerTests/Fixtures/showcase", "Tests/TokenCompilerTests/Fixtures/composites", "tokens",
  ])
  func resolverFileIsValidDTCG(folder: String) throws {
    var checker = DTCGShapeChecker()
    checker.checkResolver(try parsedOutput(folder, "tokens.resolver.json"))
    #expect(checker.problems == [])
  }

  @Test func checkerRejectsBrokenShapes() throws {
    let broken = """
      {"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [2, 0, 0], "hex": "#fff"}},
       "b": {"$type": "dimension", "$value": {"value": 4, "unit": "pt"}},
       "c": {"$type": "number", "$value": true},
       "d": {"$type": "typography", "$value": {"fontSize": {"value": 4, "unit": "px"}}},
       "e": {"$type": "color", "$value": "{nowhere}"},
       "f": {"$type": "duration", "$value": {"value": 1, "unit": "ms"}, "$note": 1},
       "g": {"$type": "shadow", "$value": []},
       "h": {"$type": "border", "$value": {"color": "#000", "width": {"value": 1, "unit": "px"}, "style": "solid"}},
       "i": {"$type": "strokeStyle", "$value": {"dashArray": [], "lineCap": "round"}},
       "j": {"$type": "gradient", "$value": [{"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "position": 2}]}}
      """
    var checker = DTCGShapeChecker()
    checker.checkTokens(try JSONSerialization.jsonObject(with: Data(broken.utf8)))
    #expect(checker.problems.count == 10, "\(checker.problems)")
    var resolver = DTCGShapeChecker()
    resolver.checkResolver(
      try JSONSerialization.jsonObject(
        with: Data(#"{"version": "2025.09", "modifiers": {"m": {"contexts": {}}}}"#.utf8)))
    #expect(resolver.problems.count == 3, "\(resolver.problems)")
  }

  @Test func reducedMotionContextReplacesAnimationsWithFallbacks() throws {
    let resolver = try #require(
      try parsedOutput("Tests/TokenCompilerTests/Fixtures/showcase", "tokens.resolver.json") as? [String: Any])
    let motion = try #require((resolver["modifiers"] as? [String: Any])?["motion"] as? [String: Any])
    let reduced = try #require(((motion["contexts"] as? [String: Any])?["reduced"] as? [[String: Any]])?.first)
    let presets = try #require(reduced["motion"] as? [String: [String: Any]])
    // pulse falls back to no animation: duration 0; emphasized crossfades for 200ms, linearly.
    let pulse = try #require(presets["pulse"]?["$value"] as? [String: Any])
    #expect((pulse["duration"] as? [String: Any])?["value"] as? Double == 0)
    let emphasized = try #require(presets["emphasized"]?["$value"] as? [String: Any])
    #expect((emphasized["duration"] as? [String: Any])?["value"] as? Double == 200)
    #expect(emphasized["timingFunction"] as? [Double] == [0, 0, 1, 1])
  }
}
