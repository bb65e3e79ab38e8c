/// What `tokenc.yaml` says: inputs, output folder, emitters with options, rule settings.
///
/// Without a config file tokenc reads every token file under `tokens/`, runs every
/// built-in emitter and writes into `generated/`.
public struct Configuration: Sendable {
  /// The folder relative paths are resolved against (the config file's folder).
  public var directory: String
  /// Token files or folders to read, relative to ``directory``.
  public var inputs: [String]
  /// The output folder, relative to ``directory``.
  public var output: String
  /// The emitters to run; `nil` runs every registered emitter with default options.
  public var emitters: [EmitterSetting]?
  /// Rule severities and options by rule id.
  public var rules: [RuleID: RuleSetting]
  /// The user templates to render, with their output paths (`templates:`).
  public var templates: [TemplateSetting] = []
  /// Whether warnings stop the build like errors (`warningsAsErrors: true`, `--warnings-as-errors`).
  public var warningsAsErrors = false
  /// Where each of ``inputs`` is written in the config file, for "does not exist" errors.
  public var inputLocations: [String: SourceLocation] = [:]
  /// How themes, resolver modifiers and unknown types are read (`appearances:`, `themes:`,
  /// `modifiers:`, `unknownTypes:`).
  public var themes = ThemeSettings()
  /// The configuration file this was read from; `nil` for the defaults (no `tokenc.yaml`)
  /// and for a configuration built in code.
  public var file: String?

  /// Creates a configuration.
  public init(
    directory: String = ".", inputs: [String] = ["tokens"], output: String = "generated",
    emitters: [EmitterSetting]? = nil, rules: [RuleID: RuleSetting] = [:]
  ) {
    self.directory = directory
    self.inputs = inputs
    self.output = output
    self.emitters = emitters
    self.rules = rules
  }

  /// The keys a config file may have.
  static let keys = ["inputs", "output", "emitters", "rules", "templates", "warningsAsErrors"] + ThemeSettings.keys

  /// Reads a parsed config file; every problem goes into `diagnostics` as `config/invalid`.
  public static func parse(
    _ root: SourceNode?, directory: String, rules registry: RuleRegistry, diagnostics: inout [Diagnostic]
  ) -> Configuration {
    var configuration = Configuration(directory: directory)
    guard let root, !(root.scalar?.isNull ?? false) else { return configuration }
    var options = Options(root.entries ?? [], owner: "tokenc.yaml")
    guard root.entries != nil else {
      diagnostics.error(
        .config, "tokenc.yaml must be a mapping with \(keys.joined(separator: ", "))", at: root.location)
      return configuration
    }
    options.rejectUnknown(known: keys)
    configuration.inputs = options.strings("inputs", default: configuration.inputs)
    if let node = root["inputs"] {
      for item in node.items ?? [node] {
        if let scalar = item.scalar { configuration.inputLocations[scalar.text] = scalar.location }
      }
    }
    configuration.output = options.string("output", default: configuration.output)
    configuration.warningsAsErrors = options.bool("warningsAsErrors", default: false)
    if configuration.output.isEmpty, let node = root["output"] {
      diagnostics.error(
        .config, "output must name a folder; an empty output would write into the project folder", at: node.location)
    }
    diagnostics += options.diagnostics
    if let node = root["emitters"] { configuration.emitters = emitterSettings(node, diagnostics: &diagnostics) }
    if let node = root["rules"] {
      configuration.rules = ruleSettings(node, registry: registry, diagnostics: &diagnostics)
    }
    if let node = root["templates"] { configuration.templates = TemplateSetting.parse(node, diagnostics: &diagnostics) }
    configuration.themes = ThemeSettings.parse(root, diagnostics: &diagnostics)
    return configuration
  }

  private static func emitterSettings(_ node: SourceNode, diagnostics: inout [Diagnostic]) -> [EmitterSetting] {
    guard let entries = node.entries else {
      diagnostics.error(.config, "emitters must be a mapping from emitter id to its options", at: node.location)
      return []
    }
    return entries.map { entry in
      var setting = EmitterSetting(id: entry.key.text, location: entry.key.location)
      if let fields = entry.value.entries {
        setting.options = fields.filter { $0.key.text != "directory" }
        if let directory = fields.first(where: { $0.key.text == "directory" })?.value.scalar, !directory.isNull {
          if let problem = OutputPath.problem(with: directory.text), !directory.text.isEmpty {
            diagnostics.error(
              .config, "emitter '\(entry.key.text)' directory '\(directory.text)' is not allowed: \(problem)",
              at: directory.location)
          } else {
            setting.directory = directory.text
          }
        }
      } else if !(entry.value.scalar?.isNull ?? false) {
        diagnostics.error(
          .config,
          "emitter '\(entry.key.text)' needs a mapping of options (or nothing), not \(entry.value.kindDescription)",
          at: entry.value.location)
      }
      return setting
    }
  }

  private static func ruleSettings(
    _ node: SourceNode, registry: RuleRegistry, diagnostics: inout [Diagnostic]
  ) -> [RuleID: RuleSetting] {
    guard let entries = node.entries else {
      diagnostics.error(.config, "rules must be a mapping from rule id to a severity", at: node.location)
      return [:]
    }
    var settings: [RuleID: RuleSetting] = [:]
    let severities = RuleSeverity.allCases.map(\.rawValue)
    for entry in entries {
      let id = RuleID(rawValue: entry.key.text)
      guard registry.rule(id) != nil else {
        let reason =
          DiagnosticCatalog.structural[id] != nil
          ? "'\(id)' is a structural check that always stops the build; it cannot be configured"
          : "unknown rule '\(id)'\(Suggestions.didYouMean(id.rawValue, in: registry.ids)) "
            + "(`tokenc validate --list-rules` lists them)"
        diagnostics.error(.config, reason, at: entry.key.location)
        continue
      }
      var severityNode = entry.value
      var options: [SourceMappingEntry] = []
      if let fields = entry.value.entries {
        guard let node = entry.value["severity"] else {
          diagnostics.error(
            .config, "rule '\(id)' needs a severity (\(severities.joined(separator: ", ")))", at: entry.value.location)
          continue
        }
        severityNode = node
        options = fields.filter { $0.key.text != "severity" }
      }
      guard let text = severityNode.scalar?.text, let severity = RuleSeverity(rawValue: text) else {
        let found = ValueReader.describe(severityNode)
        diagnostics.error(
          .config, "the severity of '\(id)' must be error, warning, note or off, not \(found)",
          at: severityNode.location)
        continue
      }
      settings[id] = RuleSetting(severity: severity, options: options)
    }
    return settings
  }
}
