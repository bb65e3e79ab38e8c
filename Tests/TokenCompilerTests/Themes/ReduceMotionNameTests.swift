import Testing

@testable import TokenCompiler

/// Contexts, theme files and `$extensions.mode` names map to Reduce Motion: common names on
/// their own, any other through `appearances: {calm: reducedMotion}` in tokenc.yaml.
@Suite("themes: names that mean Reduce Motion")
struct ReduceMotionNameTests {
  static let base = """
    motion:
      $type: transition
      slide: {$value: {duration: 300ms, delay: 0ms, timingFunction: [0.2, 0, 0, 1]}}

    """
  static let reduced = """
    motion:
      $type: transition
      slide: {$value: {duration: 120ms, delay: 0ms, timingFunction: [0, 0, 1, 1]}}

    """

  static func fallback(_ result: PipelineResult) -> ReduceMotionFallback? {
    guard case .motion(let motion)? = result.tokens[TokenPath(dotted: "motion.slide")]?.value else { return nil }
    return motion.reduceMotion
  }

  @Test func aCustomContextNameMapsToReduceMotionInTokencYAML() throws {
    let resolver = """
      version: "2025.10"
      resolutionOrder:
        - {type: set, name: base, sources: [{$ref: base.yaml}]}
        - {type: modifier, name: feel, default: lively, contexts: {lively: [], calm: [{$ref: calm.yaml}]}}
      """
    let project = try ScratchProject([
      "tokens/base.yaml": Self.base, "tokens/calm.yaml": Self.reduced, "tokens/m.resolver.yaml": resolver,
      "tokenc.yaml": "inputs: [tokens]\nappearances:\n  calm: reducedMotion\n  lively: fullMotion\n",
    ])
    defer { project.remove() }
    let result = project.compile(emit: false)
    #expect(project.rendered(result.diagnostics.filter { $0.severity != .note }) == [])
    #expect(Self.fallback(result) == .crossfade(Duration(milliseconds: 120)))
  }

  @Test(arguments: ["reduced-motion.tokens.yaml", "reduce-motion.yaml", "tokens.reducedMotion.yml"])
  func aFileNamedForReduceMotionGivesFallbacks(name: String) throws {
    let project = try ScratchProject(["tokens/base.yaml": Self.base, "tokens/\(name)": Self.reduced])
    defer { project.remove() }
    let result = project.compile(emit: false)
    #expect(project.rendered(result.diagnostics.filter { $0.severity != .note }) == [])
    #expect(Self.fallback(result) == .crossfade(Duration(milliseconds: 120)))
  }

  @Test func aReduceMotionModeGivesTheFallback() throws {
    let json = """
      {"motion": {"$type": "transition", "slide": {
        "$value": {"duration": {"value": 300, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"},
          "timingFunction": [0.2, 0, 0, 1]},
        "$extensions": {"mode": {"reduced-motion": {"duration": {"value": 0, "unit": "ms"},
          "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}}}}}}
      """
    let project = try ScratchProject(["tokens/motion.tokens.json": json])
    defer { project.remove() }
    let result = project.compile(emit: false)
    #expect(project.rendered(result.diagnostics.filter { $0.severity != .note }) == [])
    #expect(Self.fallback(result) == ReduceMotionFallback.none)
  }

  @Test func anUnknownMeaningListsTheMotionChoices() throws {
    let project = try ScratchProject([
      "tokens/base.yaml": Self.base, "tokenc.yaml": "inputs: [tokens]\nappearances:\n  calm: reduced\n",
    ])
    defer { project.remove() }
    let result = project.compile(emit: false)
    #expect(
      project.rendered(result.diagnostics).contains {
        $0.contains(
          "appearance of 'calm' must be one of light, dark, lightHighContrast, darkHighContrast, reducedMotion, "
            + "fullMotion, none, not 'reduced'")
      })
  }
}
