/// `font/face`: a typography token in a custom font family uses a weight the family declares a face for.
public struct FontFaceRule: Rule {
  /// The rule's descriptor.
  public static let descriptor = RuleDescriptor(
    id: "font/face", defaultSeverity: .warning,
    summary: "a custom font's weight has a declared face",
    explanation: """
      Apple platforms draw a custom font from one face, named by its PostScript name \
      (Font.custom, UIFont(name:size:)); unlike CSS, they cannot make a family bold from \
      a weight. So a fontFamily token declares its faces, weight to PostScript name: \
      $extensions: {dev.tokenc: {faces: {regular: InterDisplay-Regular, bold: InterDisplay-Bold}}}, \
      and the Swift output uses the face for each typography token's weight. The rule \
      reports a typography token in a custom family whose weight has no declared face, \
      at the weight. Swift then uses the nearest declared face, as CSS font matching \
      picks it (what a browser shows), or, when the family declares no faces at all, the \
      family name as written, and the weight is lost. It also reports faces declared on \
      the system font, which are never used. It is a warning, not an error: the output \
      builds and shows text, and a family that is itself a PostScript name (the advice \
      before faces existed) keeps working; set it to error in tokenc.yaml to require a \
      face for every weight. Declare the missing face, or use a weight the family has. \
      Bold Text picks the next heavier declared face, so declare one above the heaviest \
      weight you use when the fonts include it.
      """
  )

  /// Creates the rule; it has no options.
  public init(options: inout Options) {}

  /// Reports weights without a face, and faces on the system font.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    for index in tokens.indices(ofType: .fontFamily, .typography) {
      let token = tokens.tokens[index]
      if case .fontFamily(let families) = token.value, token.aliasOf == nil, let faces = token.tokenc.faces,
        Typography.isSystemFamily(families)
      {
        context.report(
          "'\(token.path)' declares faces, but it is the system font, whose weights are built in; they are never used",
          token: token, at: faces.location, fix: FixSuggestion("remove 'faces', or name the custom family first"))
      }
      guard token.aliasOf == nil, let typography = token.typographyValue, !typography.usesSystemFont else { continue }
      let weight = typography.fontWeight
      guard typography.faces?.face(for: weight) == nil else { continue }
      check(token, typography, family: familyToken(of: token, in: tokens), context: &context)
    }
  }

  private func check(
    _ token: ResolvedToken, _ typography: Typography, family: ResolvedToken?, context: inout RuleContext
  ) {
    let weight = typography.fontWeight
    let name = typography.fontFamily.first ?? ""
    let at = token.fieldLocations["fontWeight"] ?? token.valueLocation
    let weightText = "weight \(weight.value) (\(weight.appleName))"
    guard let faces = typography.faces, let used = typography.fontName else {
      let fix =
        family.map {
          "declare the faces of '\($0.path)': $extensions: {dev.tokenc: {faces: {\(weight.appleName): <PostScript name>}}}"
        } ?? "make the family a fontFamily token with faces, and alias it"
      context.report(
        "'\(token.path)' is '\(name)' at \(weightText), but the family declares no faces, so Swift names the "
          + "family '\(name)' and the weight is lost on Apple platforms",
        token: token, at: at, fix: FixSuggestion(fix))
      return
    }
    let declared = faces.weights.map { "\($0) \(faces.names[$0]!)" }.joined(separator: ", ")
    let notes = (family?.tokenc.faces?.location).map {
      [DiagnosticNote("the faces of '\(family!.path)' are declared here", at: $0)]
    }
    context.report(
      "'\(token.path)' is '\(name)' at \(weightText), but the family declares no face for \(weight.value) "
        + "(\(declared)); Swift uses '\(used)', the nearest as CSS font matching picks it",
      token: token, at: at, notes: notes ?? [],
      fix: FixSuggestion("declare a face for \(weight.value), or use a weight the family has"))
  }

  /// The fontFamily token the typography's family aliases, if it names one.
  private func familyToken(of token: ResolvedToken, in tokens: ResolvedTokenSet) -> ResolvedToken? {
    for reference in token.references {
      guard let target = tokens[reference.path], target.type == .fontFamily else { continue }
      let holder = ([target.path] + target.aliasChain).compactMap { tokens[$0] }.first { $0.tokenc.faces != nil }
      return holder ?? target
    }
    return nil
  }
}
