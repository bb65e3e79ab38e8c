/// Everything one run of the pipeline produced, before anything is written.
public struct PipelineResult: Sendable {
  /// Every diagnostic of every stage, sorted for display.
  public var diagnostics: [Diagnostic]
  /// The resolved tokens (possibly partial when there are errors).
  public var tokens: ResolvedTokenSet
  /// The validation findings and published results.
  public var validation: ValidationReport
  /// The files to write; empty when there are errors, and after a streamed emit
  /// (``Compiler/emitAndWrite(_:inputsFingerprint:)``), which has written them.
  public var files: [EmittedFile]

  /// Whether any diagnostic stops output from being written.
  public var hasErrors: Bool { diagnostics.hasErrors }
}

/// The compiler: load → decode → resolve → validate → emit, wired from one configuration.
///
/// Each stage is a value with a typed input and output; this factory builds them
/// once (reading rule and emitter options) and runs them in order. Writing is left
/// to the caller (``OutputWriter``), which must only write when there are no errors.
public struct Pipeline: Sendable {
  /// The load stage.
  public var loader = YAMLLoader()
  /// The decode stage.
  public var decoder: TokenDecoder
  /// The resolve stage.
  public var resolver = Resolver()
  /// The validate stage.
  public var validator: Validator
  /// The emit stage.
  public var emitStage: EmitStage
  /// Problems found in the rule and emitter configuration.
  public var configurationDiagnostics: [Diagnostic]
  /// The WCAG level of contrast pairs that set none (the `color/contrast` rule's `level`),
  /// which the docs use even when the rule is off.
  public var contrastLevel: ContrastLevel
  /// The theme names token files are themed by when no layers are given.
  public var themeNames: ThemeNames
  /// Whether warnings are reported as errors (`warningsAsErrors`).
  public var warningsAsErrors: Bool
  /// The configuration's folder: outputs show source files relative to it.
  public var sourceRoot: String
  /// The Swift and CSS names of the tokens, as the configured emitters write them.
  public var codeNames: CodeNames
  /// Parsed and decoded files kept from earlier compiles (`tokenc watch`), reused when their bytes
  /// are unchanged.
  public var loadCache: LoadCache?
  /// What the emitters rendered in the previous build (`tokenc watch`), reused where the inputs
  /// are unchanged; ``emitIdentity`` says which configuration it was.
  public var emitMemory: EmitMemory?
  /// What identifies the configuration for ``emitMemory`` (``Compiler`` sets it; `nil`: a
  /// configuration built in code, which must stay the same for the memory's life).
  public var emitIdentity: [UInt8]?

  /// Wires the stages for `configuration`, using the given registries; emitters read their own
  /// files (templates) through `fileSystem`.
  public init(
    configuration: Configuration, rules: RuleRegistry = .builtIn, emitters: EmitterRegistry = .builtIn,
    fileSystem: any FileSystem = LocalFileSystem()
  ) {
    var diagnostics: [Diagnostic] = []
    decoder = TokenDecoder(themeNames: configuration.themes.names, unknownTypes: configuration.themes.unknownTypes)
    themeNames = configuration.themes.names
    warningsAsErrors = configuration.warningsAsErrors
    sourceRoot = configuration.directory
    codeNames = CodeNames(emitters: configuration.emitters)
    validator = Validator(registry: rules, settings: configuration.rules, diagnostics: &diagnostics)
    emitStage = EmitStage(
      registry: emitters, settings: configuration.emitters, templates: configuration.templates,
      directory: configuration.directory, fileSystem: fileSystem, diagnostics: &diagnostics)
    configurationDiagnostics = diagnostics
    // The validator has reported any problem with the option; here only its value matters.
    var options = Options(configuration.rules[ColorContrastRule.descriptor.id]?.options ?? [], owner: "")
    contrastLevel = options.read(ColorContrastRule.levelOption)
  }

  /// Runs every stage over `sources` and returns the result, in memory; the configuration's
  /// problems are part of the result, so an unknown emitter id is an error here too.
  public func run(_ sources: [SourceFile]) -> PipelineResult {
    run(sources, emit: true, prior: configurationDiagnostics)
  }

  /// Runs the stages over `sources`, emitting only when `emit` is set and nothing has failed;
  /// `prior` holds problems found before the stages ran (configuration, inputs).
  func run(_ sources: [SourceFile], emit: Bool, prior: [Diagnostic]) -> PipelineResult {
    run(CompilerInputs(sources: sources), emit: emit, prior: prior)
  }

  /// Runs the stages over inputs whose sources have roles (themes, resolver sets).
  func run(_ inputs: CompilerInputs, emit: Bool, prior: [Diagnostic]) -> PipelineResult {
    var diagnostics = prior
    let loaded = load(inputs, diagnostics: &diagnostics)
    let document = decoder.decode(loaded, cache: loadCache?.decodeCache, diagnostics: &diagnostics)
    // Freeing the source trees is left to another core while the next stages run.
    FrontStageRelease.inBackground(consume loaded)
    let tokens = resolver.resolve(document, diagnostics: &diagnostics)
    let validation = validator.validate(tokens)
    diagnostics += validation.diagnostics
    let validated = PipelineResult(
      diagnostics: promoted(diagnostics).sortedForDisplay(), tokens: tokens, validation: validation, files: [])
    return emit ? self.emit(validated) : validated
  }

  /// The load stage over every layer: each file parsed once, inline resolver sources as they are.
  public func load(
    _ inputs: CompilerInputs, diagnostics: inout [Diagnostic]
  ) -> [(
    layer: InputLayer, root: SourceNode?
  )] {
    // Files in path order, tokens in the order each file writes them: the designer's order,
    // whatever order the files were handed in.
    let layers =
      inputs.layers ?? InputLayer.inferred(from: inputs.sources.sorted { $0.path < $1.path }, names: themeNames)
    // Each file is parsed on its own core; its diagnostics join in the order the files first
    // appear, as one parse after the other would give them.
    var files: [SourceFile] = []
    var seen: Set<String> = []
    for layer in layers where layer.inline == nil && seen.insert(layer.file.path).inserted { files.append(layer.file) }
    let loader = self.loader
    let cache = loadCache
    let loaded = ParallelMap.map(files) { file in
      if let reused = cache?.loaded(file) { return reused }
      var fileDiagnostics: [Diagnostic] = []
      let root = loader.load(file, diagnostics: &fileDiagnostics)
      let parsed = LoadedFile(root: root, diagnostics: fileDiagnostics)
      cache?.store(parsed, for: file)
      return parsed
    }
    cache?.keepOnly(Set(files.map(\.path)))
    var roots: [String: SourceNode?] = [:]
    for (file, result) in zip(files, loaded) {
      diagnostics += result.diagnostics
      roots[file.path] = .some(result.root)
    }
    return layers.map { layer in
      if let inline = layer.inline { return (layer, inline) }
      return (layer, roots[layer.file.path] ?? nil)
    }
  }

  /// `diagnostics` with every warning an error when ``warningsAsErrors`` is set (suppressed
  /// findings and notes stay as they are).
  func promoted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    guard warningsAsErrors else { return diagnostics }
    return diagnostics.map { diagnostic in
      guard diagnostic.severity == .warning, diagnostic.suppression == nil else { return diagnostic }
      var error = diagnostic
      error.severity = .error
      return error
    }
  }

  /// What the emitters (and `tokenc template context`) read for a validated result: its tokens
  /// and findings with this configuration's contrast level and source folder.
  public func emitInput(for validated: PipelineResult) -> EmitInput {
    emitInput(tokens: validated.tokens, validation: validated.validation)
  }

  /// ``emitInput(for:)`` for tokens and findings the stages produced one by one.
  public func emitInput(tokens: ResolvedTokenSet, validation: ValidationReport) -> EmitInput {
    EmitInput(
      tokens: tokens, validation: validation, contrastLevel: contrastLevel, sourceRoot: sourceRoot,
      codeNames: codeNames)
  }

  /// Runs the emit stage on a validated result without errors; with errors it is returned as is.
  public func emit(_ validated: PipelineResult) -> PipelineResult {
    emit(validated, receiver: nil)
  }

  /// ``emit(_:)``, handing each emitter's files to `receiver` as soon as it has finished (see
  /// ``EmitStage/emit(_:diagnostics:receiver:)``); the result then has no files: the receiver has them.
  public func emit(_ validated: PipelineResult, receiver: (any EmitReceiver)?) -> PipelineResult {
    guard !validated.hasErrors else { return validated }
    var diagnostics = validated.diagnostics
    let files = emitStage.emit(
      emitInput(for: validated), diagnostics: &diagnostics, receiver: receiver, memory: emitMemory,
      configuration: emitIdentity)
    diagnostics = promoted(diagnostics)
    return PipelineResult(
      diagnostics: diagnostics.sortedForDisplay(), tokens: validated.tokens, validation: validated.validation,
      files: diagnostics.hasErrors || receiver != nil ? [] : files)
  }
}
