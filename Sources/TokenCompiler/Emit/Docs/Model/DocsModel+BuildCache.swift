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
    /// The docs form of each color seen, by its exact bits, numbered in the order first seen
    /// (``Color/id``): colors written differently (`-0` and `0`) are told apart.
    private var colors: [ColorBits: Color] = [:]
    /// How many distinct colors were seen: the next color's number.
    private(set) var colorCount = 0
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
      colors.reserveCapacity(resolved.count / 4)
      for index in resolved.indices {
        let source = source(resolved[index].location)
        let value = value(resolved[index].value)
        tokens.append(
          Token(
            path: resolved[index].path, description: resolved[index].description,
            deprecation: resolved[index].deprecation, source: source, alias: resolved[index].aliasOf?.path,
            aliasChain: resolved[index].hops.paths(limit: Token.aliasChainLimit), value: value, index: index))
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
      case .color(let appearances):
        // Most colors are the same in several appearances (a palette step in all four): an
        // appearance with the previous one's bits is that color, without looking it up.
        var previous: Color?
        return .color(
          Colors(appearances) { value in
            if let previous, ColorBits(previous.color) == ColorBits(value) { return previous }
            let color = color(of: value)
            previous = color
            return color
          })
      case .typography(let typography): return .typography(TextStyle(typography, ladder: ladder(of: typography)))
      default: return Value(value)
      }
    }

    /// The docs form of `value`, its hex, gamut and number worked out once per distinct color.
    private mutating func color(of value: ColorValue) -> Color {
      let bits = ColorBits(value)
      if let known = colors[bits] { return known }
      let fresh = Color(value)
      let color = Color(value, hex: fresh.hex, inSRGBGamut: fresh.inSRGBGamut, id: colorCount)
      colorCount += 1
      colors[bits] = color
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

extension DocsModel {
  /// A color's space and the bit patterns of its components: what tells colors apart exactly
  /// (`-0` and `0` differ), hashed without hashing any text.
  struct ColorBits: Hashable {
    /// Whether the color is in Display P3.
    var isP3: Bool
    /// The bits of red, green, blue and alpha.
    var red, green, blue, alpha: UInt64

    /// The bits of `color`.
    init(_ color: ColorValue) {
      isP3 = color.space == .displayP3
      (red, green, blue, alpha) = (
        color.red.bitPattern, color.green.bitPattern, color.blue.bitPattern, color.alpha.bitPattern
      )
    }
  }
}
