/// The library's entry point: one configuration in, every diagnostic and the output files out.
///
/// ```swift
/// let compiler = Compiler.load(configurationFile: "tokenc.yaml")
/// let result = compiler.compile()
/// if !result.hasErrors { _ = try compiler.write(result) }
/// ```
///
/// The command line, the benchmark, the tests and anything embedding tokenc go through
/// this type, so they all see the same problems: a configuration error (an unknown emitter
/// id, a bad option, a missing input) is in ``PipelineResult/diagnostics`` and makes
/// ``PipelineResult/hasErrors`` true, exactly like a token error.
public struct Compiler: Sendable {
  /// The configuration, with any overrides applied.
  public let configuration: Configuration
  /// The configuration file read, if any.
  public let configurationFile: String?
  /// The configuration file's bytes, so diagnostics can quote its lines.
  public let configurationSource: SourceFile?
  /// What the configuration was made from, for ``inputsFingerprint(_:tool:)``: the file's
  /// path and bytes, the overrides and the registries' ids; `nil` for one built in code.
  let configurationIdentity: [UInt8]?
  /// The stages, wired for the configuration.
  public private(set) var pipeline: Pipeline
  /// The rules that can run.
  public let rules: RuleRegistry
  /// The file system inputs are read from and outputs written to.
  public let fileSystem: any FileSystem
  /// Problems with the configuration file, the rule and emitter settings and overrides.
  public let setupDiagnostics: [Diagnostic]
  /// What the write stage keeps between writes of successive compilers (`tokenc watch`).
  public var writeMemory: WriteMemory?
  /// What the emitters rendered in the previous build of successive compilers (`tokenc watch`),
  /// reused where their inputs did not change; forgotten when the configuration changes.
  public var emitMemory: EmitMemory? {
    get { pipeline.emitMemory }
    set {
      pipeline.emitMemory = newValue
      pipeline.emitIdentity = configurationIdentity
    }
  }

  /// Creates a compiler for a configuration built in code; a `loadCache` shared by successive
  /// compilers skips parsing files whose bytes did not change.
  public init(
    configuration: Configuration, rules: RuleRegistry = .builtIn, emitters: EmitterRegistry = .builtIn,
    fileSystem: any FileSystem = LocalFileSystem(), loadCache: LoadCache? = nil
  ) {
    self.init(
      configuration: configuration, file: nil, diagnostics: [], rules: rules, emitters: emitters,
      fileSystem: fileSystem)
    pipeline.loadCache = loadCache
  }

  private init(
    configuration: Configuration, file: String?, diagnostics: [Diagnostic], rules: RuleRegistry,
    emitters: EmitterRegistry, fileSystem: any FileSystem, source: SourceFile? = nil,
    overrides: ConfigurationOverrides? = nil
  ) {
    self.configuration = configuration
    configurationIdentity = overrides.map { overrides in
      Self.identity(file: file, overrides: overrides, registries: [rules.ids, emitters.ids]) + (source?.bytes ?? [])
    }
    self.configurationFile = file
    self.configurationSource = source
    self.fileSystem = fileSystem
    self.rules = rules
    pipeline = Pipeline(configuration: configuration, rules: rules, emitters: emitters, fileSystem: fileSystem)
    setupDiagnostics = diagnostics + pipeline.configurationDiagnostics
  }

  /// Creates a compiler from a `tokenc.yaml` (`nil`: `tokenc.yaml` in the current folder if it
  /// exists, else the defaults), with command-line style overrides applied on top; a `loadCache`
  /// shared by successive compilers (as `tokenc watch` makes them) skips parsing unchanged files.
  public static func load(
    configurationFile: String? = nil, overrides: ConfigurationOverrides = ConfigurationOverrides(),
    rules: RuleRegistry = .builtIn, emitters: EmitterRegistry = .builtIn,
    fileSystem: any FileSystem = LocalFileSystem(), loadCache: LoadCache? = nil
  ) -> Compiler {
    let file = configurationFile ?? (fileSystem.kind(at: Configuration.fileName) == nil ? nil : Configuration.fileName)
    var (configuration, source, diagnostics) =
      file.map { Configuration.read($0, rules: rules, fileSystem: fileSystem) } ?? (Configuration(), nil, [])
    overrides.apply(to: &configuration, emitters: emitters, diagnostics: &diagnostics)
    var compiler = Compiler(
      configuration: configuration, file: file, diagnostics: diagnostics, rules: rules, emitters: emitters,
      fileSystem: fileSystem, source: source, overrides: overrides)
    compiler.pipeline.loadCache = loadCache
    return compiler
  }

  /// Every registered rule with the severity in force under this configuration, in id order: the
  /// configured (or default) severity, with `warning` raised to `error` under `warningsAsErrors`.
  public var ruleSeverities: [(rule: RuleDescriptor, severity: RuleSeverity)] {
    rules.descriptors.sorted { $0.id < $1.id }.map { rule in
      let configured = configuration.rules[rule.id]?.severity ?? rule.defaultSeverity
      return (rule, configured == .warning && configuration.warningsAsErrors ? .error : configured)
    }
  }

  /// Whether warnings are raised to errors (`warningsAsErrors: true` or `--warnings-as-errors`).
  public var warningsAsErrors: Bool { configuration.warningsAsErrors }

  /// The severity `rule` is configured at (or its default), before `warningsAsErrors` raises it.
  public func configuredSeverity(of rule: RuleDescriptor) -> RuleSeverity {
    configuration.rules[rule.id]?.severity ?? rule.defaultSeverity
  }

  /// The output folder, resolved against the configuration's folder.
  public var outputDirectory: String { InputDiscovery.join(configuration.directory, configuration.output) }

  /// Finds and reads the token files the configuration names.
  public func loadInputs() -> CompilerInputs {
    InputDiscovery.inputs(for: configuration, fileSystem: fileSystem)
  }

  /// Whether the configuration or the inputs have problems that stop any compile (exit status 2).
  public func hasSetupErrors(_ inputs: CompilerInputs) -> Bool {
    setupDiagnostics.hasErrors || inputs.diagnostics.hasErrors
  }

  /// Reads the inputs and runs every stage, emitting the output files in memory.
  public func compile() -> PipelineResult { compile(loadInputs()) }

  /// Runs every stage over already-read inputs.
  public func compile(_ inputs: CompilerInputs) -> PipelineResult {
    pipeline.run(inputs, emit: true, prior: setupDiagnostics + inputs.diagnostics)
  }

  /// Runs load, decode, resolve and validate only: every diagnostic, no output files.
  public func validate(_ inputs: CompilerInputs) -> PipelineResult {
    pipeline.run(inputs, emit: false, prior: setupDiagnostics + inputs.diagnostics)
  }

  /// What ``write(_:)`` would change in the output folder, without changing anything.
  public func plan(_ result: PipelineResult) throws -> WritePlan {
    try writer.plan(result.files)
  }

  /// Brings the output folder up to date with a result that has no errors; with an
  /// `inputsFingerprint`, records it and the result's diagnostics for ``upToDate(inputsFingerprint:)``.
  ///
  /// - Throws: ``WriteError`` when the result has errors (nothing is written) or a write fails.
  public func write(_ result: PipelineResult, inputsFingerprint: String? = nil) throws -> WriteReport {
    guard !result.hasErrors else {
      throw WriteError(path: outputDirectory, reason: "the tokens have errors; nothing was written")
    }
    let record = inputsFingerprint == nil ? [] : DiagnosticRecord.encode(result.diagnostics)
    return try writer.write(result.files, inputsFingerprint: inputsFingerprint, record: record)
  }

  /// Runs the emit stage on a result of ``validate(_:)`` that has no errors; the result gains
  /// the files and any emitter diagnostics.
  public func emit(_ validated: PipelineResult) -> PipelineResult {
    pipeline.emit(validated)
  }

  var writer: OutputWriter {
    var writer = OutputWriter(outputDirectory: outputDirectory, fileSystem: fileSystem)
    writer.memory = writeMemory
    return writer
  }
}

/// The token files a compile reads, the role each plays, and the problems met finding them.
public struct CompilerInputs: Sendable {
  /// Every file read (token files and resolver documents), sorted by path.
  public var sources: [SourceFile]
  /// The token sources in their roles; `nil` reads every source as a token file, themed by
  /// its name (``InputLayer/inferred(from:names:)``).
  public var layers: [InputLayer]?
  /// Missing or unreadable inputs, and resolver problems.
  public var diagnostics: [Diagnostic]

  /// Creates inputs, e.g. in-memory files for a test or an editor.
  public init(sources: [SourceFile], layers: [InputLayer]? = nil, diagnostics: [Diagnostic] = []) {
    self.sources = sources
    self.layers = layers
    self.diagnostics = diagnostics
  }
}
