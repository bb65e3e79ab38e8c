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
  /// The snapshot a revision was read from (removed by then): findings name its files as
  /// `REVISION:path`.
  var snapshot: GitSnapshot?

  /// Reads and validates the tokens a configuration names. Nothing is emitted, so the
  /// configuration's emitters and templates are not set up (a revision's templates need not
  /// exist); its `swift` and `css` settings still name the code a breaking change breaks.
  /// `diagnostics` are problems already found reading the configuration.
  public init(label: String, configuration: Configuration, diagnostics: [Diagnostic] = []) {
    var validating = configuration
    validating.emitters = []
    validating.templates = []
    let compiler = Compiler(configuration: validating)
    let inputs = compiler.loadInputs()
    self.label = label
    setupDiagnostics = (diagnostics + compiler.setupDiagnostics + inputs.diagnostics).sortedForDisplay()
    result = compiler.validate(inputs)
    directory = configuration.directory
    let tokens = result.tokens
    // The `color/contrast` rule has measured every pair unless it is off.
    contrastResults =
      result.validation.contrastResults
      ?? ContrastEvaluation.results(
        for: tokens.contrastPairs, in: tokens, defaultLevel: compiler.pipeline.contrastLevel)
    let names = CodeNames(emitters: configuration.emitters)
    emitsSwift = names.emitsSwift
    emitsCSS = names.emitsCSS
    swiftNames = names.swiftNames(tokens)
    cssNames = Dictionary(
      tokens.tokens.map { ($0.path, names.cssName($0.path)) }, uniquingKeysWith: { first, _ in first })
  }

  /// The configuration in `file` (`nil`: the defaults in the current folder), and the problems
  /// reading it.
  public static func configuration(file: String?) -> (Configuration, [Diagnostic]) {
    guard let file else { return (Configuration(), []) }
    let read = Configuration.read(file)
    return (read.configuration, read.diagnostics)
  }

  /// Whether the side has a token at `path` (every token has a CSS name, whether or not the css
  /// emitter runs), without copying the token.
  func has(_ path: TokenPath) -> Bool { cssNames[path] != nil }

  /// The tokens.
  public var tokens: ResolvedTokenSet { result.tokens }

  /// Whether the configuration or the inputs have errors.
  public var hasSetupErrors: Bool { setupDiagnostics.hasErrors }

  /// The summary the report names the side by.
  var summary: DiffSideSummary { DiffSideSummary(label: label, tokens: tokens.tokens.count) }

}
