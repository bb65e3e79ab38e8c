extension DocsModel {
  /// What building the model works out once per distinct value rather than once per token:
  /// a color's sRGB hex and gamut (a palette color is in every token that aliases it), a derived
  /// Dynamic Type ladder, and each source file's path relative to the source root.
  ///
  /// Values are looked up by their exact bits where a cached result keeps one (so `-0` and `0`
  /// never share), and by equality where only what is derived from them is kept.
  struct BuildCache {
    /// The folder source paths are shown relative to.
    let sourceRoot: String
    /// The last source file seen and its path as shown (tokens come file by file).
    private var lastFile: (source: UInt32, shown: SourceLocation)?
    /// The sRGB hex and whether it fits sRGB, of each color seen.
    private var colors: [ColorValue: (hex: String, inSRGBGamut: Bool)] = [:]
    /// The ladder derived from each text style and the bits of its base size and line height.
    private var derivedLadders: [DerivedLadderKey: [LadderStep]] = [:]

    /// What a ladder derived from Apple's (no ladder written) depends on.
    private struct DerivedLadderKey: Hashable {
      /// The text style whose Apple ladder it follows.
      let textStyle: AppleTextStyle
      /// The bits of the base size.
      let fontSize: UInt64
      /// The bits of the base line height.
      let lineHeight: UInt64
    }

    /// An empty cache for a model whose source paths are shown relative to `sourceRoot`.
    init(sourceRoot: String) {
      self.sourceRoot = sourceRoot
    }

    /// The docs entry of each of `resolved`, as ``Token/init(_:sourceRoot:)`` makes it.
    ///
    /// Each token's fields are read in place: a resolved token passed whole (or looped over)
    /// is copied, which retains every one of its fields.
    mutating func tokens(_ resolved: [ResolvedToken]) -> [Token] {
      var tokens: [Token] = []
      tokens.reserveCapacity(resolved.count)
      for index in resolved.indices {
        let source = source(resolved[index].location)
        let value = value(resolved[index].value)
        tokens.append(
          Token(
            path: resolved[index].path, description: resolved[index].description,
            deprecation: resolved[index].deprecation, source: source, alias: resolved[index].aliasOf?.path,
            aliasChain: resolved[index].hops.paths(limit: Token.aliasChainLimit), value: value))
      }
      return tokens
    }

    /// `location` with its file relative to the source root (``SourceLocation/relative(to:)``).
    mutating func source(_ location: SourceLocation) -> SourceLocation {
      // Tokens come file by file: the file's shown form is worked out once per run of tokens.
      if let lastFile, lastFile.source == location.fileID { return location.inFile(of: lastFile.shown) }
      let shown = location.relative(to: sourceRoot)
      lastFile = (location.fileID, shown)
      return shown
    }

    /// The docs form of `value`, as ``Value/init(_:)`` makes it.
    mutating func value(_ value: TokenValue) -> Value {
      switch value {
      case .color(let appearances): .color(Colors(appearances) { color(of: $0) })
      case .typography(let typography): .typography(TextStyle(typography, ladder: ladder(of: typography)))
      default: Value(value)
      }
    }

    /// The docs form of `value`, its hex and gamut worked out once per distinct color.
    private mutating func color(of value: ColorValue) -> Color {
      if let known = colors[value] { return Color(value, hex: known.hex, inSRGBGamut: known.inSRGBGamut) }
      let color = Color(value)
      colors[value] = (color.hex, color.inSRGBGamut)
      return color
    }

    /// ``TextStyle/ladder(of:)``, worked out once per derived ladder.
    private mutating func ladder(of typography: Typography) -> [LadderStep] {
      guard typography.ladder == nil, let textStyle = typography.textStyle else {
        return TextStyle.ladder(of: typography)
      }
      let key = DerivedLadderKey(
        textStyle: textStyle, fontSize: typography.fontSize.bitPattern, lineHeight: typography.lineHeight.bitPattern)
      if let known = derivedLadders[key] { return known }
      let ladder = TextStyle.ladder(of: typography)
      derivedLadders[key] = ladder
      return ladder
    }
  }
}
