@testable import TokenCompiler

/// Helpers that run the load, decode and resolve stages on in-memory files.

/// Loads one file's text with the default loader.
func loadYAML(
  _ text: String, path: String = "tokens.yaml", aliasBudget: Int = 10_000
)
  -> (root: SourceNode?, diagnostics: [Diagnostic])
{
  loadBytes(Array(text.utf8), path: path, aliasBudget: aliasBudget)
}

/// Loads one file's raw bytes with the default loader.
func loadBytes(
  _ bytes: [UInt8], path: String = "tokens.yaml", aliasBudget: Int = 10_000
)
  -> (root: SourceNode?, diagnostics: [Diagnostic])
{
  var diagnostics: [Diagnostic] = []
  let file = SourceFile(path: path, bytes: bytes)
  let root = YAMLLoader(aliasBudget: aliasBudget).load(file, diagnostics: &diagnostics)
  return (root, diagnostics)
}

/// Loads and decodes files given as path → text, in sorted path order, each file a base file
/// or, when its name names an appearance (`dark.yaml`), that appearance's theme.
func decodeYAML(_ files: [String: String]) -> (document: TokenDocument, diagnostics: [Diagnostic]) {
  var diagnostics: [Diagnostic] = []
  let sources = files.keys.sorted().map { SourceFile(path: $0, text: files[$0]!) }
  let pipeline = Pipeline(configuration: Configuration())
  let loaded = pipeline.load(CompilerInputs(sources: sources), diagnostics: &diagnostics)
  let document = TokenDecoder().decode(loaded, diagnostics: &diagnostics)
  return (document, diagnostics)
}

/// Loads, decodes and resolves files given as path → text, in sorted path order.
func compileYAML(_ files: [String: String]) -> (tokens: ResolvedTokenSet, diagnostics: [Diagnostic]) {
  let decoded = decodeYAML(files)
  var diagnostics = decoded.diagnostics
  let tokens = Resolver().resolve(decoded.document, diagnostics: &diagnostics)
  return (tokens, diagnostics)
}

/// Compiles a single YAML file named `tokens.yaml`.
func compileYAML(_ text: String, path: String = "tokens.yaml") -> (tokens: ResolvedTokenSet, diagnostics: [Diagnostic])
{
  compileYAML([path: text])
}

/// Diagnostics as `file:line:col: severity: message [rule]`, the way the CLI prints them.
func rendered(_ diagnostics: [Diagnostic]) -> [String] {
  diagnostics.map { diagnostic in
    let place = diagnostic.location.map { "\($0): " } ?? ""
    return "\(place)\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]"
  }
}

/// A diagnostic's notes as `file:line:col: note: message`.
func renderedNotes(_ diagnostic: Diagnostic) -> [String] {
  diagnostic.notes.map { note in
    let place = note.location.map { "\($0): " } ?? ""
    return "\(place)note: \(note.message)"
  }
}

extension ResolvedTokenSet {
  /// The token at a dotted path, e.g. `set["color.brand.blue"]`.
  subscript(dotted: String) -> ResolvedToken? { self[TokenPath(dotted: dotted)] }
}

extension TokenDocument {
  /// The decoded token at a dotted path.
  func token(_ dotted: String) -> DecodedToken? {
    tokens.first { $0.path == TokenPath(dotted: dotted) }
  }
}

extension ResolvedToken {
  /// The resolved color, if this is a color token.
  var color: ColorAppearances? {
    if case .color(let color) = value { return color }
    return nil
  }

  /// The resolved dimension, if this is a dimension token.
  var dimension: Dimension? {
    if case .dimension(let dimension) = value { return dimension }
    return nil
  }

  /// The resolved typography, if this is a typography token.
  var typography: Typography? {
    if case .typography(let typography) = value { return typography }
    return nil
  }

  /// The resolved motion, if this is a motion token.
  var motion: Motion? {
    if case .motion(let motion) = value { return motion }
    return nil
  }
}

/// Whether two numbers agree within `tolerance`.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}
