import Foundation

/// One entry of `templates:` in `tokenc.yaml`: a Mustache template and the file it renders to.
///
/// ```yaml
/// templates:
///   - template: templates/android/colors.xml.mustache   # relative to tokenc.yaml's folder
///     output: android/values/colors.xml                 # relative to the output folder
/// ```
public struct TemplateSetting: Sendable, Hashable {
  /// The template file, relative to the configuration's folder.
  public var template: String
  /// The file to write, relative to the output folder.
  public var output: String
  /// Where `template:` is written in the config file.
  public var templateLocation: SourceLocation?
  /// Where `output:` is written in the config file.
  public var outputLocation: SourceLocation?

  /// Creates a setting.
  public init(
    template: String, output: String, templateLocation: SourceLocation? = nil, outputLocation: SourceLocation? = nil
  ) {
    self.template = template
    self.output = output
    self.templateLocation = templateLocation
    self.outputLocation = outputLocation
  }

  /// The keys one entry may have: the template emitter's options.
  static let keys = TemplateEmitter.descriptor.options.map(\.name)

  /// Reads the `templates:` list; every problem is a located `config/invalid` diagnostic.
  public static func parse(_ node: SourceNode, diagnostics: inout [Diagnostic]) -> [TemplateSetting] {
    if node.scalar?.isNull ?? false { return [] }
    guard let items = node.items else {
      diagnostics.error(
        .config,
        "templates must be a list of {template: FILE, output: PATH} entries, not \(ValueReader.describe(node))",
        at: node.location)
      return []
    }
    var settings: [TemplateSetting] = []
    var outputs: [String: SourceLocation?] = [:]
    for item in items {
      guard let setting = entry(item, diagnostics: &diagnostics) else { continue }
      if let first = outputs[setting.output] {
        let place = first.map { " at \($0)" } ?? ""
        diagnostics.error(
          .config, "template output '\(setting.output)' is already written by the template\(place)",
          at: setting.outputLocation)
        continue
      }
      outputs[setting.output] = setting.outputLocation
      settings.append(setting)
    }
    return settings
  }

  private static func entry(_ item: SourceNode, diagnostics: inout [Diagnostic]) -> TemplateSetting? {
    guard let entries = item.entries else {
      diagnostics.error(
        .config,
        "a templates entry must be a mapping {template: FILE, output: PATH}, not \(ValueReader.describe(item))",
        at: item.location)
      return nil
    }
    // Read by the template emitter itself, so `templates:` entries and a `template` emitter
    // under `emitters:` take the same options with the same messages.
    var options = Options(entries, owner: "templates entry")
    options.location = item.location
    options.rejectUnknown(known: keys)
    // An unknown key is reported and the entry still read.
    let unknown = options.diagnostics.count
    let emitter = TemplateEmitter(options: &options)
    diagnostics += options.diagnostics
    return Array(options.diagnostics[unknown...]).hasErrors ? nil : emitter.setting
  }
}

extension Configuration {
  /// What `tokenc watch` watches for the templates: each template file, and the folder it is
  /// in (where its partials live) unless that is the configuration's folder itself.
  public var templateWatchPaths: [String] {
    var paths: [String] = []
    for setting in templates {
      let file = InputDiscovery.join(directory, setting.template)
      let folder = PathText.folder(of: file)
      for path in [file] + (folder.isEmpty || folder == "." || folder == directory ? [] : [folder])
      where !paths.contains(path) {
        paths.append(path)
      }
    }
    return paths
  }
}
