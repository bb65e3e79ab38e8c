/// Reads the `faces` marker of a fontFamily token: weight (a fontWeight name or a number) →
/// PostScript name of the face.
///
///     font:
///       family:
///         $type: fontFamily
///         brand:
///           $value: [Inter Display, system]
///           $extensions: {dev.tokenc: {faces: {regular: InterDisplay-Regular, bold: InterDisplay-Bold}}}
extension ValueReader {
  /// The characters a PostScript name may not contain besides spaces and control characters
  /// (Adobe Technical Note #5902: printable ASCII without these ten).
  static let postScriptNameExclusions: Set<Character> = ["[", "]", "(", ")", "{", "}", "<", ">", "/", "%"]

  /// `faces: {bold: InterDisplay-Bold, 600: InterDisplay-SemiBold}`. Each bad entry is reported at
  /// its key or value and skipped; the others are kept.
  mutating func faces(_ node: SourceNode, of token: DecodedToken) -> Marker<FontFaces>? {
    guard let entries = node.entries, !entries.isEmpty else {
      diagnostics.error(
        .tokenExtension,
        "'faces' on '\(token.path)' must map weights to PostScript names, e.g. {regular: Inter-Regular, "
          + "bold: Inter-Bold}, not \(Self.describe(node))",
        at: node.location)
      return nil
    }
    var names: [Int: String] = [:]
    var keys: [Int: String] = [:]
    for entry in entries {
      guard let weight = faceWeight(entry.key, of: token.path) else { continue }
      guard let name = faceName(entry.value, weight: entry.key.text, of: token.path) else { continue }
      if let earlier = keys[weight] {
        diagnostics.error(
          .tokenExtension,
          "'faces' on '\(token.path)' names weight \(weight) twice, as '\(earlier)' and as '\(entry.key.text)'; "
            + "keep one",
          at: entry.key.location)
        continue
      }
      keys[weight] = entry.key.text
      names[weight] = name
    }
    return names.isEmpty ? nil : Marker(FontFaces(names), at: node.location)
  }

  /// A key of `faces`: a fontWeight name (`bold`, `semi-bold`, …) or a whole number from 1 to 1000.
  private mutating func faceWeight(_ key: SourceScalar, of path: TokenPath) -> Int? {
    if let number = DecimalNumber.parse(key.text.trimmingWhitespace()) {
      if number == number.rounded(), (1...1000).contains(number) { return Int(number) }
      diagnostics.error(
        .tokenExtension,
        "'faces' on '\(path)' has the weight \(key.text); a weight is a whole number from 1 to 1000 or a name",
        at: key.location)
      return nil
    }
    if let weight = FontWeight.names[key.text] { return weight }
    let names = FontWeight.names.keys.sorted()
    diagnostics.error(
      .tokenExtension,
      "'faces' on '\(path)' has no weight '\(key.text)' (a number from 1 to 1000 or one of "
        + "\(names.joined(separator: ", ")))\(Suggestions.didYouMean(key.text, in: names))",
      at: key.location)
    return nil
  }

  /// A value of `faces`: the face's PostScript name, such as `InterDisplay-Bold`.
  private mutating func faceName(_ node: SourceNode, weight: String, of path: TokenPath) -> String? {
    let what = "the face for '\(weight)' on '\(path)'"
    guard let scalar = node.scalar, !scalar.isNull, !scalar.text.isEmpty else {
      diagnostics.error(
        .tokenExtension, "\(what) must be a PostScript name such as InterDisplay-Bold, not \(Self.describe(node))",
        at: node.location)
      return nil
    }
    let name = scalar.text
    let isPostScript =
      name.unicodeScalars.count <= 63
      && name.unicodeScalars.allSatisfy { (33...126).contains($0.value) }
      && !name.contains(where: Self.postScriptNameExclusions.contains)
    guard isPostScript else {
      // PostScript names usually join the family's words and add the style after a hyphen.
      let words = name.split(separator: " ").map(String.init)
      let guess = words.count > 1 ? words.dropLast().joined() + "-" + words.last! : nil
      let hint = guess.map { "; a face named '\(name)' is usually '\($0)'" } ?? ""
      diagnostics.error(
        .tokenExtension,
        "\(what) is '\(name)', which is not a PostScript name (at most 63 printable ASCII characters, no spaces "
          + "or []{}()<>/%)\(hint); Font Book shows a face's PostScript name",
        at: scalar.location)
      return nil
    }
    return name
  }
}
