/// One version of a design system, run through load → resolve → validate (nothing emitted or
/// written), with what a diff compares: tokens, findings, contrast results and code names.
public struct DiffSide: Sendable {
  /// How the side was named (a revision, folder or configuration file).
  public var label: String
  /// The validated result.
  public var result: PipelineResult
  /// The setup and input problems; a side with any error cannot be compared (exit status 2).
  public var setupDiagnostics: [Diagnostic]
  /// The configuration's folder, which findings' locations are made relative to.
  public var directory: String
  /// Every declared contrast pair measured (``ContrastEvaluation``), even when the rule is off.
  public var contrastResults: [ContrastResult]
  /// The Swift member of each token (`Tokens.Color.labelPrimary`), as the `swift` emitter names it.
  var swiftNames: [TokenPath: String]
  /// The CSS custom property of each token (`--color-label-primary`), as the `css` emitter names it.
  var cssNames: [TokenPath: String]
  /// Whether the configuration runs the `swift` emitter.
  var emitsSwift: Bool
  /// Whether the configuration runs the `css` emitter.
  var emitsCSS: Bool

  /// Reads and validates the side a compiler is set up for.
  public init(label: String, compiler: Compiler) {
    let inputs = compiler.loadInputs()
    self.init(label: label, compiler: compiler, inputs: inputs)
  }

  /// Validates already-read inputs.
  public init(label: String, compiler: Compiler, inputs: CompilerInputs) {
    self.label = label
    setupDiagnostics = (compiler.setupDiagnostics + inputs.diagnostics).sortedForDisplay()
    result = compiler.validate(inputs)
    directory = compiler.configuration.directory
    let tokens = result.tokens
    contrastResults = ContrastEvaluation.results(
      for: tokens.contrastPairs, in: tokens, defaultLevel: compiler.pipeline.contrastLevel)
    let emitters = compiler.configuration.emitters
    func setting(_ id: String) -> EmitterSetting? { emitters?.first { $0.id == id } }
    func option(_ id: String, _ name: String) -> String? {
      setting(id)?.options.first { $0.key.text == name }?.value.scalar?.text
    }
    emitsSwift = emitters == nil || setting("swift") != nil
    emitsCSS = emitters == nil || setting("css") != nil
    let namespace = option("swift", SwiftOptions.namespaceOption.name) ?? SwiftOptions.namespaceOption.defaultValue
    swiftNames = Self.swiftNames(tokens, namespace: namespace)
    let prefix = option("css", CSSEmitter.prefixOption.name) ?? CSSEmitter.prefixOption.defaultValue
    cssNames = Dictionary(
      tokens.tokens.map { ($0.path, Naming.cssCustomProperty($0.path, prefix: prefix)) },
      uniquingKeysWith: { first, _ in first })
  }

  /// The tokens.
  public var tokens: ResolvedTokenSet { result.tokens }

  /// Whether the configuration or the inputs have errors.
  public var hasSetupErrors: Bool { setupDiagnostics.hasErrors }

  /// The summary the report names the side by.
  var summary: DiffSideSummary { DiffSideSummary(label: label, tokens: tokens.tokens.count) }

  /// Every token's qualified Swift member, from ``SwiftNames``.
  private static func swiftNames(_ tokens: ResolvedTokenSet, namespace: String) -> [TokenPath: String] {
    let names = SwiftNames(tokens, namespace: namespace)
    var result: [TokenPath: String] = [:]
    for member in names.topLevel { result[member.token.path] = "\(namespace).\(member.name)" }
    for group in names.groups {
      for member in group.members { result[member.token.path] = "\(namespace).\(group.typeName).\(member.name)" }
    }
    return result
  }
}
