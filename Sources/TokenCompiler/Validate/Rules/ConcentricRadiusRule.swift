/// `radius/concentric`: a nested corner radius equals the outer radius minus the padding between them.
///
/// A token declares what it is nested in with
/// `$extensions: {dev.tokenc: {nested: {outer: "{radius.card}", padding: "{spacing.inset.card}"}}}`;
/// `outer` and `padding` are aliases to dimension tokens or numbers of points.
public struct ConcentricRadiusRule: Rule {
  /// The rule's descriptor.
  public static let descriptor = RuleDescriptor(
    id: "radius/concentric", defaultSeverity: .off,
    summary: "a nested radius equals the outer radius minus the padding",
    explanation: """
      Rounded shapes nested inside each other look right only when their corners are \
      concentric: the inner radius is the outer radius minus the padding between them, \
      so the gap between the two curves stays even. A thumbnail with the card's own \
      radius looks pinched at the corners. Declare the \
      nesting on the inner radius token with $extensions: {dev.tokenc: {nested: {outer: \
      "{radius.card}", padding: "{spacing.inset.card}"}}}, where each value is an alias \
      to a dimension token or a number of points; the rule then checks that inner = \
      max(0, outer − padding) and reports aliases that name no dimension token. It is \
      off by default; turn it on as a warning once your nested radii are declared.
      """)

  /// Creates the rule; it takes no options.
  public init(options: inout Options) {}

  /// Checks every token that declares `nested`. The marker's shape, and a marker on a token that
  /// is not a dimension, are checked by the decode stage; this resolves its aliases and does the sum.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    for token in tokens.tokens {
      guard let nested = token.tokenc.nested, let inner = token.points else { continue }
      let outer = nested.outer.flatMap { side($0, "outer", of: token, in: tokens, context: &context) }
      let padding = nested.padding.flatMap { side($0, "padding", of: token, in: tokens, context: &context) }
      guard let outer, let padding else { continue }
      let expected = max(0, outer.points - padding.points)
      guard abs(inner - expected) > 1e-3 else { continue }
      let arithmetic = "\(Measure.text(outer.points)) - \(Measure.text(padding.points))"
      let should =
        outer.points >= padding.points
        ? "\(arithmetic) = \(Measure.text(expected)) pt" : "0 pt (\(arithmetic) is less than 0)"
      context.report(
        "'\(token.path)' is \(Measure.text(inner)) pt, but nested in \(outer.text) with \(padding.text) of padding "
          + "it should be \(should)",
        token: token, at: token.valueLocation,
        fix: FixSuggestion("use \(Measure.text(expected))", replacement: Measure.text(expected)))
    }
  }

  /// One side of the nesting: a length and how to name it in a message.
  private struct Side {
    let points: Double
    let text: String
  }

  /// Resolves `outer` or `padding`: a number of points, or an alias that must name a dimension token.
  private func side(
    _ length: NestedLength, _ field: String, of token: ResolvedToken, in tokens: ResolvedTokenSet,
    context: inout RuleContext
  ) -> Side? {
    let reference: AliasReference
    switch length {
    case .points(let number, _): return Side(points: number, text: "\(Measure.text(number)) pt")
    case .alias(let alias): reference = alias
    }
    let path = reference.path
    guard let target = tokens[path] else {
      let unresolved = MarkerReference.unresolved(path, in: tokens)
      context.report(unresolved.message, token: token, at: reference.location, fix: unresolved.fix)
      return nil
    }
    guard let points = target.points else {
      context.report(
        "'nested' \(field) on '\(token.path)' must name a dimension, but '\(path.aliasText)' is "
          + target.type.withArticle,
        token: token, at: reference.location)
      return nil
    }
    return Side(points: points, text: "'\(path.aliasText)' (\(Measure.text(points)) pt)")
  }
}
