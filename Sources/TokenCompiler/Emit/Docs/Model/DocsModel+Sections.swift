extension DocsModel {
  /// The tokens sorted into the sections of the docs page and the Markdown, each with its value,
  /// in path order.
  ///
  /// One exhaustive switch over the value decides every token's section, so a new type does not
  /// compile until it has one: no token is ever silently left out of the docs.
  struct Sections: Sendable {
    /// Color tokens, shown as swatches.
    private(set) var colors: [(token: Token, colors: Colors)] = []
    /// Lengths that are not radii, drawn to size.
    private(set) var spacing: [(token: Token, dimension: Dimension)] = []
    /// Corner radii, drawn on a square.
    private(set) var radii: [(token: Token, dimension: Dimension)] = []
    /// Text styles, shown as specimens with their ladders.
    private(set) var typography: [(token: Token, style: TextStyle)] = []
    /// Motion presets, with demos.
    private(set) var motion: [(token: Token, motion: Motion)] = []
    /// Shadows, borders, stroke styles and gradients, with previews.
    private(set) var composites: [(token: Token, composite: Composite)] = []
    /// Numbers, durations, curves, font families and weights, listed with their values.
    private(set) var other: [Token] = []

    /// Sorts `tokens` into sections, keeping their order; each section's room is counted first.
    init(_ tokens: [Token]) {
      var counts = (colors: 0, lengths: 0, typography: 0, motion: 0, composites: 0)
      for token in tokens {
        switch token.value {
        case .color: counts.colors += 1
        case .dimension: counts.lengths += 1
        case .typography: counts.typography += 1
        case .motion: counts.motion += 1
        case .composite: counts.composites += 1
        case .number, .duration, .cubicBezier, .fontFamily, .fontWeight: break
        }
      }
      colors.reserveCapacity(counts.colors)
      typography.reserveCapacity(counts.typography)
      motion.reserveCapacity(counts.motion)
      composites.reserveCapacity(counts.composites)
      other.reserveCapacity(
        tokens.count - counts.colors - counts.lengths - counts.typography - counts.motion - counts.composites)
      for token in tokens {
        switch token.value {
        case .color(let colors): self.colors.append((token, colors))
        case .dimension(let dimension):
          if Self.isRadius(token.path) {
            radii.append((token, dimension))
          } else {
            spacing.append((token, dimension))
          }
        case .typography(let style): typography.append((token, style))
        case .motion(let preset): motion.append((token, preset))
        case .composite(let composite): composites.append((token, composite))
        case .number, .duration, .cubicBezier, .fontFamily, .fontWeight: other.append(token)
        }
      }
    }

    /// Whether a length is a corner radius: its path mentions radius, radii or corner.
    static func isRadius(_ path: TokenPath) -> Bool {
      Naming.words(path).contains { radiusWords.contains($0) }
    }

    /// The words that make a length a radius.
    private static let radiusWords: Set<String> = ["radius", "radii", "corner", "corners", "rounded"]
  }
}
