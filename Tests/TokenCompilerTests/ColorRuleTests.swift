import Foundation
import Testing

@testable import TokenCompiler

/// Runs the whole pipeline the way `tokenc` does, for the color rule suites.
enum ColorRuleTesting {
  /// The color rules, so a test can run one of them alone.
  static let colorRules: [RuleID] = ["color/appearances", "color/contrast", "color/high-contrast", "color/gamut"]

  /// Compiles `tokens` (one file, `tokens.yaml`) with a `tokenc.yaml` whose `rules:` mapping is `rules`.
  static func run(_ tokens: String, rules: String = "{}") -> PipelineResult {
    var diagnostics: [Diagnostic] = []
    let config = loadYAML("rules: \(rules)\n", path: "tokenc.yaml").root
    let configuration = Configuration.parse(config, directory: ".", rules: .builtIn, diagnostics: &diagnostics)
    precondition(diagnostics.isEmpty, "bad test configuration: \(rendered(diagnostics))")
    let compiler = Compiler(configuration: configuration)
    precondition(compiler.setupDiagnostics.isEmpty, "\(rendered(compiler.setupDiagnostics))")
    return compiler.compile(CompilerInputs(sources: [SourceFile(path: "tokens.yaml", text: tokens)]))
  }

  /// Compiles `tokens` with only the color rule `rule` on (the other color rules off).
  static func run(_ tokens: String, only rule: RuleID, setting: String? = nil) -> PipelineResult {
    let others = colorRules.filter { $0 != rule }.map { "\($0): off" }
    let own = setting.map { ["\(rule): \($0)"] } ?? []
    return run(tokens, rules: "{\((others + own).joined(separator: ", "))}")
  }

  /// The diagnostics of one rule, rendered as the CLI prints them.
  static func messages(_ result: PipelineResult, _ rule: RuleID) -> [String] {
    rendered(result.diagnostics.filter { $0.ruleID == rule })
  }

  /// The published findings of a rule in `tokens.docs.json`.
  static func docsFindings(_ result: PipelineResult, _ rule: RuleID) throws -> [[String: Any]] {
    let docs = try #require(result.files.first { $0.path == "json/tokens.docs.json" })
    let object = try #require(try JSONSerialization.jsonObject(with: Data(docs.contents)) as? [String: Any])
    let findings = try #require(object["findings"] as? [String: Any])
    return try #require(findings[rule.rawValue] as? [[String: Any]], "no findings for \(rule)")
  }
}

/// What the color rules share: registration, severities, suppression, and the sample tokens.
@Suite("Color rules")
struct ColorRuleTests {
  @Test func theFourRulesAreRegisteredWithTheirDefaultSeverities() {
    let severities = Dictionary(
      uniqueKeysWithValues: RuleRegistry.builtIn.descriptors.map { ($0.id, $0.defaultSeverity) })
    #expect(severities["color/contrast"] == .error)
    #expect(severities["color/high-contrast"] == .error)
    #expect(severities["color/gamut"] == .note)
    #expect(severities["color/appearances"] == .warning)
    #expect(RuleSeverity.note.diagnosticSeverity == .note)
  }

  @Test func everyColorRuleExplainsItself() {
    for id in ColorRuleTesting.colorRules {
      let descriptor = RuleRegistry.builtIn.rule(id)?.descriptor
      #expect(descriptor?.explanation.count ?? 0 > 200, "\(id)")
      #expect(descriptor?.summary.isEmpty == false, "\(id)")
    }
  }

  @Test func theSampleTokensPassEveryColorRule() {
    let result = FixtureCompiler.compile("tokens")
    let color = result.diagnostics.filter { $0.ruleID.rawValue.hasPrefix("color/") }
    #expect(color.filter { $0.severity != .note }.isEmpty, "\(rendered(color))")
    #expect(!result.hasErrors, "\(rendered(result.diagnostics))")
    // The only notes are the two Display P3 brand magentas and their sRGB fallbacks.
    #expect(
      rendered(color) == [
        "tokens/color-base.yaml:91:12: note: 'palette.magenta.vivid' is color(display-p3 0.78 0 0.42), outside sRGB; "
          + "sRGB screens get the generated fallback #da006c (clipped green from -0.17 to 0; OKLab distance 0.030) "
          + "[color/gamut]",
        "tokens/color-base.yaml:95:9: note: 'palette.magenta.deep' is color(display-p3 0.62 0 0.34), outside sRGB; "
          + "sRGB screens get the generated fallback #ad0058 (clipped green from -0.13 to 0; OKLab distance 0.025) "
          + "[color/gamut]",
      ])
  }

  @Test func theSampleContrastResultsArePublishedInTheDocsJSON() throws {
    let result = FixtureCompiler.compile("tokens")
    let findings = try ColorRuleTesting.docsFindings(result, "color/contrast")
    #expect(findings.count == result.tokens.contrastPairs.count * 4)
    #expect(findings.allSatisfy { $0["pass"] as? Bool == true })
    let first = try #require(findings.first)
    #expect(
      NSDictionary(dictionary: first)
        == NSDictionary(dictionary: [
          "foreground": "color.label.primary", "background": "color.background.primary", "usage": "text",
          "level": "AAA", "appearance": "light", "ratio": 21, "required": 7, "pass": true,
        ]))
    let secondary = findings.filter {
      $0["foreground"] as? String == "color.label.secondary"
        && $0["background"] as? String == "color.background.primary"
    }
    #expect(secondary.map { $0["appearance"] as? String } == Appearance.allCases.map(\.rawValue))
    #expect(secondary.map { $0["ratio"] as? Double } == [5.15, 6.36, 6.96, 8.58])
  }
}
