import ArgumentParser
import Foundation
import TokenCompiler

/// How diagnostics are printed.
enum DiagnosticsFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}

/// Options shared by `build` and `validate`.
struct CommonOptions: ParsableArguments {
  @Option(name: .long, help: "The configuration file (default: tokenc.yaml if it exists).")
  var config: String?

  @Option(name: .long, help: "How to print diagnostics: text (for people) or json (an array, on stdout).")
  var diagnosticsFormat: DiagnosticsFormat = .text

  @Flag(name: .long, help: "Treat warnings as errors (as warningsAsErrors: true in tokenc.yaml does), e.g. in CI.")
  var warningsAsErrors = false

  @Flag(name: .shortAndLong, help: "Print errors only: no warnings, notes, summaries or progress.")
  var quiet = false
}

/// Where `build` and `watch` write, and which emitters they run (overriding tokenc.yaml).
struct OutputOptions: ParsableArguments {
  @Option(name: .long, help: "Write into this folder instead of the configured output folder.")
  var output: String?

  @Option(
    name: .customLong("emitter"),
    help: """
      Run only this emitter (repeat for several), e.g. --emitter swift; templates: run only with \
      --emitter template.
      """)
  var emitters: [String] = []

  @Option(
    name: .customLong("emitter-option"),
    help: "Set an emitter option, overriding tokenc.yaml: id.option=value, e.g. swift.fileName=Tokens.")
  var emitterOptions: [String] = []

  func validate() throws {
    for setting in emitterOptions where ConfigurationOverrides.EmitterOption(parsing: setting) == nil {
      throw ValidationError("--emitter-option '\(setting)' must look like id.option=value, e.g. swift.fileName=Tokens")
    }
  }

  /// The options as overrides of tokenc.yaml.
  var overrides: ConfigurationOverrides {
    ConfigurationOverrides(
      output: output, emitters: emitters,
      emitterOptions: emitterOptions.compactMap(ConfigurationOverrides.EmitterOption.init(parsing:)))
  }
}

/// One run of the compiler from the command line: the driver with its inputs read, and printing.
struct Session {
  let options: CommonOptions
  /// The library driver, set up from tokenc.yaml and the overrides.
  let compiler: Compiler
  /// The token files read.
  let inputs: CompilerInputs

  /// Sets up the driver and reads the inputs; exits with status 2 on configuration or I/O errors.
  /// A `loadCache` kept across sessions (`tokenc watch`) skips parsing files that did not change,
  /// and a `writeMemory` reading back the stat cache and the manifest the last write left.
  init(
    options: CommonOptions, overrides: OutputOptions? = nil, loadCache: LoadCache? = nil,
    writeMemory: WriteMemory? = nil, emitMemory: EmitMemory? = nil
  ) throws {
    self.options = options
    Self.isQuiet = options.quiet
    var configurationOverrides = overrides?.overrides ?? ConfigurationOverrides()
    configurationOverrides.warningsAsErrors = options.warningsAsErrors
    var compiler = Compiler.load(
      configurationFile: options.config, overrides: configurationOverrides, loadCache: loadCache)
    compiler.writeMemory = writeMemory
    compiler.emitMemory = emitMemory
    self.compiler = compiler
    inputs = compiler.loadInputs()
    if compiler.hasSetupErrors(inputs) {
      try Self.fail(compiler.setupDiagnostics + inputs.diagnostics, options: options, sources: sources)
    }
  }

  /// The files diagnostics may point into: the configuration and the token files.
  var sources: [SourceFile] { (compiler.configurationSource.map { [$0] } ?? []) + inputs.sources }

  /// Prints diagnostics in the chosen format (text quotes the lines of `sources`), then the summary line.
  static func report(_ diagnostics: [Diagnostic], options: CommonOptions, sources: [SourceFile] = []) {
    let diagnostics = options.quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
    switch options.diagnosticsFormat {
    case .json:
      FileHandle.standardOutput.write(Data(DiagnosticPrinter.json(diagnostics).utf8))
    case .text:
      // Nothing to print: the environment (a dictionary of every variable) is not even read.
      guard !diagnostics.isEmpty else { return }
      let colored = DiagnosticPrinter.usesColor(ProcessInfo.processInfo.environment, isTerminal: isatty(2) == 1)
      let text = DiagnosticPrinter(colored: colored, sources: sources).text(diagnostics)
      FileHandle.standardError.write(Data((text + DiagnosticPrinter.summary(diagnostics) + "\n").utf8))
    }
  }

  /// Prints configuration or I/O problems and exits with status 2.
  static func fail(_ diagnostics: [Diagnostic], options: CommonOptions, sources: [SourceFile] = []) throws -> Never {
    report(diagnostics.sortedForDisplay(), options: options, sources: sources)
    throw ExitStatus.usage.code
  }

  /// Ends the process with status 0 while `value` is still alive: freeing a whole token model
  /// (tens of thousands of small objects) only costs time when the process ends anyway.
  static func exitSuccessfully<Value>(keeping value: Value) -> Never {
    // `exit` flushes standard output (JSON diagnostics) before the process ends.
    withExtendedLifetime(value) { exit(ExitStatus.success.rawValue) }
  }

  /// Whether `--quiet` was given: status lines that are not problems are not printed.
  nonisolated(unsafe) static var isQuiet = false

  /// Prints a status line on standard error (standard output is kept for JSON diagnostics);
  /// with `--quiet`, only an `essential` one (a problem, or why the exit status is not 0).
  static func status(_ message: String, essential: Bool = false) {
    guard !isQuiet || essential || message.hasPrefix("error:") else { return }
    let safe = DiagnosticPrinter.escapingControlCharacters(message)
    FileHandle.standardError.write(Data((safe + "\n").utf8))
  }
}
