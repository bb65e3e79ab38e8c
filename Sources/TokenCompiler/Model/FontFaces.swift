/// The faces a font family declares: for each weight (1–1000), the PostScript name of the face
/// that draws it, such as `InterDisplay-Bold` for 700.
///
/// Declared on a fontFamily token as `$extensions: {dev.tokenc: {faces: {bold: InterDisplay-Bold}}}`
/// and read by the decode stage; a typography token that uses the family takes its faces along,
/// so every Swift output names the face for the token's weight.
public struct FontFaces: Sendable, Hashable {
  /// The PostScript name of each declared weight.
  public private(set) var names: [Int: String]

  /// Creates a set of faces from weights (1–1000) and PostScript names.
  public init(_ names: [Int: String]) { self.names = names }

  /// The declared weights, lightest first.
  public var weights: [Int] { names.keys.sorted() }

  /// The face declared for exactly `weight`, if any.
  public func face(for weight: FontWeight) -> String? { names[weight.value] }

  /// The weight of the face that draws `weight`: the declared weight itself, else the one CSS's
  /// font matching picks (CSS Fonts 4, §5.2), so Apple platforms show what a browser shows: for
  /// 400 try 500 next, for 500 try 400 next, then lighter weights below 500 and heavier ones above,
  /// nearest first, then the other direction. `nil` when no face is declared.
  public func matchedWeight(for weight: FontWeight) -> Int? {
    let desired = weight.value
    let lighter = weights.filter { $0 < desired }.reversed()
    let heavier = weights.filter { $0 > desired }
    if names[desired] != nil { return desired }
    if (400...500).contains(desired) {
      let upTo500 = heavier.filter { $0 <= 500 }
      if let first = upTo500.first { return first }
      return lighter.first ?? heavier.first
    }
    if desired < 400 { return lighter.first ?? heavier.first }
    return heavier.first ?? lighter.first
  }

  /// The face that draws `weight` (see ``matchedWeight(for:)``), if any face is declared.
  public func matchedFace(for weight: FontWeight) -> String? {
    matchedWeight(for: weight).flatMap { names[$0] }
  }

  /// The face for Bold Text (`legibilityWeight` bold): the next heavier face after the one that
  /// draws `weight`; `nil` when no heavier face is declared.
  public func boldTextFace(for weight: FontWeight) -> String? {
    guard let matched = matchedWeight(for: weight) else { return nil }
    return weights.first { $0 > matched }.flatMap { names[$0] }
  }
}

extension Typography {
  /// The name to create the custom font with: the face the family declares for the weight (or the
  /// nearest one, as CSS matches it), else the first family as written; `nil` for the system font.
  public var fontName: String? {
    guard !usesSystemFont else { return nil }
    return faces?.matchedFace(for: fontWeight) ?? fontFamily.first
  }

  /// The custom face to use under Bold Text: the next heavier declared face; `nil` for the system
  /// font (which Bold Text makes heavier by itself) or when no heavier face is declared.
  public var boldTextFontName: String? {
    guard !usesSystemFont else { return nil }
    return faces?.boldTextFace(for: fontWeight)
  }
}
