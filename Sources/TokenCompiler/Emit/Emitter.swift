/// What an emitter is: its id, what it writes, where by default, and its options.
public struct EmitterDescriptor: Sendable, Hashable {
  /// The id used in `tokenc.yaml` (e.g. `json`).
  public var id: String
  /// One line for `tokenc build --help` and the README.
  public var summary: String
  /// The folder under the output directory it writes into by default.
  public var defaultDirectory: String
  /// The options it reads.
  public var options: [OptionDescriptor]
  /// Whether it runs when `tokenc.yaml` lists no `emitters:`; `false` for emitters that
  /// need options to do anything, such as `template`.
  public var runsByDefault: Bool
  /// Roughly how much work it does per token compared with other emitters (1 = light, such as
  /// css). Emitters run in parallel and the heaviest start first, so a build on few cores does
  /// not end waiting for one heavy emitter that started last. Output never depends on it.
  public var cost: Int

  /// Creates a descriptor.
  public init(
    id: String, summary: String, defaultDirectory: String, options: [OptionDescriptor] = [], runsByDefault: Bool = true,
    cost: Int = 1
  ) {
    self.id = id
    self.summary = summary
    self.defaultDirectory = defaultDirectory
    self.options = options
    self.runsByDefault = runsByDefault
    self.cost = cost
  }
}

/// Everything an emitter may read: the resolved tokens and the validation results.
public struct EmitInput: Sendable {
  /// The resolved tokens.
  public var tokens: ResolvedTokenSet {
    didSet { shared = SharedModels() }
  }
  /// The validation findings and the contrast results measured on the way.
  public var validation: ValidationReport {
    didSet { shared = SharedModels() }
  }
  /// The WCAG level for contrast pairs that set none, used by the docs when the `color/contrast` rule did not run.
  public var contrastLevel: ContrastLevel {
    didSet { shared = SharedModels() }
  }
  /// The folder source file paths are shown relative to in the outputs (the configuration's
  /// folder; empty: as read).
  public var sourceRoot: String {
    didSet { shared = SharedModels() }
  }
  /// The tokens' Swift and CSS names as the configured `swift` and `css` emitters write them.
  public var codeNames: CodeNames
  /// The docs model, its JSON and the asset catalog layout, built on first use and shared by every copy of this input (see `docs`).
  private(set) var shared = SharedModels()

  /// Creates an input.
  public init(
    tokens: ResolvedTokenSet, validation: ValidationReport = ValidationReport(), contrastLevel: ContrastLevel = .AA,
    sourceRoot: String = "", codeNames: CodeNames = CodeNames(emitters: nil)
  ) {
    self.tokens = tokens
    self.validation = validation
    self.contrastLevel = contrastLevel
    self.sourceRoot = sourceRoot
    self.codeNames = codeNames
  }
}

/// An output format: turns resolved tokens into in-memory files.
///
/// A new format is one type conforming to this protocol plus one line in
/// ``EmitterRegistry/builtIn`` (or a `register` call by a tool embedding tokenc).
public protocol Emitter: Sendable {
  /// The emitter's id, summary, folder and options.
  static var descriptor: EmitterDescriptor { get }
  /// Creates the emitter from its `tokenc.yaml` options; problems go into `options.diagnostics`.
  init(options: inout Options)
  /// Checks what can be checked before any token is read (files it needs, other emitters it
  /// relies on), so `tokenc validate` reports it too; problems go into `context`.
  func prepare(context: inout EmitContext)
  /// The files to write, with paths relative to the emitter's folder; problems go into `context`.
  func emit(_ input: EmitInput, context: inout EmitContext) -> [EmittedFile]
}

extension Emitter {
  /// Nothing to check before the tokens are read.
  public func prepare(context: inout EmitContext) {}
}
