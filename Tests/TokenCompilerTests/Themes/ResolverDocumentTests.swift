import Testing

@testable import TokenCompiler

/// DTCG 2025.10 resolver documents as inputs: sets, modifiers, contexts, inline sources.
@Suite("themes: resolver documents")
struct ResolverDocumentTests {
  static let palette = "gray:\n  $type: color\n  100: \"#eeeeee\"\n  900: \"#111111\"\n"

  /// A project with a palette, light and dark files, and `resolver` as its resolver document.
  static func project(resolver: String, config: String? = nil, extra: [String: String] = [:]) throws -> ScratchProject {
    var files = [
      "tokens/palette.yaml": palette,
      "tokens/day.yaml": "bg:\n  $type: color\n  $value: \"{gray.100}\"\n",
      "tokens/night.yaml": "bg:\n  $type: color\n  $value: \"{gray.900}\"\n",
      "tokens/system.resolver.yaml": resolver,
    ]
    if let config { files["tokenc.yaml"] = config }
    return try ScratchProject(files.merging(extra) { _, new in new })
  }

  static let themeResolver = """
    version: "2025.10"
    sets:
      base: {sources: [{$ref: palette.yaml}]}
    modifiers:
      theme:
        default: light
        contexts:
          light: [{$ref: day.yaml}]
          dark: [{$ref: night.yaml}]
    resolutionOrder: [{$ref: "#/sets/base"}, {$ref: "#/modifiers/theme"}]
    """

  @Test func anAppearanceModifierGivesDarkValues() throws {
    let project = try Self.project(resolver: Self.themeResolver)
    defer { project.remove() }
    let result = project.compile(emit: false)
    #expect(project.rendered(result.diagnostics) == [])
    #expect(ThemeFileTests.hex("bg", result.tokens) == ["#eeeeee", "#111111", "#eeeeee", "#111111"])
  }

  @Test func laterSetsWinAndInlineSourcesAreRead() throws {
    let resolver = """
      {"version": "2025.10", "resolutionOrder": [
        {"type": "set", "name": "core", "sources": [{"$ref": "palette.yaml"}, {"$ref": "day.yaml"}]},
        {"type": "set", "name": "brand", "sources": [
          {"bg": {"$type": "color", "$value": "#ff0000"}, "accent": {"$type": "color", "$value": "{bg}"}}]}]}
      """
    let project = try Self.project(resolver: "", extra: ["tokens/system.resolver.yaml": resolver])
    defer { project.remove() }
    let result = project.compile(emit: false)
    // night.yaml is not named by the resolver, so it is skipped with a warning.
    #expect(
      project.rendered(result.diagnostics) == [
        "warning: 1 token file in 'tokens' is not named by its resolver document and skipped: tokens/night.yaml; "
          + "add them to the resolver's sets, or list them under inputs: in tokenc.yaml [resolver/invalid]"
      ])
    #expect(ThemeFileTests.hex("bg", result.tokens) == Array(repeating: "#ff0000", count: 4))
    #expect(ThemeFileTests.hex("accent", result.tokens) == Array(repeating: "#ff0000", count: 4))
    // The overriding definition keeps the place of the first one.
    #expect(result.tokens[TokenPath(["bg"])]?.location.file.hasSuffix("tokens/system.resolver.yaml") == true)
  }

  @Test func aModifierThatIsNotAnAppearanceBuildsItsDefaultWithAWarning() throws {
    let resolver = """
      version: "2025.10"
      modifiers:
        brand:
          default: day
          contexts: {day: [{$ref: day.yaml}], acme: [{$ref: night.yaml}]}
      resolutionOrder: [{type: set, name: base, sources: [{$ref: palette.yaml}]}, {$ref: "#/modifiers/brand"}]
      """
    let project = try Self.project(
      resolver: resolver, extra: ["tokenc.yaml": "appearances: {day: none}\n"])
    defer { project.remove() }
    let result = project.compile(emit: false)
    #expect(
      project.rendered(result.diagnostics) == [
        "tokens/system.resolver.yaml:6:84: warning: modifier 'brand': its contexts are not appearances, so tokenc "
          + "builds its default context 'day' and not 'acme'; choose one with `modifiers: {brand: acme}` in "
          + "tokenc.yaml (one tokenc.yaml per output) [resolver/invalid]"
      ])
    #expect(ThemeFileTests.hex("bg", result.tokens) == Array(repeating: "#eeeeee", count: 4))

    let chosen = try Self.project(resolver: resolver, config: "appearances: {day: none}\nmodifiers: {brand: acme}\n")
    defer { chosen.remove() }
    let chosenResult = chosen.compile(emit: false)
    #expect(chosen.rendered(chosenResult.diagnostics) == [])
    #expect(ThemeFileTests.hex("bg", chosenResult.tokens) == Array(repeating: "#111111", count: 4))
  }

  @Test func configuredNamesMapContextsToAppearances() throws {
    let resolver = Self.themeResolver.replacingOccurrences(of: "dark:", with: "dim:")
    let unmapped = try Self.project(resolver: resolver)
    defer { unmapped.remove() }
    #expect(
      unmapped.rendered(unmapped.compile(emit: false).diagnostics) == [
        "tokens/system.resolver.yaml:9:7: error: context 'dim' of modifier 'theme' is not an appearance, but 'light' "
          + "is; map it with `appearances: {dim: dark}` in tokenc.yaml, or build one context with "
          + "`modifiers: {theme: dim}` [resolver/invalid]"
      ])
    let mapped = try Self.project(resolver: resolver, config: "appearances:\n  dim: dark\n")
    defer { mapped.remove() }
    let result = mapped.compile(emit: false)
    #expect(mapped.rendered(result.diagnostics) == [])
    #expect(ThemeFileTests.hex("bg", result.tokens) == ["#eeeeee", "#111111", "#eeeeee", "#111111"])
  }

  @Test(arguments: [
    (
      "resolutionOrder: []\n",
      "tokens/system.resolver.yaml:1:1: error: a resolver document needs version: \"2025.10\" [resolver/invalid]"
    ),
    (
      "version: \"2025.10\"\nresolutionOrder: [{$ref: \"#/sets/missing\"}]\n",
      "tokens/system.resolver.yaml:2:26: error: resolutionOrder $ref must name a set or modifier of this document "
        + "(\"#/sets/NAME\" or \"#/modifiers/NAME\"), not the text '#/sets/missing' [resolver/invalid]"
    ),
    (
      "version: \"2025.10\"\nresolutionOrder: [{type: set, name: a, sources: [{$ref: nothing.json}]}]\n",
      "tokens/system.resolver.yaml:2:57: error: 'nothing.json' (from set 'a') cannot be read [resolver/invalid]"
    ),
    (
      "version: \"2025.10\"\nresolutionOrder:\n  - type: modifier\n    name: m\n    contexts:\n"
        + "      light: []\n      day: []\n",
      "tokens/system.resolver.yaml:7:7: error: contexts 'light' and 'day' of modifier 'm' both mean light; map one "
        + "of them to another appearance under `appearances:` in tokenc.yaml [resolver/invalid]"
    ),
  ])
  func malformedResolversAreLocatedErrors(resolver: String, message: String) throws {
    let project = try Self.project(resolver: resolver)
    defer { project.remove() }
    let errors = project.rendered(project.compile(emit: false).diagnostics).filter { !$0.contains("warning:") }
    #expect(errors == [message])
  }

  @Test func aResolverInYAMLIsNeverReadAsTokens() throws {
    let project = try Self.project(resolver: Self.themeResolver)
    defer { project.remove() }
    let result = project.compile(emit: false)
    #expect(result.tokens[TokenPath(["version"])] == nil)
    #expect(result.tokens.tokens.map(\.path.description) == ["gray.100", "gray.900", "bg"])
  }

  @Test func json5FilesAreReportedNotIgnored() throws {
    let project = try ScratchProject(["tokens/colors.json5": "{bg: {$type: 'color', $value: '#fff'}}\n"])
    defer { project.remove() }
    #expect(
      project.rendered(project.compile(emit: false).diagnostics)
        == [
          "warning: '\(project.folder)/tokens' holds 1 JSON5 file (colors.json5), which tokenc does not read; convert "
            + "them to JSON (e.g. `npx json5 FILE.json5 > FILE.tokens.json`) [io/error]"
        ].map { $0.replacingOccurrences(of: project.folder + "/", with: "") })
  }
}

/// A resolver's Reduce Motion modifier gives motion tokens their fallbacks.
@Suite("themes: Reduce Motion contexts")
struct ReducedMotionContextTests {
  @Test func reducedContextsBecomeFallbacks() throws {
    let base = """
      motion:
        $type: transition
        slide: {$value: {duration: 300ms, delay: 0ms, timingFunction: [0.2, 0, 0, 1]}}
        fade: {$value: {duration: 200ms, delay: 0ms, timingFunction: [0.2, 0, 0, 1]}}
        declared:
          $type: motion
          $value: {curve: [0.2, 0, 0, 1], duration: 250ms, reduceMotion: none}
      """
    let reduced = """
      motion:
        $type: transition
        slide: {$value: {duration: 0ms, delay: 0ms, timingFunction: [0, 0, 1, 1]}}
        fade: {$value: {duration: 100ms, delay: 0ms, timingFunction: [0, 0, 1, 1]}}
        declared: {$value: {duration: 150ms, delay: 0ms, timingFunction: [0, 0, 1, 1]}}
      """
    let resolver = """
      version: "2025.10"
      resolutionOrder:
        - {type: set, name: base, sources: [{$ref: base.yaml}]}
        - type: modifier
          name: motion
          default: full
          contexts: {full: [], reduced: [{$ref: reduced.yaml}]}
      """
    let project = try ScratchProject([
      "tokens/base.yaml": base, "tokens/reduced.yaml": reduced, "tokens/m.resolver.yaml": resolver,
    ])
    defer { project.remove() }
    let result = project.compile(emit: false)
    #expect(project.rendered(result.diagnostics.filter { $0.severity != .note }) == [])
    func fallback(_ name: String) -> ReduceMotionFallback? {
      guard case .motion(let motion)? = result.tokens[TokenPath(["motion", name])]?.value else { return nil }
      return motion.reduceMotion
    }
    #expect(fallback("slide") == ReduceMotionFallback.none)
    #expect(fallback("fade") == .crossfade(Duration(milliseconds: 100)))
    // A fallback the token declares wins over the context.
    #expect(fallback("declared") == ReduceMotionFallback.none)
  }
}
