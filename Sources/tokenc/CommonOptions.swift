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
}

/// Where `build` and `watch` write, and which emitters they run (overriding tokenc.yaml).
struct OutputOptions: ParsableArguments {
  @Option(name: .long, help: "Write into this folder instead of the configured output folder.")
  var output: String?

  @Option(name: .customLong("emitter"), help: "Run only this emitter (repeat for several), e.g. --emitter swift.")
  var emitters: [String] = []

  @Option(
    name: .customLong("emitter-option"),
    help: "Set an emitter option, overriding tokenc.yaml: id.option=value, e.g. swift.fileName=Tokens.")
  var emitterOptions: [String] = []

  func validate() throws {
    for setting in emitterOptions where Self.split(setting) == nil {
      throw ValidationError("--emitter-option '\(setting)' must look like id.option=value, e.g. swift.fileName=Tokens")
    }
  }

  /// `swift.fileName=Tokens` → ("swift", "fileName", "Tokens").
  static func split(_ setting: String) -> (emitter: String, option: String, value: String)? {
    guard let equals = setting.firstIndex(of: "="), let dot = setting[..<equals].firstIndex(of: ".") else { return nil }
    let emitter = String(setting[..<dot])
    let option = String(setting[setting.index(after: dot)..<equals])
    guard !emitter.isEmpty, !option.isEmpty else { return nil }
    return (emitter, option, String(setting[setting.index(after: equals)...]))
  }

  /// Applies the overrides to a configuration read from tokenc.yaml.
  func apply(to configuration: inout Configuration) {
    if let output {
      configuration.output =
        output.hasPrefix("/") ? output : FileManager.default.currentDirectoryPath + "/" + output
    }
    if !emitters.isEmpty {
      let configured = configuration.emitters ?? []
      configuration.emitters = emitters.map { id in
        configured.first { $0.id == id } ?? EmitterSetting(id: id)
      }
    }
    for (emitter, option, value) in emitterOptions.compactMap(Self.split) {
      let place = SourceLocation(file: "--emitter-option", line: 1, column: 1)
      let entry = SourceMappingEntry(
        key: SourceScalar(option, at: place), value: .scalar(SourceScalar(value, style: .doubleQuoted, at: place)))
      var settings = configuration.emitters ?? EmitterRegistry.builtIn.descriptors.map { EmitterSetting(id: $0.id) }
      guard let index = settings.firstIndex(where: { $0.id == emitter }) else {
        // An emitter that is not running needs no option; an unknown one is reported by the emit stage.
        if EmitterRegistry.builtIn.emitter(emitter) == nil {
          configuration.emitters = settings + [EmitterSetting(id: emitter)]
        }
        continue
      }
      settings[index].options.removeAll { $0.key.text == option }
      settings[index].options.append(entry)
      configuration.emitters = settings
    }
  }
}

/// One run of the compiler from the command line: config, inputs, pipeline, printing.
struct Session {
  let options: CommonOptions
  let configuration: Configuration
  /// The configuration file read, if any.
  let configurationPath: String?
  let pipeline: Pipeline
  let sources: [SourceFile]

  /// Loads the configuration and inputs; exits with status 2 on configuration or I/O errors.
  init(options: CommonOptions, overrides: OutputOptions? = nil) throws {
    self.options = options
    var diagnostics: [Diagnostic] = []
    let path = options.config ?? (FileManager.default.fileExists(atPath: "tokenc.yaml") ? "tokenc.yaml" : nil)
    var configuration = Configuration()
    if let path {
      guard let data = FileManager.default.contents(atPath: path) else {
        diagnostics.error(.io, "cannot read the configuration file '\(path)'", at: nil)
        try Self.fail(diagnostics, options: options)
      }
      let file = SourceFile(path: path, bytes: Array(data))
      let root = YAMLLoader().load(file, diagnostics: &diagnostics)
      let directory = (path as NSString).deletingLastPathComponent
      configuration = Configuration.parse(
        root, directory: directory.isEmpty ? "." : directory, rules: .builtIn, diagnostics: &diagnostics)
    }
    overrides?.apply(to: &configuration)
    let pipeline = Pipeline(configuration: configuration)
    diagnostics += pipeline.configurationDiagnostics
    let sources = InputDiscovery.sources(for: configuration, diagnostics: &diagnostics)
    if diagnostics.hasErrors { try Self.fail(diagnostics, options: options) }
    self.configuration = configuration
    self.configurationPath = path
    self.pipeline = pipeline
    self.sources = sources
  }

  /// Prints diagnostics in the chosen format, then the summary line for text output.
  static func report(_ diagnostics: [Diagnostic], options: CommonOptions) {
    switch options.diagnosticsFormat {
    case .json:
      FileHandle.standardOutput.write(Data(DiagnosticPrinter.json(diagnostics).utf8))
    case .text:
      // no-color.org: only a non-empty NO_COLOR turns colors off.
      let colored = isatty(2) == 1 && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
      let text = DiagnosticPrinter(colored: colored).text(diagnostics)
      if !diagnostics.isEmpty {
        FileHandle.standardError.write(Data((text + DiagnosticPrinter.summary(diagnostics) + "\n").utf8))
      }
    }
  }

  /// Prints configuration or I/O problems and exits with status 2.
  static func fail(_ diagnostics: [Diagnostic], options: CommonOptions) throws -> Never {
    report(diagnostics, options: options)
    throw ExitStatus.usage.code
  }

  /// Prints a status line on standard error (standard output is kept for JSON diagnostics).
  static func status(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
