import Testing

@testable import TokenCompiler

/// One run of the load, decode, resolve and validate stages over an in-memory token
/// file, with rule settings read from the text of a `tokenc.yaml`.
struct RuleRun {
  /// Every diagnostic: configuration, token file and validation, sorted for display.
  var diagnostics: [Diagnostic]
  /// The resolved tokens.
  var tokens: ResolvedTokenSet

  /// Runs the stages over `text` (named `tokens.yaml`) with the config file `config`.
  init(_ text: String, config: String = "", path: String = "tokens.yaml") {
    self.init([path: text], config: config)
  }

  /// Runs the stages over several files with the config file `config`.
  init(_ files: [String: String], config: String = "") {
    let compiled = compileYAML(files)
    var diagnostics = compiled.diagnostics
    let loaded = loadYAML(config, path: "tokenc.yaml")
    diagnostics += loaded.diagnostics
    let configuration = Configuration.parse(loaded.root, directory: ".", rules: .builtIn, diagnostics: &diagnostics)
    let validator = Validator(registry: .builtIn, settings: configuration.rules, diagnostics: &diagnostics)
    diagnostics += validator.validate(compiled.tokens).diagnostics
    self.diagnostics = diagnostics.sortedForDisplay()
    tokens = compiled.tokens
  }

  /// The diagnostics of one rule.
  func of(_ rule: RuleID) -> [Diagnostic] { diagnostics.filter { $0.ruleID == rule } }

  /// The diagnostics of one rule as `file:line:col: severity: message [rule]`.
  func lines(_ rule: RuleID) -> [String] { rendered(of(rule)) }

  /// The fix replacements of one rule's diagnostics, in order.
  func replacements(_ rule: RuleID) -> [String?] { of(rule).map { $0.fix?.replacement } }

  /// Diagnostics that are not from validation rules (the token file or the config), rendered.
  var inputProblems: [String] {
    rendered(diagnostics.filter { RuleRegistry.builtIn.rule($0.ruleID) == nil && $0.ruleID != .suppressInvalid })
  }
}

/// The helpers shared by the layout, type, motion and naming rules.
@Suite("Rules: shared helpers")
struct RuleSupportTests {
  @Test(arguments: [
    (14.0, "14"), (14.4, "14.4"), (-4, "-4"), (0.1 + 0.2, "0.3"), (16.666_666, "16.67"), (0, "0"),
  ])
  func measuresAreWrittenShortly(value: Double, text: String) {
    #expect(Measure.text(value) == text)
  }

  @Test func sentencesJoinWithAnd() {
    #expect(Measure.sentence([]) == "")
    #expect(Measure.sentence(["a"]) == "a")
    #expect(Measure.sentence(["a", "b"]) == "a and b")
    #expect(Measure.sentence(["a", "b", "c"]) == "a, b and c")
  }

  @Test func multiplesAllowForBinaryRounding() {
    #expect(Measure.isMultiple(0.1 * 3 * 40, of: 4))
    #expect(Measure.isMultiple(-8, of: 4))
    #expect(!Measure.isMultiple(14, of: 4))
    #expect(!Measure.isMultiple(4.000_01, of: 4))
  }

  @Test func scopesMatchWholeComponents() {
    let scope = PathScope(["spacing", "size.touch"])
    #expect(scope.contains(TokenPath(dotted: "spacing")))
    #expect(scope.contains(TokenPath(dotted: "spacing.inset.card")))
    #expect(scope.contains(TokenPath(dotted: "size.touch.minimum")))
    #expect(!scope.contains(TokenPath(dotted: "spacings.md")))
    #expect(!scope.contains(TokenPath(dotted: "size.icon.md")))
    #expect(!scope.contains(TokenPath(dotted: "touch.size")))
  }

  @Test func markerAliasesAreQuotedPathsInBraces() throws {
    let (document, diagnostics) = decodeYAML([
      "tokens.yaml": "r:\n  $type: dimension\n  a:\n    $value: 4\n"
        + "    $extensions: {dev.tokenc: {nested: {outer: \"{radius.card}\", padding: radius.card}}}\n"
        + "  b:\n    $value: 4\n    $extensions: {dev.tokenc: {nested: {outer: \"{}\", padding: 2}}}\n"
    ])
    let nested = try #require(document.token("r.a")?.tokenc.nested)
    guard case .alias(let outer)? = nested.outer else {
      Issue.record("outer is not an alias")
      return
    }
    #expect(outer.path == TokenPath(dotted: "radius.card"))
    #expect(nested.padding == nil)
    #expect(document.token("r.b")?.tokenc.nested?.outer == nil)
    #expect(diagnostics.map(\.ruleID) == [.tokenExtension, .tokenExtension])
  }

  /// The rules of the layout, type, motion and naming group.
  static let rules: [RuleID] = [
    "spacing/grid", "size/touch-target", "type/min-size", "type/ladder", "type/apple-ladder-drift",
    "font/face", "motion/reduce-motion", "motion/duration", "radius/non-negative", "radius/concentric",
    "naming/identifier",
    "deprecated/usage",
  ]

  @Test func everyRuleIsRegisteredWithAnExplanationAndDocumentedOptions() throws {
    for id in Self.rules {
      let descriptor = try #require(RuleRegistry.builtIn.rule(id)?.descriptor, "\(id) is not registered")
      #expect(descriptor.explanation.count > 200, "\(descriptor.id) needs a real explanation")
      #expect(!descriptor.explanation.contains("\n"), "\(descriptor.id): the explanation is one paragraph")
      for option in descriptor.options {
        #expect(!option.summary.isEmpty && !option.defaultValue.isEmpty, "\(descriptor.id) \(option.name)")
      }
    }
  }
}
