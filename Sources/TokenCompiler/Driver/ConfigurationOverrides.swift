import Foundation

/// Changes to a configuration given outside `tokenc.yaml`, as the command line's
/// `--output`, `--emitter` and `--emitter-option` do.
public struct ConfigurationOverrides: Sendable {
  /// One `--emitter-option id.option=value`.
  public struct EmitterOption: Sendable, Hashable {
    /// The emitter id.
    public var emitter: String
    /// The option name.
    public var option: String
    /// The value, read as a plain YAML scalar (so `8` is a number and `true` a Boolean, and any
    /// text is text), or as a quoted string when a plain scalar would be null (``scalar(at:)``).
    public var value: String

    /// Creates an override.
    public init(emitter: String, option: String, value: String) {
      self.emitter = emitter
      self.option = option
      self.value = value
    }

    /// The value as `tokenc.yaml` would hold it: a plain scalar, which number and Boolean options
    /// read as such and text options as its text, unless it is empty, `~` or `null`, which stays
    /// text (a quoted string) instead of becoming null.
    func scalar(at place: SourceLocation) -> SourceScalar {
      let plain = SourceScalar(value, style: .plain, at: place)
      return plain.isNull ? SourceScalar(value, style: .doubleQuoted, at: place) : plain
    }

    /// Parses `swift.fileName=Tokens`; `nil` if it does not have that shape.
    public init?(parsing setting: String) {
      guard let equals = setting.firstIndex(of: "="), let dot = setting[..<equals].firstIndex(of: ".") else {
        return nil
      }
      emitter = String(setting[..<dot])
      option = String(setting[setting.index(after: dot)..<equals])
      value = String(setting[setting.index(after: equals)...])
      guard !emitter.isEmpty, !option.isEmpty else { return nil }
    }
  }

  /// The output folder, replacing `output:` (absolute, or relative to the current folder).
  public var output: String?
  /// The emitters to run instead of those configured (each keeps its configured options).
  public var emitters: [String]
  /// Emitter options that replace or add to the configured ones.
  public var emitterOptions: [EmitterOption]
  /// `--warnings-as-errors`: warnings stop the build, whatever tokenc.yaml says.
  public var warningsAsErrors: Bool

  /// Creates overrides; the defaults change nothing.
  public init(
    output: String? = nil, emitters: [String] = [], emitterOptions: [EmitterOption] = [],
    warningsAsErrors: Bool = false
  ) {
    self.output = output
    self.emitters = emitters
    self.emitterOptions = emitterOptions
    self.warningsAsErrors = warningsAsErrors
  }

  /// Applies the overrides; an empty `--output` is an error in `diagnostics` and changes nothing.
  public func apply(
    to configuration: inout Configuration, emitters registry: EmitterRegistry, diagnostics: inout [Diagnostic]
  ) {
    if warningsAsErrors { configuration.warningsAsErrors = true }
    if output == "" {
      diagnostics.error(
        .config, "--output must name a folder; an empty output would write into the current folder", at: nil)
    } else if let output {
      OutputFolderCheck.checkCommandLine(output, configuration: configuration, diagnostics: &diagnostics)
      configuration.output = output.hasPrefix("/") ? output : FileManager.default.currentDirectoryPath + "/" + output
    }
    if !emitters.isEmpty { select(emitters, in: &configuration, diagnostics: &diagnostics) }
    for override in emitterOptions {
      let place = SourceLocation(file: "--emitter-option", line: 1, column: 1)
      let entry = SourceMappingEntry(
        key: SourceScalar(override.option, at: place),
        value: .scalar(override.scalar(at: place)))
      var settings = configuration.emitters ?? registry.defaultSettings
      guard let index = settings.firstIndex(where: { $0.id == override.emitter }) else {
        // An emitter that is not running needs no option; an unknown one is reported by the emit stage.
        if registry.emitter(override.emitter) == nil {
          configuration.emitters = settings + [EmitterSetting(id: override.emitter)]
        }
        continue
      }
      settings[index].options.removeAll { $0.key.text == override.option }
      settings[index].options.append(entry)
      configuration.emitters = settings
    }
  }

  /// `--emitter`: only the named emitters run, each with its configured options. The user
  /// templates (`templates:`) are the `template` emitter: they run only when it is named, and
  /// naming it without templates configured is an error (there is nothing it could render).
  private func select(_ ids: [String], in configuration: inout Configuration, diagnostics: inout [Diagnostic]) {
    let templateID = TemplateEmitter.descriptor.id
    if !ids.contains(templateID) {
      configuration.templates = []
    } else if configuration.templates.isEmpty {
      diagnostics.error(
        .config, "--emitter \(templateID) runs the templates: of tokenc.yaml, and it lists none", at: nil)
    }
    let configured = configuration.emitters ?? []
    configuration.emitters = ids.filter { $0 != templateID }.map { id in
      configured.first { $0.id == id } ?? EmitterSetting(id: id)
    }
  }
}
