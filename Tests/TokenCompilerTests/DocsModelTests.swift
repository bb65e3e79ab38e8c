import Foundation
import Testing

@testable import TokenCompiler

/// The typed docs model: built once per build and shared, and measuring contrast with or without the rule.
@Suite("Docs model")
struct DocsModelTests {
  /// The showcase's resolved tokens.
  static let showcase = WebFixtures.tokens(WebFixtures.showcase)

  /// Runs an emit stage of `emitters` (plus one template) over `input`; the files and diagnostics.
  static func emit(
    _ input: EmitInput, emitters: [any Emitter.Type], template: Bool
  ) throws -> (files: [EmittedFile], diagnostics: [Diagnostic]) {
    try TemplateFixture.withFolder { folder in
      try TemplateFixture.write(
        "{{#tokens}}{{ path }} {{/tokens}}", to: folder.appendingPathComponent("t.mustache"))
      var diagnostics: [Diagnostic] = []
      let stage = EmitStage(
        registry: EmitterRegistry(emitters + [TemplateEmitter.self]), settings: nil,
        templates: template ? [TemplateSetting(template: "t.mustache", output: "t.txt")] : [],
        directory: folder.path, diagnostics: &diagnostics)
      let files = stage.emit(input, diagnostics: &diagnostics)
      return (files, diagnostics)
    }
  }

  @Test func isBuiltOnceWhenJSONDocsAndATemplateAllRun() throws {
    let input = EmitInput(tokens: Self.showcase)
    let result = try Self.emit(input, emitters: [JSONEmitter.self, DocsEmitter.self], template: true)
    #expect(result.diagnostics.isEmpty, "\(rendered(result.diagnostics))")
    #expect(Set(result.files.map(\.path)).isSuperset(of: ["json/tokens.docs.json", "docs/index.html", "t.txt"]))
    #expect(input.shared.model.buildCount == 1)
    #expect(input.shared.templateContext.buildCount == 1)
    // Templates read the compact context; nothing needs the JSON tree.
    #expect(input.shared.document.buildCount == 0)
  }

  @Test func swiftNamesAreWorkedOutOnceForTheSwiftAndDocsEmitters() throws {
    // Each emitter alone asks for the shared names, and both together build them once.
    for emitters: [any Emitter.Type] in [[SwiftEmitter.self], [DocsEmitter.self]] {
      let alone = EmitInput(tokens: Self.showcase)
      _ = try Self.emit(alone, emitters: emitters, template: false)
      #expect(alone.shared.swiftNames.buildCount == 1)
    }
    let input = EmitInput(tokens: Self.showcase)
    let result = try Self.emit(input, emitters: [SwiftEmitter.self, DocsEmitter.self], template: false)
    #expect(result.diagnostics.isEmpty, "\(rendered(result.diagnostics))")
    #expect(input.shared.swiftNames.buildCount == 1)
    // The page shows the names the swift emitter declares.
    let page = try #require(result.files.first { $0.path == "docs/index.html" })
    let html = String(decoding: page.contents, as: UTF8.self)
    for name in input.codeNames.swiftNames(input.tokens).values.prefix(20) {
      #expect(html.contains(name), "\(name)")
    }
  }

  @Test func isNeverBuiltWhenNoEmitterReadsIt() throws {
    let input = EmitInput(tokens: Self.showcase)
    let result = try Self.emit(input, emitters: [SwiftEmitter.self], template: false)
    #expect(!result.files.isEmpty && result.diagnostics.isEmpty)
    #expect(input.shared.model.buildCount == 0)
    #expect(input.shared.document.buildCount == 0)
  }

  @Test func copiesShareTheModelAcrossThreadsAndAChangeStartsANewOne() {
    let input = EmitInput(tokens: Self.showcase)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let copy = input
      #expect(copy.docs.tokens.count == Self.showcase.tokens.count)
    }
    #expect(input.shared.model.buildCount == 1)
    var changed = input
    changed.contrastLevel = .AAA
    #expect(changed.shared !== input.shared)
    #expect(changed.shared.model.buildCount == 0)
  }

  @Test func theRulesResultsAreReusedAndOtherwiseMeasuredAtTheInputsLevel() {
    let tokens = Self.showcase
    let measured = ContrastEvaluation.results(for: tokens.contrastPairs, in: tokens, defaultLevel: .AA)
    #expect(measured.count == tokens.contrastPairs.count * 4)
    #expect(EmitInput(tokens: tokens).docs.contrastResults == measured)
    let given = Array(measured.prefix(2))
    let reused = EmitInput(tokens: tokens, validation: ValidationReport(contrastResults: given)).docs
    #expect(reused.contrastResults == given)
    // The link pair sets no level, so the input's level applies: large text needs 4.5:1 at AAA.
    let strict = EmitInput(tokens: tokens, contrastLevel: .AAA).docs
    let link = strict.contrastResults.filter { $0.pair.foreground == TokenPath(dotted: "color.label.link") }
    #expect(link.map(\.requirement.minimum) == [4.5, 4.5, 4.5, 4.5])
    #expect(link.map(\.requirement.level) == [.AAA, .AAA, .AAA, .AAA])
  }

  @Test func theRuleReportsFromTheSameResultsAndHandsThemOn() {
    let result = FixtureCompiler.compile("tokens")
    let tokens = result.tokens
    let measured = ContrastEvaluation.results(for: tokens.contrastPairs, in: tokens, defaultLevel: .AA)
    #expect(result.validation.contrastResults == measured)
    var off = Configuration()
    off.rules["color/contrast"] = RuleSetting(severity: .off)
    let unchecked = FixtureCompiler.compile("tokens", configuration: off)
    #expect(unchecked.validation.contrastResults == nil)
    // Without the rule the docs measure the same results, so tokens.docs.json is the same too.
    let docs = { (run: PipelineResult) in run.files.first { $0.path == "json/tokens.docs.json" }?.contents }
    #expect(docs(unchecked) != nil && docs(unchecked) == docs(result))
  }

  @Test func everyTokenIsInExactlyOneSection() {
    let model = EmitInput(tokens: WebFixtures.tokens("tokens")).docs
    let sections = model.sections
    let listed =
      sections.colors.map(\.token.path) + sections.spacing.map(\.token.path) + sections.radii.map(\.token.path)
      + sections.typography.map(\.token.path) + sections.motion.map(\.token.path)
      + sections.composites.map(\.token.path) + sections.other.map(\.path)
    #expect(listed.sorted() == model.tokens.map(\.path).sorted())
    #expect(sections.radii.allSatisfy { DocsModel.Sections.isRadius($0.token.path) })
    #expect(!sections.radii.isEmpty && !sections.spacing.isEmpty && !sections.other.isEmpty)
  }

  @Test func lookupsGoByPath() {
    let model = EmitInput(tokens: Self.showcase).docs
    let path = TokenPath(dotted: "color.label.link")
    #expect(model.token(at: path)?.path == path)
    #expect(model.token(at: path)?.colors != nil)
    #expect(model.token(at: TokenPath(dotted: "color.nothing")) == nil)
    let pair = Self.showcase.contrastPairs[1]
    #expect(model.result(for: pair, in: .dark)?.appearance == .dark)
    #expect(model.result(for: pair, in: .dark)?.pair == pair)
  }
}

/// The docs show the ladder every output scales with (`Typography.effectiveLadder`), not only
/// the ladder as written.
@Suite("Docs model: effective ladders")
struct DocsLadderTests {
  static let yaml = """
    type:
      $type: typography
      derived:
        $value: {fontFamily: system, fontWeight: 400, fontSize: 20, lineHeight: 26pt, textStyle: body}
      partial:
        $value:
          fontFamily: system
          fontWeight: 400
          fontSize: 17
          lineHeight: 22pt
          textStyle: body
          ladder: {xSmall: 14/19, large: 17/22}
      fixed:
        $value: {fontFamily: system, fontWeight: 400, fontSize: 12, lineHeight: 16pt}

    """

  static func styles() throws -> [String: DocsModel.TextStyle] {
    var configuration = Configuration()
    configuration.rules["type/ladder"] = RuleSetting(severity: .off)
    let result = FixtureCompiler.compile(
      [SourceFile(path: "tokens.yaml", bytes: Array(yaml.utf8))], configuration: configuration)
    #expect(!result.hasErrors, "\(rendered(result.diagnostics))")
    let model = EmitInput(tokens: result.tokens).docs
    return Dictionary(uniqueKeysWithValues: model.sections.typography.map { ($0.token.path.description, $0.style) })
  }

  @Test func aStyleWithATextStyleAndNoLadderShowsTheDerivedLadderSwiftUses() throws {
    let styles = try Self.styles()
    let derived = try #require(styles["type.derived"])
    #expect(derived.ladderSource == .derived)
    #expect(derived.ladder.count == 12)
    // body is 17 pt at Large and 53 pt at AX5 in Apple's table: 20 pt grows to 62.35 pt.
    #expect(derived.ladder.last?.step == TypeStep(fontSize: 62.35, lineHeight: 81.06))
    #expect(derived.ladder[ContentSizeCategory.default.index].step == TypeStep(fontSize: 20, lineHeight: 26))
    let typography = Typography(
      fontFamily: ["system"], fontWeight: FontWeight(400), fontSize: 20, lineHeight: 26, letterSpacing: 0,
      textStyle: .body)
    #expect(derived.ladder.map(\.step) == typography.effectiveLadder.orderedSteps.map(\.step))
  }

  @Test func aPartialLadderIsFilledWithTheBaseMetricsAndAFixedStyleHasNone() throws {
    let styles = try Self.styles()
    let partial = try #require(styles["type.partial"])
    #expect(partial.ladderSource == .custom)
    #expect(partial.ladder.count == 12)
    #expect(partial.ladder.first?.step == TypeStep(fontSize: 14, lineHeight: 19))
    #expect(partial.ladder.last?.step == TypeStep(fontSize: 17, lineHeight: 22))
    let fixed = try #require(styles["type.fixed"])
    #expect(fixed.ladderSource == nil && fixed.ladder.isEmpty)
  }
}
