/// Reads a DTCG 2025.10 resolver document (`*.resolver.json`, `*.resolver.yaml`) into the
/// token sources it combines, each with its role.
///
/// `resolutionOrder` lists sets and modifiers, by `$ref` (`#/sets/base`,
/// `#/modifiers/theme`) or inline (`{type: set, name, sources}`); a set's sources are
/// `$ref`s to token files (relative to the resolver) or inline token groups, merged in
/// order with later sources winning. A modifier is read by what its contexts mean
/// (``ModifierPlan``): appearances become themes; any other modifier is built in one
/// context. Every problem is a located `resolver/invalid` diagnostic.
struct ResolverReader {
  /// The resolver document.
  let file: SourceFile
  /// Theme names and chosen contexts from `tokenc.yaml`.
  let settings: ThemeSettings
  /// Reads a token file a `$ref` names; `nil` when it cannot be read.
  let readFile: (String) -> SourceFile?
  /// The sources found, in resolution order.
  private(set) var layers: [InputLayer] = []
  /// The paths of every token file the resolver names, in contexts built or not.
  private(set) var namedPaths: Set<String> = []
  /// Problems found.
  private(set) var diagnostics: [Diagnostic] = []

  /// Creates a reader for one resolver document.
  init(file: SourceFile, settings: ThemeSettings, readFile: @escaping (String) -> SourceFile?) {
    self.file = file
    self.settings = settings
    self.readFile = readFile
  }

  /// Reads the parsed document.
  mutating func read(_ root: SourceNode) {
    guard root.entries != nil else {
      return error("a resolver document must be a mapping with version and resolutionOrder", at: root.location)
    }
    let known = ["$schema", "version", "name", "description", "sets", "modifiers", "resolutionOrder", "$extensions"]
    for entry in root.entries! where !known.contains(entry.key.text) {
      error(
        "unknown resolver property '\(entry.key.text)'\(Suggestions.didYouMean(entry.key.text, in: known))",
        at: entry.key.location)
    }
    if let version = root["version"] {
      if version.scalar?.text != "2025.10" {
        error("resolver version must be \"2025.10\", not \(ValueReader.describe(version))", at: version.location)
      }
    } else {
      error("a resolver document needs version: \"2025.10\"", at: root.location)
    }
    guard let order = root["resolutionOrder"] else {
      return error(
        "a resolver document needs resolutionOrder, the list of sets and modifiers to apply", at: root.location)
    }
    guard let items = order.items else {
      return error("resolutionOrder must be a list of sets and modifiers", at: order.location)
    }
    for item in items { readOrderItem(item, root: root) }
  }

  /// One entry of `resolutionOrder`: a `$ref` to a set or modifier, or one written inline.
  private mutating func readOrderItem(_ item: SourceNode, root: SourceNode) {
    if let reference = item["$ref"] {
      guard let text = reference.scalar?.text, let (kind, name) = Self.pointer(text),
        let target = root[kind]?[name]
      else {
        return error(
          "resolutionOrder $ref must name a set or modifier of this document (\"#/sets/NAME\" or "
            + "\"#/modifiers/NAME\"), not \(ValueReader.describe(reference))", at: reference.location)
      }
      return kind == "sets" ? readSet(target, name: name) : readModifier(target, name: name, at: reference.location)
    }
    let kind = item["type"]?.scalar?.text
    let name = item["name"]?.scalar?.text ?? "unnamed"
    switch kind {
    case "set": readSet(item, name: name)
    case "modifier": readModifier(item, name: name, at: item.location)
    default:
      error(
        "a resolutionOrder entry is {$ref: \"#/sets/NAME\"}, or written inline with type: set or type: modifier",
        at: item["type"]?.location ?? item.location)
    }
  }

  /// `#/sets/NAME` or `#/modifiers/NAME`, split.
  static func pointer(_ text: String) -> (kind: String, name: String)? {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == "#", ["sets", "modifiers"].contains(parts[1]), !parts[2].isEmpty else {
      return nil
    }
    return (String(parts[1]), String(parts[2]).replacing("~1", with: "/").replacing("~0", with: "~"))
  }

  /// A set: its sources, merged in order, later winning.
  private mutating func readSet(_ node: SourceNode, name: String) {
    guard let sources = node["sources"] else {
      return error("set '\(name)' needs sources, a list of $refs to token files or inline tokens", at: node.location)
    }
    readSources(sources, role: .override, origin: "set '\(name)'")
  }

  /// A list of sources in one role.
  mutating func readSources(_ node: SourceNode, role: InputRole, origin: String) {
    guard let items = node.items else {
      return error("sources must be a list of {$ref: FILE} or inline tokens", at: node.location)
    }
    for item in items {
      guard let reference = item["$ref"] else {
        layers.append(InputLayer(file: file, inline: item, role: role, origin: origin))
        continue
      }
      guard let path = reference.scalar?.text, !path.isEmpty, !path.hasPrefix("#"), !path.contains("#") else {
        error(
          "a source $ref must name a token file relative to the resolver (fragments are not supported), "
            + "not \(ValueReader.describe(reference))", at: reference.location)
        continue
      }
      guard let source = readFile(fullPath(path)) else {
        error("'\(path)' (from \(origin)) cannot be read", at: reference.location)
        continue
      }
      namedPaths.insert(source.path)
      layers.append(InputLayer(file: source, role: role, origin: origin))
    }
  }

  /// The path of a file a `$ref` names, relative to the resolver's folder.
  private func fullPath(_ reference: String) -> String {
    let folder = PathText.folder(of: file.path)
    return InputDiscovery.join(folder.isEmpty ? "." : folder, reference)
  }

  /// Notes the files a context that is not built names, so they are not reported as unnamed.
  mutating func noteNamed(_ sources: SourceNode) {
    for item in sources.items ?? [] {
      if let path = item["$ref"]?.scalar?.text, !path.contains("#") { namedPaths.insert(fullPath(path)) }
    }
  }

  /// Records a located error.
  mutating func error(_ message: String, at location: SourceLocation) {
    diagnostics.error(.resolver, message, at: location)
  }

  /// Records a located warning.
  mutating func warning(_ message: String, at location: SourceLocation) {
    diagnostics.warning(.resolver, message, at: location)
  }
}
