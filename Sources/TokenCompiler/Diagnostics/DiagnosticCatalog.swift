/// Explanations of the structural checks: problems that always stop a build and cannot be configured.
public enum DiagnosticCatalog {
  /// The explanation of each structural check, for `tokenc explain`.
  public static let structural: [RuleID: String] = checks.merging(TemplateDiagnostics.explanations) { ours, _ in ours }

  private static let checks: [RuleID: String] = [
    .yamlSyntax: """
    The file is not valid YAML (or JSON). The message quotes libyaml's reason and \
    points at the character where parsing stopped; common causes are tabs used for \
    indentation, an unquoted value containing ': ', or wrong indentation.
    """,
    .yamlEncoding: "Token files must be UTF-8. The location points at the first byte that is not valid UTF-8.",
    .yamlDuplicateKey: """
    A mapping names the same key twice. YAML would silently keep one of them, so tokenc \
    rejects the file and points at both.
    """,
    .yamlAnchor: """
    YAML anchors (&name) and aliases (*name) are allowed, but their expansion is capped \
    at 10,000 nodes per file so a small file cannot expand into millions of nodes. To \
    reuse a token's value, write a token alias such as "{color.brand.blue}" instead.
    """,
    .tokenShape: "A group or token has a property or field tokenc does not know, or lacks one it needs.",
    .tokenValue: "A token's value does not fit its type; the message shows the accepted forms.",
    .tokenMissingType: """
    Every token needs a type: its own $type, the type of the token it aliases, or the \
    $type of its nearest group. tokenc never guesses a type from a value.
    """,
    .tokenUnsupportedType:
      "The $type is unknown, or a DTCG type tokenc cannot emit yet (such tokens are skipped with a warning).",
    .tokenExtension: """
    tokenc reads its own markers from $extensions["dev.tokenc"] of a token: suppress, \
    scalesWith, fallback, interactive and nested, plus the keys it writes into DTCG JSON \
    (appearances, textStyle, ladder, lineHeight, motion); at the top level of a file it \
    reads contrast. An unknown key (with a suggestion), a value of the wrong form, a \
    marker on a token of a type it does not apply to (scalesWith on a color), or \
    dev.tokenc on a group is an error, so a misspelled marker is never silently ignored. \
    A key that looks like a misspelled dev.tokenc is a warning.
    """,
    .tokenTheme: """
    Themes give tokens their values per appearance: a theme file (dark.tokens.json, \
    colors-dark.tokens.yml, or one listed under themes: in tokenc.yaml), a resolver context \
    mapped to an appearance, or an $extensions.mode entry. Only colors vary by appearance, \
    so a theme that changes another type's value is a warning (the base value is used \
    everywhere); a token defined only in a theme is used in every appearance, with a \
    warning; a token given the same appearance twice is an error.
    """,
    .resolver: """
    A DTCG 2025.10 resolver document (*.resolver.json, *.resolver.yaml) is read as the list \
    of token sources: sets in resolutionOrder, later sets winning, and modifiers. A modifier \
    whose contexts are appearances (light, dark, light-hc, dark-hc, or names mapped with \
    appearances: in tokenc.yaml) gives each token its value per appearance. Any other \
    modifier (a brand, a density, Reduce Motion) is built in one context: the one chosen \
    under modifiers: in tokenc.yaml, else its default, with a warning naming the others. \
    A missing version or resolutionOrder, a $ref that names nothing, or a modifier that mixes \
    appearances with other contexts is an error.
    """,
    .tokenName: "Token and group names must not be empty, start with '$', or contain '.', '{' or '}'.",
    .tokenDuplicate: """
    The same token path is defined twice (possibly in two files), or one file defines a \
    token where another defines a group. Both places are listed.
    """,
    .aliasUnresolved:
      "An alias names no token. The message suggests the closest existing token name, or, when a token file "
      + "failed to load, names that file, where the token may be defined.",
    .aliasCycle: """
    Aliases refer to each other in a loop, so no value can be found. Each cycle is \
    reported once, with every hop and its location; break it by giving one token a literal value.
    """,
    .aliasTypeMismatch: "An alias points at a token of a different type than the place it is used needs.",
    .config: "tokenc.yaml is invalid: an unknown key, rule, emitter or option, or a value of the wrong shape.",
    .io: "A file or folder could not be read or written.",
    .suppressInvalid: Suppressions.explanation,
  ]
}

extension DiagnosticCatalog {
  /// "unknown rule 'contrast'; did you mean 'color/contrast'?" for an id that is neither a
  /// registered rule nor a structural check, as `tokenc explain` says it.
  public static func unknownCheckMessage(_ id: String, rules: RuleRegistry = .builtIn) -> String {
    let known = rules.ids + structural.keys.map(\.rawValue).sorted()
    if let close = Suggestions.closest(to: id, in: known) { return "unknown rule '\(id)'; did you mean '\(close)'?" }
    // `contrast` for `color/contrast`: the name without its category.
    let byName = Dictionary(known.map { (String($0.split(separator: "/").last ?? ""), $0) }) { first, _ in first }
    let hint = byName[id] ?? Suggestions.closest(to: id, in: byName.keys.sorted()).flatMap { byName[$0] }
    return "unknown rule '\(id)'" + (hint.map { "; did you mean '\($0)'?" } ?? "")
  }
}

extension DiagnosticCatalog {
  /// "unknown command 'valdate'; did you mean 'validate'? (commands: …)" for a first
  /// argument that names no subcommand, as the command line says it.
  public static func unknownCommandMessage(_ word: String, commands: [String]) -> String {
    "unknown command '\(word)'\(Suggestions.didYouMean(word, in: commands)) "
      + "(commands: \(commands.joined(separator: ", ")))"
  }
}
