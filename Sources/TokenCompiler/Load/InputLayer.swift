/// The part a token source plays in the design system.
public enum InputRole: Sendable, Hashable {
  /// Tokens for every appearance; a token defined twice is an error.
  case base
  /// A resolver set or the selected context of a modifier: a later definition of a token
  /// replaces an earlier one, as DTCG resolvers merge sets.
  case override
  /// One appearance's values (a theme file, a resolver context): a token defined in a base
  /// source takes this source's value in that appearance.
  ///
  /// `inferred` is set when only the file name said so (`dark.tokens.json`): a token the
  /// file adds is then an ordinary token; otherwise it is one with a warning, since the
  /// other appearances have no value for it.
  case theme(Appearance, inferred: Bool)
  /// The Reduce Motion context of a resolver's motion modifier: a motion token it redefines
  /// gets that as its Reduce Motion fallback (unless the token declares one).
  case reducedMotion
}

/// One source of tokens and its role: a whole file, or a source written inline in a
/// resolver document.
public struct InputLayer: Sendable {
  /// The file that holds the tokens (for an inline source, the resolver document).
  public var file: SourceFile
  /// The inline source's node in the resolver document; `nil` reads the whole file.
  public var inline: SourceNode?
  /// How its tokens combine with the others'.
  public var role: InputRole
  /// Where the role comes from, for messages (e.g. "context 'dark' of modifier 'theme'").
  public var origin: String?

  /// Creates a layer.
  public init(file: SourceFile, inline: SourceNode? = nil, role: InputRole, origin: String? = nil) {
    self.file = file
    self.inline = inline
    self.role = role
    self.origin = origin
  }

  /// The layers of plain token files: each is a base file, or a theme file when its name
  /// names an appearance other than light (`dark.tokens.json`, `colors-dark.tokens.yml`).
  /// A file named for Reduce Motion (`reduced-motion.tokens.json`) gives its motion tokens
  /// their fallbacks.
  public static func inferred(from files: [SourceFile], names: ThemeNames = ThemeNames()) -> [InputLayer] {
    files.map { file in
      if names.isReducedMotion(file: file.path) {
        return InputLayer(file: file, role: .reducedMotion, origin: "Reduce Motion file")
      }
      guard let appearance = names.appearance(ofFile: file.path), appearance != .light else {
        return InputLayer(file: file, role: .base)
      }
      return InputLayer(file: file, role: .theme(appearance, inferred: true))
    }
  }

  /// The appearance this layer gives values for, if it is a theme.
  var themeAppearance: Appearance? {
    if case .theme(let appearance, _) = role { return appearance }
    return nil
  }

  /// Where the layer is decoded: base and override sources first, in order, then themes in
  /// appearance order, then Reduce Motion, so each finds the tokens it redefines.
  var decodingRank: Int {
    switch role {
    case .base, .override: 0
    case .theme(let appearance, _): 1 + Appearance.allCases.firstIndex(of: appearance)!
    case .reducedMotion: 1 + Appearance.allCases.count
    }
  }
}
