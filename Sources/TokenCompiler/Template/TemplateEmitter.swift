/// The `template` emitter: renders one user Mustache template into one file.
///
/// It is registered like every built-in emitter, and configured either under `emitters:`
/// (`template: {template: FILE, output: PATH}`) or, for several templates, with the
/// `templates:` list of `tokenc.yaml`, each entry of which becomes one instance. Templates
/// are rendered with the data of `tokens.docs.json` (the build's docs model, encoded), read
/// through the build's file system, and their files go through the write stage like any other.
public struct TemplateEmitter: Emitter {
  /// The emitter's descriptor; it runs only when configured.
  public static let descriptor = EmitterDescriptor(
    id: "template", summary: "one Mustache template of yours, rendered with the data of tokens.docs.json",
    defaultDirectory: "", options: [templateOption.descriptor, outputOption.descriptor], runsByDefault: false,
    cost: 4)

  /// The template file.
  static let templateOption = OptionKey<String>(
    "template", "the Mustache file, relative to tokenc.yaml's folder", default: "")
  /// The file it renders to.
  static let outputOption = OptionKey<String>(
    "output", "the file to write, relative to the output folder", default: "")

  /// The template and its output, with where they are configured.
  let setting: TemplateSetting

  /// Creates the emitter from `template:` and `output:` options.
  public init(options: inout Options) {
    let template = options.read(Self.templateOption)
    let output = options.read(Self.outputOption)
    for (option, value) in [(Self.templateOption, template), (Self.outputOption, output)] where value.isEmpty {
      let place = options.location(of: option) ?? options.location
      // A value of the wrong shape was reported by `read`.
      guard options.entries[option.name] == nil || options.entries[option.name]?.value.scalar != nil else { continue }
      options.diagnostics.error(.config, "\(options.owner) needs '\(option.name)' (\(option.summary))", at: place)
    }
    if !output.isEmpty, let problem = OutputPath.problem(with: output) {
      options.diagnostics.error(
        .config, "template output '\(output)' is not allowed: \(problem)", at: options.location(of: Self.outputOption))
    }
    setting = TemplateSetting(
      template: template, output: output, templateLocation: options.location(of: Self.templateOption),
      outputLocation: options.location(of: Self.outputOption))
  }

  /// Creates the emitter for one entry of the `templates:` list.
  public init(setting: TemplateSetting) { self.setting = setting }

  /// A template file that does not exist is a configuration error, found before any token is read.
  public func prepare(context: inout EmitContext) {
    let path = InputDiscovery.join(context.configurationDirectory, setting.template)
    guard let kind = context.fileSystem.kind(at: path), kind != .directory else {
      return context.report(.error, "template '\(path)' does not exist", rule: .io, at: setting.templateLocation)
    }
  }

  /// The rendered file, or nothing when the template has problems (each reported at its tag).
  public func emit(_ input: EmitInput, context: inout EmitContext) -> [EmittedFile] {
    let path = InputDiscovery.join(context.configurationDirectory, setting.template)
    let result = Self.render(
      path, requestedAt: setting.templateLocation, context: input.templateContext,
      vocabulary: TemplateNames(context: input.templateContext),
      fileSystem: context.fileSystem, lookupBudget: Self.lookupBudget(tokens: input.tokens.tokens.count))
    context.append(result.diagnostics)
    return result.text.map { [EmittedFile(path: setting.output, text: $0)] } ?? []
  }

  /// Renders one template file against `context`, given as JSON; the text, or the problems that stopped it.
  static func render(
    _ path: String, requestedAt: SourceLocation?, context: JSONValue, vocabulary: TemplateNames,
    fileSystem: any FileSystem = LocalFileSystem(), lookupBudget: Int = .max, outputBudget: Int = outputBudget
  ) -> (text: String?, diagnostics: [Diagnostic]) {
    render(
      path, requestedAt: requestedAt, context: TemplateCompactContext(context), vocabulary: vocabulary,
      fileSystem: fileSystem, lookupBudget: lookupBudget, outputBudget: outputBudget)
  }

  /// Renders one template file against `context`; the text, or the problems that stopped it.
  static func render(
    _ path: String, requestedAt: SourceLocation?, context: TemplateCompactContext, vocabulary: TemplateNames,
    fileSystem: any FileSystem = LocalFileSystem(), lookupBudget: Int = .max, outputBudget: Int = outputBudget
  ) -> (text: String?, diagnostics: [Diagnostic]) {
    let (loaded, problems) = TemplateLoader.load(path, requestedAt: requestedAt, fileSystem: fileSystem)
    guard let loaded else { return (nil, problems) }
    let found = TemplateChecks.check(loaded.tags, vocabulary: vocabulary)
    guard found.isEmpty else { return (nil, found) }
    let tooLarge =
      "more than the \(outputBudget / 1_048_576) MB a template may write; sections over lists multiply (a "
      + "{{#tokens}} inside a {{#tokens}} renders every token once per token), and so do partials included "
      + "in partials"
    guard loaded.size <= outputBudget else {
      let message = "'\(path)' with its partials written out is \(tooLarge)"
      return (nil, [Diagnostic(.error, .templateBudget, message, at: requestedAt)])
    }
    let recorder = TemplateRecorder(
      tags: loaded.tags, marks: loaded.marks, context: context, vocabulary: vocabulary, lookupBudget: lookupBudget,
      outputBudget: outputBudget)
    let render = TemplateRender(context: context, recorder: recorder)
    let text = loaded.template.render(TemplateValue(root: render), library: loaded.library)
    recorder.finish()
    if recorder.outputExhaustedAt != nil {
      let message = "rendering '\(path)' stopped: it would write \(tooLarge)"
      return (nil, [recorder.budgetDiagnostic(message, fallback: requestedAt)])
    }
    if recorder.exhaustedAt != nil {
      let message =
        "rendering '\(path)' stopped after \(lookupBudget) lookups and section passes, far more than its output "
        + "needs; sections over lists multiply (a {{#tokens}} inside a {{#tokens}} renders every token once per token)"
      return (nil, [recorder.budgetDiagnostic(message, fallback: requestedAt)])
    }
    if text.utf8.count > outputBudget {
      let message =
        "'\(path)' renders \(text.utf8.count / 1_048_576) MB, more than the \(outputBudget / 1_048_576) MB "
        + "a template may write"
      return (nil, [Diagnostic(.error, .templateBudget, message, at: requestedAt)])
    }
    let missed = recorder.diagnostics
    return missed.isEmpty ? (text, []) : (nil, missed)
  }

  /// The most lookups (and passes through sections) rendering may make: 200 per token, and
  /// at least 2 million.
  static func lookupBudget(tokens: Int) -> Int { max(2_000_000, 200 * tokens) }

  /// The most text one template may write: 64 MiB, counted while it renders (each pass
  /// through a section at the most it can write, see ``TemplateTag/passCost``).
  static let outputBudget = 64 * 1_048_576
}

/// The data templates are rendered with, for `tokenc template context`.
public enum TemplateContext {
  /// The context templates are rendered with for a validated result of `compiler`: exactly the
  /// data of `tokens.docs.json` (documented by `docs/tokens.docs.schema.json`), built from the
  /// same emit input as a build's (contrast level, source folder).
  public static func build(_ result: PipelineResult, compiler: Compiler) -> JSONValue {
    compiler.pipeline.emitInput(for: result).docsDocument
  }
}
