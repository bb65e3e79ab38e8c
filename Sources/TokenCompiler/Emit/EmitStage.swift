/// How one emitter is set up in `tokenc.yaml`.
public struct EmitterSetting: Sendable {
  /// The emitter id.
  public var id: String
  /// The folder under the output directory, if not the emitter's default.
  public var directory: String?
  /// The option entries.
  public var options: [SourceMappingEntry]
  /// Where the setting is written.
  public var location: SourceLocation?

  /// Creates a setting.
  public init(id: String, directory: String? = nil, options: [SourceMappingEntry] = [], location: SourceLocation? = nil)
  {
    self.id = id
    self.directory = directory
    self.options = options
    self.location = location
  }
}

/// The emit stage: runs the configured emitters and places their files in their folders.
public struct EmitStage: Sendable {
  private let emitters: [(emitter: any Emitter, directory: String)]
  private let templates: TemplateStage

  /// Builds the configured emitters (every registered one when `settings` is `nil`) and the
  /// user templates, whose paths are relative to `directory` (the configuration's folder).
  public init(
    registry: EmitterRegistry, settings: [EmitterSetting]?, templates: [TemplateSetting] = [],
    directory: String = ".", diagnostics: inout [Diagnostic]
  ) {
    let settings = settings ?? registry.descriptors.map { EmitterSetting(id: $0.id) }
    var emitters: [(any Emitter, String)] = []
    for setting in settings {
      guard let entry = registry.emitter(setting.id) else {
        diagnostics.error(.config, registry.unknownMessage(setting.id), at: setting.location)
        continue
      }
      let emitter = registry.make(
        entry, options: setting.options, extraOptions: ["directory"], diagnostics: &diagnostics)
      emitters.append((emitter, setting.directory ?? entry.descriptor.defaultDirectory))
    }
    self.emitters = emitters
    self.templates = TemplateStage(settings: templates, directory: directory, diagnostics: &diagnostics)
  }

  /// The files of every emitter and template, sorted by path; problems go into `diagnostics`.
  public func emit(_ input: EmitInput, diagnostics: inout [Diagnostic]) -> [EmittedFile] {
    let ids = Set(emitters.map { type(of: $0.emitter).descriptor.id })
    var files: [EmittedFile] = []
    for (emitter, directory) in emitters {
      var context = EmitContext(emitterID: type(of: emitter).descriptor.id, emitterIDs: ids)
      files += emitter.emit(input, context: &context).map { file in
        var placed = file
        if !directory.isEmpty { placed.path = "\(directory)/\(file.path)" }
        return placed
      }
      diagnostics += context.diagnostics
    }
    files.sort { $0.path < $1.path }
    let rendered = templates.render(input, alongside: files, diagnostics: &diagnostics)
    return rendered.isEmpty ? files : (files + rendered).sorted { $0.path < $1.path }
  }
}
