/// What to do with a token whose `$type` tokenc does not know (`fontSize`, `custom-…`).
public enum UnknownTypePolicy: String, Sendable, Hashable, CaseIterable {
  /// Stop the build with a located error (the default).
  case error
  /// Skip the token with a warning that names it.
  case skip
}

/// How `tokenc.yaml` says themes are read: extra theme names, theme files, the chosen
/// context of each resolver modifier that is not an appearance, and unknown types.
///
/// ```yaml
/// appearances:            # names of contexts, theme files and $extensions.mode keys
///   dim: dark
///   calm: reducedMotion   # Reduce Motion (fullMotion: the motion used normally)
///   sepia: none           # not a theme
/// themes:                 # files or folders that hold one appearance's values
///   dark: [themes/night.tokens.json]
/// modifiers:              # resolver modifiers that are not appearances: the context to build
///   brand: acme
/// unknownTypes: skip      # or error (the default)
/// ```
public struct ThemeSettings: Sendable, Hashable {
  /// Names mapped to appearances, on top of the built-in ones.
  public var names = ThemeNames()
  /// Theme files or folders, by appearance, relative to the configuration's folder.
  public var files: [Appearance: [String]] = [:]
  /// For each resolver modifier that is not an appearance, the context to build.
  public var modifiers: [String: String] = [:]
  /// What to do with an unknown `$type`.
  public var unknownTypes = UnknownTypePolicy.error

  /// Creates the defaults: built-in names, no theme files, every modifier at its default.
  public init() {}

  /// The config keys these settings are read from.
  static let keys = ["appearances", "themes", "modifiers", "unknownTypes"]

  /// Reads the settings from a config file's root; problems are located `config/invalid` errors.
  static func parse(_ root: SourceNode, diagnostics: inout [Diagnostic]) -> ThemeSettings {
    var settings = ThemeSettings()
    let appearanceNames = Appearance.allCases.map(\.rawValue)
    if let node = root["appearances"] {
      var configured: [String: ThemeMeaning?] = [:]
      for entry in entries(node, "appearances", "a theme name to an appearance", &diagnostics) {
        let choices = appearanceNames + ["reducedMotion", "fullMotion", "none"]
        guard let text = entry.value.scalar?.text, choices.contains(text) else {
          diagnostics.error(
            .config,
            "appearance of '\(entry.key.text)' must be one of \(choices.joined(separator: ", ")), not "
              + ValueReader.describe(entry.value) + Suggestions.didYouMean(entry.value.scalar?.text ?? "", in: choices),
            at: entry.value.location)
          continue
        }
        let meaning: ThemeMeaning? =
          switch text {
          case "reducedMotion": .reducedMotion
          case "fullMotion": .fullMotion
          default: Appearance(rawValue: text).map(ThemeMeaning.appearance)
          }
        configured[entry.key.text] = .some(meaning)
      }
      settings.names = ThemeNames(configured: configured)
    }
    if let node = root["themes"] {
      for entry in entries(node, "themes", "an appearance to theme files", &diagnostics) {
        guard let appearance = Appearance(rawValue: entry.key.text) else {
          diagnostics.error(
            .config,
            "themes: '\(entry.key.text)' is not an appearance\(Suggestions.didYouMean(entry.key.text, in: appearanceNames)) "
              + "(appearances: \(appearanceNames.joined(separator: ", ")))",
            at: entry.key.location)
          continue
        }
        var options = Options([entry], owner: "themes")
        settings.files[appearance] = options.strings(entry.key.text, default: [])
        diagnostics += options.diagnostics
      }
    }
    if let node = root["modifiers"] {
      for entry in entries(node, "modifiers", "a resolver modifier to the context to build", &diagnostics) {
        guard let context = entry.value.scalar, !context.isNull else {
          diagnostics.error(
            .config, "modifier '\(entry.key.text)' must name one context, not \(ValueReader.describe(entry.value))",
            at: entry.value.location)
          continue
        }
        settings.modifiers[entry.key.text] = context.text
      }
    }
    var options = Options(root.entries ?? [], owner: "tokenc.yaml")
    let policy = options.string(
      "unknownTypes", default: UnknownTypePolicy.error.rawValue, choices: UnknownTypePolicy.allCases.map(\.rawValue))
    settings.unknownTypes = UnknownTypePolicy(rawValue: policy) ?? .error
    diagnostics += options.diagnostics
    return settings
  }

  /// The entries of a mapping-valued key, or a located error.
  private static func entries(
    _ node: SourceNode, _ key: String, _ what: String, _ diagnostics: inout [Diagnostic]
  ) -> [SourceMappingEntry] {
    if node.scalar?.isNull ?? false { return [] }
    guard let entries = node.entries else {
      diagnostics.error(
        .config, "\(key) must be a mapping from \(what), not \(ValueReader.describe(node))", at: node.location)
      return []
    }
    return entries
  }
}
