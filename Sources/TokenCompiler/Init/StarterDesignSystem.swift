/// One file of the starter design system: where it goes and what it says.
public struct StarterFile: Sendable, Hashable {
  /// The path relative to the project folder, with `/` between folders, e.g. `tokens/spacing.yaml`.
  public var path: String
  /// The file's text (UTF-8, ending in a newline).
  public var text: String

  /// Creates a starter file.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}

/// The design system `tokenc init` writes: a `tokenc.yaml` and token files in YAML, commented
/// for designers, that pass every rule tokenc has without a single warning or note.
///
/// It has:
/// - spacing on Apple's 8 pt grid, with semantic insets;
/// - 44 pt touch targets and icon sizes;
/// - corner radii, with nested radii that are concentric;
/// - the system font and Apple's eleven text styles on Apple's Dynamic Type ladders;
/// - a palette of Apple's system colors and semantic colors in the four appearances
///   (light, dark, lightHighContrast, darkHighContrast), with declared contrast pairs that
///   meet WCAG AA in each;
/// - motion presets with Reduce Motion fallbacks.
///
/// The facts (the ladders, Apple's colors, the 44 pt minimum) are those of the sample in
/// tokenc's own `tokens/` folder, which are taken from Apple's Human Interface Guidelines.
public enum StarterDesignSystem {
  /// The configuration file's path: `tokenc.yaml`.
  public static let configurationPath = TokenFileNames.configuration

  /// The folder holding the token files: `tokens`.
  public static let tokensFolder = "tokens"

  /// Every file, `tokenc.yaml` first, then the token files by path.
  public static let files: [StarterFile] = [
    StarterFile(path: configurationPath, text: configuration),
    StarterFile(path: "\(tokensFolder)/color-base.yaml", text: palette),
    StarterFile(path: "\(tokensFolder)/color-semantic.yaml", text: semanticColors),
    StarterFile(path: "\(tokensFolder)/motion.yaml", text: motion),
    StarterFile(path: "\(tokensFolder)/radius.yaml", text: radius),
    StarterFile(path: "\(tokensFolder)/size.yaml", text: size),
    StarterFile(path: "\(tokensFolder)/spacing.yaml", text: spacing),
    StarterFile(path: "\(tokensFolder)/typography.yaml", text: typography),
  ]

  /// The token files only, without `tokenc.yaml`, as in-memory sources for ``CompilerInputs``.
  public static var tokenSources: [SourceFile] {
    files.filter { $0.path != configurationPath }.map { SourceFile(path: $0.path, text: $0.text) }
  }
}
