import Foundation

/// Renders the templates named under `templates:` in `tokenc.yaml` into output files.
///
/// Each template is rendered with swift-mustache against the data of `tokens.docs.json`
/// (the build's ``DocsModel``, encoded). Its files go through the normal write stage with every other
/// emitter's, so they are atomic, listed in the manifest and removed when no longer produced.
public struct TemplateStage: Sendable {
  private let settings: [TemplateSetting]
  private let directory: String

  /// Prepares the templates of a configuration; a template file that does not exist is an error here.
  public init(settings: [TemplateSetting], directory: String, diagnostics: inout [Diagnostic]) {
    self.settings = settings
    self.directory = directory
    for setting in settings {
      let path = InputDiscovery.join(directory, setting.template)
      var isDirectory: ObjCBool = false
      if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) || isDirectory.boolValue {
        diagnostics.error(.io, "template '\(path)' does not exist", at: setting.templateLocation)
      }
    }
  }

  /// Renders every template; `files` are the other emitters' files, whose paths templates must not take.
  public func render(
    _ input: EmitInput, alongside files: [EmittedFile], diagnostics: inout [Diagnostic]
  )
    -> [EmittedFile]
  {
    guard !settings.isEmpty else { return [] }
    let context = input.docsDocument
    let vocabulary = TemplateVocabulary.names(in: context)
    let taken = Set(files.map(\.path))
    var rendered: [EmittedFile] = []
    for setting in settings {
      guard !taken.contains(setting.output) else {
        diagnostics.error(
          .config, "template output '\(setting.output)' is also written by an emitter; choose another path",
          at: setting.outputLocation)
        continue
      }
      let path = InputDiscovery.join(directory, setting.template)
      let result = Self.render(path, requestedAt: setting.templateLocation, context: context, vocabulary: vocabulary)
      diagnostics += result.diagnostics
      if let text = result.text { rendered.append(EmittedFile(path: setting.output, text: text)) }
    }
    return rendered
  }

  /// Renders one template file; the text, or the problems that stopped it.
  static func render(
    _ path: String, requestedAt: SourceLocation?, context: JSONValue, vocabulary: Set<String>
  )
    -> (text: String?, diagnostics: [Diagnostic])
  {
    let (loaded, problems) = TemplateLoader.load(path, requestedAt: requestedAt)
    guard let loaded else { return (nil, problems) }
    let found = TemplateChecks.check(loaded.tags, vocabulary: vocabulary)
    guard found.isEmpty else { return (nil, found) }
    let recorder = TemplateRecorder(tags: loaded.tags, vocabulary: vocabulary)
    let text = loaded.template.render(TemplateValue(root: context, recorder: recorder), library: loaded.library)
    let missed = recorder.diagnostics
    return missed.isEmpty ? (text, []) : (nil, missed)
  }
}

/// The data templates are rendered with, for `tokenc template context`.
public enum TemplateContext {
  /// The context of a pipeline run: exactly the data of `tokens.docs.json`
  /// (documented by `docs/tokens.docs.schema.json`).
  public static func build(_ result: PipelineResult) -> JSONValue {
    EmitInput(tokens: result.tokens, validation: result.validation).docsDocument
  }
}
