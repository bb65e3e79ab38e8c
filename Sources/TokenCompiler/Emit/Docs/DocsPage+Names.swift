extension DocsPage {
  /// The colors each token of `model` is shown on, by its index: the background of the first
  /// contrast pair naming it as foreground when that is a color token, else nil (each
  /// appearance's canvas); empty when there are no pairs.
  static func backgrounds(_ model: DocsModel) -> [DocsModel.Colors?] {
    guard !model.contrastPairs.isEmpty else { return [] }
    var backgrounds = [DocsModel.Colors?](repeating: nil, count: model.tokens.count)
    var named = [Bool](repeating: false, count: model.tokens.count)
    for pair in model.contrastPairs {
      guard let foreground = model.token(at: pair.foreground), !named[foreground.index] else { continue }
      named[foreground.index] = true
      backgrounds[foreground.index] = model.token(at: pair.background)?.colors
    }
    return backgrounds
  }

  /// Each token's unique element id, CSS name and Swift name (`swiftNames`, by the token's
  /// index; none where it is shorter), one per token of `model`, in its order.
  static func names(
    _ model: DocsModel, cssPrefix: String, swiftNames: [String?]
  ) -> [DocsTokenNames] {
    var used: Set<String> = []
    var names: [DocsTokenNames] = []
    used.reserveCapacity(model.tokens.count)
    names.reserveCapacity(model.tokens.count)
    let prefix = Naming.kebabCase(Naming.words(in: cssPrefix))
    for (index, token) in model.tokens.enumerated() {
      // The words are worked out once for both names (``Naming/cssCustomProperty(_:prefix:)``).
      let kebab = Naming.kebabCase(token.path)
      let base = kebab.isEmpty ? "token" : "token-" + kebab
      var anchor = base
      var counter = 2
      while !used.insert(anchor).inserted {
        anchor = "\(base)-\(counter)"
        counter += 1
      }
      let property = prefix.isEmpty ? kebab : kebab.isEmpty ? prefix : prefix + "-" + kebab
      names.append(
        DocsTokenNames(
          anchor: anchor, css: DocsTokenNames.variable(property: property),
          swift: index < swiftNames.count ? swiftNames[index] : nil))
    }
    return names
  }

  /// The element id and code names of `token`, one of the model's.
  func names(of token: DocsModel.Token) -> DocsTokenNames? {
    DocsTokenNames.entry(of: token, in: names, model: model)
  }
}
