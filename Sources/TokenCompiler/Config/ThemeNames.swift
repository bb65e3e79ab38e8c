/// What a theme name means to tokenc: one of its four appearances, Reduce Motion, or nothing.
public enum ThemeMeaning: Sendable, Hashable {
  /// The name is an appearance.
  case appearance(Appearance)
  /// The name is the Reduce Motion variant of a motion modifier.
  case reducedMotion
  /// The name is the default (full) motion variant.
  case fullMotion
}

/// Maps the names design systems give their themes — resolver contexts, theme file names,
/// `$extensions.mode` keys — to tokenc's appearances and to Reduce Motion.
///
/// Common names map on their own (`light`, `Dark`, `dark-hc`, `highContrastDark`,
/// `light_high_contrast`, `reduced`…): a name is compared in lowercase with `-`, `_`,
/// spaces and dots removed. `appearances:` in `tokenc.yaml` adds names or overrides
/// these (`dim: dark`).
public struct ThemeNames: Sendable, Hashable {
  /// Names from `tokenc.yaml`, normalized, and what they mean; `nil` means "not a theme".
  public var configured: [String: ThemeMeaning?]

  /// Creates the table with names from `tokenc.yaml` on top of the built-in ones.
  public init(configured: [String: ThemeMeaning?] = [:]) {
    self.configured = Dictionary(configured.map { (Self.normalize($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
  }

  /// The built-in names, normalized.
  static let builtIn: [String: ThemeMeaning] = {
    var table: [String: ThemeMeaning] = [:]
    for name in ["light", "lightmode", "day", "default"] { table[name] = .appearance(.light) }
    for name in ["dark", "darkmode", "night"] { table[name] = .appearance(.dark) }
    for contrast in ["hc", "highcontrast", "increasedcontrast", "morecontrast", "contrast"] {
      for name in ["light\(contrast)", "\(contrast)light", "lightmode\(contrast)"] {
        table[name] = .appearance(.lightHighContrast)
      }
      for name in ["dark\(contrast)", "\(contrast)dark", "darkmode\(contrast)"] {
        table[name] = .appearance(.darkHighContrast)
      }
    }
    for name in ["reduced", "reducedmotion", "reducemotion", "prefersreducedmotion", "nomotion", "lessmotion"] {
      table[name] = .reducedMotion
    }
    for name in ["fullmotion", "motion", "nopreference", "allmotion"] { table[name] = .fullMotion }
    return table
  }()

  /// What `name` means, or `nil` when it is not a theme name tokenc knows.
  public func meaning(of name: String) -> ThemeMeaning? {
    let key = Self.normalize(name)
    if let configured = configured[key] { return configured }
    return Self.builtIn[key]
  }

  /// The appearance `name` stands for, if it stands for one.
  public func appearance(of name: String) -> Appearance? {
    if case .appearance(let appearance)? = meaning(of: name) { return appearance }
    return nil
  }

  /// The appearance a token file's name declares: the whole name without its extensions
  /// (`dark.tokens.json`), or its last word (`colors-dark.tokens.yml`, `theme.light-hc.yaml`);
  /// `default` alone does not count, so `default.tokens.json` stays an ordinary file.
  public func appearance(ofFile path: String) -> Appearance? {
    let words = Self.words(ofFile: path)
    guard !words.isEmpty else { return nil }
    let candidates = [words.joined(), words.suffix(2).joined(), words.last!, words.prefix(2).joined(), words[0]]
    for candidate in candidates where candidate != "default" {
      if let appearance = appearance(of: candidate) { return appearance }
    }
    return nil
  }

  /// Whether a token file's name declares Reduce Motion: its whole name without extensions
  /// (`reduced-motion.tokens.json`), or its last one or two words when they say motion
  /// (`tokens-reduce-motion.yaml`, `tokens.reducedMotion.yml`).
  public func isReducedMotion(file path: String) -> Bool {
    let words = Self.words(ofFile: path)
    guard !words.isEmpty else { return false }
    if meaning(of: words.joined()) == .reducedMotion { return true }
    return [words.suffix(2).joined(), words.last!].contains {
      $0.contains("motion") && meaning(of: $0) == .reducedMotion
    }
  }

  /// A file's name without its folder and extensions: `dim` for `tokens/dim.tokens.json`.
  static func stem(ofFile path: String) -> String {
    var name = Substring(path.split(separator: "/").last ?? "")
    while let ending = [".json", ".yaml", ".yml", ".tokens", ".resolver"].first(where: name.hasSuffix) {
      name = name.dropLast(ending.count)
    }
    return String(name)
  }

  /// The appearances other than each other that the words of a file's name name on their own:
  /// `light-dark.tokens.json` names light and dark, which is ambiguous; `dark-hc` names one.
  public func conflictingAppearances(ofFile path: String) -> [Appearance] {
    let words = Self.words(ofFile: path)
    var found: [Appearance] = []
    // `default` alone does not make a file a theme, so `default-dark.tokens.json` is dark.
    for word in words where word != "default" {
      guard let appearance = appearance(of: word), !found.contains(appearance) else { continue }
      found.append(appearance)
    }
    return found.count > 1 ? found : []
  }

  /// The words of a file's name without its extensions, in lowercase.
  private static func words(ofFile path: String) -> [String] {
    stem(ofFile: path).split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.lowercased() }
  }

  /// `name` in lowercase without `-`, `_`, spaces and dots, for comparison.
  static func normalize(_ name: String) -> String {
    String(name.lowercased().unicodeScalars.filter { !["-", "_", " ", "."].contains($0) })
  }
}
