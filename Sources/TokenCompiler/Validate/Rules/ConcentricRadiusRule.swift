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

  /// Checks every token that declares `nested`.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    for token in tokens.tokens {
      guard let nested = token.tokencNode?["nested"] else { continue }
      guard let inner = token.points else {
        context.report(
          "'\(token.path)' declares 'nested' but is \(token.type.withArticle); only radius dimensions can be nested",
          token: token, at: nested.location)
        continue
      }
      guard let entries = nested.entries else {
        context.report(
          "'nested' on '\(token.path)' must be a mapping {outer: …, padding: …}, not \(ValueReader.describe(nested))",
          token: token, at: nested.location)
        continue
      }
      let fields = ["outer", "padding"]
      for entry in entries where !fields.contains(entry.key.text) {
        context.report(
          "'nested' on '\(token.path)' has no field '\(entry.key.text)'"
            + "\(Suggestions.didYouMean(entry.key.text, in: fields)) (fields: outer, padding)",
          token: token, at: entry.key.location)
      }
      var sides: [Side] = []
      for field in fields {
        guard let node = nested[field] else {
          context.report("'nested' on '\(token.path)' needs '\(field)'", token: token, at: nested.location)
          continue
        }
        if let side = side(node, field, of: token, in: tokens, context: &context) { sides.append(side) }
      }
      guard sides.count == 2 else { continue }
      let (outer, padding) = (sides[0], sides[1])
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

  /// Reads `outer` or `padding`: an alias to a dimension token, or a number of points.
  private func side(
    _ node: SourceNode, _ field: String, of token: ResolvedToken, in tokens: ResolvedTokenSet,
    context: inout RuleContext
  ) -> Side? {
    if let number = node.scalar?.number { return Side(points: number, text: "\(Measure.text(number)) pt") }
    guard let path = MarkerReference.aliasPath(node) else {
      context.report(
        "'nested' \(field) on '\(token.path)' must be an alias such as \"{radius.card}\" or a number of points, "
          + "not \(ValueReader.describe(node))",
        token: token, at: node.location)
      return nil
    }
    guard let target = tokens[path] else {
      let unresolved = MarkerReference.unresolved(path, in: tokens)
      context.report(unresolved.message, token: token, at: node.location, fix: unresolved.fix)
      return nil
    }
    guard let points = target.points else {
      context.report(
        "'nested' \(field) on '\(token.path)' must name a dimension, but '\(path.aliasText)' is "
          + target.type.withArticle,
        token: token, at: node.location)
      return nil
    }
    return Side(points: points, text: "'\(path.aliasText)' (\(Measure.text(points)) pt)")
  }
}
